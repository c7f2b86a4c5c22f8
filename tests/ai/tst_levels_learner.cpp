// Level 1 is beatable by someone who has finished the lessons, level 2 less so: a scripted
// learner (it mates in one when it can, takes the most valuable piece it can win, gives a
// check that does not hang the checking piece, and otherwise plays the first legal move that
// does not hang the piece moved) plays a few short games against each level, with the
// levels' noise seeded so that every run plays the same games.
#include "ai/levels.h"
#include "ai/search.h"
#include "rules/movegen.h"
#include "rules/outcome.h"
#include "rules/position.h"

#include <QTest>

using namespace shogiban;

namespace {

constexpr int Games = 10;
constexpr int MaxPlies = 240;

int value(PieceType t)
{
    static constexpr int values[PieceTypeNb]
        = {0, 1, 3, 4, 5, 8, 10, 6, 1000, 6, 6, 6, 6, 10, 12};
    return values[t];
}

bool mates(Position& pos, Move m)
{
    pos.doMove(m);
    const bool mate = MoveList<GenType::Legal>(pos).size() == 0;
    pos.undoMove();
    return mate;
}

// After `m`, may the opponent take the piece that moved without losing it back?
bool hangs(Position& pos, Move m)
{
    const Color us = pos.sideToMove();
    pos.doMove(m);
    const bool attacked = pos.attackersTo(m.to(), ~us).any();
    const bool defended = pos.attackersTo(m.to(), us).any();
    pos.undoMove();
    return attacked && !defended;
}

Move learnerMove(Position& pos)
{
    const MoveList<GenType::Legal> moves(pos);
    for (Move m : moves)
        if (mates(pos, m)) return m;
    Move best;
    int bestGain = 0;
    for (Move m : moves) {
        if (!pos.isCapture(m)) continue;
        const int taken = value(typeOf(pos.pieceOn(m.to())));
        const int risked = hangs(pos, m) ? value(typeOf(pos.movedPiece(m))) : 0;
        if (taken - risked > bestGain) {
            bestGain = taken - risked;
            best = m;
        }
    }
    if (best) return best;
    for (Move m : moves)
        if (pos.givesCheck(m) && !hangs(pos, m)) return m;
    for (Move m : moves)
        if (!hangs(pos, m)) return m;
    return *moves.begin();
}

// +1 when the learner wins, -1 when it loses, 0 for a draw (the ply limit included).
int play(int level, bool learnerIsSente, uint64_t seed)
{
    ai::Searcher searcher(4);
    std::atomic<bool> stop{false};
    Position pos;
    for (int ply = 0; ply < MaxPlies; ++ply) {
        if (const std::optional<Outcome> outcome = judge(pos)) {
            if (!outcome->winner) return 0;
            return (*outcome->winner == Black) == learnerIsSente ? 1 : -1;
        }
        const bool learnersTurn = (pos.sideToMove() == Black) == learnerIsSente;
        if (learnersTurn) {
            pos.doMove(learnerMove(pos));
            continue;
        }
        ai::SearchLimits limits;
        limits.seed = seed;
        limits.nodes = 20000;
        const ai::SearchResult r = searcher.search(pos, ai::applyLevel(limits, level), stop);
        pos.doMove(r.best);
    }
    return 0;
}

struct Score {
    int wins = 0;
    int losses = 0;
    int draws = 0;
};

Score learnerAgainst(int level)
{
    Score score;
    for (int game = 0; game < Games; ++game) {
        const int result = play(level, game % 2 == 0, 1000 + uint64_t(game));
        (result > 0 ? score.wins : result < 0 ? score.losses : score.draws)++;
    }
    qInfo("learner against level %d: %d-%d-%d (W-L-D)", level, score.wins, score.losses,
        score.draws);
    return score;
}

} // namespace

class TestLevelsLearner : public QObject {
    Q_OBJECT

private slots:
    void levelOneLosesSometimesLevelTwoLessOften()
    {
        const Score one = learnerAgainst(1);
        const Score two = learnerAgainst(2);
        QVERIFY2(one.wins > 0, "level 1 never lost to the learner");
        QVERIFY2(two.wins < one.wins, "level 2 lost as often as level 1");
    }
};

QTEST_APPLESS_MAIN(TestLevelsLearner)
#include "tst_levels_learner.moc"
