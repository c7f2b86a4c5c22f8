#!/usr/bin/env bash
# One entry point for a fresh Debian 12 / Ubuntu machine:
#   scripts/build.sh run    install what is missing, build (Release) and start Shogiban
#   scripts/build.sh test   install what is missing, build (Release) and the Windows programs
#                           (cross, for Wine), and run every test
# Extra arguments after "run" go to the program.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
mode="${1:-}"
[ $# -gt 0 ] && shift

read_packages() { grep -v '^\s*#' "$1" | tr -s ' \n' ' '; }

install_missing() {
    local wanted missing=()
    wanted="$(read_packages "$here/packages-build.txt")"
    [ "$mode" = test ] && wanted="$wanted $(read_packages "$here/packages-test.txt")"
    for p in $wanted; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    # The record interop test needs npm. NodeSource's nodejs ships it; Debian's comes apart,
    # and installing Debian's npm beside NodeSource's nodejs would conflict.
    if [ "$mode" = test ] && ! command -v npm >/dev/null 2>&1; then missing+=(npm); fi
    [ ${#missing[@]} -eq 0 ] && { echo "All required packages are installed."; return; }
    echo "Installing missing packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

configure_and_build() {
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" --parallel "$(nproc)"
}

# The Windows programs (core, shogiban-tool, shogiban-usi and the encoding cases) cross-built
# with MinGW-w64: the windows_wine test runs them under Wine. Only those targets: no Qt here.
build_windows() {
    (cd "$root" && cmake --preset windows-cross >/dev/null &&
        cmake --build --preset windows-cross --parallel "$(nproc)")
}

case "$mode" in
run)
    install_missing
    configure_and_build
    # The GUI when it is built; until then the command line tool shows the rules core at work.
    if [ -x "$build/app/shogiban" ]; then exec "$build/app/shogiban" "$@"; fi
    if [ $# -gt 0 ]; then exec "$build/app/shogiban-tool" "$@"; fi
    exec "$build/app/shogiban-tool" perft 3
    ;;
test)
    install_missing
    configure_and_build
    build_windows
    cd "$build"
    ctest --output-on-failure --parallel "$(nproc)" --no-tests=error --timeout 1500
    ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
