#!/usr/bin/env bash
# Builds the Debian package: a Release build in build-release/ (a folder of its own, so
# build/ stays as it is), `cpack -G DEB` (packaging/cpack.cmake: dependencies computed by
# dpkg-shlibdeps), and dist/gpu-planner_<version>_amd64.deb; then lintian on it.
#   scripts/package.sh
#   DEBFULLNAME="Name" DEBEMAIL=name@example.org scripts/package.sh   # the maintainer
#   GP_PROJECT_URL=https://… GP_PROJECT_RAW_URL=https://… scripts/package.sh  # its address
# Installs what is missing with apt-get, as scripts/test.sh does (dpkg-dev and file for
# CPack's dpkg-shlibdeps, lintian). scripts/install-check.sh installs the result into a
# fresh Debian 12 and checks it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=deps.sh
source "$root/scripts/deps.sh"
gp_install_deps dpkg-dev file lintian

build=$root/build-release
launcher=()
if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# The maintainer, as Debian's tools take it: DEBEMAIL ("address" or "Name <address>") and
# DEBFULLNAME. The project's address: GP_PROJECT_URL and GP_PROJECT_RAW_URL (empty: the
# package names no homepage and the AppStream metadata no screenshots).
release=()
if [[ ${DEBEMAIL:-} == *"<"*">"* ]]; then
    release=("-DGP_PACKAGE_MAINTAINER=$DEBEMAIL")
elif [[ -n ${DEBEMAIL:-} ]]; then
    release=("-DGP_PACKAGE_MAINTAINER=${DEBFULLNAME:-GPU Planner developers} <$DEBEMAIL>")
else
    echo "warning: DEBEMAIL is not set: the package's maintainer is the placeholder" \
        "gpu-planner@invalid (lintian: bogus-mail-host)" >&2
    release=("-DGP_PACKAGE_MAINTAINER=GPU Planner developers <gpu-planner@invalid>")
fi
release+=("-DGP_PROJECT_URL=${GP_PROJECT_URL:-}" "-DGP_PROJECT_RAW_URL=${GP_PROJECT_RAW_URL:-}")
# Debian's hardening flags (stack protector, _FORTIFY_SOURCE, full RELRO and BIND_NOW),
# as a Debian package build would use, without -g (the binary is stripped); Release adds
# -O3 -DNDEBUG.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
cxxflags=${cxxflags//-g /}
ldflags=$(dpkg-buildflags --get LDFLAGS)
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
    "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_EXE_LINKER_FLAGS=$ldflags" "${launcher[@]}" "${release[@]}"
cmake --build "$build" --parallel "$(nproc)"

rm -rf "$build/cpack"
(cd "$build" && cpack -G DEB -B "$build/cpack")
version=$(sed -n 's/^project(gpu-planner VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
deb=gpu-planner_${version}_$(dpkg --print-architecture).deb
mkdir -p "$root/dist"
cp "$build/cpack/$deb" "$root/dist/$deb"
echo "== dist/$deb"
dpkg-deb --info "$root/dist/$deb" | sed -n '/Package:/,$p'

echo "== lintian"
# What lintian still says, and why it stays, is in CONTRIBUTING.md (Packaging).
lintian --display-info "$root/dist/$deb" || true
