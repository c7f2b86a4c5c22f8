#!/usr/bin/env bash
# Perft speed: our shogiban-tool against Fairy-Stockfish (Debian's fairy-stockfish) on the same
# machine in one run. Both count the leaves of the start position to the same depth; each
# program runs RUNS times and the best wall-clock time of each is compared.
#   scripts/bench-perft.sh [DEPTH=5] [RUNS=3]
# Uses the Release build in build/release (SHOGIBAN_BUILD_DIR overrides), building the tool
# there first if needed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
depth="${1:-5}"
runs="${2:-3}"

fsf="$(command -v fairy-stockfish || true)"
[ -z "$fsf" ] && [ -x /usr/games/fairy-stockfish ] && fsf=/usr/games/fairy-stockfish
if [ -z "$fsf" ]; then
    echo "fairy-stockfish is not installed (apt-get install fairy-stockfish)" >&2
    exit 2
fi
# shellcheck source=build-tool.sh
. "$here/build-tool.sh"

now() { date +%s.%N; }

# Prints "SECONDS NODES" for one run of each program.
ours() {
    local start end nodes
    start=$(now)
    nodes=$("$tool" perft "$depth" 2>/dev/null | sed -n 's/^Nodes searched: //p')
    end=$(now)
    echo "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }') $nodes"
}
theirs() {
    local start end nodes
    start=$(now)
    nodes=$(printf 'usi\nposition startpos\ngo perft %s\nquit\n' "$depth" | "$fsf" 2>/dev/null |
        sed -n 's/^Nodes searched: //p')
    end=$(now)
    echo "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }') $nodes"
}

best() { sort -n | head -1; }

ours_best=$(for _ in $(seq "$runs"); do ours; done | best)
theirs_best=$(for _ in $(seq "$runs"); do theirs; done | best)
read -r ours_time ours_nodes <<<"$ours_best"
read -r theirs_time theirs_nodes <<<"$theirs_best"

printf 'perft %s from the start position, best of %s runs\n' "$depth" "$runs"
printf '  shogiban-tool    %8.3f s  %s nodes\n' "$ours_time" "$ours_nodes"
printf '  fairy-stockfish  %8.3f s  %s nodes\n' "$theirs_time" "$theirs_nodes"
if [ "$ours_nodes" != "$theirs_nodes" ]; then
    echo "node counts differ!" >&2
    exit 1
fi
awk -v a="$theirs_time" -v b="$ours_time" \
    'BEGIN { printf "  ratio (fairy-stockfish / shogiban-tool): %.2fx\n", a / b }'
