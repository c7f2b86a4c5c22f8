#!/usr/bin/env bash
# Tuning the evaluation by games (docs/TUNING.md). Usage:
#   scripts/tune.sh games [GAMES] [NODES] [SEED]
#                                           random level openings (SEED, default 2026), then
#                                           GAMES games of Fairy-Stockfish against itself at
#                                           NODES per move, saved with each move's score
#                                           (default 1000, 5000) in games-SEED
#   scripts/tune.sh self-games [GAMES] [NODES] [SEED]
#                                           the same with the engine built now against itself
#                                           (default 1000, 8000), in games-self-SEED: data
#                                           that needs no other engine
#   scripts/tune.sh gps-games [GAMES] [NODES] [SEED]
#                                           the same with GPSShogi against itself, NODES its
#                                           hard node limit (default 1000, 20000), book off,
#                                           in gps-games-SEED (fit them with shogiban-tool tune
#                                           DIR...: the fit mode reads games-* only)
#   scripts/tune.sh gps-label [NODES] [JOBS]
#                                           GPSShogi's scores (NODES of its nodes, default
#                                           3000; JOBS processes, default 4) for the positions
#                                           of the games in games-*, written as the same games
#                                           in gps-labels/games-* (fit those with
#                                           OUT=.../gps-labels scripts/tune.sh fit)
#   scripts/tune.sh fit [ARGS...]           fit the weights to those games (shogiban-tool tune)
#   scripts/tune.sh kings [ARGS...]         fit the king-relative terms to those games into
#                                           $OUT/king-relative.txt (shogiban-tool tune
#                                           --king-relative)
#   scripts/tune.sh check [GAMES] [NODES]   the engine built now against ENGINE (a copy of the
#                                           engine before the change) at NODES per move; with
#                                           EVALFILE set, the one built now reads those weights
# SHOGIBAN_BUILD_DIR overrides the build directory; games go to $OUT (default: build dir/tune).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
tool="$build/app/shogiban-tool"
out="${OUT:-$build/tune}"
fairy="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
gps="$(command -v gpsusi || echo /usr/games/gpsusi)"
mkdir -p "$out"
mode="${1:-}"
[ $# -gt 0 ] && shift

# Self-play of ENGINE from random openings of $seed, $games games saved as CSA in $out/PREFIX$seed
# with each move's score; the rest of the arguments are the match's limits and options.
self_play() {
    local engine="$1" prefix="$2"
    shift 2
    "$tool" openings --count "$games" --seed "$seed" > "$out/openings-$seed.txt"
    "$tool" match --engine1 "$engine" --engine2 "$engine" "$@" --games "$games" --once \
        --openings "$out/openings-$seed.txt" --max-plies 256 --kifu "$out/$prefix$seed" \
        --kifu-format csa
}

case "$mode" in
games)
    games="${1:-1000}" nodes="${2:-5000}" seed="${3:-2026}"
    self_play "$fairy" games- --nodes "$nodes"
    ;;
self-games)
    games="${1:-1000}" nodes="${2:-8000}" seed="${3:-2026}"
    self_play "$build/app/shogiban-usi" games-self- --nodes "$nodes"
    ;;
gps-games)
    games="${1:-1000}" nodes="${2:-20000}" seed="${3:-2026}"
    # One thread and a small share of memory each: two of them run at once.
    self_play "$gps -N 1 --memory-use-percent 5 --node-count-hard-limit $nodes" gps-games- \
        --option1 BookDepth=0 --option2 BookDepth=0 --byoyomi 3000
    ;;
gps-label)
    nodes="${1:-3000}" jobs="${2:-4}"
    python3 "$here/gps-label.py" "$tool" "$out/gps-labels" "$nodes" "$jobs" "$out"/games-*
    ;;
fit)
    "$tool" tune "$out"/games-* "$@"
    ;;
kings)
    "$tool" tune "$out"/games-* --king-relative "$out/king-relative.txt" "$@"
    ;;
check)
    games="${1:-200}" nodes="${2:-20000}"
    : "${ENGINE:?set ENGINE to the shogiban-usi to compare with}"
    evalfile=()
    [ -n "${EVALFILE:-}" ] && evalfile=(--option1 "EvalFile=$EVALFILE")
    "$tool" openings --count "$((games / 2))" --seed 7 > "$out/check-openings.txt"
    "$tool" match --engine1 "$build/app/shogiban-usi" "${evalfile[@]}" --engine2 "$ENGINE" --nodes "$nodes" \
        --games "$games" --openings "$out/check-openings.txt" --max-plies 256 \
        --kifu "$out/check" | tail -2
    ;;
*)
    sed -n '2,30p' "$0" >&2
    exit 2
    ;;
esac
