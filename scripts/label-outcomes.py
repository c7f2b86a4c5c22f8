#!/usr/bin/env python3
"""How much a teacher's scores in labelled games (scripts/nn-label.py) tell of the games'
outcomes, by stage of the game (scripts/outcomes.py says how it is measured), over the
positions train-net learns from (after ply 8, scores within +-3,000). The outcome is what
train-net --result-weight takes: the side the score of the game's last position has ahead won
(docs/NETWORK.md).

usage: label-outcomes.py LABELLED...
"""
import sys

from outcomes import report


def score(word):
    return int(word) if word.lstrip("-").isdigit() else None


def positions(paths):
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                fields = line.rstrip("\n").split("\t")
                if len(fields) != 3:
                    continue
                scores = [score(w) for w in fields[1].split()]
                if not scores:
                    continue
                last = scores[-1] or 0
                outcome = 1.0 if last > 0 else 0.0 if last < 0 else 0.5
                for ply, s in enumerate(scores):
                    if s is None or ply < 8 or abs(s) > 3000:
                        continue
                    last_mover_to_move = (len(scores) - 1 - ply) % 2 == 0
                    yield ply, s, outcome if last_mover_to_move else 1 - outcome


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    report("teacher", list(positions(sys.argv[1:])))


if __name__ == "__main__":
    main()
