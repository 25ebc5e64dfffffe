#!/usr/bin/env bash
# Validates the desktop integration files: the .desktop entry (desktop-file-validate), the
# AppStream metainfo (appstreamcli validate, no network), the MIME type (update-mime-database
# in a scratch directory: the globs must reach globs2) and the man pages (groff warnings).
# Run by ctest as the test "desktop_integration". A missing tool is skipped; when none of
# them is installed the whole test is skipped (exit 77). scripts/install-deps.sh installs
# desktop-file-utils and appstream so that CI runs every check.
#
# usage: validate-desktop.sh PACKAGING_DIR
set -uo pipefail

dir=${1:-$(cd "$(dirname "$0")/.." && pwd)}
id=io.github.ombre.Ombre
failed=0
ran=0

check() { # name command...
    local name=$1
    shift
    echo "== $name: $*"
    if "$@"; then
        echo "   ok"
    else
        echo "   FAILED: $name"
        failed=1
    fi
    ran=$((ran + 1))
}

if command -v desktop-file-validate >/dev/null; then
    check desktop-file-validate desktop-file-validate "$dir/linux/$id.desktop"
else
    echo "-- skipped: desktop-file-validate not installed (desktop-file-utils)"
fi

if command -v appstreamcli >/dev/null; then
    # --no-net: no URL is fetched; --pedantic notes (e.g. the upper-case letter in the
    # reverse-DNS id) do not fail the test.
    check appstreamcli appstreamcli validate --no-net "$dir/linux/$id.metainfo.xml"
else
    echo "-- skipped: appstreamcli not installed (appstream)"
fi

if command -v update-mime-database >/dev/null; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/mime/packages"
    cp "$dir/linux/$id.mime.xml" "$scratch/mime/packages/$id.xml"
    mime_ok() {
        XDG_DATA_HOME=$scratch update-mime-database "$scratch/mime" &&
            grep -q '^50:application/x-ombre-record:\*\.ombre\.json$' "$scratch/mime/globs2"
    }
    check update-mime-database mime_ok
else
    echo "-- skipped: update-mime-database not installed (shared-mime-info)"
fi

if command -v groff >/dev/null; then
    man_ok() {
        local page out
        for page in "$dir"/man/*.6; do
            out=$(groff -man -ww -z "$page" 2>&1)
            if [[ -n "$out" ]]; then
                echo "$page: $out"
                return 1
            fi
        done
    }
    check "man pages" man_ok
else
    echo "-- skipped: groff not installed"
fi

if [[ $ran -eq 0 ]]; then
    echo "validate-desktop: no validation tool installed; skipped"
    exit 77
fi
exit "$failed"
