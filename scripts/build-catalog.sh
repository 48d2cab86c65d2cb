#!/usr/bin/env bash
# Rebuilds catalog.db from the text sources in resources/catalog (the source of truth)
# with the project's own builder, so the committed database always matches the sources.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/deps.sh"
gp_build "$root"
"$root/build/bin/gpu-planner" catalog build --sources "$root/resources/catalog" --out "$root/catalog.db"
