#!/usr/bin/env bash
# Game review speed, as Game > Analyse Game runs it: a 120-ply game (shogiban-usi against itself
# at 3,000 nodes a move, the same game every time) reviewed at MS milliseconds per position on
# every core but one (core/analysis runReview through shogiban-tool analyse). Prints the wall
# time, which should be about (plies + 1) * MS: the engine is given the time of each position
# and nothing else may add to it.
#   scripts/bench-review.sh [MS=1000] [THREADS=cores-1]
# Uses the Release build in build/release (SHOGIBAN_BUILD_DIR overrides), building there first.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
movetime="${1:-1000}"
cores="$(nproc)"
threads="${2:-$((cores > 1 ? cores - 1 : 1))}"

if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$build" --target shogiban-tool shogiban-usi >/dev/null
tool="$build/app/shogiban-tool"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$tool" match --engine1 "$build/app/shogiban-usi" --engine2 "$build/app/shogiban-usi" \
    --games 1 --once --nodes 3000 --max-plies 120 --kifu "$work" >/dev/null
game="$work/game-001.kif"
plies="$("$tool" analyse "$game" --nodes 1 --threads 1 --json | grep -o '"ply"' | wc -l)"

start=$(date +%s.%N)
"$tool" analyse "$game" --movetime "$movetime" --threads "$threads" >"$work/review.txt"
end=$(date +%s.%N)
awk -v a="$start" -v b="$end" -v p="$plies" -v ms="$movetime" -v t="$threads" -v c="$cores" \
    'BEGIN { printf "review of a %d-ply game at %d ms a position, %d thread(s) on %d cores: %.1f s wall (%d positions: %.1f s of search)\n", p, ms, t, c, b - a, p + 1, (p + 1) * ms / 1000 }'
