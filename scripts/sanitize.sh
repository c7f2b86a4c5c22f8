#!/usr/bin/env bash
# The sanitizer checks. The engine's tests: the USI tests (protocol, a session, the hostile
# script: huge numbers, deep perft, binary lines, rapid go/stop, quit during a search) and the
# AI tests, built and run with the `sanitize` preset (AddressSanitizer + UndefinedBehavior-
# Sanitizer) and the `tsan` preset (ThreadSanitizer). Under ASan/UBSan also the tests of what
# reads input from outside (records, encodings, SFEN, the rules, the mate solver, clocks and
# shogiban-tool with its fault tests), and the window's tests that open, save, autosave,
# restore and close games (they found two reads of freed memory on 2026-12-03). Any report
# fails the test that caused it: in the test itself, or as the engine's standard error, which
# the USI tests require to be empty. The hostile script's go/stop burst runs
# SHOGIBAN_HOSTILE_CYCLES cycles (here 2000 unless set).
# They are not part of `scripts/build.sh test` (two more builds of the engine would take most
# of CI's time); run them after changing the engine, the search threads, the USI loop or a
# reader. On 2 busy cores each preset takes about 25 minutes to build from nothing.
#
# usage: scripts/sanitize.sh [sanitize|tsan]...   (default: both, one after the other)
# Extra ctest arguments can go in CTEST_ARGS, e.g. CTEST_ARGS="-R tst_usi".
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$top"
presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(sanitize tsan)

engine=(tst_usi_protocol tst_usi_session tst_usi_hostile tst_search tst_evaluate tst_see
    tst_mateinone tst_selfplay tst_timeman tst_tt tst_match tst_shogiai tst_tuning)
input=(tst_recordformats tst_recordsamples tst_recorddialects tst_recordtree tst_recordfuzz
    tst_encoding tst_usenbod tst_notation tst_tsumerecords tst_sfen tst_position tst_legality
    tst_outcome tst_setup tst_matesolver tst_clock_rules tst_toolconvert tst_toolfaults)
window=(tst_autosave tst_savefaults tst_crashrecovery tst_home_continue tst_lesson_home
    tst_filecommands tst_recordediting tst_positioneditor tst_hasamieditor tst_findmate
    tst_tsumepage tst_engine_game tst_clock_game)
jobs="${JOBS:-2}"
export SHOGIBAN_HOSTILE_CYCLES="${SHOGIBAN_HOSTILE_CYCLES:-2000}"

status=0
for preset in "${presets[@]}"; do
    tests=("${engine[@]}")
    targets=(shogiban-usi)
    [ "$preset" = sanitize ] && tests+=("${input[@]}" "${window[@]}") \
        && targets+=(shogiban-tool shogiban)
    targets+=("${tests[@]}")
    pattern="^($(IFS='|'; echo "${tests[*]}"))\$"
    echo "== $preset: configure and build (${#targets[@]} targets, -j$jobs)"
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset" -j "$jobs" --target "${targets[@]}"
    echo "== $preset: tests"
    start=$(date +%s)
    # shellcheck disable=SC2086
    if ! ctest --preset "$preset" -R "$pattern" ${CTEST_ARGS:-}; then status=1; fi
    echo "== $preset: $(($(date +%s) - start)) s"
done
exit $status
