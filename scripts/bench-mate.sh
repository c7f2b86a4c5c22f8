#!/usr/bin/env bash
# Mate solver speed: shogiban-tool mate beside GPSShogi's "go mate" (Debian gpsshogi) on the
# same problems, one after the other, in one run. For each problem it prints the length each
# program found (plies; GPSShogi counts useless interpositions, tsume counting does not) and
# the wall-clock time from the question to the answer; for Shogiban also when its first line was
# found (the rest of its time goes to proving that no mate is shorter).
#   scripts/bench-mate.sh [LIMIT_MS=60000] [PROBLEMS=scripts/mate-problems.txt]
# Uses the Release build in build/release (SHOGIBAN_BUILD_DIR overrides), building the tool
# there first if needed. SHOGIBAN_BEFORE_TOOL=path/to/an/older/shogiban-tool adds a column for
# that build, run in the same loop (a change measured before and after on the same machine). GPSShogi runs with one thread and 20% of the memory, and answers a
# warm-up problem first (its first search loads its tables).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${SHOGIBAN_BUILD_DIR:-$root/build/release}"
limit="${1:-60000}"
problems="${2:-$here/mate-problems.txt}"
gps=/usr/games/gpsusi

if [ ! -x "$gps" ]; then
    echo "GPSShogi is not installed (apt-get install gpsshogi)" >&2
    exit 2
fi
# shellcheck source=build-tool.sh
. "$here/build-tool.sh"

ms_now() { echo $(($(date +%s%N) / 1000000)); }

coproc GPS { "$gps" -N 1 --memory-use-percent 20 2>/dev/null; }
trap 'kill "$GPS_PID" 2>/dev/null || true' EXIT
say() { printf '%s\n' "$1" >&"${GPS[1]}"; }
# Reads GPSShogi's lines until one starts with $1 (at most $2 seconds); prints that line.
hear() {
    local line
    while IFS= read -r -t "$2" line <&"${GPS[0]}"; do
        line="${line%$'\r'}"
        if [[ "$line" == "$1"* ]]; then
            printf '%s\n' "$line"
            return 0
        fi
    done
    echo "$1 (no answer)"
}
# "checkmate m1 m2 ..." -> number of moves, or the word (nomate, timeout).
plies_of() {
    local words=($1)
    if [ "${#words[@]}" -lt 2 ]; then echo "-"; return; fi
    case "${words[1]}" in nomate | timeout | notimplemented | "(no") echo "${words[1]}" ;; *) echo $((${#words[@]} - 1)) ;; esac
}
gps_mate() {
    say "position sfen $1"
    say "go mate $limit"
    hear checkmate $((limit / 1000 + 30))
}

say usi
hear usiok 30 >/dev/null
say isready
hear readyok 60 >/dev/null
gps_mate "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1" >/dev/null

before="${SHOGIBAN_BEFORE_TOOL:-}"
# "mate in N" of shogiban-tool's answer, marked when not proven shortest.
our_plies() {
    local plies
    plies="$(printf '%s\n' "$1" | sed -n 's/^mate in \([0-9]*\).*/\1/p')"
    [ -z "$plies" ] && plies="$(printf '%s\n' "$1" | head -1 | cut -c1-12)"
    grep -q "not proven shortest" <<<"$1" && plies="$plies (not shortest)"
    printf '%s\n' "$plies"
}
# When shogiban-tool found its first line (ms), "-" for none.
first_ms() {
    local ms
    ms="$(printf '%s\n' "$1" | sed -n 's/^found mate in [0-9]* after \([0-9]*\) ms.*/\1/p' | head -1)"
    printf '%s\n' "${ms:--}"
}
header="$(printf '%-34s %6s | %-24s | %8s' problem length "Shogiban plies / ms" "1st line")"
[ -n "$before" ] && header="$header | $(printf '%-24s' "before plies / ms")"
printf '%s | %-24s\n' "$header" "GPSShogi plies / ms"
while IFS='|' read -r name length sfen; do
    [[ "$name" =~ ^[[:space:]]*(#|$) ]] && continue
    name="$(echo "$name" | sed 's/ *$//')"
    length="$(echo "$length" | tr -d ' ')"
    sfen="$(echo "$sfen" | sed 's/^ *//')"
    start=$(ms_now)
    ours="$("$tool" mate --sfen "$sfen" --movetime "$limit" 2>&1 || true)"
    ours_ms=$(($(ms_now) - start))
    row="$(printf '%-34s %6s | %-14s %9d | %8s' "$name" "$length" "$(our_plies "$ours")" "$ours_ms" \
        "$(first_ms "$ours")")"
    if [ -n "$before" ]; then
        start=$(ms_now)
        old="$("$before" mate --sfen "$sfen" --movetime "$limit" 2>&1 || true)"
        old_ms=$(($(ms_now) - start))
        row="$row | $(printf '%-14s %9d' "$(our_plies "$old")" "$old_ms")"
    fi
    start=$(ms_now)
    theirs="$(gps_mate "$sfen")"
    theirs_ms=$(($(ms_now) - start))
    printf '%s | %-14s %9d\n' "$row" "$(plies_of "$theirs")" "$theirs_ms"
done <"$problems"
say quit
