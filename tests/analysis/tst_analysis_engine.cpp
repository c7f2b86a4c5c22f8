// The live analysis service: MultiPV lines that are distinct legal lines, a new position taken
// up in place of an endless search, a stop that ends the search, and a checkmated position
// reported as such. (How soon, in milliseconds, is for shogiban-tool bench --latency: timed
// checks fail on a shared machine.)
#include "analysis/analyser.h"
#include "engine/steadyclock.h"
#include "rules/movegen.h"
#include "rules/usimove.h"

#include <QTest>

#include <algorithm>
#include <atomic>

using namespace shogiban;
using namespace shogiban::analysis;

namespace {

Position positionOf(std::string_view sfen)
{
    Position pos;
    if (pos.setSfen(sfen)) qFatal("bad test sfen");
    return pos;
}

bool legalLine(Position pos, const std::vector<Move>& line)
{
    for (Move m : line) {
        if (!pos.isLegal(m)) return false;
        pos.doMove(m);
    }
    return !line.empty();
}

// Waits until the snapshot satisfies done, for at most timeoutMs; returns the last snapshot.
template <typename Done>
AnalysisSnapshot waitFor(const Analyser& analyser, Done done, int timeoutMs = 20'000)
{
    const int64_t end = steadyMs() + timeoutMs;
    AnalysisSnapshot s = analyser.snapshot();
    while (!done(s) && steadyMs() < end) {
        QTest::qWait(2);
        s = analyser.snapshot();
    }
    return s;
}

constexpr const char* RookUpSfen = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

} // namespace

class TestAnalysisEngine : public QObject {
    Q_OBJECT

private slots:
    void multiPvLinesAreDistinctLegalLines()
    {
        Analyser analyser(16);
        std::atomic<int> updates{0};
        analyser.setUpdateCallback([&](uint64_t) { ++updates; });
        const Position start = positionOf(Position::StartSfen);
        const uint64_t id = analyser.start({start, 3, 1});
        const AnalysisSnapshot s = waitFor(analyser,
            [&](const AnalysisSnapshot& now) { return now.request == id && now.depth >= 6; });
        QVERIFY(s.running);
        QCOMPARE(s.sideToMove, Black);
        QCOMPARE(s.lines.size(), size_t(3));
        for (size_t i = 0; i < s.lines.size(); ++i) {
            QCOMPARE(s.lines[i].rank, int(i) + 1);
            QVERIFY(legalLine(start, s.lines[i].pv));
            for (size_t j = 0; j < i; ++j) QVERIFY(s.lines[i].pv.front() != s.lines[j].pv.front());
        }
        QVERIFY(s.nodes > 0);
        QVERIFY(s.nodesPerSecond > 0);
        QVERIFY(updates.load() >= 5 * 3 + 1); // every line of depths 1-5, the first of 6
        analyser.stop();
    }

    void scoreIsTheSideToMoves()
    {
        Analyser analyser(16);
        const uint64_t id = analyser.start({positionOf(RookUpSfen), 1, 1});
        const AnalysisSnapshot s = waitFor(analyser,
            [&](const AnalysisSnapshot& now) { return now.request == id && now.depth >= 5; });
        QVERIFY(!s.lines.empty());
        QVERIFY2(s.lines[0].score > 500, qPrintable(QString::number(s.lines[0].score)));
    }

    // A new position replaces the one being searched (endlessly), with lines of its own.
    void followsANewPosition()
    {
        Analyser analyser(16);
        analyser.start({positionOf(Position::StartSfen), 2, 2});
        waitFor(analyser, [](const AnalysisSnapshot& now) { return now.depth >= 8; });
        Position next = positionOf(Position::StartSfen);
        next.doMove(parseUsiMove(next, "7g7f").move);
        const int64_t startedAt = steadyMs();
        const uint64_t id = analyser.start({next, 2, 2});
        const AnalysisSnapshot s = waitFor(analyser,
            [&](const AnalysisSnapshot& now) { return now.request == id && !now.lines.empty(); });
        qInfo("first line of the new position after %lld ms",
            static_cast<long long>(steadyMs() - startedAt));
        QCOMPARE(s.request, id);
        QVERIFY(!s.lines.empty());
        QCOMPARE(s.sideToMove, White);
        QVERIFY(legalLine(next, s.lines[0].pv));
    }

    void stopEndsTheSearch()
    {
        Analyser analyser(16);
        analyser.start({positionOf(Position::StartSfen), 1, 2});
        waitFor(analyser, [](const AnalysisSnapshot& now) { return now.depth >= 6; });
        const int64_t stoppedAt = steadyMs();
        analyser.stop();
        const AnalysisSnapshot s
            = waitFor(analyser, [](const AnalysisSnapshot& now) { return !now.running; });
        QVERIFY(!s.running);
        qInfo("stopped after %lld ms", static_cast<long long>(steadyMs() - stoppedAt));
        QVERIFY(!s.lines.empty()); // what it found stays
        const uint64_t nodes = s.nodes;
        QTest::qWait(50);
        QCOMPARE(analyser.snapshot().nodes, nodes);
    }

    void checkmatedPositionHasNoLines()
    {
        Analyser analyser(16);
        std::atomic<int> updates{0};
        analyser.setUpdateCallback([&](uint64_t) { ++updates; });
        // Gote's king on 5a is mated by the gold on 5b, which the gold on 5c protects.
        const uint64_t id = analyser.start({positionOf("4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1"), 3, 1});
        const AnalysisSnapshot s = waitFor(analyser,
            [&](const AnalysisSnapshot& now) { return now.request == id && now.noLegalMove; });
        QVERIFY(s.noLegalMove);
        QVERIFY(s.lines.empty());
        QVERIFY(!s.running);
        QTRY_VERIFY(updates.load() > 0);
    }

    // Destroying the service during a search neither hangs nor crashes (the bound only tells a
    // hang from a slow machine).
    void destroyedWhileSearching()
    {
        const int64_t startedAt = steadyMs();
        {
            Analyser analyser(16);
            analyser.start({positionOf(Position::StartSfen), 5, 2});
            QTest::qWait(100);
        }
        QVERIFY(steadyMs() - startedAt < 20'000);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisEngine)
#include "tst_analysis_engine.moc"
