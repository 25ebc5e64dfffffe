#!/usr/bin/env bash
# Build (installing dependencies if needed) and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/build.sh

status=0
ctest --test-dir build --output-on-failure -j2 || status=$?
exit "$status"
