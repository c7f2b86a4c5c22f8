// The board with the real shogi rules: hints are exactly core's legal moves, and the refusals,
// drops and promotions the rules decide reach the player as the board promises.
#include "board/boardview.h"
#include "game/catalog.h"
#include "board/promotiondialog.h"
#include "uitest.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;

Q_DECLARE_METATYPE(shogiban::BoardMove)
Q_DECLARE_METATYPE(shogiban::MoveRefusal)

namespace {

std::unique_ptr<GameRules> shogi(const char* sfen = "")
{
    GameSetup setup;
    setup.startPosition = sfen;
    SetupError error;
    auto rules = createRules(setup, &error);
    if (!rules) qWarning("%s", describe(error).c_str());
    return rules;
}

std::vector<BoardSquare> sorted(std::vector<BoardSquare> squares)
{
    std::sort(squares.begin(), squares.end(), [](BoardSquare a, BoardSquare b) {
        return std::pair(a.file, a.rank) < std::pair(b.file, b.rank);
    });
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
    return squares;
}

struct Board {
    explicit Board(const char* sfen = "")
        : rules(shogi(sfen))
    {
        view.setRules(rules.get());
        view.resize(900, 640);
        view.show();
    }
    QPoint at(BoardSquare s) const { return centreOf(view.squareRect(s)); }
    void drag(QPoint from, QPoint to)
    {
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QTest::mouseMove(&view, (from + to) / 2);
        QTest::mouseMove(&view, to);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, to);
    }

    std::unique_ptr<GameRules> rules;
    BoardView view;
    QSignalSpy chosen{&view, &BoardView::moveChosen};
    QSignalSpy refused{&view, &BoardView::moveRefused};
};

} // namespace

class TestBoardShogi : public QObject {
    Q_OBJECT
private slots:
    void hintSquaresEqualCoreLegalMovesForEveryPiece()
    {
        Board b;
        QVERIFY(b.rules);
        int checked = 0;
        for (int file = 0; file < 9; ++file)
            for (int rank = 0; rank < 9; ++rank) {
                const BoardSquare square{file, rank};
                if (b.rules->pieceAt(square).color != Black || b.rules->pieceAt(square).empty())
                    continue;
                std::vector<BoardSquare> expected;
                for (const BoardMove& m : b.rules->legalMoves())
                    if (!m.isDrop() && m.from == square) expected.push_back(m.to);
                QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.at(square));
                QCOMPARE(sorted(b.view.hintSquares()), sorted(expected));
                QTest::keyClick(&b.view, Qt::Key_Escape);
                QVERIFY(b.view.hintSquares().empty());
                ++checked;
            }
        QCOMPARE(checked, 20);
        QCOMPARE(b.chosen.count(), 0);
    }
    void dropHintsEqualCoreLegalDrops()
    {
        Board b("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
        std::vector<BoardSquare> expected;
        for (const BoardMove& m : b.rules->legalMoves())
            if (m.drop == Pawn) expected.push_back(m.to);
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, centreOf(b.view.handSlotRect(Black, Pawn)));
        QCOMPARE(sorted(b.view.hintSquares()), sorted(expected));
    }
    void nifuDropIsRefusedWithItsReason()
    {
        Board b("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
        b.drag(centreOf(b.view.handSlotRect(Black, Pawn)), b.at({4, 4}));
        QCOMPARE(b.chosen.count(), 0);
        QCOMPARE(b.refused.count(), 1);
        QCOMPARE(b.refused.first().first().value<RefusalReason>().refusal, MoveRefusal::Nifu);
        b.drag(centreOf(b.view.handSlotRect(Black, Pawn)), b.at({3, 4}));
        QCOMPARE(b.chosen.count(), 1);
        QCOMPARE(b.chosen.first().first().value<BoardMove>(), (BoardMove{{}, {3, 4}, Pawn, false}));
    }
    void aPawnOnTheLastRankPromotesWithoutAsking()
    {
        Board b("4k4/P8/9/9/9/9/9/9/4K4 b - 1");
        b.drag(b.at({8, 1}), b.at({8, 0}));
        QCOMPARE(b.chosen.count(), 1);
        QCOMPARE(b.chosen.first().first().value<BoardMove>(),
            (BoardMove{{8, 1}, {8, 0}, NoPieceType, true}));
        QVERIFY(!b.view.findChild<PromotionDialog*>());
    }
    void aSilverEnteringTheZoneAsks()
    {
        Board b("k8/9/9/4S4/9/9/9/9/4K4 b - 1");
        b.drag(b.at({4, 3}), b.at({4, 2}));
        QCOMPARE(b.chosen.count(), 0);
        PromotionDialog* dialog = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (dialog = b.view.findChild<PromotionDialog*>()); }));
        QTest::keyClick(dialog, Qt::Key_N);
        QCOMPARE(b.chosen.first().first().value<BoardMove>(),
            (BoardMove{{4, 3}, {4, 2}, NoPieceType, false}));
    }
    // Picked up with a click and put down with another: the reason is the piece's own (a pawn
    // two squares ahead). The selection the move clears was read after it was gone, and the
    // window said "You have no such piece in hand."
    void aClickedMoveIsRefusedForItsOwnReason()
    {
        Board b;
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.at({6, 6}));
        QTest::mouseMove(&b.view, b.at({6, 5}));
        QTest::mouseMove(&b.view, b.at({6, 4}));
        QTest::mouseClick(&b.view, Qt::LeftButton, {}, b.at({6, 4}));
        QCOMPARE(b.chosen.count(), 0);
        QCOMPARE(b.refused.count(), 1);
        const auto reason = b.refused.first().first().value<RefusalReason>();
        QCOMPARE(reason.refusal, MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(reason.piece, Pawn);
    }
    void aMoveThatLeavesTheKingInCheckIsRefused()
    {
        // The gold on 5h is pinned by the rook on 5a.
        Board b("4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
        b.drag(b.at({4, 7}), b.at({3, 7}));
        QCOMPARE(b.refused.count(), 1);
        QCOMPARE(b.refused.first().first().value<RefusalReason>().refusal, MoveRefusal::LeavesKingInCheck);
    }
};

QTEST_MAIN(TestBoardShogi)
#include "tst_boardshogi.moc"
