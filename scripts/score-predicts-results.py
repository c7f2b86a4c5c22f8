#!/usr/bin/env python3
"""Which of two labellings of the same games predicts how the games ended (docs/TUNING.md).

usage: score-predicts-results.py DIR_A DIR_B [--skip-plies N]

DIR_A and DIR_B hold the same CSA records (same names, same moves) with different engine
scores ('*score cp ...), such as a folder of self-play games and the copy that
scripts/gps-label.py wrote with GPSShogi's scores. For every move after the first N plies
(default 12) that carries a score in both, with both scores below 3,000 centipawns either
way, the score is turned into a winning chance for the side that moved, 1 / (1 + exp(-s / K)),
and compared with the game's result (checkmate or resignation; other games are left out).
Printed for each folder: the mean cross-entropy at the K that fits it best (lower predicts
better; a coin scores 0.6931).
"""
import math
import os
import re
import sys

from gpsrecords import take_number

MOVE = re.compile(r"^[+-]\d{4}[A-Z]{2}")
SCORE = re.compile(r"^'\*score (cp|mate) (-?\d+)")
SCALES = range(100, 3001, 100)  # K in centipawns


def scored_moves(path):
    """{ply: (score, 1 if the side that played that ply won else 0)}, or None for a game that
    did not end in checkmate or resignation."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        sys.exit("cannot read %s: %s" % (path, e.strerror))
    movers, scores, end = [], {}, None
    for line in lines:
        line = line.strip()
        m = SCORE.match(line)
        if MOVE.match(line):
            movers.append(line[0])
        elif m and movers:
            value = int(m.group(2))
            if m.group(1) == "mate":
                value = 30000 if value > 0 else -30000
            scores[len(movers)] = value
        elif line.startswith("%"):
            end = line
    if end not in ("%TSUMI", "%TORYO") or not movers:
        return None
    winner = movers[-1]  # mated or resigned: the side to move lost
    return {ply: (s, float(movers[ply - 1] == winner)) for ply, s in scores.items()}


def cross_entropy(pairs, scale):
    total = 0.0
    for score, won in pairs:
        p = 1 / (1 + math.exp(-max(-50.0, min(50.0, score / scale))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= won * math.log(p) + (1 - won) * math.log(1 - p)
    return total / len(pairs)


def main(argv):
    args = argv[1:]
    skip = take_number(args, "--skip-plies", 12, 0)
    if len(args) != 2:
        sys.exit(__doc__)
    for folder in args:
        if not os.path.isdir(folder):
            sys.exit("%s is not a folder" % folder)
    a, b = [], []
    for name in sorted(os.listdir(args[0])):
        if not name.endswith(".csa") or not os.path.exists(os.path.join(args[1], name)):
            continue
        first = scored_moves(os.path.join(args[0], name))
        second = scored_moves(os.path.join(args[1], name))
        if not first or not second:
            continue
        for ply, scored in first.items():
            other = second.get(ply)
            if ply > skip and other and abs(scored[0]) < 3000 and abs(other[0]) < 3000:
                a.append(scored)
                b.append(other)
    if not a:
        sys.exit("no move carries a score in both folders")
    print("%d moves scored in both, of finished games" % len(a))
    for folder, pairs in zip(args, (a, b)):
        loss, scale = min((cross_entropy(pairs, k), k) for k in SCALES)
        print("%-40s cross-entropy %.4f (K %d)" % (folder, loss, scale))


if __name__ == "__main__":
    main(sys.argv)
