#!/usr/bin/env python3
"""Whether the games lost to GPSShogi were lost to mates our search did not see
(docs/AI_EXPERIMENTS.md, "Mates our search did not see").

usage: gps-mates.py TOOL RECORD.kif... [--movetime MS] [--from-ply N]

For each game of the match records that our engine lost to GPSShogi by checkmate or
resignation, from ply N (default 30) on:
- the first of our moves after which GPSShogi had a mate by checks that `TOOL mate` finds in MS
  milliseconds (default 500), with the score our engine reported for that move: a score above
  -1,000 means our search did not see the mate it walked into;
- every position where we were to move and had such a mate ourselves, with our score there.
TOOL is shogiban-tool, which sets up the positions and solves them.
"""
import re
import subprocess
import sys

from gpsrecords import decided_end, read_record, scores_by_side, take_number

MISSED = -1000  # our score above this and a mate against us: the search did not see it


def run(tool, *args):
    try:
        return subprocess.run([tool, *args], capture_output=True, text=True).stdout
    except OSError as e:
        sys.exit("cannot run %s: %s" % (tool, e.strerror))


def lost_game(path):
    """({ply: our score as (kind, value)}, last ply) of a game we lost to GPSShogi, else None."""
    record = read_record(path)
    if not record:
        return None
    lines, gps_sente = record
    end = decided_end(lines)
    if not end or end[1] == gps_sente:  # undecided, or GPSShogi lost
        return None
    _, ours = scores_by_side(lines, gps_sente, mates=True)
    return ours, end[0]


def mate_length(tool, path, ply, movetime):
    """Plies of the mate by checks for the side to move after the ply, or None."""
    sfen = run(tool, "sfen", path, "--ply", str(ply)).strip()
    if not sfen:
        return None
    answer = run(tool, "mate", "--sfen", sfen, "--movetime", str(movetime))
    m = re.search(r"^usi: (.*)$", answer, re.M)
    return len(m.group(1).split()) if m else None


def score_text(score):
    kind, value = score
    return ("%+d" % value) if kind == "cp" else "mate %d" % value


def main(argv):
    args = list(argv)
    movetime = take_number(args, "--movetime", 500, 1)
    from_ply = take_number(args, "--from-ply", 30, 1)
    if len(args) < 2:
        sys.exit(__doc__)
    tool, paths = args[0], args[1:]
    losses = missed = own_mates = 0
    for path in paths:
        game = lost_game(path)
        if not game:
            continue
        losses += 1
        ours, last = game
        first = None
        for ply in sorted(p for p in ours if p >= from_ply):
            if mate_length(tool, path, ply - 1, movetime):
                own_mates += 1
                print("%s: a mate of ours before ply %d, our score %s"
                      % (path, ply, score_text(ours[ply])))
            if first is None:
                length = mate_length(tool, path, ply, movetime)
                if length:
                    first = (ply, length)
        if first:
            ply, length = first
            score = ours[ply]
            unseen = score[0] == "cp" and score[1] > MISSED
            missed += unseen
            print("%s: mated in %d after our ply %d, our score %s%s (game ends at ply %d)"
                  % (path, length, ply, score_text(score), "  <- not seen" if unseen else "",
                     last))
    if losses == 0:
        sys.exit("no game lost to GPSShogi in the records")
    print("%d games lost; in %d our move walked into a mate our score did not show (above %d);"
          " %d positions where we had a mate by checks" % (losses, missed, MISSED, own_mates))


if __name__ == "__main__":
    main(sys.argv[1:])
