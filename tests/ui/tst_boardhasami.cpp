// The board with the real hasami rules: men move by dragging, hints are exactly the rules' legal
// moves, a custodian capture is previewed and played, and captured men are counted.
#include "board/boardview.h"
#include "game/catalog.h"
#include "uitest.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;

Q_DECLARE_METATYPE(shogiban::BoardMove)

namespace {

// Black's man on 1d can slide to 5d and enclose white's man on 5e against black's man on 5f.
constexpr const char* CapturePosition = "wwwwwwww1/9/9/8b/4w4/4b4/9/9/9 b 0 0";
constexpr BoardSquare From{0, 3};
constexpr BoardSquare To{4, 3};
constexpr BoardSquare Enclosed{4, 4};

std::unique_ptr<GameRules> hasamiRules(const char* position, const char* variant = "")
{
    GameSetup setup;
    setup.kind = GameKind::Hasami;
    setup.variant = variant;
    setup.startPosition = position;
    return createRules(setup);
}

// Shows the board in learning mode, at a size where every square can be pointed at.
void showInLearningMode(BoardView& view, const GameRules* rules)
{
    view.setRules(rules);
    view.setLearningMode(true);
    view.resize(800, 560);
    view.show();
}

std::vector<BoardSquare> sorted(std::vector<BoardSquare> squares)
{
    std::sort(squares.begin(), squares.end(), [](BoardSquare a, BoardSquare b) {
        return std::pair(a.file, a.rank) < std::pair(b.file, b.rank);
    });
    return squares;
}

} // namespace

class TestBoardHasami : public QObject {
    Q_OBJECT
private slots:
    void hintsAreTheRulesLegalMoves()
    {
        const auto rules = hasamiRules(CapturePosition);
        QVERIFY(rules);
        BoardView view;
        view.setRules(rules.get());
        view.resize(800, 560);
        view.show();
        QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view.squareRect(From)));
        std::vector<BoardSquare> expected;
        for (const BoardMove& m : rules->legalMoves())
            if (m.from == From) expected.push_back(m.to);
        QVERIFY(!expected.empty());
        QCOMPARE(sorted(view.hintSquares()), sorted(expected));
    }
    void aCaptureIsPreviewedAndPlayedByDragging()
    {
        const auto rules = hasamiRules(CapturePosition);
        BoardView view;
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        connect(&view, &BoardView::moveChosen, &view, [&](const BoardMove& move) {
            QVERIFY(rules->play(move));
            view.refresh();
        });
        view.setRules(rules.get());
        view.resize(800, 560);
        view.show();
        const QPoint from = centreOf(view.squareRect(From));
        const QPoint to = centreOf(view.squareRect(To));
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QTest::mouseMove(&view, (from + to) / 2);
        QTest::mouseMove(&view, to);
        QCOMPARE(view.captureSquares(), std::vector<BoardSquare>{Enclosed});
        QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
        QCOMPARE(chosen.count(), 1);
        QVERIFY(rules->pieceAt(Enclosed).empty());
        QCOMPARE(rules->standCount(Black, Pawn), 1);
        QVERIFY(view.handSlotRect(Black, Pawn).isValid());
    }
    void learningModeExplainsHowMenMove()
    {
        const auto rules = hasamiRules(CapturePosition);
        BoardView view;
        showInLearningMode(view, rules.get());
        QTest::mouseMove(&view, centreOf(view.squareRect(From)));
        QVERIFY(view.learningText().contains(QStringLiteral("rook")));
        QVERIFY(!view.learningText().contains(QStringLiteral("dashed ring"))); // no jumps
        QCOMPARE(view.patternSquares().size(), size_t(16));
    }
    void learningModeFollowsTheOneStepVariant()
    {
        const auto rules = hasamiRules("", "one-step");
        QVERIFY(rules);
        BoardView view;
        showInLearningMode(view, rules.get());
        QTest::mouseMove(&view, centreOf(view.squareRect({4, 8})));
        QCOMPARE(view.patternSquares().size(), size_t(3)); // up, left, right
    }
    void learningModeExplainsTheDashedRingOfAJump()
    {
        GameSetup setup;
        setup.kind = GameKind::DaiHasami;
        const auto rules = createRules(setup);
        QVERIFY(rules);
        BoardView view;
        showInLearningMode(view, rules.get());
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::mouseMove(&view, centreOf(view.squareRect({0, 4}))); // away first: a move to
        QTest::mouseMove(&view, centreOf(view.squareRect({4, 8}))); // where it is is no move
        const std::vector<PatternSquare> pattern = view.patternSquares(); // of 5i, behind 5h
        QVERIFY(std::any_of(pattern.begin(), pattern.end(), [](const PatternSquare& reach) {
            return reach.kind == StepKind::Jump && reach.square == BoardSquare{4, 6};
        }));
        QVERIFY(view.learningText().contains(QStringLiteral("dashed ring")));
    }
};

QTEST_MAIN(TestBoardHasami)
#include "tst_boardhasami.moc"
