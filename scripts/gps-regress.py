#!/usr/bin/env python3
"""How GPSShogi's scores weigh the terms of our evaluation (docs/TUNING.md).

usage: gps-regress.py TOOL RECORD.kif... [--plies FIRST-LAST]

From match records where one player is GPSShogi (its name contains "gpsshogi"), every
position GPSShogi searched between plies FIRST and LAST (default 20-80) whose score it reported
in centipawns (at most 3,000 either way), where neither the move before nor its reply was a
capture or a drop, so that a static evaluation can judge it. GPSShogi's score is regressed on
what each group of our evaluation's weights adds to the position (`TOOL eval-terms`, TOOL
being shogiban-tool) and on two counts that our evaluation lacks (the king in a corner, golds
and silvers within two squares of the king; the side to move's less the other's), by least
squares with a constant. A coefficient of 1 means GPSShogi's search weighs that group as our
evaluation does, 3 three times as much; a count's coefficient is in centipawns. The errors are
clustered by game, as positions of one game are alike.
"""
import re
import subprocess
import sys

MOVE = re.compile(r"^\s*(\d+) ")
SCORE = re.compile(r"^\*score cp (-?\d+)")


def gps_scores(path, first, last):
    """(ply, score) of GPSShogi's moves in the record, the score of the position before."""
    try:
        with open(path, encoding="cp932", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        sys.exit("cannot read %s: %s" % (path, e.strerror))
    sente = next((l for l in lines if l.startswith("先手")), "")
    gote = next((l for l in lines if l.startswith("後手")), "")
    if "gpsshogi" in sente:
        gps_parity = 1
    elif "gpsshogi" in gote:
        gps_parity = 0
    else:
        return []
    ply, found = 0, []
    for line in lines:
        m = MOVE.match(line)
        if m:
            ply = int(m.group(1))
            continue
        m = SCORE.match(line)
        if m and ply % 2 == gps_parity and first <= ply <= last and abs(int(m.group(1))) <= 3000:
            found.append((ply, int(m.group(1))))
    return found


def run(command, stdin=None):
    try:
        done = subprocess.run(command, input=stdin, capture_output=True, text=True)
    except OSError as e:
        sys.exit("cannot run %s: %s" % (command[0], e.strerror))
    if done.returncode != 0:
        sys.exit("%s failed: %s" % (" ".join(command[:3]), done.stderr.strip()))
    return done.stdout


def sfen(tool, path, ply):
    return run([tool, "sfen", path, "--ply", str(ply)]).strip()


def board_pieces(position):
    return sum(c.isalpha() for c in position.split()[0])


def castle_counts(position):
    """(king in a corner of its own camp, golds and silvers within two squares of the king),
    the side to move's less the other side's."""
    fields = position.split()
    kings, guards = {}, {"b": 0, "w": 0}
    squares = []
    for rank, row in enumerate(fields[0].split("/")):
        file = 0
        promoted = False
        for c in row:
            if c.isdigit():
                file += int(c)
            elif c == "+":
                promoted = True
            else:
                squares.append((file, rank, c, promoted))
                if c in "Kk":
                    kings["b" if c == "K" else "w"] = (file, rank)
                file += 1
                promoted = False
    if len(kings) < 2:
        return 0, 0
    for file, rank, c, promoted in squares:
        side = "b" if c.isupper() else "w"
        kf, kr = kings[side]
        if c.upper() in "GS" and not promoted and max(abs(file - kf), abs(rank - kr)) <= 2:
            guards[side] += 1
    # A corner of the king's own camp: rank 9 for sente, rank 1 for gote (rows from the top).
    back_rank = {"b": 8, "w": 0}
    corner = {side: int(kf in (0, 8) and kr == back_rank[side]) for side, (kf, kr) in kings.items()}
    us, them = fields[1], "w" if fields[1] == "b" else "b"
    return corner[us] - corner[them], guards[us] - guards[them]


def inverse(a):
    n = len(a)
    m = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ValueError("the terms are collinear")
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        m[col] = [x / p for x in m[col]]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [row[n:] for row in m]


def regress(rows, ys, clusters):
    k = len(rows[0])
    xtx = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    xty = [sum(r[i] * y for r, y in zip(rows, ys)) for i in range(k)]
    inv = inverse(xtx)
    beta = [sum(inv[i][j] * xty[j] for j in range(k)) for i in range(k)]
    sums = {}
    for r, y, c in zip(rows, ys, clusters):
        u = y - sum(b * x for b, x in zip(beta, r))
        s = sums.setdefault(c, [0.0] * k)
        for i in range(k):
            s[i] += r[i] * u
    meat = [[sum(s[i] * s[j] for s in sums.values()) for j in range(k)] for i in range(k)]
    left = [[sum(inv[i][m] * meat[m][j] for m in range(k)) for j in range(k)] for i in range(k)]
    var = [sum(left[i][m] * inv[m][i] for m in range(k)) for i in range(k)]
    return beta, [max(v, 0.0) ** 0.5 for v in var]


def main(argv):
    args = argv[1:]
    first, last = 20, 80
    if "--plies" in args:
        i = args.index("--plies")
        first, last = map(int, args[i + 1].split("-"))
        del args[i:i + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    tool, records = args[0], args[1:]
    positions, scores, games = [], [], []
    for game, path in enumerate(records):
        for ply, score in gps_scores(path, first, last):
            before, searched, after = (sfen(tool, path, p) for p in (ply - 2, ply - 1, ply))
            if board_pieces(before) == board_pieces(searched) == board_pieces(after):
                positions.append(searched)
                scores.append(score)
                games.append(game)
    if len(positions) < 50:
        sys.exit("only %d quiet positions with a GPSShogi score: too few" % len(positions))
    table = run([tool, "eval-terms"], "\n".join(positions) + "\n").splitlines()
    header = table[0].split(",")
    values = [[int(v) for v in line.split(",")] for line in table[1:]]
    mean = lambda xs: sum(xs) / len(xs)
    spread = lambda xs: (mean([x * x for x in xs]) - mean(xs) ** 2) ** 0.5
    # Groups that barely vary in these positions say nothing (the tempo never does).
    used = [i for i in range(1, len(header)) if spread([v[i] for v in values]) >= 5]
    counts = [castle_counts(p) for p in positions]
    columns = [[v[i] for v in values] for i in used] + [list(c) for c in zip(*counts)]
    names = [header[i] for i in used] + ["king in a corner", "golds+silvers within 2"]
    rows = [list(r) + [1.0] for r in zip(*columns)]
    try:
        beta, errors = regress(rows, scores, games)
    except ValueError as e:
        sys.exit("cannot regress: %s" % e)
    ours = [v[0] for v in values]
    fitted = [sum(b * x for b, x in zip(beta, r)) for r in rows]
    variance = spread(scores) ** 2
    explained = lambda pred: 1 - mean([(y - p) ** 2 for y, p in zip(scores, pred)]) / variance
    correlation = (mean([a * b for a, b in zip(ours, scores)]) - mean(ours) * mean(scores)) / (
        spread(ours) * spread(scores))
    print("%d positions from %d games; GPSShogi's mean score %.0f, our evaluation's %.0f"
          % (len(rows), len(set(games)), mean(scores), mean(ours)))
    print("share of GPSShogi's scores explained: by our evaluation %.2f, by the regression %.2f"
          % (correlation ** 2, explained(fitted)))
    print("%-24s %10s %8s %10s" % ("group", "weight", "error", "spread"))
    for name, column, b, e in zip(names + ["constant (centipawns)"], columns + [[0]], beta, errors):
        print("%-24s %10.2f %8.2f %10.1f" % (name, b, e, spread(column)))


if __name__ == "__main__":
    main(sys.argv)
