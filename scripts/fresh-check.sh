#!/usr/bin/env bash
# Proves the README's set-up commands on a minimal fresh Debian 12: makes a chroot with
# mmdebstrap (variant "apt": essential packages and apt, nothing else), copies the
# committed tree (git archive HEAD, so nothing built or installed here leaks in) and
# ../shared beside it, and runs scripts/test.sh inside as a new developer would. Needs
# root and mmdebstrap (apt-get install mmdebstrap); downloads from the Debian mirror.
#   scripts/fresh-check.sh            # scripts/test.sh in the chroot
#   scripts/fresh-check.sh --keep     # and keep the chroot for a look (path printed)
#   scripts/fresh-check.sh -- CMD...  # another command in the chroot's checkout instead
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep=0
cmd=(bash scripts/test.sh)
while (($#)); do
    case $1 in
    --keep) keep=1 ;;
    --) shift; cmd=("$@"); break ;;
    *) echo "fresh-check.sh: unknown argument '$1' (use --keep or -- CMD...)" >&2; exit 2 ;;
    esac
    shift
done
if [[ $(id -u) -ne 0 ]]; then
    echo "fresh-check.sh: needs root (chroot and mmdebstrap)" >&2
    exit 2
fi
command -v mmdebstrap >/dev/null || { echo "fresh-check.sh: install mmdebstrap first" >&2; exit 2; }

dir=$(TMPDIR=/var/tmp mktemp -d) # under /var/tmp: the build needs disk, not tmpfs
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

echo "== copying the committed tree ($(git -C "$root" rev-parse --short HEAD))"
mkdir -p "$dir/chroot/src/gpu-planner"
git -C "$root" archive --format=tar HEAD | tar -x -C "$dir/chroot/src/gpu-planner"
if [[ -d "$root/../shared" ]]; then
    cp -r "$root/../shared" "$dir/chroot/src/shared"
fi
cp /etc/resolv.conf "$dir/chroot/etc/resolv.conf"
for m in proc sys dev dev/pts; do mount --bind "/$m" "$dir/chroot/$m"; done

echo "== running '${cmd[*]}' in the chroot"
start=$(date +%s)
set +e
chroot "$dir/chroot" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 bash -c 'cd /src/gpu-planner && "$@"' fresh-check "${cmd[@]}"
rc=$?
set -e
echo "== '${cmd[*]}' exited $rc after $(($(date +%s) - start)) s in the fresh chroot"
exit $rc
