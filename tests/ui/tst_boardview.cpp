// Moving pieces on the board widget: drag and click-click, drops from the stand, refused moves,
// the promotion dialog, hints, flip, learning mode and animations.
#include "board/boardview.h"
#include "board/promotiondialog.h"
#include "scriptedrules.h"
#include "uitest.h"

#include <QAbstractButton>
#include <QSignalSpy>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;
using namespace shogiban::test;

Q_DECLARE_METATYPE(shogiban::BoardMove)
Q_DECLARE_METATYPE(shogiban::MoveRefusal)

namespace {

constexpr BoardSquare P77{6, 6};
constexpr BoardSquare P76{6, 5};
constexpr BoardSquare P75{6, 4};

BoardMove normal(BoardSquare from, BoardSquare to, bool promote = false)
{
    return BoardMove{from, to, NoPieceType, promote};
}

BoardMove drop(PieceType type, BoardSquare to)
{
    return BoardMove{{}, to, type, false};
}

void drag(QWidget* w, QPoint from, QPoint to)
{
    QTest::mousePress(w, Qt::LeftButton, {}, from);
    QTest::mouseMove(w, (from + to) / 2);
    QTest::mouseMove(w, to);
    QTest::mouseRelease(w, Qt::LeftButton, {}, to);
}

void click(QWidget* w, QPoint at)
{
    QTest::mouseClick(w, Qt::LeftButton, {}, at);
}

class Fixture {
public:
    Fixture()
    {
        placeStartPosition(rules);
        rules.setLegal({normal(P77, P76)});
        view.setRules(&rules);
        view.resize(900, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    QPoint at(BoardSquare s) const { return centreOf(view.squareRect(s)); }
    QPoint atHand(Color c, PieceType t) const { return centreOf(view.handSlotRect(c, t)); }

    ScriptedRules rules;
    BoardView view;
    QSignalSpy chosen{&view, &BoardView::moveChosen};
    QSignalSpy refused{&view, &BoardView::moveRefused};
};

// The promotion dialog once it shows; null (and the caller's QVERIFY fails) if it never does.
PromotionDialog* waitForDialog(BoardView& view)
{
    PromotionDialog* dialog = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        dialog = view.findChild<PromotionDialog*>();
        return dialog && dialog->isVisible();
    });
    return shown ? dialog : nullptr;
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void dragToALegalSquareChoosesTheMove()
    {
        Fixture f;
        drag(&f.view, f.at(P77), f.at(P76));
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76));
        QCOMPARE(f.refused.count(), 0);
    }
    void dragToAnIllegalSquareSendsThePieceBack()
    {
        Fixture f;
        drag(&f.view, f.at(P77), f.at(P75));
        QCOMPARE(f.chosen.count(), 0);
        QCOMPARE(f.refused.count(), 1);
        QCOMPARE(f.refused.first().first().value<RefusalReason>().refusal, MoveRefusal::PieceCannotMoveThere);
        QTRY_VERIFY(!f.view.isAnimating());
        // Still there and still movable.
        drag(&f.view, f.at(P77), f.at(P76));
        QCOMPARE(f.chosen.count(), 1);
    }
    void dragOffTheBoardChangesNothing()
    {
        Fixture f;
        drag(&f.view, f.at(P77), QPoint(2, 2));
        QCOMPARE(f.chosen.count() + f.refused.count(), 0);
    }
    void clickThenClickDestination()
    {
        Fixture f;
        click(&f.view, f.at(P77));
        QCOMPARE(f.chosen.count(), 0);
        click(&f.view, f.at(P76));
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76));
    }
    void clickingTheSelectedPieceAgainPutsItDown()
    {
        Fixture f;
        click(&f.view, f.at(P77));
        QVERIFY(!f.view.hintSquares().empty());
        click(&f.view, f.at(P77));
        QVERIFY(f.view.hintSquares().empty());
        click(&f.view, f.at(P76));
        QCOMPARE(f.chosen.count(), 0);
    }
    void opponentPiecesAndNonInteractiveBoardsDoNotMove()
    {
        Fixture f;
        f.rules.setLegal({normal({6, 2}, {6, 3})});
        f.view.refresh();
        drag(&f.view, f.at({6, 2}), f.at({6, 3})); // white's pawn, black to move
        f.rules.setLegal({normal(P77, P76)});
        f.view.setInteractive(false);
        drag(&f.view, f.at(P77), f.at(P76));
        click(&f.view, f.at(P77));
        click(&f.view, f.at(P76));
        QCOMPARE(f.chosen.count(), 0);
    }
    void dropFromTheStandByDragAndByClicks()
    {
        Fixture f;
        f.rules.setHand(Black, Pawn, 2);
        f.rules.setLegal({drop(Pawn, {4, 4})});
        f.view.refresh();
        drag(&f.view, f.atHand(Black, Pawn), f.at({4, 4}));
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), drop(Pawn, {4, 4}));
        f.view.refresh();
        click(&f.view, f.atHand(Black, Pawn));
        click(&f.view, f.at({4, 4}));
        QCOMPARE(f.chosen.count(), 2);
    }
    void anIllegalDropReturnsThePieceWithTheReason()
    {
        Fixture f;
        f.rules.setHand(Black, Pawn, 1);
        f.rules.setLegal({drop(Pawn, {4, 4})});
        f.rules.setRefusal(MoveRefusal::Nifu);
        f.view.refresh();
        drag(&f.view, f.atHand(Black, Pawn), f.at({4, 3}));
        QCOMPARE(f.chosen.count(), 0);
        QCOMPARE(f.refused.count(), 1);
        QCOMPARE(f.refused.first().first().value<RefusalReason>().refusal, MoveRefusal::Nifu);
    }
    void optionalPromotionAcceptedByKey()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76), normal(P77, P76, true)});
        f.view.refresh();
        drag(&f.view, f.at(P77), f.at(P76));
        QCOMPARE(f.chosen.count(), 0);
        PromotionDialog* dialog = waitForDialog(f.view);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_P);
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76, true));
    }
    void optionalPromotionDeclinedByArrowAndEnter()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76, true), normal(P77, P76)});
        f.view.refresh();
        click(&f.view, f.at(P77));
        click(&f.view, f.at(P76));
        PromotionDialog* dialog = waitForDialog(f.view);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_Right);
        QTest::keyClick(dialog, Qt::Key_Return);
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76, false));
    }
    void optionalPromotionDeclinedByKeyN()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76), normal(P77, P76, true)});
        f.view.refresh();
        drag(&f.view, f.at(P77), f.at(P76));
        PromotionDialog* dialog = waitForDialog(f.view);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_N);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76, false));
    }
    void optionalPromotionChosenWithTheMouse()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76), normal(P77, P76, true)});
        f.view.refresh();
        drag(&f.view, f.at(P77), f.at(P76));
        PromotionDialog* dialog = waitForDialog(f.view);
        QVERIFY(dialog);
        const auto faces = dialog->findChildren<QAbstractButton*>();
        QCOMPARE(faces.size(), 2);
        QTest::mouseClick(faces.first(), Qt::LeftButton);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76, true));
    }
    void escapeInThePromotionDialogCancelsTheMove()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76), normal(P77, P76, true)});
        f.view.refresh();
        drag(&f.view, f.at(P77), f.at(P76));
        PromotionDialog* dialog = waitForDialog(f.view);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!f.view.findChild<PromotionDialog*>());
        QCOMPARE(f.chosen.count(), 0);
        QCOMPARE(f.refused.count(), 0);
        // The piece is back and can move again.
        click(&f.view, f.at(P77));
        QVERIFY(!f.view.hintSquares().empty());
    }
    void compulsoryPromotionNeedsNoDialog()
    {
        Fixture f;
        f.rules.setLegal({normal(P77, P76, true)});
        f.view.refresh();
        drag(&f.view, f.at(P77), f.at(P76));
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76, true));
        QVERIFY(!f.view.findChild<PromotionDialog*>());
    }
    void hintsFollowTheHintMode()
    {
        Fixture f;
        const std::vector<BoardSquare> targets = {{7, 6}, {7, 5}, {7, 4}};
        f.rules.setLegal({normal({7, 7}, targets[0]), normal({7, 7}, targets[1]),
            normal({7, 7}, targets[2]), normal(P77, P76)});
        f.view.refresh();
        click(&f.view, f.at({7, 7}));
        QCOMPARE(f.view.hintSquares(), targets);
        f.view.setHintMode(HintMode::Never);
        QVERIFY(f.view.hintSquares().empty());
        f.view.setHintMode(HintMode::LearningOnly);
        QVERIFY(f.view.hintSquares().empty());
        f.view.setLearningMode(true);
        QCOMPARE(f.view.hintSquares(), targets);
    }
    void flippedBoardPutsGoteAtTheBottom()
    {
        Fixture f;
        const QRectF normalSquare = f.view.squareRect(P77);
        QVERIFY(!f.view.isFlipped());
        f.view.setFlipped(true);
        QVERIFY(f.view.isFlipped());
        const QRectF flippedSquare = f.view.squareRect(P77);
        QVERIFY(flippedSquare.center().y() < f.view.height() / 2);
        QVERIFY(normalSquare.center().y() > f.view.height() / 2);
        QVERIFY(f.view.handSlotRect(Black, Pawn).center().y() < f.view.height() / 2);
        click(&f.view, f.at(P77));
        click(&f.view, f.at(P76));
        QCOMPARE(f.chosen.count(), 1);
    }
    void learningModeExplainsPiecesAndRefusals()
    {
        Fixture f;
        QSignalSpy texts(&f.view, &BoardView::learningTextChanged);
        f.view.setLearningMode(true);
        QTest::mouseMove(&f.view, f.at({7, 7})); // black's bishop
        QVERIFY(f.view.learningText().contains(QStringLiteral("diagonally")));
        QVERIFY(!f.view.patternSquares().empty());
        QVERIFY(texts.count() >= 1);
        click(&f.view, f.at(P77));
        QTest::mouseMove(&f.view, f.at(P75));
        QVERIFY(!f.view.learningText().isEmpty());
        QCOMPARE(f.view.toolTip(), f.view.learningText());
        f.view.setLearningMode(false);
        QVERIFY(f.view.learningText().isEmpty());
    }
    void learningModeShowsDropSquaresOfAPieceInHand()
    {
        Fixture f;
        f.rules.setHand(Black, Pawn, 1);
        f.rules.setLegal({drop(Pawn, {4, 4}), drop(Pawn, {4, 5})});
        f.view.setHintMode(HintMode::Never);
        f.view.setLearningMode(true);
        f.view.refresh();
        QTest::mouseMove(&f.view, f.atHand(Black, Pawn));
        QCOMPARE(f.view.hintSquares(), (std::vector<BoardSquare>{{4, 4}, {4, 5}}));
        QVERIFY(f.view.learningText().contains(QStringLiteral("nifu")));
    }
    void animateMoveCallsBackWhenThePieceArrives()
    {
        Fixture f;
        bool arrived = false;
        f.view.animateMove(normal(P77, P76), [&] { arrived = true; });
        QVERIFY(f.view.isAnimating());
        QTRY_VERIFY(arrived);
        QVERIFY(!f.view.isAnimating());
        f.view.setAnimationDuration(0);
        arrived = false;
        f.view.animateMove(normal(P77, P76), [&] { arrived = true; });
        QVERIFY(arrived);
    }

    void keyboardCursorPicksUpAndPutsDown()
    {
        Fixture f;
        f.view.setFocus();
        QVERIFY(!f.view.keyboardCursor());
        // The first arrow shows the cursor on the middle square, 5e.
        QTest::keyClick(&f.view, Qt::Key_Up);
        QCOMPARE(f.view.keyboardCursor()->square, (BoardSquare{4, 4}));
        // Down twice and left twice, as sente sees the board: 7g.
        for (Qt::Key key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Left, Qt::Key_Left})
            QTest::keyClick(&f.view, key);
        QCOMPARE(f.view.keyboardCursor()->square, P77);
        QTest::keyClick(&f.view, Qt::Key_Return); // picks the pawn up: its hint shows
        QCOMPARE(f.view.hintSquares(), std::vector<BoardSquare>{P76});
        QTest::keyClick(&f.view, Qt::Key_Up);
        QTest::keyClick(&f.view, Qt::Key_Up); // 7e: not where the pawn goes
        QTest::keyClick(&f.view, Qt::Key_Space);
        QCOMPARE(f.refused.count(), 1);
        QCOMPARE(f.refused.first().first().value<RefusalReason>().refusal, MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(f.chosen.count(), 0);
        QTest::keyClick(&f.view, Qt::Key_Down);
        QTest::keyClick(&f.view, Qt::Key_Down);
        QTest::keyClick(&f.view, Qt::Key_Return); // picks it up again
        QTest::keyClick(&f.view, Qt::Key_Escape); // and puts it back
        QVERIFY(f.view.hintSquares().empty());
        QTest::keyClick(&f.view, Qt::Key_Return);
        QTest::keyClick(&f.view, Qt::Key_Up);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), normal(P77, P76));
    }

    void keyboardCursorFollowsAFlippedBoard()
    {
        Fixture f;
        f.view.setFlipped(true);
        f.view.setFocus();
        QTest::keyClick(&f.view, Qt::Key_Up);
        // On a flipped board up is towards rank i and left towards file 1.
        QTest::keyClick(&f.view, Qt::Key_Up);
        QTest::keyClick(&f.view, Qt::Key_Left);
        QCOMPARE(f.view.keyboardCursor()->square, (BoardSquare{3, 5}));
    }

    void keyboardCursorReachesTheStandAndDrops()
    {
        Fixture f;
        f.rules.setHand(Black, Bishop, 1);
        f.rules.setHand(Black, Pawn, 2);
        f.rules.setLegal({drop(Bishop, {4, 4}), drop(Pawn, {4, 4})});
        f.view.refresh();
        f.view.setFocus();
        QTest::keyClick(&f.view, Qt::Key_Up); // the cursor comes out on 5e
        for (int i = 0; i < 5; ++i) QTest::keyClick(&f.view, Qt::Key_Right); // off file 1
        QVERIFY(f.view.keyboardCursor()->fromHand());
        QCOMPARE(f.view.keyboardCursor()->color, Black);
        QCOMPARE(f.view.keyboardCursor()->handKind, Bishop);
        QTest::keyClick(&f.view, Qt::Key_Down); // the next kind held: the pawns
        QCOMPARE(f.view.keyboardCursor()->handKind, Pawn);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QTest::keyClick(&f.view, Qt::Key_Left); // back onto the board, at 1i
        QCOMPARE(f.view.keyboardCursor()->square, (BoardSquare{0, 8}));
        for (int i = 0; i < 4; ++i) QTest::keyClick(&f.view, Qt::Key_Up);
        for (int i = 0; i < 4; ++i) QTest::keyClick(&f.view, Qt::Key_Left);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.chosen.count(), 1);
        QCOMPARE(f.chosen.first().first().value<BoardMove>(), drop(Pawn, {4, 4}));
    }

    void aPieceClickedWhileTheBoardIsReadOnlyIsReported()
    {
        Fixture f;
        QSignalSpy blocked(&f.view, &BoardView::moveBlocked);
        f.view.setInteractive(false);
        click(&f.view, f.at(P77));
        QCOMPARE(blocked.count(), 1);
        click(&f.view, f.at(P75)); // an empty square says nothing
        QCOMPARE(blocked.count(), 1);
        QCOMPARE(f.chosen.count(), 0);
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
