# Sourced by run.sh and test.sh: installs the Debian 12 packages that are missing, saying
# which, and nothing when everything is there. The list is what a minimal fresh Debian 12
# (mmdebstrap --variant=apt) needs to build, start and test the program; scripts/fresh-check.sh
# proves it. Packages are named explicitly even when another one usually pulls them in,
# because apt-get runs with --no-install-recommends.
gp_packages=(
    # toolchain
    cmake ninja-build g++ pkgconf
    # Qt 6: Widgets, Charts (needs the OpenGL module's CMake files), Sql with SQLite,
    # Test, Linguist tools, and Qt's own Chinese translations for its dialogs
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev libgl-dev libqt6sql6-sqlite
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    # JSON, compression for share codes
    nlohmann-json3-dev zlib1g-dev
    # the system keychain for Alibaba Cloud keys entered in the window
    qtkeychain-qt6-dev
    # fonts: Latin text and the Chinese report font
    fontconfig fonts-dejavu-core fonts-noto-cjk
    # tests: formatting check, the code-size check (Python), PDF text extraction, and the
    # validators tst_install runs on the installed desktop entry, AppStream metadata and MIME type
    clang-format python3 poppler-utils desktop-file-utils appstream libxml2-utils
)

gp_install_deps() {
    local wanted=("${gp_packages[@]}" "$@")
    local missing=()
    local p
    for p in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    echo "Installing missing packages: ${missing[*]}"
    local install="apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing[*]}"
    if [[ $(id -u) -eq 0 ]]; then
        bash -c "$install"
    elif command -v sudo >/dev/null; then
        sudo bash -c "$install"
    else
        # Debian installed with a root password has no sudo: root's password, through su.
        echo "sudo is not installed: su asks for root's password to install them"
        su root -c "$install"
    fi
}

gp_build() {
    local root=$1
    if [[ ! -f "$root/build/build.ninja" ]]; then
        cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON
    fi
    cmake --build "$root/build" --parallel "$(nproc)"
}
