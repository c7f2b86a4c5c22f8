// Movement patterns on an empty board (learning mode and the international piece signs).
#include "game/movement.h"
#include "game/catalog.h"
#include "rules/movepattern.h"

#include <QTest>

#include <algorithm>

using namespace shogiban;

namespace {

bool reaches(const std::vector<PatternSquare>& pattern, int file, int rank, StepKind kind)
{
    return std::find(pattern.begin(), pattern.end(), PatternSquare{{file, rank}, kind})
        != pattern.end();
}

} // namespace

class TestMovePattern : public QObject {
    Q_OBJECT
private slots:
    void pawnStepsForwardForEachColour()
    {
        const auto black = movementPattern(pieceSteps(Pawn), Black, {4, 4});
        QCOMPARE(black.size(), size_t(1));
        QVERIFY(reaches(black, 4, 3, StepKind::Step));
        const auto white = movementPattern(pieceSteps(Pawn), White, {4, 4});
        QVERIFY(reaches(white, 4, 5, StepKind::Step));
    }
    void knightJumpsTwoForwardOneAside()
    {
        const auto pattern = movementPattern(pieceSteps(Knight), Black, {4, 4});
        QCOMPARE(pattern.size(), size_t(2));
        QVERIFY(reaches(pattern, 3, 2, StepKind::Jump));
        QVERIFY(reaches(pattern, 5, 2, StepKind::Jump));
    }
    void rookSlidesToTheEdges()
    {
        const auto pattern = movementPattern(pieceSteps(Rook), Black, {4, 4});
        QCOMPARE(pattern.size(), size_t(16));
        QVERIFY(reaches(pattern, 4, 0, StepKind::Slide));
        QVERIFY(reaches(pattern, 0, 4, StepKind::Slide));
    }
    void dragonAddsDiagonalSteps()
    {
        const auto pattern = movementPattern(pieceSteps(Dragon), White, {0, 0});
        QCOMPARE(pattern.size(), size_t(17));
        QVERIFY(reaches(pattern, 1, 1, StepKind::Step));
    }
    void goldAndSilverDiffer()
    {
        const auto gold = movementPattern(pieceSteps(Gold), Black, {4, 4});
        const auto silver = movementPattern(pieceSteps(Silver), Black, {4, 4});
        QCOMPARE(gold.size(), size_t(6));
        QCOMPARE(silver.size(), size_t(5));
        QVERIFY(reaches(gold, 4, 5, StepKind::Step)); // straight back
        QVERIFY(reaches(silver, 3, 5, StepKind::Step)); // diagonally back
        QCOMPARE(pieceSteps(ProSilver), pieceSteps(Gold));
    }
    void patternStopsAtTheBoardEdge()
    {
        QCOMPARE(movementPattern(pieceSteps(King), Black, {0, 0}).size(), size_t(3));
        QCOMPARE(movementPattern(pieceSteps(Lance), Black, {2, 0}).size(), size_t(0));
    }
    void hasamiMenMoveLikeRooksAndJumpInDaiHasami()
    {
        const auto classic = movementPattern(hasamiSteps(GameKind::Hasami), Black, {4, 8});
        QCOMPARE(classic.size(), size_t(16));
        const auto dai = movementPattern(hasamiSteps(GameKind::DaiHasami), Black, {4, 4});
        QVERIFY(reaches(dai, 4, 2, StepKind::Jump));
        const auto makYek = movementPattern(hasamiSteps(GameKind::MakYek), Black, {0, 7}, 8, 8);
        QCOMPARE(makYek.size(), size_t(14));
        const auto shortMoves = movementPattern(hasamiSteps(GameKind::Hasami, true), Black, {4, 4});
        QCOMPARE(shortMoves.size(), size_t(4));
    }
    void movementFollowsTheGameAndVariant()
    {
        const auto steps = [](GameKind kind, const char* variant, PieceType type) {
            GameSetup setup;
            setup.kind = kind;
            setup.variant = variant;
            const auto rules = createRules(setup);
            return rules ? movementSteps(*rules, type) : std::vector<MoveStep>{};
        };
        QCOMPARE(steps(GameKind::Shogi, "", Silver), pieceSteps(Silver));
        QCOMPARE(steps(GameKind::Hasami, "", Pawn), hasamiSteps(GameKind::Hasami));
        QCOMPARE(steps(GameKind::Hasami, "one-step", Pawn), hasamiSteps(GameKind::Hasami, true));
        const auto daiOneStep = steps(GameKind::DaiHasami, "dai-one-step", Pawn);
        QCOMPARE(daiOneStep, hasamiManSteps(true, true));
        QCOMPARE(daiOneStep.size(), size_t(8));
    }
};

QTEST_MAIN(TestMovePattern)
#include "tst_movepattern.moc"
