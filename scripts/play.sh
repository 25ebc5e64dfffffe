#!/usr/bin/env bash
# Build (installing dependencies if needed) and start the game. Arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build.sh
exec build/app/ombre "$@"
