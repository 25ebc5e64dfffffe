#!/usr/bin/env bash
# Install everything needed to build, test and run Ombre on Debian 12+ or Ubuntu 23.04+
# (24.04 LTS): Qt 6.4 or newer from the distribution. Ubuntu 22.04 ships Qt 6.2, too old;
# that is said before anything is installed.
# Does nothing, and runs no apt at all, when every package is already installed.
#
#   bash scripts/install-deps.sh               # what the game and its tests need
#   bash scripts/install-deps.sh --with-clang  # ... and clang (scripts/test-sanitize.sh)
set -euo pipefail

PACKAGES=(
    g++
    cmake
    ninja-build
    qt6-base-dev          # Qt Core/Gui/Widgets/Test (+ CMake configs)
    qt6-svg-dev           # Qt Svg / SvgWidgets
    qt6-charts-dev        # Qt Charts: the Statistics window
    qt6-websockets-dev    # Qt WebSockets: the online tables (ombre-server)
    libqt6sql6-sqlite     # Qt SQL's SQLite driver: the history of deals (Qt SQL is in qt6-base-dev)
    libqt6opengl6-dev     # Qt OpenGL (CMake config), required by Qt Charts
    qt6-tools-dev         # Qt6LinguistTools CMake package
    qt6-tools-dev-tools
    qt6-l10n-tools        # lupdate / lrelease
    qt6-translations-l10n # Qt's own words in Spanish: the standard buttons (Close, Cancel, Yes)
    qt6-qpa-plugins       # platform plugins: xcb (X11), offscreen, minimal, vnc, eglfs
    qt6-wayland           # platform plugin wayland: runs natively on a Wayland desktop
    libgl-dev             # WrapOpenGL, required by Qt6Gui's CMake config
    libglx-dev
    libxkbcommon-dev      # XKB, looked for by Qt6Gui's CMake config ("Could NOT find XKB")
    desktop-file-utils    # desktop-file-validate  } the test desktop_integration
    appstream             # appstreamcli           } (packaging/tools/validate-desktop.sh)
    shared-mime-info      # update-mime-database   }
)
QT_MINIMUM=6.4
SUPPORTED="Debian 12 (bookworm) or newer, or Ubuntu 23.04 or newer (24.04 LTS)"

case "${1:-}" in
    "") ;;
    --with-clang) PACKAGES+=(clang) ;; # the second compiler, with the system's libstdc++
    *) echo "usage: $0 [--with-clang]" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: not a Debian or Ubuntu system, so nothing is installed; the build needs" \
        "Qt $QT_MINIMUM or newer (Core, Gui, Widgets, PrintSupport, Svg, Charts, Test, Linguist" \
        "tools), CMake 3.22+, Ninja and a C++20 compiler."
    exit 0
fi

installed_version() { # package: its installed version, or nothing
    local status
    status=$(dpkg-query -W -f='${db:Status-Status} ${Version}' "$1" 2>/dev/null || true)
    [[ "$status" == installed\ * ]] && echo "${status#installed }"
    return 0
}

# Stops with one sentence when the distribution's Qt is older than Ombre needs.
check_qt() { # version of qt6-base-dev, or nothing when the distribution has none
    local version=$1
    if [[ -z "$version" ]]; then
        echo "install-deps: this system offers no Qt 6 (no package qt6-base-dev), and Ombre" \
            "needs Qt $QT_MINIMUM or newer: use $SUPPORTED." >&2
        exit 1
    fi
    if ! dpkg --compare-versions "$version" ge "$QT_MINIMUM~"; then
        echo "install-deps: this system offers Qt ${version%%[+-]*} (qt6-base-dev $version), and" \
            "Ombre needs Qt $QT_MINIMUM or newer: use $SUPPORTED." >&2
        exit 1
    fi
}

missing=()
for pkg in "${PACKAGES[@]}"; do
    if [[ -z "$(installed_version "$pkg")" ]]; then
        missing+=("$pkg")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    check_qt "$(installed_version qt6-base-dev)"
    echo "install-deps: all build dependencies are present."
    exit 0
fi

SUDO=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    else
        echo "install-deps: not root and sudo is unavailable; please install: ${missing[*]}" >&2
        exit 1
    fi
fi
apt_get() {
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "$@"
}

# The package lists first (a fresh system may have none), then the Qt version offered, and
# only then anything installed.
apt_get update -q
qt=$(installed_version qt6-base-dev)
if [[ -z "$qt" ]]; then
    qt=$(apt-cache policy qt6-base-dev 2>/dev/null | sed -n 's/^ *Candidate: *//p')
    [[ "$qt" == "(none)" ]] && qt=
fi
check_qt "$qt"

echo "install-deps: installing: ${missing[*]}"
apt_get install -y -q --no-install-recommends "${missing[@]}"
