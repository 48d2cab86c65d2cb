#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/) with clang, ASan and UBSan into build-fuzz/ and
# runs each for SECONDS (default 60), one after the other:
#   scripts/fuzz.sh [SECONDS] [TARGET...]        e.g. scripts/fuzz.sh 300 fuzz_scenario
# Each target starts from its seeds (tests/fuzz/corpus/<target>/) and from what earlier runs
# found (build-fuzz/corpus/<target>/, kept between runs, never committed). A crash, timeout
# (-timeout=20 s per input), out-of-memory (-rss_limit_mb=2048) or leak stops that target
# and leaves its input in build-fuzz/artifacts/<target>/; minimise it with
#   build-fuzz/tests/fuzz/<target> -minimize_crash=1 -runs=100000 FILE
# and add it to tests/data/fuzz-regressions/<target>/ (see docs/reliability.md (Fuzzing)).
# Prints executions and findings per target; exits 1 when anything was found.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    targets=(fuzz_scenario fuzz_instance_types fuzz_describe_price fuzz_spot_advice fuzz_price_csv
             fuzz_share_code fuzz_csv fuzz_calibration fuzz_available_resource fuzz_model_config
             fuzz_library_cache fuzz_library_journal)
fi
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: scripts/fuzz.sh [SECONDS] [TARGET...]: SECONDS must be a whole number > 0" >&2
    exit 2
fi

source "$root/scripts/deps.sh"
gp_install_deps clang libclang-rt-14-dev

build=$root/build-fuzz
if [[ ! -f $build/build.ninja ]]; then
    launcher=()
    if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
    fi
    CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DGP_FUZZ=ON -DBUILD_TESTING=OFF "${launcher[@]}"
fi
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"

export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
status=0
summary=()
for t in "${targets[@]}"; do
    corpus=$build/corpus/$t
    artifacts=$build/artifacts/$t
    mkdir -p "$corpus" "$artifacts"
    log=$build/fuzz-$t.log
    echo "== $t: ${seconds} s (log: $log)"
    dict=()
    case $t in
    fuzz_scenario | fuzz_instance_types | fuzz_describe_price | fuzz_spot_advice | fuzz_available_resource | fuzz_model_config)
        dict=(-dict="$root/tests/fuzz/json.dict") ;;
    fuzz_csv | fuzz_price_csv | fuzz_calibration) dict=(-dict="$root/tests/fuzz/csv.dict") ;;
    esac
    start=$(date +%s)
    rc=0
    "$build/tests/fuzz/$t" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=20 \
        -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
        "$corpus" "$root/tests/fuzz/corpus/$t" >"$log" 2>&1 || rc=$?
    took=$(($(date +%s) - start))
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    crashes=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' \) -newermt "@$start" | wc -l)
    timeouts=$(find "$artifacts" -type f -name 'timeout-*' -newermt "@$start" | wc -l)
    ooms=$(find "$artifacts" -type f -name 'oom-*' -newermt "@$start" | wc -l)
    line=$(printf '%-22s %6s s  %12s execs  corpus %5s  crashes %s  timeouts %s  OOMs %s' "$t" \
        "$took" "${execs:-?}" "$(find "$corpus" -type f | wc -l)" "$crashes" "$timeouts" "$ooms")
    if ((rc != 0 || crashes + timeouts + ooms > 0)); then
        status=1
        line+="  <- exit $rc, see $log and $artifacts/"
    fi
    echo "$line"
    summary+=("$line")
done
echo
echo "== summary (${seconds} s per target)"
printf '%s\n' "${summary[@]}"
exit $status
