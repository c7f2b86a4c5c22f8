#!/usr/bin/env bash
# run_under_wine.sh WINDOWS_BUILD NATIVE_APP_DIR DATA_DIR
# The Windows programs of the windows-cross build (CMakePresets.json) run under Wine and are
# compared with the native (Linux) build's programs in NATIVE_APP_DIR: the encoding cases, perft,
# reading Shift_JIS, UTF-8 and EUC-JP records, writing a KIF, a USI conversation and a match
# between two shogiban-usi.exe processes (the Windows engine::Process). Exit 77 (skipped) when
# the cross build or Wine is missing; scripts/build.sh test provides both.
set -uo pipefail

absolute() { if [ -d "$1" ]; then (cd "$1" && pwd); else echo "$1"; fi; }
win="$(absolute "${1:?usage: run_under_wine.sh WINDOWS_BUILD NATIVE_APP_DIR DATA_DIR}")"
native="$(absolute "${2:?}")"
data="$(absolute "${3:?}")"

wine=""
for candidate in /usr/lib/wine/wine64 "$(command -v wine64)" "$(command -v wine)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then wine="$candidate" && break; fi
done
wineserver="$(dirname "$wine")/wineserver"
[ -x "$wineserver" ] || wineserver="$(command -v wineserver || true)"
if [ -z "$wine" ] || [ -z "$wineserver" ]; then
    echo "SKIP: Wine is not installed (Debian: wine64)"
    exit 77
fi
tool_exe="$win/app/shogiban-tool.exe"
usi_exe="$win/app/shogiban-usi.exe"
cases_exe="$win/tests/windows/encoding_cases.exe"
for exe in "$tool_exe" "$usi_exe" "$cases_exe"; do
    if [ ! -f "$exe" ]; then
        echo "SKIP: no $exe (cmake --preset windows-cross && cmake --build --preset windows-cross)"
        exit 77
    fi
done

scratch="$(mktemp -d "${TMPDIR:-/tmp}/shogiban-wine.XXXXXX")"
export WINEPREFIX="$scratch/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# Our own Wine prefix and its server only: stopped at the end, whatever is still running.
trap '"$wineserver" -k 2>/dev/null; rm -rf "$scratch"' EXIT
cp "$tool_exe" "$usi_exe" "$cases_exe" "$scratch/"
cd "$scratch" || exit 1

passed=0
failed=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
# A Windows program's output and messages, without the CR of its CRLF line endings.
run_windows() { timeout 120 "$wine" "$@" 2>&1 | tr -d '\r'; }
same() { # same WHAT EXPECTED GOT
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1"; diff <(echo "$2") <(echo "$3") | head -20; fi
}

# The prefix is made on the first start (Wine says so on stderr); time it apart from the checks.
start=$SECONDS
timeout 300 "$wine" shogiban-tool.exe --version >prefix.log 2>&1
echo "Wine prefix ready in $((SECONDS - start)) s"
same "shogiban-tool.exe --version" "$("$native/shogiban-tool" --version 2>&1)" \
    "$(run_windows shogiban-tool.exe --version)"

# 1. The encoding cases through the Windows API (code pages 932 and 20932).
run_windows encoding_cases.exe >cases.txt
cat cases.txt
if grep -qx '[0-9]* passed, 0 failed' cases.txt; then pass "encoding cases"; else fail "encoding cases"; fi

# 2. The move generator.
nodes="$(run_windows shogiban-tool.exe perft 4 | grep '^Nodes searched')"
same "perft 4 = 719731 nodes" "Nodes searched: 719731" "$nodes"

# 3. Records in three encodings read to the same positions as the native build.
cp "$data/records/even_branches_sjis.kif" sjis.kif
cp "$data/records/handicap_2pieces_resign.kifu" utf8.kifu
iconv -f CP932 -t EUC-JP sjis.kif >eucjp.kif
positions() { # positions FILE PROGRAM...: the start and end SFEN and the moves between
    local file="$1"
    shift
    "$@" sfen "$file" --ply 0 2>&1
    "$@" sfen "$file" 2>&1
    "$@" convert "$file" - --to usi 2>&1
}
for file in sjis.kif utf8.kifu eucjp.kif; do
    expected="$(positions "$file" "$native/shogiban-tool")"
    got="$(positions "$file" run_windows shogiban-tool.exe)"
    same "positions and moves of $file as on Linux" "$expected" "$got"
done
# The same message for bytes that are no text, with the same offset.
cp "$data/encoding/one_bad_byte_sjis.kif" bad.kif
same "the undecodable byte of bad.kif as on Linux" \
    "$("$native/shogiban-tool" sfen bad.kif 2>&1)" "$(run_windows shogiban-tool.exe sfen bad.kif)"

# 4. A KIF (Shift_JIS) written on Windows: the bytes Linux writes, read back identically.
run_windows shogiban-tool.exe convert utf8.kifu windows.kif >/dev/null
"$native/shogiban-tool" convert utf8.kifu linux.kif >/dev/null 2>&1
if cmp -s windows.kif linux.kif; then pass "convert writes the KIF Linux writes"
else fail "convert writes the KIF Linux writes"; cmp windows.kif linux.kif; fi
"$native/shogiban-tool" convert windows.kif from-windows.json >/dev/null 2>&1
"$native/shogiban-tool" convert utf8.kifu from-original.json >/dev/null 2>&1
if cmp -s from-windows.json from-original.json; then pass "Linux reads the Windows KIF back identically"
else fail "Linux reads the Windows KIF back identically"; diff from-windows.json from-original.json | head; fi

# 5. A USI conversation with shogiban-usi.exe: each command waits for its answer.
usi_session() {
    # No filter between: tr would hold the engine's lines in its buffer.
    coproc ENGINE { timeout 120 "$wine" shogiban-usi.exe 2>&1; }
    local line
    expect() { # expect PATTERN: echoes the engine's lines up to one that matches
        while read -r -t 60 line <&"${ENGINE[0]}"; do
            line="${line%$'\r'}"
            echo "$line"
            # shellcheck disable=SC2053 # PATTERN is a glob
            [[ "$line" == $1 ]] && return 0
        done
        return 1
    }
    echo usi >&"${ENGINE[1]}" && expect usiok &&
        echo isready >&"${ENGINE[1]}" && expect readyok &&
        echo "position startpos moves 7g7f" >&"${ENGINE[1]}" &&
        echo "go depth 6" >&"${ENGINE[1]}" && expect "bestmove *"
    local status=$?
    echo quit >&"${ENGINE[1]}"
    wait "$ENGINE_PID" 2>/dev/null
    return $status
}
usi_session >usi.txt
echo "USI: $(grep -c . usi.txt) lines, $(grep '^id name' usi.txt), $(grep '^bestmove' usi.txt)"
if grep -q '^id name ' usi.txt && grep -qx usiok usi.txt && grep -qx readyok usi.txt &&
    grep -q '^info depth 6 ' usi.txt && grep -qx 'bestmove [1-9][a-i][1-9][a-i]+\?\( ponder .*\)\?' usi.txt; then
    pass "USI: usi, isready, go depth 6, bestmove"
else
    fail "USI: usi, isready, go depth 6, bestmove"
    cat usi.txt
fi

# 6. A match between two shogiban-usi.exe processes, started and stopped by shogiban-tool.exe.
start=$SECONDS
run_windows shogiban-tool.exe match --engine1 shogiban-usi.exe --engine2 shogiban-usi.exe \
    --games 2 --depth 3 --max-plies 60 --kifu games >match.txt
echo "match: $((SECONDS - start)) s: $(grep -i 'score\|elo\|W-L-D\|wins' match.txt | head -n 3 | tr '\n' ' ')"
if [ "$(find games -name '*.kif' 2>/dev/null | wc -l)" -eq 2 ] && ! grep -qi 'error\|cannot' match.txt; then
    pass "match between two shogiban-usi.exe: 2 games saved"
else
    fail "match between two shogiban-usi.exe: 2 games saved"
    cat match.txt
fi
for game in games/*.kif; do
    [ -f "$game" ] || continue
    if "$native/shogiban-tool" sfen "$game" >/dev/null 2>&1; then pass "Linux reads $game"
    else fail "Linux reads $game"; fi
done
# An engine that cannot be started is named, and the match ends at once.
run_windows shogiban-tool.exe match --engine1 no-such-engine.exe --engine2 shogiban-usi.exe \
    --games 1 --depth 1 >missing.txt
if grep -q 'no-such-engine' missing.txt; then pass "a missing engine is named: $(head -n 1 missing.txt)"
else fail "a missing engine is named"; cat missing.txt; fi
# Every engine was stopped and reaped: the prefix's server has no process left to wait for.
if timeout 30 "$wineserver" -w; then pass "no engine left running"; else fail "no engine left running"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
