#!/usr/bin/env bash
# Starts the app under Xvfb with a private overlay and settings and saves a screenshot of
# the whole screen: scripts/screenshot.sh OUT.png [gpu-planner args...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: screenshot.sh OUT.png}
shift
tmp=$(mktemp -d)
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data
Xvfb :97 -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
DISPLAY=:97 "$root/build/bin/gpu-planner" "$@" &
app=$!
sleep "${GP_SCREENSHOT_DELAY:-4}"
DISPLAY=:97 import -window root "$out"
# Drop the empty screen around the window.
convert "$out" -bordercolor black -border 1 -trim +repage "$out"
echo "wrote $out"
