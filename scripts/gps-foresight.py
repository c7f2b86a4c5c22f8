#!/usr/bin/env python3
"""How much each engine's own scores, as the match records of games against GPSShogi carry them
("*score" after each move), tell of how the games ended, by stage of the game
(scripts/outcomes.py says how it is measured): an engine that knows who is winning ranks the
positions of its won games above those of its lost ones. Games not decided by checkmate or
resignation are left out, and the engines' mate scores; scores beyond +-3,000 (GPSShogi reports
its mates so) count as +-3,000.

usage: gps-foresight.py RECORD.kif...
"""
import sys

from gpsrecords import read_game
from outcomes import report


def clamped(score):
    return max(-3000, min(3000, score))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    gps_items, our_items, games = [], [], 0
    for path in sys.argv[1:]:
        game = read_game(path)
        if not game:
            continue
        _, _, gps, ours, won = game
        if won is None:
            continue
        games += 1
        our_items += [(ply, clamped(s), 1 if won else 0) for ply, s in ours.items()]
        gps_items += [(ply, clamped(s), 0 if won else 1) for ply, s in gps.items()]
    print("%d decided games" % games)
    report("ours", our_items)
    report("GPSShogi", gps_items)


if __name__ == "__main__":
    main()
