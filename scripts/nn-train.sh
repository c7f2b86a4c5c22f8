#!/bin/bash
# Makes the evaluation network from nothing (docs/NETWORK.md): games, GPSShogi's judgement of
# their positions, and the training.
#
#   scripts/nn-train.sh DIR [PERCENT]
#
# DIR gets the games, the labels and DIR/network.bin; a step whose output is already there is
# skipped, so a run that was stopped goes on where it stopped (a labelling step resumes within
# its file). Two stages, as the built-in network was made (docs/NETWORK.md, "What it did"): a
# first network from games of the engine without one (GAMES_NETWORK=FILE gives it one), then
# games of the engine with that network, and the network of all the data. PERCENT (default 100)
# scales the number of games; at 100 about as much data of the same kinds as the built-in
# network's: 8,400 games, under three hours on two cores. JOBS (default: the cores) is how many
# GPSShogi processes label at once. KING_BUCKETS=1 trains networks with king buckets
# (docs/NETWORK.md).
# Build first (scripts/build.sh or cmake --build build/release); SHOGIBAN_BUILD_DIR overrides the
# build directory. Needs Debian's gpsshogi and python3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
tool="$build/app/shogiban-tool"
engine="$build/app/shogiban-usi"
gps="$(command -v gpsusi || echo /usr/games/gpsusi)"
jobs="${JOBS:-$(nproc)}"
games_network="NetworkFile=${GAMES_NETWORK:-none}"
[ $# -ge 1 ] || { sed -n 2,15p "$0"; exit 2; }
dir="$1" percent="${2:-100}"
mkdir -p "$dir"
cd "$dir"
games() { echo $(($1 * percent / 100 > 2 ? $1 * percent / 100 : 2)); }

# Each step: its output, then the command that makes it (into a temporary name, renamed at the
# end, so that a stopped step is made again).
step() {
    local out="$1"
    shift
    [ -s "$out" ] && return
    echo "== $out" >&2
    "$@" "$out.part"
    mv "$out.part" "$out"
}
openings() { "$tool" openings --count "$2" --seed "$1" > "$3"; }
selfplay() {
    "$tool" match --engine1 "$engine" --engine2 "$engine" --option1 "$games_network" \
        --option2 "$games_network" --nodes 4000 --games "$2" --once \
        --openings "$1" --max-plies 256 --record "$3" > "${3%.part}.log" 2>&1
}
# Against GPSShogi at 3,000 nodes: the positions its openings and castles lead to, which the
# engine's own games seldom reach (GPSShogi resigns early at so few nodes: short games).
against_gps() {
    "$tool" match --engine1 "$engine" --engine2 "$gps -N 1 --memory-use-percent 2 \
--node-count-hard-limit 3000" --option1 "$games_network" --option2 BookDepth=0 \
        --nodes1 4000 --byoyomi 3000 --games "$2" --once --openings "$1" --max-plies 256 \
        --record "$3" > "${3%.part}.log" 2>&1
}
gps_selfplay() {
    local g="$gps -N 1 --memory-use-percent 2 --node-count-hard-limit 3000"
    rm -rf gps-records
    "$tool" match --engine1 "$g" --engine2 "$g" --option1 BookDepth=0 --option2 BookDepth=0 \
        --byoyomi 3000 --games "$2" --once --openings "$1" --max-plies 256 \
        --kifu gps-records --kifu-format csa > "${3%.part}.log" 2>&1
    python3 "$here/nn-records.py" "$tool" "$3" gps-records
}
# Labels resume within OUT, so they are written there directly.
label() { [ -s "$2.done" ] || { python3 "$here/nn-label.py" "$1" "$2" 3000 "$jobs" && touch "$2.done"; }; }

# The engine's games against itself and against GPSShogi, labelled:
#   engine_games SUFFIX SELF-SEED SELF-GAMES GPS-SEED GPS-GAMES
engine_games() {
    local s="$1"
    step "self$s-openings.txt" openings "$2" "$(games "$3")"
    step "gps$s-openings.txt" openings "$4" "$(games "$5")"
    local self_games=(step "self$s.txt" selfplay "self$s-openings.txt" "$(games "$3")")
    local gps_games=(step "against-gps$s.txt" against_gps "gps$s-openings.txt" "$(games "$5")")
    # A match keeps one core busy: with two or more, both matches at once.
    if [ "$jobs" -ge 2 ]; then
        "${self_games[@]}" &
        local self=$!
        "${gps_games[@]}"
        wait "$self"
    else
        "${self_games[@]}"
        "${gps_games[@]}"
    fi
    label "self$s.txt" "self$s.lab"
    label "against-gps$s.txt" "against-gps$s.lab"
}

engine_games "" 27003 3700 27101 1500
step gps-self-openings.txt openings 27001 "$(games 600)"
step gps-self.lab gps_selfplay gps-self-openings.txt "$(games 600)"
# train LABELLED... OUT
train_flags=(--teacher-scale 1200 --learning-rate 3e-4 --weight-decay 1)
if [ "${KING_BUCKETS:-0}" = 1 ]; then train_flags+=(--king-buckets); fi
train() { "$tool" train-net "${@:1:$#-1}" "${train_flags[@]}" --out "${!#}"; }
step first-network.bin train self.lab against-gps.lab gps-self.lab
# The second stage: the engine plays with the first network (at its default weight).
games_network="NetworkFile=$PWD/first-network.bin"
engine_games 2 27301 1400 27302 1200
step network.bin train self.lab against-gps.lab gps-self.lab self2.lab against-gps2.lab
echo "written: $dir/network.bin" >&2
