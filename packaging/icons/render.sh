#!/usr/bin/env bash
# Renders the SVG icon to the hicolor PNG sizes committed beside it (run after editing the
# SVG; needs rsvg-convert from librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
for s in 16 22 24 32 48 64 128 256; do
    rsvg-convert -w "$s" -h "$s" io.github.gpuplanner.GpuPlanner.svg -o "$s.png"
done
