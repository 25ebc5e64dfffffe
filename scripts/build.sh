#!/usr/bin/env bash
# Install dependencies (if needed), configure into build/ and build everything.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh

BUILD_TYPE=${OMBRE_BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE"
cmake --build build --parallel
