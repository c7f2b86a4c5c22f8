"""Reading match records against GPSShogi (KIF with our engines' "*score" comments) and the
positions in them (SFEN), for the gps-*.py scripts."""
import re
import sys

MOVE = re.compile(r"^\s*(\d+) ")
SCORE = re.compile(r"^\*score (cp|mate) (-?\d+)")
LOST = ("投了", "詰み")  # the last line of a game lost by resignation or checkmate


def take_number(args, flag, default, smallest):
    """The number after flag in args (both then removed from args), or default without the
    flag; a missing or bad number, or one below smallest, ends the script with a message."""
    if flag not in args:
        return default
    i = args.index(flag)
    try:
        value = int(args[i + 1])
    except (IndexError, ValueError):
        value = None
    if value is None or value < smallest:
        sys.exit("%s needs a whole number of at least %d" % (flag, smallest))
    del args[i:i + 2]
    return value


def read_record(path):
    """(the record's lines, True when GPSShogi plays sente), or None when it does not play.
    GPSShogi is the player whose name contains "gpsshogi"."""
    try:
        with open(path, encoding="cp932", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        sys.exit("cannot read %s: %s" % (path, e.strerror))
    sente = next((l for l in lines if l.startswith("先手")), "")
    gote = next((l for l in lines if l.startswith("後手")), "")
    if "gpsshogi" not in sente + gote:
        return None
    return lines, "gpsshogi" in sente


def scores_by_side(lines, gps_sente, mates=False):
    """({ply: GPSShogi's score}, {ply: the other's}), each score reported with the move of that
    ply: centipawns, or with mates (kind, value), kind "cp" or "mate" (plies)."""
    ply, gps, other = 0, {}, {}
    for line in lines:
        m = MOVE.match(line)
        if m:
            ply = int(m.group(1))
            continue
        m = SCORE.match(line)
        if m and (mates or m.group(1) == "cp"):
            value = int(m.group(2))
            side = gps if (ply % 2 == 1) == gps_sente else other
            side[ply] = (m.group(1), value) if mates else value
    return gps, other


def decided_end(lines):
    """(the last ply, True when sente lost) of a game ended by checkmate or resignation, else
    None (sennichite, the ply limit, an unfinished record)."""
    moves = [line for line in lines if MOVE.match(line)]
    if not moves or not any(word in moves[-1] for word in LOST):
        return None
    last = int(MOVE.match(moves[-1]).group(1))  # the ply of the side that lost
    return last, last % 2 == 1


def read_game(path):
    """(the record's lines, GPSShogi plays sente, {ply: GPSShogi's score}, {ply: our score}, we
    won: True/False/None for a game not decided), or None when GPSShogi does not play."""
    record = read_record(path)
    if not record:
        return None
    lines, gps_sente = record
    gps, ours = scores_by_side(lines, gps_sente)
    end = decided_end(lines)
    won = None if end is None else end[1] == gps_sente  # the side that lost was sente
    return lines, gps_sente, gps, ours, won


def board_squares(position):
    """(file index from the left 0-8, row from the top 0-8, letter, promoted) of each piece."""
    squares = []
    for row, text in enumerate(position.split()[0].split("/")):
        file, promoted = 0, False
        for c in text:
            if c.isdigit():
                file += int(c)
            elif c == "+":
                promoted = True
            else:
                squares.append((file, row, c, promoted))
                file += 1
                promoted = False
    return squares


def kings_of(squares):
    """{"b": (file, row), "w": ...} of the kings present."""
    return {("b" if c == "K" else "w"): (f, r) for f, r, c, _ in squares if c in "Kk"}
