#!/usr/bin/env python3
"""GPSShogi's judgement of every position of a file of games, for the network (docs/NETWORK.md).

usage: nn-label.py GAMES OUT NODES JOBS

GAMES holds one game a line as `shogiban-tool match --record` writes them ("startpos moves
..." or "sfen ... moves ..."). Each position of a game, from its start to before its last
move, is searched by GPSShogi, its opening book off, until NODES of its nodes; OUT gets the
game's line, a tab, GPSShogi's scores of those positions for the side to move, a tab, and its
best moves, one for each position. A score is centipawns, or "#+N" / "#-N" for a mate that
the side to move gives or gets in N plies ("#+" / "#-" when GPSShogi gives no distance), "-"
where it gave none (it resigned at once).
Lines in OUT already are skipped: a run that was stopped goes on where it stopped. JOBS
GPSShogi processes run at once; at 3,000 nodes one labels about 100 positions a second.
"""
import multiprocessing
import re
import sys

from gpsprocess import GpsProcess

SCORE = re.compile(r"\bscore (cp|mate) ([+-]?\d*)")
BEST = re.compile(r"^bestmove (\S+)")

engine = None


class Gps(GpsProcess):
    def judge(self, position):
        """GPSShogi's score and best move for the position line ("position ...")."""
        self.send(position)
        # The byoyomi only has to outlast the node limit, which ends the search.
        self.send("go btime 0 wtime 0 byoyomi 60000")
        score = "-"
        while True:
            line = self.line()
            m = SCORE.search(line)
            if line.startswith("info") and m:
                if m.group(1) == "cp":
                    score = str(int(m.group(2)))
                else:
                    sign = "-" if m.group(2).startswith("-") else "+"
                    score = "#" + sign + m.group(2).lstrip("+-")
            best = BEST.match(line)
            if best:
                # A "go" that comes before GPSShogi has settled its last search waits.
                self.ready()
                return score, best.group(1)


def start(nodes):
    global engine
    engine = Gps(nodes)


def label(game):
    words = game.split()
    cut = words.index("moves") if "moves" in words else len(words)
    head, moves = " ".join(words[:cut]), words[cut + 1:]
    scores, best = [], []
    for ply in range(len(moves)):
        position = "position " + head + (" moves " + " ".join(moves[:ply]) if ply else "")
        score, move = engine.judge(position)
        scores.append(score)
        best.append(move)
    return game + "\t" + " ".join(scores) + "\t" + " ".join(best)


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    games_path, out_path, nodes, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    games = [line.strip() for line in open(games_path, encoding="utf-8") if line.strip()]
    try:
        done = sum(1 for line in open(out_path, encoding="utf-8") if line.strip())
    except FileNotFoundError:
        done = 0
    with open(out_path, "a", encoding="utf-8") as out, \
            multiprocessing.Pool(jobs, initializer=start, initargs=(nodes,)) as pool:
        for n, line in enumerate(pool.imap(label, games[done:]), done + 1):
            out.write(line + "\n")
            out.flush()
            if n % 100 == 0 or n == len(games):
                print("%d/%d" % (n, len(games)), flush=True)


if __name__ == "__main__":
    main()
