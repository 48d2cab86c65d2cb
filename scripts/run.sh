#!/usr/bin/env bash
# Fresh Debian 12 machine to a running GPU Planner: installs what is missing, builds
# incrementally into build/, starts the app. Arguments are passed to gpu-planner.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/deps.sh"
gp_install_deps
gp_build "$root"
exec "$root/build/bin/gpu-planner" "$@"
