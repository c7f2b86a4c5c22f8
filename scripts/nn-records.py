#!/usr/bin/env python3
"""Games a teacher played against itself, as labelled games for the network (docs/NETWORK.md).

usage: nn-records.py TOOL OUT RECORD_DIR...

The CSA records of RECORD_DIR (shogiban-tool match --kifu-format csa, where each move of an
engine carries its score, "'*score cp 215 depth 2") become lines of OUT in the format of
scripts/nn-label.py: the game, the score of the position before each move for its mover, and
the move played as the best move; a move without a score gets "-". TOOL is shogiban-tool (it
turns each record into USI moves). OUT is written anew.
"""
import os
import re
import subprocess
import sys
import tempfile

MOVE = re.compile(r"^[+-]\d{4}[A-Z]{2}")
SCORE = re.compile(r"^'\*score (cp|mate) ([+-]?\d*)")


def usi_line(tool, record):
    with tempfile.TemporaryDirectory() as temp:
        path = os.path.join(temp, "game.usi")
        subprocess.run([tool, "convert", record, path], check=True, capture_output=True)
        words = open(path, encoding="utf-8").read().split()[1:]  # after "position"
    return words


def scores(record):
    out = []
    for line in open(record, encoding="utf-8"):
        if MOVE.match(line):
            out.append("-")
            continue
        m = SCORE.match(line)
        if m and out:
            if m.group(1) == "cp":
                out[-1] = str(int(m.group(2)))
            else:
                sign = "-" if m.group(2).startswith("-") else "+"
                out[-1] = "#" + sign + m.group(2).lstrip("+-")
    return out


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    tool, out_path = sys.argv[1], sys.argv[2]
    with open(out_path, "w", encoding="utf-8") as out:
        for folder in sys.argv[3:]:
            for name in sorted(os.listdir(folder)):
                if not name.endswith(".csa"):
                    continue
                record = os.path.join(folder, name)
                words = usi_line(tool, record)
                cut = words.index("moves") if "moves" in words else len(words)
                moves = words[cut + 1:]
                marks = scores(record)
                if len(marks) != len(moves):
                    print("%s: %d moves, %d marks: skipped" % (record, len(moves), len(marks)))
                    continue
                out.write(" ".join(words) + "\t" + " ".join(marks) + "\t" + " ".join(moves) + "\n")


if __name__ == "__main__":
    main()
