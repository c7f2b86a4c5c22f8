#!/usr/bin/env bash
# How the built-in AI spends its clock, as shogiban-usi: from COUNT middle-game positions
# (random level openings of 40 plies from shogiban-tool), one "go" each
#   sudden death: go btime 20000 wtime 20000   -> every move should take 1%..15% of 20 s
#   byoyomi:      go btime 0 wtime 0 byoyomi 1000 -> every move 500 ms .. 1000 ms + overhead
# and prints each move's time, the smallest and the largest, and whether all were in range.
# Usage: scripts/clock-usage.sh [BUILD_DIR] [COUNT]   (BUILD_DIR defaults to build/release)
set -euo pipefail
build=${1:-build/release}
count=${2:-30}
usi="$build/shogiban-usi"
tool="$build/shogiban-tool"
overhead=60 # the engine's own move overhead (ai::DefaultMoveOverhead)

mapfile -t positions < <("$tool" openings --count "$count" --plies 40 --seed 21)

now_ms() { echo $(($(date +%s%N) / 1000000)); }

coproc ENGINE { "$usi"; }
send() { echo "$1" >&"${ENGINE[1]}"; }
wait_for() {
    local line
    while read -r line <&"${ENGINE[0]}"; do [[ $line == "$1"* ]] && return 0; done
    return 1
}
send usi
wait_for usiok
send "setoption name Threads value 1"
send isready
wait_for readyok

measure() { # $1: the go command; prints the milliseconds from "go" to "bestmove"
    local start
    start=$(now_ms)
    send "$1"
    wait_for bestmove
    echo $(($(now_ms) - start))
}

check() { # $1: label, $2: go command, $3: min ms, $4: max ms
    local min=999999 max=0 bad=0 i=0 t
    for pos in "${positions[@]}"; do
        send "usinewgame"
        send "position $pos"
        send isready
        wait_for readyok
        t=$(measure "$2")
        i=$((i + 1))
        ((t < min)) && min=$t
        ((t > max)) && max=$t
        ((t < $3 || t > $4)) && bad=$((bad + 1)) && echo "  position $i: $t ms (out of range)"
    done
    echo "$1: $i moves, shortest $min ms, longest $max ms, allowed $3..$4 ms, out of range: $bad"
}

check "sudden death 20 s" "go btime 20000 wtime 20000" 200 3000
check "byoyomi 1 s" "go btime 0 wtime 0 byoyomi 1000" 500 $((1000 + overhead))
send quit
wait "$ENGINE_PID" 2>/dev/null || true
