#!/usr/bin/env python3
"""Which of our moves GPSShogi judged to throw the game away (docs/AI_EXPERIMENTS.md).

usage: gps-drops.py RECORD.kif...

For match records where one player is GPSShogi and the other is ours (as gps-games.py reads
them), each of our moves is judged by GPSShogi's scores around it, for our side: its score at
its reply before our move against its score at its reply after it (mates left out). Prints,
by band of GPSShogi's score before our move, how many moves, how much they lost on average
and how many lost 300 or more; then the games we lost although GPSShogi had us at +500 or more
after ply 40 (wins not converted), and in lost games each move from +300 or more that lost 300
or more, with our own score of it.
"""
import sys
from collections import namedtuple

from gpsrecords import MOVE, read_game

BANDS = [(-10**9, -1000), (-1000, -300), (-300, 300), (300, 1000), (1000, 2000), (2000, 10**9)]
MATE_LIKE = 20000  # GPSShogi reports some mates as huge centipawns

# One of our moves: GPSShogi's scores for our side before and after it, ours, the record's text
# of the move, and whether we won the game (None: not decided).
Move = namedtuple("Move", "ply before after ours text won")


def our_moves(path):
    """A Move for each of our moves with GPSShogi's score on both sides; None when the record
    has no GPSShogi."""
    game = read_game(path)
    if not game:
        return None
    lines, _, gps, ours, won = game
    text = {}
    for line in lines:
        m = MOVE.match(line)
        words = line.split()
        if m and len(words) > 1:
            text[int(m.group(1))] = words[1]
    moves = []
    for ply in sorted(ours):
        if ply - 1 in gps and ply + 1 in gps:
            before, after = -gps[ply - 1], -gps[ply + 1]
            if abs(before) < MATE_LIKE and abs(after) < MATE_LIKE:
                moves.append(Move(ply, before, after, ours[ply], text.get(ply, "?"), won))
    return moves


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    games = {}
    for path in sys.argv[1:]:
        moves = our_moves(path)
        if moves is not None:
            games[path] = moves
    every = [m for moves in games.values() for m in moves]
    print("GPSShogi's score for us before our move: moves, mean loss, moves losing 300+"
          " (in lost games)")
    for low, high in BANDS:
        band = [m for m in every if low <= m.before < high]
        if band:
            loss = sum(m.before - m.after for m in band) / len(band)
            big = [m for m in band if m.before - m.after >= 300]
            lost = sum(1 for m in big if m.won is False)
            print("  %6s to %6s: %5d moves, mean %5.0f, 300+: %4d (%d)"
                  % (max(low, -9999), min(high, 9999), len(band), loss, len(big), lost))
    print("lost although GPSShogi had us at +500 or more after ply 40: game, ply, its score")
    for path, moves in games.items():
        ahead = [m for m in moves if m.won is False and m.ply > 40 and m.before >= 500]
        if ahead:
            best = max(ahead, key=lambda m: m.before)
            print("  %s ply %d %+d" % (path, best.ply, best.before))
    print("in lost games, our moves from +300 or more that lost 300 or more:"
          " game, ply, move, GPSShogi before -> after, ours")
    for path, moves in games.items():
        for m in moves:
            if m.won is False and m.before >= 300 and m.before - m.after >= 300:
                print("  %s ply %d %s %+d -> %+d, ours %+d"
                      % (path, m.ply, m.text, m.before, m.after, m.ours))


if __name__ == "__main__":
    main()
