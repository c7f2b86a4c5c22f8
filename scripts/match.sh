#!/usr/bin/env bash
# Strength measurements of the Shogiban engine with shogiban-tool match (see docs/AI_LEVELS.md
# for the figures measured). Usage:
#   scripts/match.sh gnushogi [GAMES] [MS] [LEVEL]  a level (10) against GNU Shogi, MS a move
#   scripts/match.sh fairy [GAMES] [MS]        level 10 against Fairy-Stockfish, MS per move
#   scripts/match.sh fairy-nodes [GAMES] [N]   the same at N nodes per move against N/3
#   scripts/match.sh gps [GAMES] [MS] [BOOK] [PONDER]  level 10 against GPSShogi, MS
#                                              byoyomi (1000); BOOK=off turns its opening book
#                                              off; PONDER=on lets ours think on GPSShogi's
#                                              time (which does not ponder): needs 2 idle cores
#   scripts/match.sh gps-nodes [GAMES] [N] [M] the same at N nodes per move (200000) against
#                                              M of GPSShogi's (N/2), its book on: deterministic
#   scripts/match.sh levels [GAMES] [FROM] [TO]  each level against the one below it
#   scripts/match.sh threads [GAMES] [MS] [N]  level 10 with N threads (2) against one thread,
#                                              go movetime MS (1000) both; needs N idle cores
#   scripts/match.sh stop                      how fast the engine answers isready and stop
# Build first (scripts/build.sh or cmake --build build/release); SHOGIBAN_BUILD_DIR overrides
# the build directory. Records go to $OUT (default: build dir/match): one USI line per game in
# NAME.txt and each game as a KIF file in NAME/.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
tool="$build/app/shogiban-tool"
engine="$build/app/shogiban-usi"
openings="$here/match-openings.txt"
fairy="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"
gps="$(command -v gpsusi || echo /usr/games/gpsusi)"
out="${OUT:-$build/match}"
mkdir -p "$out"
mode="${1:-}"
[ $# -gt 0 ] && shift

case "$mode" in
gnushogi)
    games="${1:-40}" ms="${2:-1000}" level="${3:-10}"
    # Levels below 10 stop at their node caps (docs/AI_LEVELS.md) well within the time.
    name=gnushogi
    [ "$level" = 10 ] || name="gnushogi-level$level"
    "$tool" match --engine1 "$engine" --option1 "Level=$level" --engine2 gnushogi \
        --byoyomi "$ms" --games "$games" --openings "$openings" --max-plies 256 \
        --record "$out/$name.txt" --kifu "$out/$name"
    ;;
fairy)
    games="${1:-20}" ms="${2:-1000}"
    # Fairy-Stockfish spends only part of a bare byoyomi: both get "go movetime".
    "$tool" match --engine1 "$engine" --engine2 "$fairy" --movetime "$ms" --games "$games" \
        --openings "$openings" --max-plies 256 --record "$out/fairy.txt" --kifu "$out/fairy"
    ;;
fairy-nodes)
    games="${1:-40}" nodes="${2:-100000}"
    # Node limits in the ratio of the engines' speeds (ours searches about 3 times as many
    # nodes per second, docs/AI_LEVELS.md): close to equal time, and the games do not depend
    # on the machine's load.
    "$tool" match --engine1 "$engine" --engine2 "$fairy" --nodes "$nodes" \
        --nodes2 "$((nodes / 3))" --games "$games" --openings "$openings" --max-plies 256 \
        --record "$out/fairy-nodes.txt" --kifu "$out/fairy-nodes"
    ;;
gps)
    games="${1:-20}" ms="${2:-1000}" book="${3:-on}" ponder="${4:-off}"
    # One thread and a bounded share of memory (it takes much more by default). It aborts on
    # "go movetime": both get a bare byoyomi. Its opening book is on unless BOOK is "off".
    options=()
    [ "$book" = off ] && options+=(--option2 BookDepth=0)
    [ "$ponder" = on ] && options+=(--option1 USI_Ponder=true)
    name="gps-book-$book"
    [ "$ponder" = on ] && name="$name-ponder"
    "$tool" match --engine1 "$engine" --engine2 "$gps -N 1 --memory-use-percent 20" \
        "${options[@]}" --byoyomi "$ms" --games "$games" --openings "$openings" \
        --max-plies 256 --record "$out/$name.txt" --kifu "$out/$name"
    ;;
gps-nodes)
    games="${1:-20}" nodes="${2:-200000}" gpsnodes="${3:-$((nodes / 2))}"
    # GPSShogi stops at its hard node limit long before the byoyomi: neither side depends on
    # the machine's load, and the same engines play the same games again. At 1 s a move ours
    # searches about 1,000,000 nodes and GPSShogi about 300,000: "gps-nodes 20 1000000 300000".
    name=gps-nodes
    [ "$gpsnodes" = "$((nodes / 2))" ] || name="gps-nodes-$nodes-$gpsnodes"
    "$tool" match --engine1 "$engine" --engine2 \
        "$gps -N 1 --memory-use-percent 5 --node-count-hard-limit $gpsnodes" \
        --nodes1 "$nodes" --byoyomi 20000 --games "$games" --openings "$openings" \
        --max-plies 256 --record "$out/$name.txt" --kifu "$out/$name"
    ;;
levels)
    games="${1:-20}" from="${2:-2}" to="${3:-10}"
    for level in $(seq "$from" "$to"); do
        echo "== level $level against level $((level - 1))"
        # Levels 1-9 stop at their own node caps; level 10 has none, so every game here is
        # capped at 400000 nodes per move (more than level 9's 120000).
        "$tool" match --engine1 "$engine" --option1 "Level=$level" --engine2 "$engine" \
            --option2 "Level=$((level - 1))" --nodes 400000 --games "$games" \
            --openings "$openings" --max-plies 256 --record "$out/level$level.txt" --kifu "$out/level$level" | tail -2
    done
    ;;
threads)
    games="${1:-20}" ms="${2:-1000}" threads="${3:-2}"
    # Lazy SMP at equal time. The engines take turns (no pondering), so N cores suffice; a
    # machine busy with other work takes more from the side with more threads.
    "$tool" match --engine1 "$engine" --option1 "Threads=$threads" --engine2 "$engine" \
        --movetime "$ms" --games "$games" --openings "$openings" --max-plies 256 \
        --record "$out/threads$threads.txt" --kifu "$out/threads$threads"
    ;;
stop)
    # Time from "isready" to "readyok", and from "stop" to "bestmove" during "go infinite".
    python3 - "$engine" <<'PY'
import subprocess, sys, time
p = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(line): p.stdin.write(line + "\n"); p.stdin.flush()
def wait(prefix):
    while True:
        line = p.stdout.readline()
        if line.startswith(prefix): return line
send("usi"); wait("usiok")
t = time.monotonic(); send("isready"); wait("readyok")
print("isready -> readyok: %.1f ms" % ((time.monotonic() - t) * 1000))
worst = 0.0
for moves in ["", " moves 7g7f 3c3d", " moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b"]:
    send("position startpos" + moves); send("go infinite"); time.sleep(1.0)
    t = time.monotonic(); send("stop"); wait("bestmove")
    worst = max(worst, (time.monotonic() - t) * 1000)
print("stop -> bestmove (worst of 3): %.1f ms" % worst)
send("quit")
PY
    ;;
*)
    sed -n '2,17p' "$0" >&2
    exit 2
    ;;
esac
