// The position editor's model (core/rules/setupposition.h): every reason the rules refuse a
// position set up by hand, with the square or the kind it concerns; tsume mode's rest of the
// set; turning pieces over and giving them to the other player; the SFEN it writes.
#include "rules/handicap.h"
#include "rules/setupposition.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

namespace {

Piece black(PieceType t)
{
    return makePiece(Black, t);
}
Piece white(PieceType t)
{
    return makePiece(White, t);
}

// Gote's king on 5a: the least a playable position needs.
SetupPosition withGoteKing()
{
    SetupPosition setup;
    setup.put(sq("5a"), white(King));
    return setup;
}

} // namespace

class TestSetupPosition : public QObject {
    Q_OBJECT

private slots:
    void writesTheSfenPositionWrites_data()
    {
        QTest::addColumn<QString>("sfen");
        for (Handicap h : AllHandicaps)
            QTest::newRow(std::string(handicapId(h)).c_str())
                << QString::fromLatin1(handicapSfen(h).data(), qsizetype(handicapSfen(h).size()));
        QTest::newRow("hands") << "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";
        QTest::newRow("promoted") << "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w "
                                     "GR5pnsg 1";
    }
    void writesTheSfenPositionWrites()
    {
        QFETCH(QString, sfen);
        const Position pos = positionFrom(sfen.toStdString());
        const SetupPosition setup(pos);
        QCOMPARE(setup.sfen(), pos.sfen());
        QVERIFY(!setup.problem());
    }

    void emptyBoardLacksGotesKing()
    {
        SetupPosition setup;
        QCOMPARE(setup.sfen(), std::string("9/9/9/9/9/9/9/9/9 b - 1"));
        const auto problem = setup.problem();
        QVERIFY(problem);
        QCOMPARE(problem->error.code, SfenErrorCode::MissingKing);
        QVERIFY(!problem->square);
    }

    void senteWithoutKingIsATsumeProblem()
    {
        SetupPosition setup = withGoteKing();
        setup.setHandCount(Black, Gold, 1);
        QVERIFY(!setup.problem());
    }

    // Each refusal the rules can give a position set up by hand, with the square marked.
    void refusals_data()
    {
        QTest::addColumn<QString>("square"); // where the offending piece is put
        QTest::addColumn<int>("piece");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("marked"); // the square the problem names ("" none)
        QTest::newRow("two gote kings")
            << "5i" << int(white(King)) << int(SfenErrorCode::DuplicateKing) << "5i";
        QTest::newRow("sente pawn on the last rank")
            << "3a" << int(black(Pawn)) << int(SfenErrorCode::DeadSquare) << "3a";
        QTest::newRow("gote knight on the eighth rank")
            << "7h" << int(white(Knight)) << int(SfenErrorCode::DeadSquare) << "7h";
        QTest::newRow("sente lance on the first rank")
            << "1a" << int(black(Lance)) << int(SfenErrorCode::DeadSquare) << "1a";
        QTest::newRow("nifu") << "5g" << int(black(Pawn)) << int(SfenErrorCode::Nifu) << "5g";
        QTest::newRow("gote in check with sente to move")
            << "5b" << int(black(Gold)) << int(SfenErrorCode::OpponentInCheck) << "5a";
    }
    void refusals()
    {
        QFETCH(QString, square);
        QFETCH(int, piece);
        QFETCH(int, code);
        QFETCH(QString, marked);
        SetupPosition setup = withGoteKing();
        setup.put(sq("5e"), black(Pawn)); // a pawn already on the 5 file for nifu
        QVERIFY(!setup.problem());
        setup.put(sq(square.toStdString()), Piece(piece));
        const auto problem = setup.problem();
        QVERIFY(problem);
        QCOMPARE(int(problem->error.code), code);
        QVERIFY(problem->square);
        QCOMPARE(int(*problem->square), int(sq(marked.toStdString())));
    }

    void promotedPawnsAreNoNifu()
    {
        SetupPosition setup = withGoteKing();
        setup.put(sq("5e"), black(Pawn));
        setup.put(sq("5g"), black(ProPawn));
        setup.put(sq("5c"), white(Pawn));
        QVERIFY(!setup.problem());
    }

    void tooManyPiecesNamesTheKind()
    {
        SetupPosition setup = withGoteKing();
        setup.setHandCount(Black, Rook, 2);
        QVERIFY(!setup.problem());
        setup.put(sq("2h"), white(Dragon)); // a third rook, promoted
        auto problem = setup.problem();
        QVERIFY(problem);
        QCOMPARE(problem->error.code, SfenErrorCode::TooManyPieces);
        QCOMPARE(problem->kind, Rook);
        QCOMPARE(int(*problem->square), int(sq("2h")));

        setup.put(sq("2h"), NoPiece);
        setup.setHandCount(White, Bishop, 2);
        setup.setHandCount(Black, Bishop, 1); // three bishops in the hands alone
        problem = setup.problem();
        QVERIFY(problem);
        QCOMPARE(problem->error.code, SfenErrorCode::TooManyPieces);
        QCOMPARE(problem->kind, Bishop);
        QVERIFY(!problem->square);
    }

    void handCountsStayWithinASet()
    {
        SetupPosition setup;
        setup.setHandCount(Black, Pawn, 30);
        QCOMPARE(setup.handCount(Black, Pawn), 18);
        setup.setHandCount(Black, Pawn, -1);
        QCOMPARE(setup.handCount(Black, Pawn), 0);
        setup.setHandCount(White, Rook, 3);
        QCOMPARE(setup.handCount(White, Rook), 2);
    }

    // Tsume mode: every piece of the set not on the board or in the attacker's hand is the
    // defender's; kings never go to a hand.
    void restOfTheSetGoesToTheDefender()
    {
        SetupPosition setup = withGoteKing();
        setup.put(sq("5c"), black(Pawn));
        setup.put(sq("4a"), white(ProSilver));
        setup.setHandCount(Black, Gold, 1);
        setup.giveRestTo(White);
        QCOMPARE(setup.handCount(White, Pawn), 17);
        QCOMPARE(setup.handCount(White, Silver), 3);
        QCOMPARE(setup.handCount(White, Gold), 3);
        QCOMPARE(setup.handCount(White, Rook), 2);
        QCOMPARE(setup.handCount(White, Bishop), 2);
        QCOMPARE(setup.handCount(White, Knight), 4);
        QCOMPARE(setup.handCount(White, Lance), 4);
        QCOMPARE(setup.sfen(), std::string("4k+s3/9/4P4/9/9/9/9/9/9 b G2r2b3g3s4n4l17p 1"));
        QVERIFY(!setup.problem());
        for (PieceType kind : Hand::Kinds) QCOMPARE(setup.piecesLeft(kind), 0);
        QCOMPARE(setup.piecesLeft(King), 1);
        // More than a set elsewhere leaves nothing for the defender (and the rules refuse it).
        setup.setHandCount(Black, Gold, 4);
        setup.put(sq("9i"), black(Gold));
        setup.giveRestTo(White);
        QCOMPARE(setup.handCount(White, Gold), 0);
        QCOMPARE(setup.problem()->error.code, SfenErrorCode::TooManyPieces);
    }

    void piecesTurnOverAndChangeHands()
    {
        QCOMPARE(turnedOver(black(Pawn)), black(ProPawn));
        QCOMPARE(turnedOver(black(ProPawn)), black(Pawn));
        QCOMPARE(turnedOver(white(Rook)), white(Dragon));
        QCOMPARE(turnedOver(white(Horse)), white(Bishop));
        QCOMPARE(turnedOver(black(Gold)), black(Gold));
        QCOMPARE(turnedOver(white(King)), white(King));
        QCOMPARE(turnedOver(NoPiece), NoPiece);
        QCOMPARE(otherOwner(black(ProSilver)), white(ProSilver));
        QCOMPARE(otherOwner(white(King)), black(King));
        QCOMPARE(otherOwner(NoPiece), NoPiece);
    }

    void clearEmptiesBoardAndHands()
    {
        SetupPosition setup(Position{});
        setup.setHandCount(White, Pawn, 2);
        setup.setSideToMove(White);
        setup.clear();
        QCOMPARE(setup.sfen(), std::string("9/9/9/9/9/9/9/9/9 w - 1"));
        QCOMPARE(setup.piecesLeft(Pawn), 18);
        QCOMPARE(setup.piecesLeft(King), 2);
    }
};

QTEST_APPLESS_MAIN(TestSetupPosition)
#include "tst_setupposition.moc"
