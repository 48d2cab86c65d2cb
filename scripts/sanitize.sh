#!/usr/bin/env bash
# Builds the whole tree with AddressSanitizer + UndefinedBehaviorSanitizer (gcc, the
# `asan` preset of CMakePresets.json, into build-asan/) and runs every test through ctest
# with leak detection on. Exits non-zero on a build failure, a failing test or any
# sanitizer report. Extra arguments go to ctest (e.g. -R tst_mainwindow).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if ! command -v ccache >/dev/null; then
    echo "sanitize.sh: ccache is not installed (apt-get install ccache); building without it" >&2
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=)
else
    launcher=()
fi
jobs=${GP_JOBS:-$(nproc)}
start=$(date +%s)
cmake --preset asan "${launcher[@]}" >/dev/null
cmake --build --preset asan --parallel "$jobs"
built=$(date +%s)
export QT_QPA_PLATFORM=offscreen
status=0
ctest --preset asan -j "$jobs" "$@" || status=$?
end=$(date +%s)
echo "sanitize.sh: build $((built - start)) s, tests $((end - built)) s, exit $status"
exit "$status"
