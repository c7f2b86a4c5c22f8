// Terms of the static evaluation, each checked by switching its weight off, and the cache
// of evaluations the search keeps.
#include "ai/evalcache.h"
#include "ai/evaluate.h"
#include "rules/position.h"

#include "../rules/rulestest.h"

#include <QTest>

#include <algorithm>

using namespace shogiban;
using test::positionFrom;

namespace {

// What the trapped-piece term adds to the evaluation of the position.
int trappedTerm(const char* sfen)
{
    ai::EvalParams without = ai::DefaultEvalParams;
    without.trappedPiece = 0;
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos, without) - ai::evaluate(pos);
}

// What the weak squares next to the kings add to the evaluation of the position.
int weakSquareTerm(const char* sfen)
{
    ai::EvalParams without = ai::DefaultEvalParams;
    without.weakSquareWeight = 0;
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos) - ai::evaluate(pos, without);
}

// The weights with the endgame groups equal to their opening twins: the same in every phase.
ai::EvalParams sameInEveryPhase(ai::EvalParams p)
{
    const auto copyTable = [](const auto& from, auto& to) {
        std::copy_n(&from[0][0], sizeof from / sizeof(int), &to[0][0]);
    };
    std::ranges::copy(p.pieceValue, p.pieceValueEndgame);
    std::ranges::copy(p.handValue, p.handValueEndgame);
    copyTable(p.attackNearKing, p.attackNearKingEndgame);
    copyTable(p.defendNearKing, p.defendNearKingEndgame);
    copyTable(p.rankBonus, p.rankBonusEndgame);
    std::ranges::copy(p.mobility, p.mobilityEndgame);
    p.dangerScaleEndgame = p.dangerScale;
    return p;
}

// The evaluation with only the weights that `set` gives, less the one with none of them.
template <typename Set> int termWith(const char* sfen, Set set)
{
    ai::EvalParams without = ai::DefaultEvalParams;
    std::ranges::fill(without.mobility, 0);
    std::ranges::fill(without.threatByPawn, 0);
    std::ranges::fill(without.hangingPiece, 0);
    std::ranges::fill(without.space, 0);
    for (auto& ranks : without.rankBonus) std::ranges::fill(ranks, 0);
    ai::EvalParams with = without;
    set(with);
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos, sameInEveryPhase(with)) - ai::evaluate(pos, sameInEveryPhase(without));
}

// The evaluation when a silver on the board is worth `bonus` more in the endgame than in the
// opening, less the one where it is worth the same.
int endgameSilverBonus(const char* sfen, int bonus)
{
    ai::EvalParams with = sameInEveryPhase(ai::DefaultEvalParams);
    const ai::EvalParams without = with;
    with.pieceValueEndgame[Silver] += bonus;
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos, with) - ai::evaluate(pos, without);
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT

private slots:
    // Sente's knight on 6e cannot go back, gote's gold guards both squares ahead of it, and a
    // pawn dropped on 6d would take it: the knight is as good as lost.
    void knightThatJumpedTooFarIsTrapped()
    {
        QCOMPARE(
            trappedTerm("4k4/3g5/9/9/3N5/9/9/9/4K4 b p 1"), ai::DefaultEvalParams.trappedPiece);
        // With gote to move the evaluation is gote's: sente's penalty is gote's gain.
        QCOMPARE(
            trappedTerm("4k4/3g5/9/9/3N5/9/9/9/4K4 w p 1"), -ai::DefaultEvalParams.trappedPiece);
    }

    void knightIsSafeWithoutAPawnToAttackIt() // none in hand, none to push
    {
        QCOMPARE(trappedTerm("4k4/3g5/9/9/3N5/9/9/9/4K4 b - 1"), 0);
    }

    void knightIsSafeWhenThePawnCanBeTaken() // the silver on 7e guards 6d
    {
        QCOMPARE(trappedTerm("4k4/3g5/9/9/2SN5/9/9/9/4K4 b p 1"), 0);
    }

    void knightIsSafeWithASquareToGoTo() // without the gold, 5c and 7c are free
    {
        QCOMPARE(trappedTerm("4k4/9/9/9/3N5/9/9/9/4K4 b p 1"), 0);
    }

    // A pawn that can be pushed to 6d threatens the same as one in hand.
    void pawnPushTrapsTheKnightToo()
    {
        QCOMPARE(
            trappedTerm("4k4/3g5/3p5/9/3N5/9/9/9/4K4 b - 1"), ai::DefaultEvalParams.trappedPiece);
    }

    // Sente's silver on 4c attacks 4b and 5b, next to gote's king, which alone defends them.
    void squaresOnlyTheKingDefendsAreWeak()
    {
        QVERIFY(weakSquareTerm("4k4/9/5S3/9/9/9/9/9/4K4 b - 1") > 0);
        QVERIFY(weakSquareTerm("4k4/9/5S3/9/9/9/9/9/4K4 w - 1") < 0); // gote's view
    }

    void squaresTheGoldsDefendAreNotWeak() // the gold on 3a guards 4b, the one on 6a 5b
    {
        QCOMPARE(weakSquareTerm("3gk1g2/9/5S3/9/9/9/9/9/4K4 b - 1"), 0);
    }

    // The rook on 5e reaches the eight other squares of its file and the eight of its rank; the
    // pawn on 3d guards 3e, which the rook then does not count.
    void mobilityCountsTheSquaresAPieceReaches()
    {
        const auto rookOnly = [](ai::EvalParams& p) { p.mobility[Rook] = 1; };
        QCOMPARE(termWith("8k/9/9/9/4R4/9/9/9/K8 b - 1", rookOnly), 16);
        QCOMPARE(termWith("8k/9/9/6p2/4R4/9/9/9/K8 b - 1", rookOnly), 15);
        QCOMPARE(termWith("8k/9/9/9/4R4/9/9/9/K8 w - 1", rookOnly), -16); // gote's view
    }

    // Gote's silver on 5e stands in front of sente's pawn on 5f; only the gold on 5d defends it.
    void pawnAttacksAndUndefendedPiecesAreThreats()
    {
        const auto byPawn = [](ai::EvalParams& p) { p.threatByPawn[Silver] = 1; };
        const auto hanging = [](ai::EvalParams& p) { p.hangingPiece[Silver] = 1; };
        QCOMPARE(termWith("4k4/9/9/4g4/4s4/4P4/9/9/4K4 b - 1", byPawn), 1);
        QCOMPARE(termWith("4k4/9/9/4g4/4s4/4P4/9/9/4K4 b - 1", hanging), 0);
        QCOMPARE(termWith("4k4/9/9/9/4s4/4P4/9/9/4K4 b - 1", hanging), 1);
    }

    // The rook on 1h controls 1f-1d of the middle ranks and attacks 1c-1a in gote's camp. A gote
    // pawn on 1c stops it there and takes 1d: two middle squares for sente, one for gote.
    void spaceCountsMiddleAndEnemyCampSquares()
    {
        const auto middle = [](ai::EvalParams& p) { p.space[0] = 1; };
        const auto camp = [](ai::EvalParams& p) { p.space[1] = 1; };
        QCOMPARE(termWith("4k4/9/9/9/9/9/9/8R/4K4 b - 1", middle), 3);
        QCOMPARE(termWith("4k4/9/9/9/9/9/9/8R/4K4 b - 1", camp), 3);
        QCOMPARE(termWith("4k4/9/8p/9/9/9/9/8R/4K4 b - 1", middle), 2 - 1);
        QCOMPARE(termWith("4k4/9/8p/9/9/9/9/8R/4K4 b - 1", camp), 1);
    }

    // Ranks count from the enemy's back rank: sente's silver on 5c and gote's on 5g both stand
    // on the third rank from it (index 2), and cancel out.
    void rankBonusCountsFromTheEnemyBackRank()
    {
        const auto thirdRank = [](ai::EvalParams& p) { p.rankBonus[Silver][2] = 1; };
        QCOMPARE(termWith("4k4/9/4S4/9/9/9/9/9/4K4 b - 1", thirdRank), 1);
        QCOMPARE(termWith("4k4/9/9/9/9/9/4s4/9/4K4 b - 1", thirdRank), -1);
        QCOMPARE(termWith("4k4/9/4S4/9/9/9/4s4/9/4K4 b - 1", thirdRank), 0);
        QCOMPARE(termWith("4k4/9/9/9/9/9/4S4/9/4K4 b - 1", thirdRank), 0);
    }

    // The search's cache of evaluations answers a key it holds without evaluating again, and
    // evaluates again for another key in the same entry and after a clear.
    // The game's progress: 1 for a pawn in hand, 2 for another piece in hand, a promoted piece
    // or a piece within two steps of the enemy king, 32 at most. Sente's silver on 5g is far
    // from gote's king.
    void progressBlendsOpeningAndEndgameWeights()
    {
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/4K4 b - 1", 64), 0); // the opening
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/4K4 b P 1", 64), 2); // 1/32 of the way
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/4K4 b R 1", 64), 4); // a rook: 2/32
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/4K4 w R 1", 64), -4); // gote's view
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/+P3K4 b - 1", 64), 4); // a tokin
        QCOMPARE(endgameSilverBonus("4k4/9/4G4/9/9/9/4S4/9/4K4 b - 1", 64), 4); // near the king
        QCOMPARE(endgameSilverBonus("4k4/9/9/9/9/9/4S4/9/4K4 b 2r2b4g2s4n4l18p 1", 64), 64);
    }

    void evalCacheRemembersByKey()
    {
        ai::EvalCache cache;
        int computed = 0;
        const auto evaluation = [&computed](ai::Value v) {
            return [&computed, v] {
                ++computed;
                return v;
            };
        };
        const uint64_t key = 0x1234'5678'9abc'def0ULL;
        const uint64_t sameEntry = key + ai::EvalCache::Size;
        QCOMPARE(cache.get(key, evaluation(10)), 10);
        QCOMPARE(cache.get(key, evaluation(99)), 10);
        QCOMPARE(computed, 1);
        QCOMPARE(cache.get(sameEntry, evaluation(-20)), -20);
        QCOMPARE(cache.get(key, evaluation(30)), 30);
        QCOMPARE(computed, 3);
        cache.clear();
        QCOMPARE(cache.get(key, evaluation(40)), 40);
        QCOMPARE(cache.get(0, evaluation(-7)), -7); // a key of 0 is a key like any other
        QCOMPARE(cache.get(0, evaluation(8)), -7);
        QCOMPARE(computed, 5);
    }
};

QTEST_APPLESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
