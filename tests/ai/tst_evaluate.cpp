// Terms of the static evaluation, each checked by switching its weight off.
#include "ai/evaluate.h"
#include "rules/position.h"

#include "../rules/rulestest.h"

#include <QTest>

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

// What the weak squares next to the kings (and, of them, the empty ones where a held piece could
// be dropped) add to the evaluation of the position.
int weakSquareTerm(const char* sfen, bool dropPointsOnly = false)
{
    ai::EvalParams without = ai::DefaultEvalParams;
    without.dropPointWeight = 0;
    if (!dropPointsOnly) without.weakSquareWeight = 0;
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos) - ai::evaluate(pos, without);
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

    // The same empty weak squares are landing squares only for a piece sente holds.
    void weakSquaresAreDropPointsForAHeldPiece()
    {
        QVERIFY(weakSquareTerm("4k4/9/5S3/9/9/9/9/9/4K4 b G 1", true) > 0);
        QCOMPARE(weakSquareTerm("4k4/9/5S3/9/9/9/9/9/4K4 b - 1", true), 0);
    }
};

QTEST_APPLESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
