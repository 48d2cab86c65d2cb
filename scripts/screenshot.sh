#!/usr/bin/env bash
# Starts the app under Xvfb with a private overlay and settings and saves a screenshot of
# the whole screen: scripts/screenshot.sh OUT.png [gpu-planner args...]
# GP_SCREEN=1024x700 sets the screen size (default 1600x1000), GP_TAB=0..3 the tab shown
# (catalog, estimate, comparison, library), GP_LIBRARY=DIR the team library folder,
# GP_APPEARANCE=dark|light View ▸ Appearance, GP_START_PANEL=1 the start panel a fresh
# profile shows (left out otherwise), GP_CAPACITY=1 the comparison's serving-capacity view
# (for a serving scenario);
# QT_SCALE_FACTOR=1.5 scales as usual.
#   scripts/screenshot.sh --all   every tab, English and Chinese, at 1600x1000 and 1024x700
#                                 into docs/images/ (the README and the AppStream file use them)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: screenshot.sh OUT.png [gpu-planner args...] | --all}
shift
if [ "$out" = --all ]; then
    names=(catalog estimate comparison library)
    for size in 1600x1000 1024x700; do
        for lang in en zh_CN; do
            for tab in 0 1 2 3; do
                GP_SCREEN=$size GP_TAB=$tab GP_LIBRARY=${GP_LIBRARY:-$root/docs/examples/library} \
                    "$0" "$root/docs/images/${names[$tab]}-$lang-$size.png" --lang "$lang"
            done
        done
    done
    exit 0
fi
tmp=$(mktemp -d)
export XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
# The settings file the app reads: ~/.config/gpu-planner/gpu-planner.conf.
mkdir -p "$XDG_CONFIG_HOME/gpu-planner"
conf=$XDG_CONFIG_HOME/gpu-planner/gpu-planner.conf
if [ -n "${GP_TAB:-}" ]; then
    printf '[window]\ntab=%s\n' "$GP_TAB" >> "$conf"
fi
printf '[ui]\nstartPanel=%s\n' "$([ -n "${GP_START_PANEL:-}" ] && echo true || echo false)" >> "$conf"
if [ -n "${GP_APPEARANCE:-}" ]; then
    printf 'appearance=%s\n' "$GP_APPEARANCE" >> "$conf"
fi
if [ -n "${GP_CAPACITY:-}" ]; then
    printf '[comparison]\ncapacityShown=true\n' >> "$conf"
fi
if [ -n "${GP_LIBRARY:-}" ]; then
    # A copy: the window may write into its library (locks, the trash).
    cp -r "$GP_LIBRARY" "$tmp/library"
    printf '[library]\nfolder=%s\n' "$tmp/library" >> "$conf"
fi
# A free display, so that several screenshots can run at once.
display=97
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do
    display=$((display + 1))
done
Xvfb ":$display" -screen 0 "${GP_SCREEN:-1600x1000}x24" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
# The window fills the screen (X11's -geometry), so that a file named for the screen's size
# is that size.
DISPLAY=":$display" "$root/build/bin/gpu-planner" -geometry "${GP_SCREEN:-1600x1000}+0+0" "$@" &
app=$!
sleep "${GP_SCREENSHOT_DELAY:-4}"
DISPLAY=":$display" import -window root "$out"
# Drop any empty screen around the window.
convert "$out" -bordercolor black -border 1 -trim +repage "$out"
echo "wrote $out"
