# Sourced by run.sh and test.sh: installs the Debian 12 packages that are missing, saying
# which, and nothing when everything is there.
gp_install_deps() {
    local wanted=(cmake ninja-build g++ qt6-base-dev qt6-charts-dev libqt6sql6-sqlite qt6-tools-dev
                  qt6-l10n-tools qt6-tools-dev-tools nlohmann-json3-dev zlib1g-dev libgl-dev fonts-noto-cjk clang-format
                  poppler-utils "$@")
    local missing=()
    local p
    for p in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

gp_build() {
    local root=$1
    if [[ ! -f "$root/build/build.ninja" ]]; then
        cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON
    fi
    cmake --build "$root/build" --parallel "$(nproc)"
}
