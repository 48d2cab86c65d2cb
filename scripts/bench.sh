#!/usr/bin/env bash
# Builds and runs the benchmarks; prints medians.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/deps.sh"
gp_build "$root"
"$root/build/benchmarks/bench_plan" "$@"
"$root/build/benchmarks/bench_comparison"
