#!/usr/bin/env bash
# Builds the libFuzzer corpus from the seed files: each file gets a first byte naming its
# reader (the index in AllRecordFormats of record/formats.h: 0 JSON, 1 KIF, 3 KI2, 4 CSA, 5 SFEN, 6 USI).
# usage: make_corpus.sh OUT_DIR
set -euo pipefail
data="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../data" && pwd)"
out="$1"
mkdir -p "$out"
for f in "$data"/fuzz/* "$data"/records/*; do
    case "${f##*.}" in
    json) n=0 ;; kif | kifu) n=1 ;; ki2) n=3 ;; csa) n=4 ;; sfen) n=5 ;; usi) n=6 ;; *) continue ;;
    esac
    { printf "\\x0$n"; cat "$f"; } >"$out/$(basename "$f")"
done
