#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through ctest on the offscreen
# platform (formatting included). Exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/deps.sh"
gp_install_deps
gp_build "$root"
export QT_QPA_PLATFORM=offscreen
cd "$root/build"
ctest --output-on-failure --timeout 300 -j "$(nproc)"
