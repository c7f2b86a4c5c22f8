// RULES.md, "Board and men": the 9x9 board and the 20 pieces of each side in their places,
// sente first, alternate turns, no passing. (Furigoma has its own test, tst_furigoma.)
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestSetup : public QObject {
    Q_OBJECT

private slots:
    void boardAndSetup()
    {
        const Position pos;
        for (Color c : {Black, White}) {
            QCOMPARE(pos.pieces(c).popcount(), 20);
            QCOMPARE(pos.pieces(c, Pawn).popcount(), 9);
            QCOMPARE(pos.pieces(c, Gold).popcount(), 2);
            QCOMPARE(pos.pieces(c, Silver).popcount(), 2);
            QCOMPARE(pos.pieces(c, Knight).popcount(), 2);
            QCOMPARE(pos.pieces(c, Lance).popcount(), 2);
            QCOMPARE(pos.pieces(c, Bishop).popcount(), 1);
            QCOMPARE(pos.pieces(c, Rook).popcount(), 1);
            QCOMPARE(pos.pieces(c, King).popcount(), 1);
        }
        // Sente's rank 1 (rank i) from its left: L N S G K G S N L; bishop on its left (8h),
        // rook on its right (2h); pawns on rank g.
        const PieceType back[] = {Lance, Knight, Silver, Gold, King, Gold, Silver, Knight, Lance};
        for (int f = 0; f < 9; ++f) {
            QCOMPARE(pos.pieceOn(makeSquare(File(8 - f), Rank9)), makePiece(Black, back[f]));
            QCOMPARE(pos.pieceOn(makeSquare(File(f), Rank1)), makePiece(White, back[f]));
            QCOMPARE(pos.pieceOn(makeSquare(File(f), Rank7)), makePiece(Black, Pawn));
        }
        QCOMPARE(pos.pieceOn(sq("8h")), makePiece(Black, Bishop));
        QCOMPARE(pos.pieceOn(sq("2h")), makePiece(Black, Rook));
        QCOMPARE(pos.pieceOn(sq("2b")), makePiece(White, Bishop));
        QCOMPARE(pos.pieceOn(sq("8b")), makePiece(White, Rook));
    }

    void senteMovesFirstAndPlayersAlternate()
    {
        Position pos;
        QCOMPARE(pos.sideToMove(), Black);
        pos.doMove(usi("7g7f"));
        QCOMPARE(pos.sideToMove(), White);
        pos.doMove(usi("3c3d"));
        QCOMPARE(pos.sideToMove(), Black);
    }

    void passingIsNotAllowed()
    {
        const Position pos;
        QVERIFY(!pos.isLegal(Move::none()));
        for (Move m : MoveList<GenType::Legal>(pos)) QVERIFY(m.isDrop() || m.from() != m.to());
    }
};

QTEST_GUILESS_MAIN(TestSetup)
#include "tst_setup.moc"
