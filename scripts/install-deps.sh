#!/usr/bin/env bash
# Install everything needed to build, test and run Ombre on Debian 12 / Ubuntu 22.04+.
# Does nothing when all packages are already installed.
set -euo pipefail

PACKAGES=(
    g++
    cmake
    ninja-build
    qt6-base-dev          # Qt Core/Gui/Widgets/Test (+ CMake configs)
    qt6-svg-dev           # Qt Svg / SvgWidgets
    qt6-charts-dev        # Qt Charts: the Statistics window
    libqt6opengl6-dev     # Qt OpenGL (CMake config), required by Qt Charts
    qt6-tools-dev         # Qt6LinguistTools CMake package
    qt6-tools-dev-tools
    qt6-l10n-tools        # lupdate / lrelease
    qt6-translations-l10n # Qt's own words in Spanish: the standard buttons (Close, Cancel, Yes)
    qt6-qpa-plugins       # platform plugins (xcb, wayland, ...)
    libgl-dev             # WrapOpenGL, required by Qt6Gui's CMake config
    libglx-dev
    desktop-file-utils    # desktop-file-validate  } the test desktop_integration
    appstream             # appstreamcli           } (packaging/tools/validate-desktop.sh)
    shared-mime-info      # update-mime-database   }
)

missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    if [[ "$status" != "installed" ]]; then
        missing+=("$pkg")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all build dependencies are present."
    exit 0
fi

echo "install-deps: installing: ${missing[*]}"

SUDO=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    else
        echo "install-deps: not root and sudo is unavailable; please install: ${missing[*]}" >&2
        exit 1
    fi
fi

export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
