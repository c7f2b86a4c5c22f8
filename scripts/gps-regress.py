#!/usr/bin/env python3
"""How GPSShogi's scores weigh the terms of our evaluation (docs/TUNING.md).

usage: gps-regress.py TOOL RECORD.kif... [--plies FIRST-LAST] [--king-squares]

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

With --king-squares, GPSShogi's scores are regressed instead on our whole evaluation and on
where each king stands (the side to move's less the other's) in its own camp's three back
ranks, by file from the nearer edge; the king on its start square is the base. Each square's
coefficient is divided by our evaluation's, so that it reads in our evaluation's centipawns:
what GPSShogi's search adds for the king on that square beyond what our evaluation says.
"""
import subprocess
import sys

from gpsrecords import board_squares, kings_of, read_record, scores_by_side


def gps_scores(path, first, last):
    """(ply, score) of GPSShogi's moves in the record, the score of the position before."""
    record = read_record(path)
    if not record:
        return []
    gps, _ = scores_by_side(*record)
    return [(ply, score) for ply, score in sorted(gps.items())
            if first <= ply <= last and abs(score) <= 3000]


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
    squares = board_squares(position)
    kings, guards = kings_of(squares), {"b": 0, "w": 0}
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


def king_squares(position):
    """(file from the nearer edge 0-4, rank from its own back rank 0-8) of the side to move's
    king and of the other's, or None when a king is missing."""
    kings = kings_of(board_squares(position))
    if len(kings) < 2:
        return None
    own = {side: (min(f, 8 - f), 8 - r if side == "b" else r) for side, (f, r) in kings.items()}
    us = position.split()[1]
    return own[us], own["w" if us == "b" else "b"]


# The squares --king-squares weighs: the three back ranks of the own camp but the start square.
KING_CELLS = [(edge, rank) for rank in range(3) for edge in range(5) if (edge, rank) != (4, 0)]


def king_square_table(positions, scores, games, ours):
    kept = [(squares, score, game, evaluation)
            for squares, score, game, evaluation in zip(map(king_squares, positions), scores,
                                                        games, ours) if squares]
    counts = {}
    for squares, _, _, _ in kept:
        for k in squares:
            counts[k] = counts.get(k, 0) + 1
    cells = [c for c in KING_CELLS if counts.get(c)]  # a square no king stood on says nothing
    rows = [[evaluation] + [(k[0] == c) - (k[1] == c) for c in cells] + [1.0]
            for k, _, _, evaluation in kept]
    try:
        beta, errors = regress(rows, [x[1] for x in kept], [x[2] for x in kept])
    except ValueError as e:
        sys.exit("cannot regress: %s" % e)
    print("%d positions; GPSShogi's score = %.2f x our evaluation + the king's square"
          % (len(rows), beta[0]))
    print("the king's square beyond our evaluation, in its centipawns (t value, kings seen there);")
    print("files from the nearer edge, ranks from the king's own back rank, base: its start square")
    print("%-8s" % "" + "".join("%20s" % ("file %d" % e) for e in range(5)))
    for rank in range(3):
        line = "%-8s" % ("rank %d" % rank)
        for edge in range(5):
            cell = (edge, rank)
            if cell == (4, 0):
                text = "base (%d)" % counts.get(cell, 0)
            elif cell not in cells:
                text = "-"
            else:
                i = cells.index(cell) + 1
                t = beta[i] / errors[i] if errors[i] else 0.0
                text = "%.0f (%.1f, %d)" % (beta[i] / beta[0], t, counts[cell])
            line += "%20s" % text
        print(line)


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
    by_king_square = "--king-squares" in args
    if by_king_square:
        args.remove("--king-squares")
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
    ours = [v[0] for v in values]
    if by_king_square:
        king_square_table(positions, scores, games, ours)
        return
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
