#!/usr/bin/env python3
"""How often a search chooses an oracle's move in the positions where games turned
(docs/AI_EXPERIMENTS.md, "Where the games against GPSShogi are lost").

usage:
  oracle-moves.py positions TOOL DROP RECORD.kif...
      the position (SFEN) before each of our moves after which our own score fell by DROP
      centipawns or more by our next move, at most 3 a game, from ply 14 until our score
      is below -300; "our" side is the player whose name starts with Shogiban
  oracle-moves.py search ENGINE GO SFENS OUT [JOBS] [NAME=VALUE...]
      ENGINE (a command line) searches each position with the USI command GO ("go nodes
      1000000", "go btime 0 wtime 0 byoyomi 8000"), JOBS at once (2), with those options;
      writes "index bestmove score depth" lines to OUT
  oracle-moves.py compare ORACLE RUN...
      for each RUN: in how many positions it chose ORACLE's move, and its mean score less
      ORACLE's (meaningful only when both are the same engine's scores)
"""
import concurrent.futures
import re
import subprocess
import sys

MOVE_LINE = re.compile(r"\s*(\d+) ")
SCORE_COMMENT = re.compile(r"\*score cp (-?\d+)")
MATE_SCORE = 3000  # a mate counts as this many centipawns in the mean


def turning_points(path, drop):
    text = open(path, encoding="cp932").read().splitlines()
    ours_sente = any(line.startswith("先手：Shogiban") for line in text[:8])
    scored = []  # (ply, score) of our moves
    ply = None
    for line in text:
        if m := MOVE_LINE.match(line):
            ply = int(m.group(1))
        elif (m := SCORE_COMMENT.match(line)) and ply and (ply % 2 == 1) == ours_sente:
            scored.append((ply, int(m.group(1))))
    scored = [(p, s) for p, s in scored if p >= 14]
    points = []
    for (p, s), (_, later) in zip(scored, scored[1:]):
        if s < -300 or len(points) == 3:
            break
        if s - later >= drop:
            points.append(p - 1)
    return points


def positions(tool, drop, records):
    for record in records:
        for ply in turning_points(record, drop):
            sfen = subprocess.run([tool, "sfen", record, "--ply", str(ply)], check=True,
                                  capture_output=True, text=True).stdout.strip()
            print(sfen)


def search_one(engine, go, options, sfen):
    proc = subprocess.Popen(engine.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    commands = ["usi"] + [f"setoption name {n} value {v}" for n, v in options]
    commands += ["isready", "usinewgame", f"position sfen {sfen}", go]
    proc.stdin.write("\n".join(commands) + "\n")
    proc.stdin.flush()
    score, depth, best = "cp:0", "0", None
    for line in proc.stdout:
        words = line.split()
        if words[:1] == ["info"] and "score" in words and "pv" in words:
            i = words.index("score")
            score = f"{words[i + 1]}:{words[i + 2]}"
            depth = words[words.index("depth") + 1]
        elif words[:1] == ["bestmove"]:
            best = words[1]
            break
    proc.stdin.write("quit\n")
    proc.stdin.close()
    proc.wait()
    if best is None:
        raise RuntimeError(f"{engine} gave no bestmove for {sfen}")
    return f"{best} {score} {depth}"


def search(engine, go, sfens, out, jobs, options):
    lines = [line.strip() for line in open(sfens) if line.strip()]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = pool.map(lambda sfen: search_one(engine, go, options, sfen), lines)
        with open(out, "w") as f:
            for i, result in enumerate(results):
                f.write(f"{i} {result}\n")


def load(path):
    runs = {}
    for line in open(path):
        index, move, score, depth = line.split()
        kind, value = score.split(":")
        value = int(value)
        if kind == "mate":
            value = MATE_SCORE if value > 0 else -MATE_SCORE
        runs[int(index)] = (move, max(-MATE_SCORE, min(MATE_SCORE, value)), int(depth))
    return runs


def compare(oracle_path, run_paths):
    oracle = load(oracle_path)
    for path in run_paths:
        run = load(path)
        agree = sum(run[i][0] == oracle[i][0] for i in oracle)
        gap = sum(run[i][1] - oracle[i][1] for i in oracle) / len(oracle)
        depth = sum(run[i][2] for i in oracle) / len(oracle)
        print(f"{path}: the oracle's move in {agree} of {len(oracle)}, score {gap:+.0f} "
              f"against the oracle's, mean depth {depth:.1f}")


def main(args):
    if args[:1] == ["positions"] and len(args) >= 4:
        positions(args[1], int(args[2]), args[3:])
    elif args[:1] == ["search"] and len(args) >= 5:
        jobs = int(args[5]) if len(args) > 5 else 2
        options = [tuple(o.split("=", 1)) for o in args[6:]]
        search(args[1], args[2], args[3], args[4], jobs, options)
    elif args[:1] == ["compare"] and len(args) >= 3:
        compare(args[1], args[2:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
