#!/usr/bin/env bash
# Proves the Debian package on a minimal fresh Debian 12: makes a chroot with mmdebstrap
# (variant "apt": essential packages and apt, nothing else), installs the .deb there with
# apt (so apt resolves its Depends from the Debian mirror, without Recommends), then, with
# an empty environment, runs the command line (--version, rank, a Chinese report) and
# checks what a desktop needs: desktop-file-validate, appstreamcli validate --no-net, the
# MIME type registered with the program as its default handler, the icons, `man -w
# gpu-planner` and the bash completion; lintian, Debian 12's, with no error or warning
# (bogus-mail-host only when no maintainer address was given); finally `apt-get remove`
# takes it all away. Needs root and mmdebstrap (apt-get install mmdebstrap); downloads from the Debian mirror.
#   scripts/install-check.sh                 # dist/gpu-planner_*.deb (scripts/package.sh)
#   scripts/install-check.sh FILE.deb
#   scripts/install-check.sh --keep [FILE]   # and keep the chroot for a look (path printed)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep=0
deb=""
while (($#)); do
    case $1 in
    --keep) keep=1 ;;
    -*) echo "install-check.sh: unknown argument '$1' (use --keep or FILE.deb)" >&2; exit 2 ;;
    *) deb=$1 ;;
    esac
    shift
done
if [[ -z $deb ]]; then
    deb=$(ls -t "$root"/dist/gpu-planner_*.deb 2>/dev/null | head -n 1 || true)
    [[ -n $deb ]] || { echo "install-check.sh: no dist/gpu-planner_*.deb; run scripts/package.sh" >&2; exit 2; }
fi
[[ -f $deb ]] || { echo "install-check.sh: $deb: no such file" >&2; exit 2; }
if [[ $(id -u) -ne 0 ]]; then
    echo "install-check.sh: needs root (chroot and mmdebstrap)" >&2
    exit 2
fi
command -v mmdebstrap >/dev/null || { echo "install-check.sh: install mmdebstrap first" >&2; exit 2; }

start=$(date +%s)
dir=$(TMPDIR=/var/tmp mktemp -d)
cleanup() {
    for m in proc sys dev/pts dev; do umount -l "$dir/chroot/$m" 2>/dev/null || true; done
    if ((keep)); then echo "chroot kept in $dir/chroot"; else rm -rf "$dir"; fi
}
trap cleanup EXIT

echo "== making a minimal Debian 12 chroot in $dir/chroot"
mmdebstrap --variant=apt --quiet bookworm "$dir/chroot" \
    "deb http://deb.debian.org/debian bookworm main" \
    "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"
echo "== chroot made after $(($(date +%s) - start)) s"
cp /etc/resolv.conf "$dir/chroot/etc/resolv.conf"
for m in proc sys dev dev/pts; do mount --bind "/$m" "$dir/chroot/$m"; done
cp "$deb" "$dir/chroot/tmp/"

cat >"$dir/chroot/tmp/check.sh" <<'CHECK'
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
failed=0
step() { echo "-- $*"; }
check() { # check DESCRIPTION COMMAND...: runs it, says ok or FAILED
    local what=$1; shift
    if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failed=1; fi
}
app=io.github.gpuplanner.GpuPlanner
step "the tools a desktop has (validators, MIME and menu databases, man)"
apt-get update -qq
apt-get install -y -qq --no-install-recommends desktop-file-utils appstream shared-mime-info \
    xdg-utils man-db hicolor-icon-theme >/dev/null
step "apt-get install ./$(basename /tmp/gpu-planner_*.deb) (no Recommends)"
t0=$(date +%s)
apt-get install -y -qq --no-install-recommends /tmp/gpu-planner_*.deb
echo "installed in $(($(date +%s) - t0)) s; $(dpkg-query -W -f='${Installed-Size}' gpu-planner) KiB"

step "the command line, with an empty environment"
run() { env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
check "gpu-planner --version" run gpu-planner --version
check "gpu-planner rank (catalog and presets found without any variable)" \
    run gpu-planner rank --model qwen2.5-7b --task lora --batch 4 --seq-len 2048 --grad-ckpt \
    --tokens 1e8 --region cn-shanghai --pricing payg --top 5
check "gpu-planner scenario new" run gpu-planner scenario new --model llama-3.1-8b --task qlora \
    --batch 2 --seq-len 4096 --tokens 5e8 --out /tmp/plan.gpuplan.json
check "a Chinese report (installed translation)" sh -c \
    'env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 gpu-planner report --scenario /tmp/plan.gpuplan.json --out /tmp/r.md --format md --lang zh_CN && grep -q "实例规格" /tmp/r.md'
check "an English PDF report (fonts from the Depends)" sh -c \
    'env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 gpu-planner report --scenario /tmp/plan.gpuplan.json --out /tmp/r.pdf && test -s /tmp/r.pdf'
check "translations installed (ours and Qt's)" test -f /usr/share/gpu-planner/translations/gpu-planner_zh_CN.qm \
    -a -f /usr/share/gpu-planner/translations/qtbase_zh_CN.qm

step "desktop integration"
check "desktop-file-validate" desktop-file-validate /usr/share/applications/$app.desktop
check "appstreamcli validate --no-net" appstreamcli validate --no-net /usr/share/metainfo/$app.metainfo.xml
check "MIME type compiled (update-mime-database)" test -f /usr/share/mime/application/x-gpuplan+json.xml
check "*.gpuplan.json glob" grep -q 'x-gpuplan+json:\*\.gpuplan\.json' /usr/share/mime/globs2
check "the program handles it (mimeinfo.cache)" grep -q "application/x-gpuplan+json=.*$app.desktop" \
    /usr/share/applications/mimeinfo.cache
default=$(xdg-mime query default application/x-gpuplan+json || true)
echo "xdg-mime query default application/x-gpuplan+json: $default"
check "xdg-mime default handler" test "$default" = "$app.desktop"
check "scalable icon" test -f /usr/share/icons/hicolor/scalable/apps/$app.svg
check "48x48 icon" test -f /usr/share/icons/hicolor/48x48/apps/$app.png
check "man -w gpu-planner" man -w gpu-planner
man_warnings=$(MANWIDTH=80 man --warnings gpu-planner 2>&1 >/dev/null || true)
[[ -z $man_warnings ]] || echo "$man_warnings"
check "man page renders without warnings" test -z "$man_warnings"
check "bash completion" test -f /usr/share/bash-completion/completions/gpu-planner

step "lintian (an error or warning fails; Debian 12's lintian, as a Debian reviewer runs it)"
apt-get install -y -qq --no-install-recommends lintian >/dev/null
suppress=()
if dpkg-deb -f /tmp/gpu-planner_*.deb Maintainer | grep -q '@invalid'; then
    # The placeholder address of a build without DEBEMAIL (scripts/package.sh says so).
    echo "maintainer is the placeholder gpu-planner@invalid: bogus-mail-host not counted"
    suppress=(--suppress-tags bogus-mail-host,bogus-mail-host-in-debian-changelog)
fi
lintian --version
check "lintian: no error or warning" lintian --fail-on error,warning --display-info \
    "${suppress[@]}" /tmp/gpu-planner_*.deb

step "apt-get remove"
apt-get remove -y -qq gpu-planner >/dev/null
check "program gone" test ! -e /usr/bin/gpu-planner
check "data gone" test ! -e /usr/share/gpu-planner
exit $failed
CHECK

echo "== installing $(basename "$deb") and checking it in the chroot"
set +e
chroot "$dir/chroot" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 bash /tmp/check.sh
rc=$?
set -e
echo "== install check exited $rc after $(($(date +%s) - start)) s in all"
exit $rc
