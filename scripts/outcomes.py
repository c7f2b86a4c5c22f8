"""How much scores know of how games ended, for label-outcomes.py and gps-foresight.py: items
are (ply, score for the side to move or that moved, within +-3,000, 1 if that side won, 0 if it
lost, 0.5 for a draw)."""
import math

SCALES = [100, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 5000, 10000]
STAGES = [("all", 1, 10**9), ("plies 12-40", 12, 40), ("plies 41-80", 41, 80)]


def prediction_loss(items):
    """(the cross-entropy of the outcome predicted as 1 / (1 + exp(-score / scale)), the scale)
    at the best of SCALES: 0.6931 (log 2) is a coin's; the lower, the more the scores know."""
    def loss(scale):
        total = 0.0
        for _, s, y in items:
            p = min(max(1 / (1 + math.exp(-s / scale)), 1e-9), 1 - 1e-9)
            total -= y * math.log(p) + (1 - y) * math.log(1 - p)
        return total / len(items)
    return min((loss(scale), scale) for scale in SCALES)


def ranking(items):
    """The chance that a position of a won game scores higher than one of a lost game (ties
    count half): 0.5 knows nothing, 1 orders them all. None without both kinds."""
    won = sorted(s for _, s, y in items if y == 1)
    lost = sorted(s for _, s, y in items if y == 0)
    if not won or not lost:
        return None
    below = equal = i = j = 0
    for s in won:  # lost scores below s, and equal to it, walking both sorted lists
        while i < len(lost) and lost[i] < s:
            i += 1
        j = max(j, i)
        while j < len(lost) and lost[j] == s:
            j += 1
        below += i
        equal += j - i
    return (below + equal / 2) / (len(won) * len(lost))


def report(name, items):
    """One line a stage of the game: positions, the best loss and its scale, the ranking, and
    the mean score in games won and lost."""
    for stage, first, last in STAGES:
        part = [i for i in items if first <= i[0] <= last]
        if not part:
            continue
        loss, scale = prediction_loss(part)
        order = ranking(part)
        means = []
        for outcome, label in ((1, "won"), (0, "lost")):
            scores = [s for _, s, y in part if y == outcome]
            if scores:
                means.append("%s %+.0f" % (label, sum(scores) / len(scores)))
        print("%s, %s: %d positions, loss %.4f at scale %d, ranking %s, mean score %s" % (
            name, stage, len(part), loss, scale, "-" if order is None else "%.3f" % order,
            ", ".join(means)))
