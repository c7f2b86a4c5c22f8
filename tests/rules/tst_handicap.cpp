// RULES.md, "Handicaps": the giver (white, uwate) removes pieces, which are out of the game,
// and moves first.
#include "rules/handicap.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestHandicap : public QObject {
    Q_OBJECT

private slots:
    void handicaps_data()
    {
        QTest::addColumn<int>("handicap");
        QTest::addColumn<QStringList>("removed"); // white's squares left empty
        auto row = [](Handicap h, QStringList removed) {
            QTest::newRow(handicapId(h).data()) << int(h) << removed;
        };
        row(Handicap::Lance, {"1a"});
        row(Handicap::Bishop, {"2b"});
        row(Handicap::Rook, {"8b"});
        row(Handicap::RookLance, {"8b", "1a"});
        row(Handicap::TwoPieces, {"8b", "2b"});
        row(Handicap::FourPieces, {"8b", "2b", "1a", "9a"});
        row(Handicap::SixPieces, {"8b", "2b", "1a", "9a", "2a", "8a"});
        row(Handicap::EightPieces, {"8b", "2b", "1a", "9a", "2a", "8a", "3a", "7a"});
        row(Handicap::TenPieces, {"8b", "2b", "1a", "9a", "2a", "8a", "3a", "7a", "4a", "6a"});
    }
    void handicaps()
    {
        QFETCH(int, handicap);
        QFETCH(QStringList, removed);
        const Handicap h = Handicap(handicap);
        const Position pos = positionFrom(handicapSfen(h));
        const Position even;
        QCOMPARE(pos.sideToMove(), White); // the giver moves first
        QVERIFY(pos.hand(Black).empty() && pos.hand(White).empty());
        QCOMPARE(pos.pieces(White).popcount(), 20 - int(removed.size()));
        QCOMPARE(pos.pieces(Black), even.pieces(Black));
        for (const QString& s : removed) {
            QVERIFY(even.pieceOn(sq(s.toStdString())) != NoPiece);
            QCOMPARE(pos.pieceOn(sq(s.toStdString())), NoPiece);
        }
        QCOMPARE(handicapFromId(handicapId(h)), h);
        QCOMPARE(handicapOfSfen(handicapSfen(h)), h);
        QVERIFY(!MoveList<GenType::Legal>(pos).empty());
    }

    void evenGameSenteMovesFirst()
    {
        QCOMPARE(handicapSfen(Handicap::Even), Position::StartSfen);
        QCOMPARE(positionFrom(handicapSfen(Handicap::Even)).sideToMove(), Black);
        QVERIFY(!handicapFromId("nine-pieces"));
    }
};

QTEST_GUILESS_MAIN(TestHandicap)
#include "tst_handicap.moc"
