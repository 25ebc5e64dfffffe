#!/usr/bin/env bash
# Build the Linux packages into build-package/: the Debian package ombre_VERSION_ARCH.deb
# and the portable archive ombre-VERSION-linux-ARCH.tar.gz (CPack, packaging/CMakeLists.txt).
# Builds only what the packages hold (ombre, ombre-cli, the man pages), in Release.
# Takes about 4 minutes from scratch on 2 cores, seconds when up to date.
#
#   bash scripts/package.sh            # build the packages
#   bash scripts/package.sh --check    # ... then install the .deb with apt-get, run
#                                      # ombre-cli --version, ombre --version and the game
#                                      # (offscreen) from /usr/bin, and remove it again
#
# The Windows (NSIS) and macOS (DMG) installers are built on those systems by
# .github/workflows/build.yml.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
    "") ;;
    --check) check=1 ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

bash scripts/install-deps.sh

JOBS=${OMBRE_JOBS:-2}
cmake -S . -B build-package -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON
cmake --build build-package --parallel "$JOBS" --target ombre ombre-cli ombre-man
(cd build-package && cpack -G "DEB;TGZ")

deb=$(ls build-package/ombre_*.deb)
tgz=$(ls build-package/ombre-*-linux-*.tar.gz)
echo
echo "package: $deb"
dpkg-deb --field "$deb" Package Version Architecture Section Depends Recommends
echo "package: $tgz"

[[ $check -eq 1 ]] || exit 0

SUDO=()
[[ $(id -u) -eq 0 ]] || SUDO=(sudo)
if dpkg-query -W -f='${db:Status-Status}' ombre 2>/dev/null | grep -qx installed; then
    echo "package --check: a package 'ombre' is already installed; not touching it" >&2
    exit 1
fi
echo
echo "package --check: installing $deb"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "./$deb"
status=0
(
    set -e
    cd /
    [[ $(command -v ombre) == /usr/bin/ombre && $(command -v ombre-cli) == /usr/bin/ombre-cli ]]
    /usr/bin/ombre-cli --version
    QT_QPA_PLATFORM=offscreen /usr/bin/ombre --version
    # The game starts and keeps running until the timeout ends it (status 124).
    rc=0
    QT_QPA_PLATFORM=offscreen timeout 5 /usr/bin/ombre || rc=$?
    [[ $rc -eq 124 ]] || { echo "ombre exited with status $rc before the timeout" >&2; exit 1; }
    echo "ombre ran for 5 s offscreen"
    man -w ombre ombre-cli
    # The desktop registered the entry for deal records, and the MIME type its globs.
    grep -qx 'application/x-ombre-record=io.github.ombre.Ombre.desktop;' \
        /usr/share/applications/mimeinfo.cache
    grep -q '^50:application/x-ombre-record:\*\.ombre\.json$' /usr/share/mime/globs2
    echo "desktop entry and MIME type registered"
) || status=$?
echo "package --check: removing the package"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q ombre
if [[ $status -eq 0 ]]; then
    echo "package --check: passed"
else
    echo "package --check: FAILED" >&2
fi
exit "$status"
