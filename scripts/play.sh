#!/usr/bin/env bash
# Build (installing dependencies if needed) and start the game. Arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build.sh

# The window needs a display: without one Qt would abort with a message about reinstalling.
# The options that open no window (a screenshot, the card tools, --help, --version) run
# without one (app/gui/main.cpp picks the offscreen platform for them), as does a platform
# given on the command line.
needs_display=1
for arg in "$@"; do
    case "$arg" in
        --screenshot* | --card-gallery* | --card-bench | -h | --help | --help-all | -v | \
            --version | -platform* | --platform*)
            needs_display=0 ;;
    esac
done
if [[ $needs_display -eq 1 && "$(uname -s)" == Linux && -z "${DISPLAY:-}" &&
    -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    cat >&2 <<'EOF'
play: no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game cannot
open its window. Run it from a desktop session, or try it headless with
    xvfb-run bash scripts/play.sh          (xvfb-run is in the package xvfb)
Without any display, build/app/ombre --screenshot FILE.png saves a picture of the table.
EOF
    exit 1
fi
exec build/app/ombre "$@"
