#!/usr/bin/env bash
# Runs the bundle of scripts/fuzz-bundle.sh on this machine, from the checkout's root:
#   scripts/fuzz-remote.sh BUNDLE SECONDS OUT TARGET:WORKERS...
# e.g. scripts/fuzz-remote.sh build-fuzz/bundle.tar.xz 480 "$OUT" fuzz_calibration:4 fuzz_csv:2
# Each worker is one libFuzzer process of its own (own corpus, grown from the target's seeds)
# run for SECONDS with the same limits as scripts/fuzz.sh and -max_len=4096; the bundle's own
# loader and libraries are used, so the machine needs neither Qt nor Debian's glibc.
# OUT/summary.txt sums the executions per target; OUT/results.tar.gz holds every log
# (<target>-<n>.log) and finding (artifacts/), as one file to bring back. Exits 1 when
# anything was found.
set -uo pipefail
bundle=$1 seconds=$2 out=$3
shift 3
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
tar -C "$work" -xJf "$bundle"
mkdir -p "$out/artifacts"
pids=()
for spec in "$@"; do
    target=${spec%%:*} workers=${spec##*:}
    dict=()
    case $target in
    fuzz_csv | fuzz_price_csv | fuzz_calibration) dict=(-dict="$root/tests/fuzz/csv.dict") ;;
    fuzz_scenario | fuzz_instance_types | fuzz_describe_price | fuzz_spot_advice | \
        fuzz_available_resource | fuzz_model_config) dict=(-dict="$root/tests/fuzz/json.dict") ;;
    esac
    for ((n = 1; n <= workers; n++)); do
        corpus=$work/corpus/$target-$n
        mkdir -p "$corpus"
        GP_FUZZ_TARGET=$target GP_FUZZ_SOURCE_DIR=$root \
            "$work/lib/ld-linux-x86-64.so.2" --library-path "$work/lib" "$work/fuzz_all" \
            -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=2048 -timeout=20 \
            -print_final_stats=1 -seed="$n" "${dict[@]}" -artifact_prefix="$out/artifacts/$target-$n-" \
            "$corpus" "$root/tests/fuzz/corpus/$target" >"$out/$target-$n.log" 2>&1 &
        pids+=($!)
    done
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
for spec in "$@"; do
    target=${spec%%:*}
    execs=$(cat "$out/$target"-*.log | awk '/stat::number_of_executed_units/ {s += $2} END {print s + 0}')
    echo "$target $execs" >>"$out/summary.txt"
done
cat "$out/summary.txt"
ls "$out/artifacts"
tar -C "$out" -czf "$work/results.tar.gz" --exclude=summary.txt .
find "$out" -mindepth 1 ! -name summary.txt -delete
mv "$work/results.tar.gz" "$out/"
exit $status
