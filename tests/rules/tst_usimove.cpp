// USI move strings: every legal move writes and reads back; syntax errors and illegal moves
// are reported as codes with columns.
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestUsiMove : public QObject {
    Q_OBJECT

private slots:
    void writesUsi()
    {
        QCOMPARE(toUsi(Move::normal(sq("7g"), sq("7f"))), std::string("7g7f"));
        QCOMPARE(toUsi(Move::normal(sq("8h"), sq("2b"), true)), std::string("8h2b+"));
        QCOMPARE(toUsi(Move::drop(Pawn, sq("5e"))), std::string("P*5e"));
        QCOMPARE(toUsi(Move::drop(Gold, sq("1a"))), std::string("G*1a"));
    }

    void legalMovesRoundTrip()
    {
        const Position pos
            = positionFrom("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
        for (Move m : MoveList<GenType::Legal>(pos)) {
            const UsiMoveResult r = parseUsiMove(pos, toUsi(m));
            QVERIFY2(bool(r), toUsi(m).c_str());
            QCOMPARE(r.move, m);
        }
    }

    void syntaxErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("column");
        auto row = [](const char* text, UsiMoveErrorCode code, int column) {
            QTest::newRow(text) << text << int(code) << column;
        };
        row("", UsiMoveErrorCode::Empty, 0);
        row("0g7f", UsiMoveErrorCode::BadFile, 0);
        row("7j7f", UsiMoveErrorCode::BadRank, 1);
        row("7g", UsiMoveErrorCode::BadFile, 2);
        row("7g7", UsiMoveErrorCode::BadRank, 3);
        row("7g7f=", UsiMoveErrorCode::BadSuffix, 4);
        row("7g7f++", UsiMoveErrorCode::BadSuffix, 5);
        row("K*5e", UsiMoveErrorCode::BadPieceLetter, 0);
        row("P5e", UsiMoveErrorCode::BadDropSeparator, 1);
        row("P*5", UsiMoveErrorCode::BadRank, 3);
        row("P*5e+", UsiMoveErrorCode::BadSuffix, 4);
    }
    void syntaxErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(int, column);
        const UsiMoveResult r = parseUsiMove(text.toStdString());
        QVERIFY(!r);
        QCOMPARE(int(r.error->code), code);
        QCOMPARE(r.error->column, column);
        QVERIFY(!describe(*r.error).empty());
    }

    void illegalInPosition()
    {
        const Position pos;
        const UsiMoveResult r = parseUsiMove(pos, "7g7e");
        QVERIFY(!r);
        QCOMPARE(r.error->code, UsiMoveErrorCode::Illegal);
        QCOMPARE(r.error->refusal, MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(parseUsiMove(pos, "P*5e").error->refusal, MoveRefusal::NotInHand);
        QCOMPARE(parseUsiMove(pos, "5e5d").error->refusal, MoveRefusal::NoPieceThere);
    }
};

QTEST_GUILESS_MAIN(TestUsiMove)
#include "tst_usimove.moc"
