// RULES.md, "Check": a move may not leave the own king attacked. Pins, discovered checks,
// king moves into attacked squares, evasions (single and double check), and the agreement of
// the generator with isLegal() over every 16-bit move.
#include "rules/perft.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestLegality : public QObject {
    Q_OBJECT

private slots:
    void pinnedPieceMovesOnlyAlongThePin()
    {
        // White lance on 5a pins the black rook on 5e to the king on 5i.
        const Position pos = positionFrom("4l3k/9/9/9/4R4/9/9/9/4K4 b - 1");
        QCOMPARE(pos.pinned(Black), Bitboard(sq("5e")));
        QCOMPARE(pos.refusal(usi("5e4e")), MoveRefusal::LeavesKingInCheck);
        QCOMPARE(pos.refusal(usi("5e5c")), MoveRefusal::None);
        QCOMPARE(pos.refusal(usi("5e5a+")), MoveRefusal::None); // takes the pinner
        QCOMPARE(targetsFrom(pos, "5e"), squares({"5d", "5c", "5b", "5a", "5f", "5g", "5h"}));
    }

    void pinnedKnightCannotMove()
    {
        const Position pos = positionFrom("4r3k/9/9/9/4N4/9/9/9/4K4 b - 1");
        QVERIFY(targetsFrom(pos, "5e").empty());
    }

    void discoveredCheck()
    {
        // The silver on 5e shields the white king on 5a from the rook on 5i.
        Position pos = positionFrom("4k4/9/9/9/4S4/9/9/9/4R3K b - 1");
        QVERIFY(pos.givesCheck(usi("5e4d")));
        QVERIFY(!pos.givesCheck(usi("5e5d")));
        pos.doMove(usi("5e4d"));
        QVERIFY(pos.inCheck());
        QCOMPARE(pos.checkers(), Bitboard(sq("5i")));
    }

    void kingCannotMoveIntoAttackedSquare()
    {
        // The white rook on 4a controls file 4.
        const Position pos = positionFrom("5r2k/9/9/9/9/9/9/9/4K4 b - 1");
        QCOMPARE(pos.refusal(usi("5i4h")), MoveRefusal::LeavesKingInCheck);
        QCOMPARE(pos.refusal(usi("5i4i")), MoveRefusal::LeavesKingInCheck);
        QCOMPARE(targetsFrom(pos, "5i"), squares({"5h", "6h", "6i"}));
    }

    void kingCannotRetreatAlongTheCheckingLine()
    {
        // The rook on 5a checks the king on 5h; 5i stays on the rook's line.
        const Position pos = positionFrom("4r3k/9/9/9/9/9/9/4K4/9 b - 1");
        QCOMPARE(pos.refusal(usi("5h5i")), MoveRefusal::LeavesKingInCheck);
    }

    void evasionsSingleCheck()
    {
        // Rook check along file 5: the king steps aside, the gold captures, or a piece blocks.
        const Position pos = positionFrom("4r3k/9/9/9/9/9/9/3G5/4K4 b S 1");
        QVERIFY(pos.inCheck());
        const auto legal = legalUsi(pos);
        QVERIFY(legal.count("6h5h")); // block by moving
        QVERIFY(legal.count("S*5e")); // block by a drop
        QVERIFY(legal.count("5i4h"));
        QVERIFY(!legal.count("6h7h"));
        for (Move m : MoveList<GenType::Legal>(pos)) {
            Position after = pos;
            after.doMove(m);
            QVERIFY(after.attackersTo(after.kingSquare(Black), White).none());
        }
        QCOMPARE(MoveList<GenType::Evasions>(pos).size(), MoveList<GenType::Legal>(pos).size());
    }

    void evasionsDoubleCheckOnlyKingMoves()
    {
        // Rook on 5a and knight on 4g both check the king on 5i.
        const Position pos = positionFrom("4r3k/9/9/9/9/9/5n3/9/4K2G1 b G 1");
        QCOMPARE(pos.checkers().popcount(), 2);
        for (Move m : MoveList<GenType::Legal>(pos)) QCOMPARE(m.from(), sq("5i"));
    }

    void capturesAndQuietsPartitionLegal()
    {
        const Position pos
            = positionFrom("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
        const auto captures = MoveList<GenType::Captures>(pos);
        const auto quiets = MoveList<GenType::Quiets>(pos);
        const auto legal = MoveList<GenType::Legal>(pos);
        QCOMPARE(captures.size() + quiets.size(), legal.size());
        for (Move m : captures) QVERIFY(pos.pieceOn(m.to()) != NoPiece);
        for (Move m : quiets) QVERIFY(pos.pieceOn(m.to()) == NoPiece);
    }

    // isLegal() judges every 16-bit value exactly as the generator does, and givesCheck()
    // agrees with playing the move.
    void generatorAgreesWithIsLegal_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::newRow("start") << QString::fromLatin1(Position::StartSfen.data());
        QTest::newRow("matsuri")
            << "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
        QTest::newRow("uchifuzume") << "7lk/9/8S/9/9/9/9/7L1/8K b P 1";
        QTest::newRow("593") << "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
        QTest::newRow("double check") << "4r3k/9/9/9/9/9/5n3/9/4K2G1 b G 1";
        QTest::newRow("pin and drop") << "7lk/7g1/8G/9/4B4/9/9/9/K8 b P 1";
        // Tsume positions: sente has no king, in both sides' turns.
        QTest::newRow("one king: head gold") << "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";
        QTest::newRow("one king: gote to move with drops")
            << "4k4/9/4P4/9/9/9/9/9/9 w G2r2b3g4s4n4l17p 2";
        QTest::newRow("one king: uchifuzume") << "7lk/9/8S/9/9/9/9/7L1/9 b P2r2b4g3s4n2l17p 1";
        QTest::newRow("one king: gote in check") << "3gkg3/9/4L4/9/9/9/9/9/9 w 2r2b2g4s4n3l18p 2";
    }
    void generatorAgreesWithIsLegal()
    {
        QFETCH(QString, sfen);
        const Position pos = positionFrom(sfen.toStdString());
        const auto list = MoveList<GenType::Legal>(pos);
        int legal = 0;
        for (uint32_t raw = 0; raw < 0x10000; ++raw) {
            const Move m{uint16_t(raw)};
            if (!pos.isLegal(m)) continue;
            ++legal;
            QVERIFY2(list.contains(m), toUsi(m).c_str());
            Position after = pos;
            after.doMove(m);
            QCOMPARE(after.inCheck(), pos.givesCheck(m));
        }
        QCOMPARE(legal, int(list.size()));
    }
};

QTEST_GUILESS_MAIN(TestLegality)
#include "tst_legality.moc"
