// Positions with one king (tsume problems: only gote's king is on the board, sente attacks
// without one): accepted by SFEN, legal moves and perft without checks against the missing
// king, a game from such a position ends by mate, the AI plays in it; what is really broken is
// still refused.
#include "ai/evaluate.h"
#include "ai/search.h"
#include "rules/outcome.h"
#include "rules/perft.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

namespace {

// Head-gold mate in one: gote's king on 5a, a sente pawn on 5c, a gold in sente's hand and the
// rest of the set in gote's hand.
constexpr const char* HeadGold = "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";

// Every 16-bit value the rules accept, counted move by move: an independent perft.
uint64_t bruteForcePerft(Position& pos, int depth)
{
    uint64_t nodes = 0;
    for (uint32_t raw = 0; raw < 0x10000; ++raw) {
        const Move m{uint16_t(raw)};
        if (!pos.isLegal(m)) continue;
        if (depth == 1) {
            ++nodes;
            continue;
        }
        pos.doMove(m);
        nodes += bruteForcePerft(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

} // namespace

class TestOneKing : public QObject {
    Q_OBJECT

private slots:
    void tsumePositionsAreAccepted_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::newRow("head gold") << HeadGold;
        QTest::newRow("gote to move") << "4k4/9/4P4/9/9/9/9/9/9 w G2r2b3g4s4n4l17p 2";
        QTest::newRow("bare king") << "8k/9/9/9/9/9/9/9/9 b R2GSr2b2g3s4n4l18p 1";
        QTest::newRow("every piece on the board")
            << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG1GSNL b - 1";
    }
    void tsumePositionsAreAccepted()
    {
        QFETCH(QString, sfen);
        Position pos;
        const auto error = pos.setSfen(sfen.toStdString());
        QVERIFY2(!error, error ? describe(*error).c_str() : "");
        QCOMPARE(QString::fromStdString(pos.sfen()), sfen);
        QCOMPARE(pos.kingSquare(Black), NoSquare);
        QVERIFY(pos.kingSquare(White) != NoSquare);
        QCOMPARE(pos.computeBoardKey(), pos.boardKey());
    }

    // Only the missing sente king is new: everything that makes a position unplayable is still
    // refused, with its own code.
    void brokenPositionsAreStillRefused_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("code");
        auto row = [](const char* name, const char* sfen, SfenErrorCode code) {
            QTest::newRow(name) << sfen << int(code);
        };
        row("no king at all", "9/9/9/9/9/9/9/9/9 b - 1", SfenErrorCode::MissingKing);
        row("only sente's king", "9/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::MissingKing);
        row("two sente kings", "4k4/9/9/9/9/9/9/9/3KK4 b - 1", SfenErrorCode::DuplicateKing);
        row("two gote kings", "3kk4/9/9/9/9/9/9/9/9 b - 1", SfenErrorCode::DuplicateKing);
        row("more golds than a set", "4k4/9/9/9/9/9/9/9/9 b 3G2g 1", SfenErrorCode::TooManyPieces);
        row("rest plus a pawn too many", "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l18p 1",
            SfenErrorCode::TooManyPieces);
        row("pawn on the last rank", "4k3P/9/9/9/9/9/9/9/9 b - 1", SfenErrorCode::DeadSquare);
        row("knight on the second rank", "4k4/N8/9/9/9/9/9/9/9 b - 1", SfenErrorCode::DeadSquare);
        row("nifu", "4k4/9/4P4/9/4P4/9/9/9/9 b - 1", SfenErrorCode::Nifu);
        row("defender in check with sente to move", "4k4/4R4/9/9/9/9/9/9/9 b - 1",
            SfenErrorCode::OpponentInCheck);
    }
    void brokenPositionsAreStillRefused()
    {
        QFETCH(QString, sfen);
        QFETCH(int, code);
        Position pos;
        const auto error = pos.setSfen(sfen.toStdString());
        QVERIFY(error.has_value());
        QCOMPARE(int(error->code), code);
    }

    // Without a king sente is never in check and nothing it does can leave "its king" attacked:
    // a rook standing in front of gote's pieces moves anywhere.
    void noChecksAgainstTheMissingKing()
    {
        Position pos = positionFrom("4k4/9/9/9/4r4/9/4R4/9/9 b - 1");
        QVERIFY(!pos.inCheck());
        QCOMPARE(pos.pinned(Black).popcount(), 0);
        QCOMPARE(pos.refusal(usi("5g6g")), MoveRefusal::None);
        pos.doMove(usi("5g6g"));
        QCOMPARE(pos.refusal(usi("5e5i")), MoveRefusal::None); // gote's rook "attacks" nothing
        pos.doMove(usi("5e5i"));
        QVERIFY(!pos.inCheck());
        QVERIFY(pos.givesCheck(usi("6g6a"))); // checks against the king that exists still count
    }

    // Perft works without a sente king; the counts agree with an independent count that asks
    // isLegal() about every 16-bit value at every node, and with Fairy-Stockfish 11.1
    // ("go perft", which accepts these positions).
    void perftWithoutSenteKing_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("head gold 1") << HeadGold << 1 << 81ull;
        QTest::newRow("head gold 2") << HeadGold << 2 << 38080ull;
        QTest::newRow("uchifuzume 2")
            << "7lk/9/8S/9/9/9/9/7L1/9 b P2r2b4g3s4n2l17p 1" << 2 << 39487ull;
    }
    void perftWithoutSenteKing()
    {
        QFETCH(QString, sfen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        Position pos = positionFrom(sfen.toStdString());
        const uint64_t counted = perft(pos, depth);
        QCOMPARE(bruteForcePerft(pos, depth), counted);
        QCOMPARE(counted, uint64_t(nodes));
    }

    void gameFromTsumeEndsByMate()
    {
        ShogiGame game;
        QVERIFY(!game.reset(HeadGold));
        QCOMPARE(game.play(usi("G*5b")), MoveRefusal::None);
        QVERIFY(game.over());
        QCOMPARE(game.outcome()->winner, std::optional<Color>(Black));
        QCOMPARE(game.outcome()->reason, EndReason::Checkmate);
    }

    // Gote can still win: a sente side without moves (no pieces, empty hand) loses, as every
    // side without a legal move does.
    void senteWithoutMovesLoses()
    {
        const Position pos = positionFrom("4k4/9/9/9/9/9/9/9/9 b r 1");
        const auto outcome = judge(pos);
        QVERIFY(outcome.has_value());
        QCOMPARE(outcome->winner, std::optional<Color>(White));
        QCOMPARE(outcome->reason, EndReason::Stalemate);
    }

    // The AI evaluates and searches either side of a tsume position (it plays against a person
    // who set one up); at a shallow depth it finds the mate in one.
    void aiPlaysBothSides()
    {
        Position pos = positionFrom(HeadGold);
        (void)ai::evaluate(pos);
        ai::Searcher searcher;
        ai::SearchLimits limits;
        limits.depth = 3;
        std::atomic<bool> stop{false};
        QCOMPARE(toUsi(searcher.search(pos, limits, stop).best), std::string("G*5b"));
        pos.doMove(usi("5c5b+"));
        pos.doMove(usi("5a5b"));
        pos.doMove(usi("G*5c"));
        const ai::SearchResult reply = searcher.search(pos, limits, stop);
        QVERIFY(pos.isLegal(reply.best));
    }
};

QTEST_GUILESS_MAIN(TestOneKing)
#include "tst_oneking.moc"
