#!/usr/bin/env python3
"""How the games against GPSShogi went (docs/AI_EXPERIMENTS.md).

usage: gps-games.py TOOL RECORD.kif... [--ply N] [--engine CMD [--go GO] [--option NAME=VALUE]...]

For match records where one player is GPSShogi (its name contains "gpsshogi") and the other
is ours, three tables of our results (wins-losses-others):
- by where our king stood at ply N (default 40), as file and rank from its own side (file 1 on
  its right, rank 1 its back rank: a king castled to the left stands on file 7 or 8);
- by the best score our engine reported after that ply: games it believed won and lost anyway,
  with GPSShogi's own score of that moment (for our side) beside each such loss;
- by GPSShogi's first score at or after that ply (for our side): whether the games were already
  lost by then in its judgement, or from even positions, with the medians of its score and of
  ours at that ply;
and how sure of itself our engine is: its scores after that ply against GPSShogi's at its reply
(for our side), the medians of both by band of ours. With --engine (a USI engine's command
line), a third median: that engine's score, for our side, of the position after our move, each
searched with the USI command GO ("go depth 1" unless given). Ours at depth 1 (its evaluation
with the captures played out, with the options the games were played with) tells the search's
optimism from the evaluation's; GPSShogi at a node limit tells how far a shallow teacher agrees
with GPSShogi at the games' time.
A game won or lost by checkmate or resignation counts; others (sennichite, the ply limit) go to
the third column. TOOL is shogiban-tool, which sets up the position at ply N.
"""
import subprocess
import sys
from statistics import median

from gpsprocess import UsiProcess
from gpsrecords import board_squares, kings_of, read_game, take_number


def sfen_at(tool, path, ply):
    """The SFEN after the ply of the record, or None where the record cannot be set up."""
    try:
        done = subprocess.run([tool, "sfen", path, "--ply", str(ply)], capture_output=True,
                              text=True)
    except OSError as e:
        sys.exit("cannot run %s: %s" % (tool, e.strerror))
    return done.stdout.strip() if done.returncode == 0 else None


def our_king(tool, path, ply, gps_sente):
    """(file, rank) of our king at the ply, from its own side, or None."""
    position = sfen_at(tool, path, ply)
    if position is None:
        return None
    kings = kings_of(board_squares(position))
    side = "w" if gps_sente else "b"
    if side not in kings:
        return None
    file, row = kings[side]  # file index from the left: file 9 is 0
    return (9 - file, 9 - row) if side == "b" else (file + 1, row + 1)


# Edges of the bands of our scores that the calibration table groups by; the outer bands are open.
CALIBRATION_EDGES = (-1000, -500, 0, 500, 1000, 1500, 2000)
# Scores this large stand for a mate seen, not for a judgement of the position.
LARGEST_JUDGEMENT = 5000
# Edges of the bands of GPSShogi's score at the ply that the results are grouped by.
GPS_EDGES = (-600, -300, -100, 100, 300, 600)


def band_of(score, edges):
    """The band of edges (open at both ends) that score falls in, as its text."""
    below = [e for e in edges if e <= score]
    above = [e for e in edges if e > score]
    if not below:
        return "below %+d" % above[0]
    return "%+d or more" % below[-1] if not above else "%+d to %+d" % (below[-1], above[0])


def bands(edges):
    """The texts of the bands of edges, lowest first."""
    return [band_of(edges[0] - 1, edges)] + [band_of(e, edges) for e in edges]


def calibration(pairs):
    """Rows (band, count, median of each column) of (ours, GPSShogi's[, the engine's]) scores."""
    groups = {}
    for p in pairs:
        groups.setdefault(band_of(p[0], CALIBRATION_EDGES), []).append(p)
    return [(band, len(groups[band])) + tuple(median(column) for column in zip(*groups[band]))
            for band in bands(CALIBRATION_EDGES) if band in groups]


def engine_scores(engine, go, options, sfens):
    """Engine's score, for the side to move, of each SFEN searched with go (None for a mate).
    Each search is awaited: a command sent during one would stop it."""
    try:
        usi = UsiProcess(engine.split(), [o.split("=", 1) for o in options])
        scores = []
        for sfen in sfens:
            usi.send("position sfen " + sfen)
            usi.send(go)
            last = None
            while not (line := usi.line()).startswith("bestmove"):
                words = line.split()
                if words[:1] == ["info"] and "score" in words:
                    i = words.index("score")
                    last = int(words[i + 2]) if words[i + 1] == "cp" else None
            scores.append(last)
        usi.quit()
    except OSError as e:
        sys.exit("cannot run %s: %s" % (engine, e.strerror))
    except RuntimeError as e:
        sys.exit(str(e))
    return scores


def first_from(scores, ply):
    """The first of scores ({ply: score}) at or after ply, or None."""
    later = [p for p in scores if p >= ply]
    return scores[min(later)] if later else None


def tally(table, key, won):
    row = table.setdefault(key, [0, 0, 0])
    row[0 if won else 1 if won is False else 2] += 1


def take_texts(args, flag):
    """Every value after flag in args (each pair then removed from args)."""
    values = []
    while flag in args:
        i = args.index(flag)
        if i + 1 == len(args):
            sys.exit("%s needs a value" % flag)
        values.append(args[i + 1])
        del args[i:i + 2]
    return values


def main(argv):
    args = argv[1:]
    at = take_number(args, "--ply", 40, 0)
    engines, options = take_texts(args, "--engine"), take_texts(args, "--option")
    go = take_texts(args, "--go")
    if len(args) < 2 or len(engines) > 1 or len(go) > 1 or ((options or go) and not engines):
        sys.exit(__doc__)
    go = go[0] if go else "go depth 1"
    tool, records = args[0], args[1:]
    by_king, by_peak, by_gps, believed, pairs = {}, {}, {}, [], []
    at_ply = []  # (GPSShogi's score, ours) at the ply, for our side
    for path in records:
        game = read_game(path)
        if not game:
            continue
        _, gps_sente, gps, ours, won = game
        square = our_king(tool, path, at, gps_sente)
        tally(by_king, "file %d rank %d" % square if square else "no position", won)
        theirs_then, ours_then = first_from(gps, at), first_from(ours, at)
        if theirs_then is not None:
            tally(by_gps, band_of(-theirs_then, GPS_EDGES), won)
            if ours_then is not None:
                at_ply.append((-theirs_then, ours_then))
        later = [(score, ply) for ply, score in ours.items() if ply > at]
        peak, peak_ply = max(later) if later else (0, 0)
        band = "below +300" if peak < 300 else "+300 to +1000" if peak < 1000 else "+1000 or more"
        tally(by_peak, band, won)
        judged = [(score, -gps[ply + 1], ply) for ply, score in ours.items()
                  if ply > at and ply + 1 in gps
                  and max(abs(score), abs(gps[ply + 1])) < LARGEST_JUDGEMENT]
        if engines:
            sfens = [sfen_at(tool, path, ply) for _, _, ply in judged]
            if None in sfens:
                sys.exit("cannot set up the positions of %s" % path)
            scores = engine_scores(engines[0], go, options, sfens)
            pairs += [(o, g, -s) for (o, g, _), s in zip(judged, scores) if s is not None]
        else:
            pairs += [(o, g) for o, g, _ in judged]
        if won is False and peak >= 1000:
            theirs = gps.get(peak_ply + 1, gps.get(peak_ply - 1))
            believed.append((path, peak, peak_ply, None if theirs is None else -theirs))
    if not by_king:
        sys.exit("no games against GPSShogi in these records")
    print("our king at ply %d (W-L-other):" % at)
    for key, row in sorted(by_king.items(), key=lambda kv: -sum(kv[1])):
        print("  %-18s %d-%d-%d" % ((key,) + tuple(row)))
    print("our best score after ply %d (W-L-other):" % at)
    for band in ("below +300", "+300 to +1000", "+1000 or more"):
        print("  %-18s %d-%d-%d" % ((band,) + tuple(by_peak.get(band, [0, 0, 0]))))
    print("GPSShogi's first score at or after ply %d, for our side (W-L-other):" % at)
    for band in bands(GPS_EDGES):
        print("  %-18s %d-%d-%d" % ((band,) + tuple(by_gps.get(band, [0, 0, 0]))))
    if at_ply:
        print("  medians at ply %d: GPSShogi %+d, ours %+d (%d games)" % (
            at, median(g for g, _ in at_ply), median(o for _, o in at_ply), len(at_ply)))
    print("lost after our score of +1000 or more: its ply, our score, GPSShogi's for our side then")
    for path, peak, ply, theirs in believed:
        print("  %s: ply %d, +%d, %s" % (path, ply, peak, "-" if theirs is None else theirs))
    print("our scores after ply %d against GPSShogi's at its reply, for our side (medians%s):"
          % (at, ", and the engine's of the position after our move" if engines else ""))
    for row in calibration(pairs):
        line = "  %-16s %5d  ours %+6d  GPSShogi %+6d" % row[:4]
        print(line + ("  engine %+6d" % row[4] if engines else ""))


if __name__ == "__main__":
    main(sys.argv)
