#!/usr/bin/env bash
# Build with clang, AddressSanitizer and UndefinedBehaviorSanitizer into build-asan/ and run the
# whole test suite there (.ci/run calls it after scripts/test.sh, the GCC build): a second
# compiler catches what GCC alone lets through. clang uses the system's libstdc++, as the
# distribution's Qt does (a libc++ build could not link with it). Any report fails its test:
# ASan and UBSan halt on the first error with a stack trace, LeakSanitizer reports leaks at exit
# (known leaks of the system libraries are suppressed in tests/support/lsan.supp, each with its
# reason).
#
# Debug with -O1: assertions on, stack traces readable, and the tests several times faster
# than at -O0. OMBRE_SANITIZED=1 tells the slow tests (soak, soak_table, fuzz, crash) to use
# their smaller counts and longer waits; every test runs.
#
#   OMBRE_ASAN_DIR  the build directory (default build-asan)
#   OMBRE_JOBS      parallel compile jobs (default 2)
#   OMBRE_ASAN_CXX  the compiler (default clang++)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh --with-clang

DIR=${OMBRE_ASAN_DIR:-build-asan}
JOBS=${OMBRE_JOBS:-2}
CXX_COMPILER=$(command -v "${OMBRE_ASAN_CXX:-clang++}") || {
    echo "test-sanitize: no compiler ${OMBRE_ASAN_CXX:-clang++}" >&2
    exit 1
}
# CMake cannot change the compiler of a configured directory: start it afresh when it was
# configured with another one (an older build-asan/ made with GCC).
configured=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$DIR/CMakeCache.txt" 2>/dev/null || true)
if [[ -n "$configured" && "$configured" != "$CXX_COMPILER" ]]; then
    echo "test-sanitize: $DIR was configured with another compiler; configuring it afresh"
    rm -rf "$DIR/CMakeCache.txt" "$DIR/CMakeFiles"
fi
cmake -S . -B "$DIR" -G Ninja -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g -O1" \
    -DCMAKE_CXX_COMPILER="$CXX_COMPILER" -DOMBRE_SANITIZE=ON
cmake --build "$DIR" --parallel "$JOBS"

export OMBRE_SANITIZED=1
export ASAN_OPTIONS=halt_on_error=1:print_stacktrace=1:detect_leaks=1:check_initialization_order=1:strict_init_order=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS="suppressions=$PWD/tests/support/lsan.supp:print_suppressions=0"

# LeakSanitizer stops the process with a "fatal error" where it cannot run (some sandboxes
# and containers forbid what it needs): then run without leak checks, and say so.
if ! "$DIR/app/ombre-cli" --version >/dev/null 2>"$DIR/lsan-check.txt"; then
    if grep -q "LeakSanitizer has encountered a fatal error" "$DIR/lsan-check.txt"; then
        echo "test-sanitize: LeakSanitizer cannot run here; leak checks are off" >&2
        export ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"
    else
        cat "$DIR/lsan-check.txt" >&2
        exit 1
    fi
fi

ctest --test-dir "$DIR" --output-on-failure -j2
