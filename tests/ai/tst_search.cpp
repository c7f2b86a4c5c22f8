// The search finds mates and wins material, scores repetitions by the rules, does not walk
// into a mate by checks it can prove, and is deterministic at a fixed depth.
#include "ai/levels.h"
#include "ai/rootmatecheck.h"
#include "ai/search.h"
#include "mate/matesolver.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <QTest>

#include <chrono>
#include <optional>

using namespace shogiban;

namespace {

Position positionFrom(const char* sfen, std::initializer_list<const char*> moves = {})
{
    Position pos;
    if (pos.setSfen(sfen)) qFatal("bad test sfen %s", sfen);
    for (const char* text : moves) {
        const UsiMoveResult m = parseUsiMove(pos, text);
        if (!m) qFatal("bad test move %s", text);
        pos.doMove(m.move);
    }
    return pos;
}

ai::SearchResult searchDepth(Position& pos, int depth, bool mateCheck = true)
{
    ai::Searcher searcher(8);
    ai::SearchLimits limits;
    limits.depth = depth;
    limits.mateCheck = mateCheck;
    std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop);
}

// The mate solver's verdict on whether the side to move mates by checks.
mate::MateStatus mateByChecks(const Position& pos)
{
    mate::MateSolver solver(16);
    mate::MateLimits limits;
    limits.nodes = 300000;
    return solver.mateWithin(pos, mate::Unlimited, limits);
}

// Gote to move in a game against GPSShogi at 1 s (ply 98), where the engine played N*2e,
// scored +811, and sente mated by checks in 13 plies: most of gote's moves allow such a mate.
constexpr const char* WalksIntoMateSfen
    = "l5Bnl/1r2P+P1gk/4+SG1s1/p4pppP/1p1n5/P1P1gPP2/1P4SPL/4+p2S1/1+b4GNK w 3Prnl 98";

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    // The score claims mate in N plies, and the principal variation really ends with the side
    // to move left without a legal move: checkmate, or a stalemate, which loses just the same
    // (with the rook and silver the search may find either).
    void mateFound_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("plies");
        QTest::newRow("mate in 1: gold drop") << "4k4/9/4G4/9/9/9/9/9/4K4 b G 1" << 1;
        QTest::newRow("mate in 3: two golds") << "4k4/9/9/9/9/9/9/9/4K4 b 2G 1" << 3;
        QTest::newRow("mate in 3: gold and silver") << "4k4/9/9/9/9/9/9/9/4K4 b GS 1" << 3;
        QTest::newRow("mate in 5: rook and silver") << "4k4/9/9/9/9/9/9/9/4K4 b RS 1" << 5;
    }

    void mateFound()
    {
        QFETCH(QString, sfen);
        QFETCH(int, plies);
        Position pos = positionFrom(sfen.toLatin1().constData());
        // Reductions and null-move pruning need some nominal depth beyond the mate itself.
        const ai::SearchResult r = searchDepth(pos, plies + 7);
        QCOMPARE(r.score, ai::mateIn(plies));
        QCOMPARE(int(r.pv.size()), plies);
        for (Move m : r.pv) {
            QVERIFY(pos.isLegal(m));
            pos.doMove(m);
        }
        QVERIFY(MoveList<GenType::Legal>(pos).empty());
    }

    void hangingPieceIsTaken()
    {
        // The gote silver on 3e is undefended; the bishop on 7i takes it.
        Position pos = positionFrom("4k4/9/9/9/6s2/9/9/9/2B1K4 b - 1");
        const ai::SearchResult r = searchDepth(pos, 4);
        QCOMPARE(toUsi(r.best), std::string("7i3e"));
        QVERIFY(r.score > 400);
    }

    void defendedPieceIsNotTakenWithTheRook()
    {
        // The gote silver on 5d is defended by the pawn on 5c: rook takes silver, pawn takes
        // rook would lose material.
        Position pos = positionFrom("4k4/9/4p4/4s4/9/9/9/4R4/3K5 b - 1");
        const ai::SearchResult r = searchDepth(pos, 5);
        QVERIFY(toUsi(r.best) != "5h5d");
    }

    void rookIsNotTakenWhereThatAllowsAMateInOne()
    {
        // Taking the rook on 1a would leave G*5h, guarded by the pawn on 5g, mate: a quiet drop
        // that the captures of the quiescence search do not find, a depth-1 search must.
        Position pos = positionFrom("4k3r/9/9/9/9/9/4p4/5S3/B3K4 b g 1");
        const ai::SearchResult r = searchDepth(pos, 1);
        QVERIFY(r.best);
        QVERIFY(toUsi(r.best) != "9i1a+" && toUsi(r.best) != "9i1a");
    }

    void perpetualCheckIsAvoided()
    {
        // Sente has checked with every move of two cycles; checking again would repeat the
        // position with checks all along, which loses. Sente, a rook up, plays on.
        Position pos = positionFrom("1k7/9/9/9/9/9/9/9/R3K4 b - 1",
            {"9i8i", "8a9a", "8i9i", "9a8a", "9i8i", "8a9a", "8i9i", "9a8a"});
        const ai::SearchResult r = searchDepth(pos, 5);
        QVERIFY(toUsi(r.best) != "9i8i");
        QVERIFY(r.score > 0);
    }

    void repetitionIsADrawForTheSideBehind()
    {
        // Sente, a rook down, can repeat the position by moving the king back: a draw, which
        // beats every other move.
        Position pos
            = positionFrom("4k3r/9/9/9/9/9/9/9/4K4 b - 1", {"5i4h", "5a4b", "4h5i", "4b5a"});
        const ai::SearchResult r = searchDepth(pos, 4);
        QCOMPARE(r.score, 0);
        QCOMPARE(toUsi(r.best), std::string("5i4h"));
    }

    // The root's mate check: df-pn proves the mate the game's move allowed and finds none
    // after a move that holds.
    void rootMateCheckProvesTheOpponentsMate()
    {
        ai::RootMateCheck check;
        check.newSearch();
        const auto never = std::chrono::steady_clock::time_point::max();
        Position after = positionFrom(WalksIntoMateSfen, {"N*2e"});
        const std::string sfen = after.sfen();
        const std::optional<int> plies = check.opponentMates(after, nullptr, never);
        QVERIFY(plies);
        QVERIFY(*plies >= 13 && *plies % 2 == 1);
        QCOMPARE(after.sfen(), sfen);
        QCOMPARE(mateByChecks(after), mate::MateStatus::Mate);
        Position safe = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b 2G 1", {"5i4h"});
        QVERIFY(!check.opponentMates(safe, nullptr, never));
    }

    // Without the check the search plays into the mate, with it the answer leaves none.
    void moveThatAllowsAMateByChecksIsAvoided()
    {
        Position pos = positionFrom(WalksIntoMateSfen);
        const ai::SearchResult blind = searchDepth(pos, 9, false);
        Position afterBlind = pos;
        afterBlind.doMove(blind.best);
        QCOMPARE(mateByChecks(afterBlind), mate::MateStatus::Mate);
        QVERIFY(blind.score > -ai::MateInMaxPly);

        const ai::SearchResult checked = searchDepth(pos, 9);
        QVERIFY(checked.best != blind.best);
        Position afterChecked = pos;
        afterChecked.doMove(checked.best);
        QCOMPARE(mateByChecks(afterChecked), mate::MateStatus::NoMate);
    }

    // Levels 1-9 keep the ladder they were measured with: level 10 alone checks.
    void onlyLevelTenChecksForMates()
    {
        for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
            QCOMPARE(ai::applyLevel(ai::SearchLimits(), level).mateCheck, level == ai::MaxLevel);
    }

    void fixedDepthIsDeterministic()
    {
        Position a = positionFrom(Position::StartSfen.data(), {"7g7f", "3c3d", "2g2f"});
        Position b = a;
        const ai::SearchResult first = searchDepth(a, 6);
        const ai::SearchResult second = searchDepth(b, 6);
        QCOMPARE(first.nodes, second.nodes);
        QVERIFY(first.best == second.best);
        QCOMPARE(a.sfen(), b.sfen());
    }

    void stopFlagEndsTheSearch()
    {
        Position pos;
        ai::Searcher searcher(8);
        ai::SearchLimits limits;
        limits.infinite = true;
        std::atomic<bool> stop{true};
        const ai::SearchResult r = searcher.search(pos, limits, stop);
        QVERIFY(r.best);
        QVERIFY(pos.isLegal(r.best));
    }

    // A search stopped by its budget often ends with a line of one move (the move being
    // searched again after a fail high): the expected reply then comes from the table, so
    // that pondering can start. Every budget here answers with a legal reply. The budgets
    // cut lines short for the search without the network (as levels 1-9 search).
    void cutShortLineStillNamesTheReply()
    {
        const Position start
            = positionFrom(Position::StartSfen.data(), {"7g7f", "3c3d", "2g2f", "4c4d"});
        int shortLines = 0;
        for (uint64_t nodes = 2000; nodes <= 40000; nodes += 1000) {
            Position pos = start;
            ai::Searcher searcher(8);
            ai::SearchLimits limits;
            limits.nodes = nodes;
            limits.network = false;
            std::atomic<bool> stop{false};
            const ai::SearchResult r = searcher.search(pos, limits, stop);
            if (r.pv.size() < 2) ++shortLines;
            QVERIFY2(r.ponder, qPrintable(QString("no reply after %1 nodes").arg(nodes)));
            pos.doMove(r.best);
            QVERIFY(pos.isLegal(r.ponder));
        }
        qInfo("%d of 39 budgets ended with a line of one move", shortLines);
        QVERIFY(shortLines > 0);
    }

    // MultiPV: at every depth the lines reported from the first are best first and end as
    // the answer's; a line that rose above earlier ones is not reported twice in a set.
    void multiPvLinesAreReportedBestFirst()
    {
        const std::vector<std::vector<const char*>> games = {{}, {"7g7f", "3c3d", "2g2f", "4c4d"},
            {"7g7f", "3c3d", "2g2f", "4c4d", "2f2e", "2b3c", "3i4h", "8b4b", "7i6h"}};
        for (const std::vector<const char*>& moves : games) {
            Position pos = positionFrom(Position::StartSfen.data());
            for (const char* text : moves) pos.doMove(parseUsiMove(pos, text).move);
            const QString sfen = QString::fromStdString(pos.sfen());
            ai::Searcher searcher(8);
            std::vector<ai::SearchInfo> set;
            int sets = 0;
            searcher.setInfoCallback([&](const ai::SearchInfo& info) {
                set.resize(size_t(info.multiPv - 1));
                set.push_back(info);
                for (size_t i = 1; i < set.size(); ++i) {
                    QVERIFY2(set[i].score <= set[i - 1].score,
                        qPrintable(QString("%1 depth %2: line %3 scores %4 after %5")
                                       .arg(sfen)
                                       .arg(info.depth)
                                       .arg(i + 1)
                                       .arg(set[i].score)
                                       .arg(set[i - 1].score)));
                    QVERIFY(set[i].pv.front() != set[i - 1].pv.front());
                }
                sets += set.size() == 4;
            });
            ai::SearchLimits limits;
            limits.depth = 7;
            limits.multiPv = 4;
            std::atomic<bool> stop{false};
            const ai::SearchResult result = searcher.search(pos, limits, stop);
            QCOMPARE(sets, 7);
            QVERIFY(result.best == set.front().pv.front());
            QCOMPARE(result.score, set.front().score);
        }
    }

    // Lazy SMP: helper threads share the table; the answer is still a proven mate, every
    // thread's nodes are counted, and the position is left as it was.
    void threadsSearchTogether()
    {
        Position pos = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b 2G 1");
        const std::string sfen = pos.sfen();
        ai::Searcher single(8);
        ai::Searcher searcher(8);
        searcher.setThreads(3);
        QCOMPARE(searcher.threads(), 3);
        ai::SearchLimits limits;
        limits.depth = 10;
        std::atomic<bool> stop{false};
        const ai::SearchResult r = searcher.search(pos, limits, stop);
        QCOMPARE(r.score, ai::mateIn(3));
        QVERIFY(pos.isLegal(r.best));
        QCOMPARE(pos.sfen(), sfen);
        QVERIFY(r.nodes > 0);
        searcher.setThreads(1);
        searcher.newGame();
        QCOMPARE(searcher.threads(), 1);
        QCOMPARE(searcher.search(pos, limits, stop).nodes, single.search(pos, limits, stop).nodes);
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
