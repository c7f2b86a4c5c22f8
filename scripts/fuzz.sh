#!/usr/bin/env bash
# Fuzzes the record readers with libFuzzer: builds build/fuzz with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (core and the fuzz targets only), then runs each reader's target
# for SECONDS on its seed corpus and prints executions, coverage and findings per reader. The
# checks on each input are those of tests/record/fuzzexercise.h (see docs/records.md).
#
# usage: scripts/fuzz.sh [SECONDS] [READER...]     READER: jkf kif ki2 csa usi (default: all)
# SECONDS defaults to 600 per reader. Needs clang (Debian: clang, libclang-rt-14-dev or
# libclang-common-14-dev for libFuzzer's runtime).
set -euo pipefail
top="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-600}"
[ $# -gt 0 ] && shift
readers=("$@")
[ ${#readers[@]} -eq 0 ] && readers=(jkf kif ki2 csa usi)
build="$top/build/fuzz"
seeds="$top/tests/data/fuzz"

# -fconstexpr-steps: clang 14 stops evaluating the move tables' constexpr code at its default
# limit of 1,048,576 steps.
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
flags+=" -fno-omit-frame-pointer -fconstexpr-steps=100000000"
CC=clang CXX=clang++ cmake -S "$top" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSHOGIBAN_BUILD_GUI=OFF -DSHOGIBAN_FUZZERS=ON -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j "${JOBS:-2}" --target "${readers[@]/#/fuzz_}"

# The extensions each reader takes its seeds from.
declare -A extensions=([jkf]="json jkf" [kif]="kif kifu" [ki2]="ki2" [csa]="csa" [usi]="usi sfen")
summary=()
for reader in "${readers[@]}"; do
    corpus="$build/corpus/$reader"
    findings="$build/findings/$reader"
    mkdir -p "$corpus" "$findings"
    # The committed seeds, then every sample record of the reader's formats.
    cp -n "$seeds/corpus/$reader/"* "$corpus/" 2>/dev/null || true
    for extension in ${extensions[$reader]}; do
        for f in "$seeds"/*."$extension" "$top/tests/data/records/"*."$extension"; do
            [ -e "$f" ] && cp -n "$f" "$corpus/"
        done
    done
    log="$build/fuzz_$reader.log"
    echo "== $reader: ${seconds} s on $(ls "$corpus" | wc -l) seeds"
    set +e
    UBSAN_OPTIONS=print_stacktrace=1 ASAN_OPTIONS=detect_leaks=1 \
        "$build/tests/record/fuzz_$reader" "$corpus" -max_total_time="$seconds" \
        -max_len=65536 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$findings/" >"$log" 2>&1
    status=$?
    set -e
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || echo "cov: ?")
    found=$(ls "$findings" | wc -l)
    summary+=("$(printf '%-4s %10s executions  %-18s corpus %5s  findings %s (exit %s)' \
        "$reader" "$runs" "$cov" "$(ls "$corpus" | wc -l)" "$found" "$status")")
    tail -3 "$log"
done
echo "== summary (${seconds} s per reader; logs in $build/fuzz_READER.log)"
printf '%s\n' "${summary[@]}"
