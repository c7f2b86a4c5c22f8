#!/usr/bin/env bash
# The engine's tests under the sanitizers: the USI tests (protocol, a session, the hostile
# script: huge numbers, deep perft, binary lines, rapid go/stop, quit during a search) and the
# AI tests, built and run with the `sanitize` preset (AddressSanitizer + UndefinedBehavior-
# Sanitizer) and the `tsan` preset (ThreadSanitizer). Any report fails the test that caused it.
# They are not part of `scripts/build.sh test` (two more builds of the engine would take most
# of CI's time); run them after changing the engine, the search threads or the USI loop.
#
# usage: scripts/sanitize.sh [sanitize|tsan]...   (default: both, one after the other)
# Extra ctest arguments can go in CTEST_ARGS, e.g. CTEST_ARGS="-R tst_usi".
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$top"
presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(sanitize tsan)

targets=(shogiban-usi tst_usi_protocol tst_usi_session tst_usi_hostile tst_search tst_evaluate
    tst_see tst_mateinone tst_selfplay tst_timeman tst_tt tst_match tst_shogiai tst_tuning)
pattern="^($(IFS='|'; echo "${targets[*]:1}"))\$"
jobs="${JOBS:-2}"

status=0
for preset in "${presets[@]}"; do
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
