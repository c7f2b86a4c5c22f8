// RULES.md, "Moves": every piece kind moves (and captures) as the table says; only the knight
// jumps; sliders stop at the first piece; captured pieces go to the captor's hand unpromoted.
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

namespace {

// One piece on 5e with the kings out of its way (white 8a, black 2i).
Position withPieceOn5e(const char* letter, Color side = Black)
{
    const std::string sfen = std::string("1k7/9/9/9/4") + letter + "4/9/9/9/7K1 "
        + (side == Black ? "b" : "w") + " - 1";
    return positionFrom(sfen);
}

const std::set<std::string> GoldTargets = squares({"5d", "4d", "6d", "4e", "6e", "5f"});
const std::set<std::string> BishopTargets = squares({"4d", "3c", "2b", "1a", "6d", "7c", "8b", "9a",
    "4f", "3g", "2h", "1i", "6f", "7g", "8h", "9i"});
const std::set<std::string> RookTargets = squares({"5d", "5c", "5b", "5a", "5f", "5g", "5h", "5i",
    "4e", "3e", "2e", "1e", "6e", "7e", "8e", "9e"});

std::set<std::string> unite(std::set<std::string> a, const std::set<std::string>& b)
{
    a.insert(b.begin(), b.end());
    return a;
}

} // namespace

class TestPieceMoves : public QObject {
    Q_OBJECT

private slots:
    void pieceMoves_data()
    {
        QTest::addColumn<QString>("letter");
        QTest::addColumn<bool>("white");
        QTest::addColumn<QStringList>("targets");
        auto list = [](const std::set<std::string>& s) {
            QStringList l;
            for (const auto& x : s) l << QString::fromStdString(x);
            return l;
        };
        QTest::newRow("pawn") << "P" << false << list(squares({"5d"}));
        QTest::newRow("lance") << "L" << false << list(squares({"5d", "5c", "5b", "5a"}));
        QTest::newRow("knight") << "N" << false << list(squares({"4c", "6c"}));
        QTest::newRow("silver") << "S" << false << list(squares({"5d", "4d", "6d", "4f", "6f"}));
        QTest::newRow("gold") << "G" << false << list(GoldTargets);
        QTest::newRow("bishop") << "B" << false << list(BishopTargets);
        QTest::newRow("rook") << "R" << false << list(RookTargets);
        QTest::newRow("promoted pawn") << "+P" << false << list(GoldTargets);
        QTest::newRow("promoted lance") << "+L" << false << list(GoldTargets);
        QTest::newRow("promoted knight") << "+N" << false << list(GoldTargets);
        QTest::newRow("promoted silver") << "+S" << false << list(GoldTargets);
        QTest::newRow("horse") << "+B" << false
                               << list(unite(BishopTargets, squares({"5d", "5f", "4e", "6e"})));
        QTest::newRow("dragon") << "+R" << false
                                << list(unite(RookTargets, squares({"4d", "6d", "4f", "6f"})));
        QTest::newRow("white pawn") << "p" << true << list(squares({"5f"}));
        QTest::newRow("white lance") << "l" << true << list(squares({"5f", "5g", "5h", "5i"}));
        QTest::newRow("white knight") << "n" << true << list(squares({"4g", "6g"}));
        QTest::newRow("white silver")
            << "s" << true << list(squares({"5f", "4f", "6f", "4d", "6d"}));
        QTest::newRow("white gold")
            << "g" << true << list(squares({"5f", "4f", "6f", "4e", "6e", "5d"}));
    }
    void pieceMoves()
    {
        QFETCH(QString, letter);
        QFETCH(bool, white);
        QFETCH(QStringList, targets);
        const Position pos = withPieceOn5e(letter.toLatin1().constData(), white ? White : Black);
        std::set<std::string> expected;
        for (const QString& t : targets) expected.insert(t.toStdString());
        QCOMPARE(targetsFrom(pos, "5e"), expected);
    }

    void kingMovesOneSquareAnyDirection()
    {
        const Position pos = positionFrom("1k7/9/9/9/4K4/9/9/9/9 b - 1");
        QCOMPARE(targetsFrom(pos, "5e"), squares({"4d", "5d", "6d", "4e", "6e", "4f", "5f", "6f"}));
    }

    void slidersStopAtTheFirstPiece()
    {
        // Rook on 5e, own pawn on 5c, enemy pawn on 3e.
        const Position pos = positionFrom("1k7/9/4P4/9/4R1p2/9/9/9/7K1 b - 1");
        const auto targets = targetsFrom(pos, "5e");
        QVERIFY(targets.count("5d"));
        QVERIFY(!targets.count("5c"));
        QVERIFY(!targets.count("5b"));
        QVERIFY(targets.count("3e")); // capture
        QVERIFY(!targets.count("2e"));
    }

    void onlyTheKnightJumps()
    {
        // A knight on 5e surrounded by its own generals still reaches 4c and 6c.
        const Position pos = positionFrom("1k7/9/9/3GSG3/3SNS3/3GSG3/9/9/7K1 b - 1");
        QCOMPARE(targetsFrom(pos, "5e"), squares({"4c", "6c"}));
    }

    void capturedPieceGoesToHandUnpromoted()
    {
        // Black rook takes a white promoted pawn (tokin) on 5c.
        Position pos = positionFrom("1k7/9/4+p4/9/4R4/9/9/9/7K1 b - 1");
        pos.doMove(usi("5e5c"));
        QCOMPARE(typeOf(pos.pieceOn(sq("5c"))), Rook);
        QCOMPARE(pos.hand(Black).count(Pawn), 1);
        QCOMPARE(pos.capturedPiece(), makePiece(White, ProPawn));
        pos.undoMove();
        QCOMPARE(pos.hand(Black).count(Pawn), 0);
        QCOMPARE(pos.pieceOn(sq("5c")), makePiece(White, ProPawn));
    }

    void pawnCapturesStraightAhead()
    {
        const Position pos = positionFrom("1k7/9/9/4p4/4P4/9/9/9/7K1 b - 1");
        QCOMPARE(targetsFrom(pos, "5e"), squares({"5d"}));
    }

    void cannotCaptureOwnPiece()
    {
        const Position pos = positionFrom("1k7/9/9/4P4/4G4/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5e5d")), MoveRefusal::OwnPieceOnTarget);
    }
};

QTEST_GUILESS_MAIN(TestPieceMoves)
#include "tst_piecemoves.moc"
