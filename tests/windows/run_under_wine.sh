#!/usr/bin/env bash
# run_under_wine.sh WINDOWS_BUILD NATIVE_APP_DIR DATA_DIR
# The Windows programs of the windows-cross build (CMakePresets.json) run under Wine and are
# compared with the native (Linux) build's programs in NATIVE_APP_DIR: the encoding cases, perft,
# reading Shift_JIS, UTF-8 and EUC-JP records, writing a KIF, files and folders whose names no
# ANSI code page holds (Japanese, Czech, Polish and Lithuanian letters, spaces), a USI
# conversation, EvalFile, and a match between two shogiban-usi.exe processes (the Windows
# engine::Process). Exit 77 (skipped) when the cross build or Wine is missing; scripts/build.sh
# test provides both.
set -uo pipefail

absolute() { if [ -d "$1" ]; then (cd "$1" && pwd); else echo "$1"; fi; }
win="$(absolute "${1:?usage: run_under_wine.sh WINDOWS_BUILD NATIVE_APP_DIR DATA_DIR}")"
native="$(absolute "${2:?}")"
data="$(absolute "${3:?}")"
weights="$(absolute "$(dirname "${BASH_SOURCE[0]}")/../..")/resources/eval/king-relative.txt"

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
names_exe="$win/tests/windows/file_name_cases.exe"
for exe in "$tool_exe" "$usi_exe" "$cases_exe" "$names_exe"; do
    if [ ! -f "$exe" ]; then
        echo "SKIP: no $exe (cmake --preset windows-cross && cmake --build --preset windows-cross)"
        exit 77
    fi
done

scratch="$(mktemp -d "${TMPDIR:-/tmp}/shogiban-wine.XXXXXX")"
export WINEPREFIX="$scratch/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# Wine reads the Unix side's names and arguments in the locale's encoding: UTF-8, as a desktop
# has it. Its ANSI code page is then 1252, which has "š" but no "č", "ę", "ė" or kanji.
export LC_ALL=C.UTF-8
# Our own Wine prefix and its server only: stopped at the end, whatever is still running.
trap '"$wineserver" -k 2>/dev/null; rm -rf "$scratch"' EXIT
cp "$tool_exe" "$usi_exe" "$cases_exe" "$names_exe" "$scratch/"
cd "$scratch" || exit 1

passed=0
failed=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
# A Windows program's output and messages, without the CR of its CRLF line endings. Under load
# Wine has once lost the whole output of a program that prints (CI, 2026-12-06: sfen printed
# nothing): such a run is named on stderr and made once more. --may-be-silent: a command that
# prints nothing when it succeeds (convert to a file), never run twice.
run_windows() {
    local silent_ok=false output status
    if [ "$1" = --may-be-silent ]; then silent_ok=true && shift; fi
    output="$(timeout 120 "$wine" "$@" 2>&1)"
    status=$?
    if [ -z "$output" ] && ! $silent_ok; then
        echo "NOTE: Wine printed nothing (exit $status) for $*; run once more" >&2
        output="$(timeout 120 "$wine" "$@" 2>&1)"
    fi
    [ -z "$output" ] || printf '%s\n' "$output" | tr -d '\r'
}
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
run_windows --may-be-silent shogiban-tool.exe convert utf8.kifu windows.kif >/dev/null
"$native/shogiban-tool" convert utf8.kifu linux.kif >/dev/null 2>&1
if cmp -s windows.kif linux.kif; then pass "convert writes the KIF Linux writes"
else fail "convert writes the KIF Linux writes"; cmp windows.kif linux.kif; fi
"$native/shogiban-tool" convert windows.kif from-windows.json >/dev/null 2>&1
"$native/shogiban-tool" convert utf8.kifu from-original.json >/dev/null 2>&1
if cmp -s from-windows.json from-original.json; then pass "Linux reads the Windows KIF back identically"
else fail "Linux reads the Windows KIF back identically"; diff from-windows.json from-original.json | head; fi

# 5. Names in no ANSI code page, in a folder named so too. main()'s argv and fopen's narrow
# names are in that code page on Windows ("棋譜 ščęė" would be "?? šcee"): the programs read
# the UTF-16 command line and open files by their UTF-16 names (core/platform).
run_windows file_name_cases.exe >names.txt
cat names.txt
if grep -qx '[0-9]* passed, 0 failed' names.txt; then pass "file name cases (core/platform/files.h)"
else fail "file name cases (core/platform/files.h)"; fi
folder="棋譜 Příliš žluťoučký ąęłó ėįųū"
mkdir -p "$folder/下の段 Šiaulių"
cp sjis.kif "$folder/棋譜 ščęė.kif"
cp utf8.kifu "$folder/Partie à Brno ąįų.kifu"
cp eucjp.kif "$folder/下の段 Šiaulių/対局 Łódź ėš.kif"
while IFS= read -r -d '' file; do
    same "positions and moves of $file as on Linux" "$(positions "$file" "$native/shogiban-tool")" \
        "$(positions "$file" run_windows shogiban-tool.exe)"
done < <(find "$folder" -type f -print0 | sort -z)
# The same file by its Windows name: drive Z: is the Unix root, backslashes between folders.
windows_name="Z:$(pwd | tr / '\\')\\$folder\\棋譜 ščęė.kif"
same "$windows_name read by its Windows name" "$("$native/shogiban-tool" sfen sjis.kif 2>&1)" \
    "$(run_windows shogiban-tool.exe sfen "$windows_name")"
# A file that is not there is named in the message, letter for letter.
missing="$folder/無い ščęė.kif"
message="$(run_windows shogiban-tool.exe sfen "$missing")"
same "a missing file is named as on Linux: $message" \
    "$("$native/shogiban-tool" sfen "$missing" 2>&1)" "$message"
# So it is on a console, which Wine makes for a terminal (script's): the C runtime would hand
# it the bytes one by one in its code page. Wine draws spaces as cursor moves: both lose them.
on_console="$(WINE_LOADER="$wine" NAME="$missing" timeout 120 \
    script -qec '"$WINE_LOADER" shogiban-tool.exe sfen "$NAME"' /dev/null |
    sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\x1b\][^\x07]*\x07//g' | tr -d '\r ')"
same "a console shows the missing file's name: $on_console" \
    "$("$native/shogiban-tool" sfen "$missing" 2>&1 | tr -d ' ')" "$on_console"

# A record written under such a name: the bytes Linux writes, and Linux reads it back.
written="$folder/書き出し Žluťoučký ėų.kif"
run_windows --may-be-silent shogiban-tool.exe convert "$folder/Partie à Brno ąįų.kifu" "$written" >/dev/null
if cmp -s "$written" linux.kif; then pass "convert writes $written as Linux writes it"
else fail "convert writes $written as Linux writes it"; cmp "$written" linux.kif; fi
"$native/shogiban-tool" convert "$written" from-named.json >/dev/null 2>&1
if cmp -s from-named.json from-original.json; then pass "Linux reads $written back identically"
else fail "Linux reads $written back identically"; diff from-named.json from-original.json | head; fi
# Kept without --force (its name in the message), replaced with it: the temporary file beside
# it is renamed over it, and none is left.
same "an existing $written is kept and named as on Linux" \
    "$("$native/shogiban-tool" convert sjis.kif "$written" 2>&1)" \
    "$(run_windows shogiban-tool.exe convert sjis.kif "$written")"
run_windows --may-be-silent shogiban-tool.exe convert sjis.kif "$written" --force >/dev/null
"$native/shogiban-tool" convert sjis.kif linux-sjis.kif >/dev/null 2>&1
if cmp -s "$written" linux-sjis.kif && [ -z "$(find "$folder" -name '*.tmp-*')" ]; then
    pass "convert --force replaces $written, no temporary file left"
else
    fail "convert --force replaces $written, no temporary file left"
    cmp "$written" linux-sjis.kif
    find "$folder" -name '*.tmp-*'
fi
same "a folder that is not there is named as on Linux" \
    "$("$native/shogiban-tool" convert sjis.kif "$folder/無い ė/x.kif" 2>&1)" \
    "$(run_windows shogiban-tool.exe convert sjis.kif "$folder/無い ė/x.kif")"

# A folder converted: the same files under the same names, with the same bytes, as on Linux.
windows_out="変換 Šiaulių ąę"
linux_out="linux 変換 Šiaulių ąę"
summary="$(run_windows shogiban-tool.exe convert "$folder" "$windows_out" --to csa)"
same "convert of $folder to a folder: $summary" \
    "$("$native/shogiban-tool" convert "$folder" "$linux_out" --to csa 2>&1)" "$summary"
same "the folder's files and their names as on Linux" \
    "$(cd "$linux_out" && find . -type f | sort)" "$(cd "$windows_out" && find . -type f | sort)"
differing=0
while IFS= read -r -d '' file; do
    cmp -s "$linux_out/$file" "$windows_out/$file" || differing=$((differing + 1))
done < <(cd "$linux_out" && find . -type f -print0)
same "the folder's files hold the bytes Linux writes" 0 "$differing"
# tune finds the records under such a folder and names the one it cannot use (Windows writes
# the folders it listed with backslashes).
cp "$data/records/illegal_at_ply5.kifu" "$folder/下の段 Šiaulių/不正 ė.kifu"
same "tune lists $folder as on Linux" \
    "$("$native/shogiban-tool" tune "$folder" 2>&1 | sort)" \
    "$(run_windows shogiban-tool.exe tune "$folder" | tr '\\' / | sort)"

# 6. A USI conversation with shogiban-usi.exe: each command waits for its answer.
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

# EvalFile by names in no ANSI code page: good weights are taken without a word, a bad file
# and a missing one are named in the info string as on Linux.
cp "$weights" "$folder/重み ščęė.txt"
echo "not weights" >"$folder/壊れた重み ąę.txt"
evalfile_commands() {
    printf 'setoption name EvalFile value %s\n' "$folder/重み ščęė.txt" \
        "$folder/壊れた重み ąę.txt" "$folder/無い重み ė.txt"
    printf 'isready\nquit\n'
}
expected="$(evalfile_commands | "$native/shogiban-usi" 2>&1)"
got="$(evalfile_commands | timeout 120 "$wine" shogiban-usi.exe 2>&1 | tr -d '\r')"
echo "$got"
if [ "$(grep -c '^info string EvalFile: ' <<<"$got")" -eq 2 ] &&
    grep -qF "EvalFile: $folder/壊れた重み ąę.txt: " <<<"$got" &&
    grep -qF "EvalFile: cannot open $folder/無い重み ė.txt;" <<<"$got"; then
    same "EvalFile: the good file is read, the others are named as on Linux" "$expected" "$got"
else
    fail "EvalFile: the good file is read, the others are named"
fi

# 7. A match between two shogiban-usi.exe processes, started and stopped by shogiban-tool.exe;
# one of them, and the folder of the games, named in no ANSI code page.
mkdir -p "$folder/エンジン_ščęė"
cp shogiban-usi.exe "$folder/エンジン_ščęė/"
games="$folder/対局 ąįų"
start=$SECONDS
run_windows shogiban-tool.exe match --engine1 shogiban-usi.exe \
    --engine2 "$folder/エンジン_ščęė/shogiban-usi.exe" \
    --games 2 --depth 3 --max-plies 60 --kifu "$games" --record "$games.txt" >match.txt
echo "match: $((SECONDS - start)) s: $(grep -i 'score\|elo\|W-L-D\|wins' match.txt | head -n 3 | tr '\n' ' ')"
if [ "$(find "$games" -name '*.kif' 2>/dev/null | wc -l)" -eq 2 ] &&
    [ "$(grep -c '^startpos moves ' "$games.txt" 2>/dev/null)" = 2 ] &&
    ! grep -qi 'error\|cannot' match.txt; then
    pass "match between two shogiban-usi.exe: 2 games saved, 2 lines in $games.txt"
else
    fail "match between two shogiban-usi.exe: 2 games saved, 2 lines in $games.txt"
    cat match.txt
fi
for game in "$games"/*.kif; do
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
