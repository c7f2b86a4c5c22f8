#!/usr/bin/env python3
"""Labels the positions of CSA game records with GPSShogi's judgement (docs/TUNING.md).

usage: gps-label.py TOOL OUT_DIR NODES JOBS RECORD_DIR...

Every move of a record that carries an engine score ('*score cp ...) gets GPSShogi's score of
the position before it instead, from a search stopped at NODES of its nodes with its opening
book off; the moves and the result stay. Each RECORD_DIR/NAME.csa is written to
OUT_DIR/basename(RECORD_DIR)/NAME.csa; records written already are skipped, so that a run
that was stopped goes on where it stopped. TOOL is shogiban-tool (it turns the records into
USI moves), JOBS the number of GPSShogi processes.
"""
import multiprocessing
import os
import re
import subprocess
import sys

from gpsprocess import GpsProcess
import tempfile

MOVE = re.compile(r"^[+-]\d{4}[A-Z]{2}")
SCORE = re.compile(r"\bscore (cp|mate) ([+-]?\d*)")

engine = None
tool = None


class Gps(GpsProcess):
    def score(self, start, moves):
        """The score comment of the position after the USI moves from start ("startpos" or
        "sfen ..."), for the side to move."""
        self.send("position " + start + (" moves " + " ".join(moves) if moves else ""))
        # The byoyomi only has to outlast the node limit, which ends the search.
        self.send("go btime 0 wtime 0 byoyomi 60000")
        comment = None
        while True:
            line = self.line()
            if line.startswith("info"):
                m = SCORE.search(line)
                if m and m.group(1) == "cp":
                    comment = "'*score cp %d" % int(m.group(2))
                elif m:
                    # GPSShogi may print "mate +" or "mate -" without a distance.
                    losing = m.group(2).startswith("-")
                    distance = abs(int(m.group(2))) if m.group(2).lstrip("+-") else 1
                    comment = "'*score mate %s%d" % ("-" if losing else "", distance)
            elif line.startswith("bestmove"):
                # A "go" that comes before GPSShogi has settled its last search waits.
                self.ready()
                return comment


def start(nodes, shogiban_tool):
    global engine, tool
    engine = Gps(nodes)
    tool = shogiban_tool


def start_and_moves(record):
    """The record's start position ("startpos" or "sfen ...") and its moves, in USI."""
    with tempfile.TemporaryDirectory() as temp:
        path = os.path.join(temp, "game.usi")
        subprocess.run([tool, "convert", record, path], check=True, capture_output=True)
        words = open(path, encoding="utf-8").read().split()[1:]  # after "position"
    cut = words.index("moves") if "moves" in words else len(words)
    return " ".join(words[:cut]), words[cut + 1:]


def label(job):
    record, out = job
    start_position, moves = start_and_moves(record)
    lines = open(record, encoding="utf-8").read().split("\n")
    labelled = []
    ply = 0
    for i, line in enumerate(lines):
        if line.startswith("'*"):
            continue
        labelled.append(line)
        if MOVE.match(line):
            ply += 1
            scored = i + 1 < len(lines) and lines[i + 1].startswith("'*")
            comment = engine.score(start_position, moves[:ply - 1]) if scored else None
            if comment:
                labelled.append(comment)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out + ".part", "w", encoding="utf-8") as f:
        f.write("\n".join(labelled))
    os.replace(out + ".part", out)
    return out


def main():
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    shogiban_tool, out_dir, nodes, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    work = []
    for folder in sys.argv[5:]:
        folder = folder.rstrip("/")
        for name in sorted(os.listdir(folder)):
            out = os.path.join(out_dir, os.path.basename(folder), name)
            if name.endswith(".csa") and not os.path.exists(out):
                work.append((os.path.join(folder, name), out))
    with multiprocessing.Pool(jobs, initializer=start, initargs=(nodes, shogiban_tool)) as pool:
        for done, out in enumerate(pool.imap_unordered(label, work), 1):
            if done % 50 == 0 or done == len(work):
                print("%d/%d %s" % (done, len(work), out), flush=True)


if __name__ == "__main__":
    main()
