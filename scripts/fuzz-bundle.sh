#!/usr/bin/env bash
# Packs the all-targets fuzz binary (build-fuzz/tests/fuzz/fuzz_all, built by scripts/fuzz.sh
# or `cmake --build build-fuzz --target fuzz_all`) with every shared library it loads, the
# dynamic loader included, into build-fuzz/bundle.tar.xz: a machine with more cores and no Qt
# installed runs it with scripts/fuzz-remote.sh (the checkout gives seeds, dictionaries and
# resources/catalog). Debug information is stripped to keep it small (about 23 MB).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$root/build-fuzz/tests/fuzz/fuzz_all
[[ -x $bin ]] || { echo "fuzz-bundle: $bin is not built" >&2; exit 2; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/lib"
cp "$bin" "$stage/fuzz_all"
strip --strip-debug "$stage/fuzz_all"
ldd "$bin" | grep -o '/[^ ]*' | sort -u | while read -r lib; do cp -L "$lib" "$stage/lib/"; done
tar -C "$stage" -cJf "$root/build-fuzz/bundle.tar.xz" fuzz_all lib
ls -l "$root/build-fuzz/bundle.tar.xz"
