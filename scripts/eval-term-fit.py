#!/usr/bin/env python3
"""How a teacher weighs the groups of our evaluation (docs/AI_EXPERIMENTS.md).

usage: eval-term-fit.py TOOL LABELLED... [--every N]

LABELLED files are scripts/nn-label.py's output (a game, the teacher's scores, its best moves).
For every Nth position (default 3) after ply 10 that is quiet (the teacher's best move captures
nothing) and undecided (the teacher's score within +-2,000), TOOL (shogiban-tool) gives the
position's SFEN and what each group of the evaluation's weights adds (`eval-terms`). Printed:
the least-squares slope of the teacher's score on our evaluation, then each group's
coefficient when the teacher's score is fitted by all groups at once (and a constant), beside
how far the group's share spreads. A coefficient far from the slope marks a group that the
teacher weighs otherwise than our evaluation does, relative to the rest.
"""
import os
import subprocess
import sys
import tempfile

from gpsrecords import board_squares, take_number


def quiet(sfen, move):
    """Whether the teacher's best move is a drop or a move to an empty square (not a
    resignation either)."""
    if "*" in move:
        return True
    if len(move) < 4 or not move[2].isdigit():
        return False
    occupied = {(9 - file, "abcdefghi"[row]) for file, row, _, _ in board_squares(sfen)}
    return (int(move[2]), move[3]) not in occupied


def run_tool(tool, args, input=None):
    """TOOL's output; a tool that is missing or fails ends the script with its message."""
    try:
        result = subprocess.run([tool] + args, input=input, capture_output=True, text=True)
    except OSError as error:
        sys.exit(f"cannot run {tool}: {error.strerror}")
    if result.returncode != 0:
        sys.exit(f"{tool} {args[0]}: {result.stderr.strip()}")
    return result.stdout


def positions(tool, paths, every):
    """(SFEN, the teacher's score) of the positions the fit uses."""
    with tempfile.TemporaryDirectory() as folder:
        game_path = os.path.join(folder, "game.usi")
        for path in paths:
            try:
                lines = open(path).read().splitlines()
            except OSError as error:
                sys.exit(f"cannot read {path}: {error.strerror}")
            for number, line in enumerate(lines, 1):
                fields = line.split("\t")
                if len(fields) != 3:
                    sys.exit(f"{path}:{number}: expected a game, its scores and best moves, "
                             "split by tabs")
                game, scores, best = fields
                with open(game_path, "w") as out:
                    out.write(game + "\n")
                scores, best = scores.split(), best.split()
                for ply in range(10, len(scores), every):
                    score = scores[ply]
                    if score.startswith("#") or score == "-" or abs(int(score)) > 2000:
                        continue
                    sfen = run_tool(tool, ["sfen", game_path, "--ply", str(ply)]).strip()
                    if quiet(sfen, best[ply]):
                        yield sfen, int(score)


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [matrix[i][:] + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] if rows[i][i] else 0.0 for i in range(n)]


def least_squares(columns, target):
    """Coefficients of the columns (a constant added last) that fit the target best."""
    columns = columns + [[1.0] * len(target)]
    gram = [[sum(a * b for a, b in zip(c, d)) for d in columns] for c in columns]
    moment = [sum(a * b for a, b in zip(c, target)) for c in columns]
    return solve(gram, moment)


def spread(values):
    mean = sum(values) / len(values)
    return (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5


def main(args):
    every = take_number(args, "--every", 3, 1)
    if len(args) < 2:
        sys.exit(__doc__)
    tool, paths = args[0], args[1:]
    sfens, scores = [], []
    for sfen, score in positions(tool, paths, every):
        sfens.append(sfen)
        scores.append(float(score))
    if len(scores) < 100:
        sys.exit(f"only {len(scores)} positions: too few to fit")
    terms = run_tool(tool, ["eval-terms"], "\n".join(sfens) + "\n").splitlines()
    names = terms[0].split(",")
    table = [[float(v) for v in row.split(",")] for row in terms[1:]]
    columns = [[row[i] for row in table] for i in range(len(names))]
    evaluation = columns[0]
    slope = least_squares([evaluation], scores)[0]
    print(f"{len(scores)} positions; the teacher's score on our evaluation: {slope:.2f} a centipawn")
    # Groups that do not vary here (the tempo) are the constant's.
    kept = [i for i in range(1, len(names)) if spread(columns[i]) > 1e-9]
    coefficients = least_squares([columns[i] for i in kept], scores)
    print(f"{'group':28s} coefficient  spread of its share")
    for i, coefficient in zip(kept, coefficients):
        print(f"{names[i]:28s} {coefficient:11.2f}  {spread(columns[i]):8.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
