#!/usr/bin/env bash
# Builds and runs the benchmarks; prints medians and ratios against baselines measured in
# the same run (docs/performance.md). About two minutes on two cores.
#   scripts/bench.sh            every benchmark
#   scripts/bench.sh engine     the engine only (bench_plan: estimate, ranking, overlay merge)
#   scripts/bench.sh cli        the command line only (bench_cli: rank, import, PDF report)
# BENCH_RUNS=N sets the runs per command-line figure (default 11).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/deps.sh"
if [[ ! -f "$root/build/build.ninja" ]]; then
    cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON
fi
cmake --build "$root/build" --parallel "$(nproc)" --target bench_plan bench_cli bench_comparison gpu-planner
what=${1:-all}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ $what == all || $what == engine ]]; then
    echo "== engine (bench_plan) =="
    "$root/build/benchmarks/bench_plan"
fi
if [[ $what == all || $what == cli ]]; then
    echo "== command line (bench_cli) =="
    "$root/build/benchmarks/bench_cli" --runs "${BENCH_RUNS:-11}"
fi
if [[ $what == all || $what == window ]]; then
    echo "== window: comparison update (bench_comparison) =="
    "$root/build/benchmarks/bench_comparison"
fi
