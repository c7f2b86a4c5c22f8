// The analysis panel's external engine (analysis/usianalysisengine.h): info lines read into
// MultiPV lines (rank, score or mate, depth, pv checked move by move), the position sent with
// the moves that led to it, "go infinite" stopped for each new request, shogiban-usi and the
// fake engine as engines, and a crashing engine reported in the snapshot.
#include "enginetest.h"

#include "ai/score.h"
#include "analysis/usianalysisengine.h"
#include "engine/steadyclock.h"
#include "rules/usimove.h"

#include <QTest>

#include <sys/wait.h>

#include <atomic>

using namespace shogiban;
using namespace shogiban::analysis;

namespace {

std::unique_ptr<UsiAnalysisEngine> engineFor(const std::string& path, std::atomic<int>* updates)
{
    UsiEngineSetup setup;
    setup.argv = {path};
    setup.name = "Test engine";
    auto engine = std::make_unique<UsiAnalysisEngine>(std::move(setup));
    engine->setUpdateCallback([updates](uint64_t) { ++*updates; });
    return engine;
}

Position after(std::initializer_list<const char*> moves)
{
    Position pos;
    for (const char* text : moves) pos.doMove(parseUsiMove(pos, text).move);
    return pos;
}

} // namespace

class TestEngineAnalysis : public QObject {
    Q_OBJECT

private slots:
    void infoLinesAreRead();
    void positionCarriesItsMoves();
    void fakeEngineGivesTwoLines();
    void shogibanUsiAnalyses();
    void crashIsReported();
    void noProcessLeft();
};

void TestEngineAnalysis::infoLinesAreRead()
{
    const Position start;
    AnalysisLine line;
    uint64_t nodes = 0, nps = 0;
    QVERIFY(UsiAnalysisEngine::parseInfo(
        "info depth 5 seldepth 7 multipv 2 score cp -35 nodes 1234 nps 5000 pv 7g7f 3c3d 2g2f",
        start, &line, &nodes, &nps));
    QCOMPARE(line.rank, 2);
    QCOMPARE(line.score, -35);
    QCOMPARE(line.depth, 5);
    QCOMPARE(line.selDepth, 7);
    QCOMPARE(line.pv.size(), size_t(3));
    QCOMPARE(toUsi(line.pv[1]), std::string("3c3d"));
    QCOMPARE(nodes, uint64_t(1234));
    QCOMPARE(nps, uint64_t(5000));
    QVERIFY(UsiAnalysisEngine::parseInfo(
        "info depth 9 score mate -3 pv 7g7f", start, &line, &nodes, &nps));
    QCOMPARE(line.score, ai::matedIn(3));
    QCOMPARE(line.rank, 1);
    // The pv ends at the first move that is not legal.
    QVERIFY(UsiAnalysisEngine::parseInfo(
        "info depth 2 score cp 10 pv 7g7f 5e5d 3c3d", start, &line, &nodes, &nps));
    QCOMPARE(line.pv.size(), size_t(1));
    QVERIFY(!UsiAnalysisEngine::parseInfo(
        "info depth 2 score cp 10 lowerbound pv 7g7f", start, &line, &nodes, &nps));
    QVERIFY(!UsiAnalysisEngine::parseInfo("info string hello pv 7g7f", start, &line, &nodes, &nps));
    QVERIFY(!UsiAnalysisEngine::parseInfo("info depth 3 score cp 5", start, &line, &nodes, &nps));
    QVERIFY(!UsiAnalysisEngine::parseInfo("info depth 3 score cp 5 pv 5e5d", start, &line, &nodes, &nps));
}

void TestEngineAnalysis::positionCarriesItsMoves()
{
    QCOMPARE(usiPositionOf(after({"7g7f", "3c3d"})), std::string("position startpos moves 7g7f 3c3d"));
    Position handicap;
    QVERIFY(!handicap.setSfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL w - 1"));
    handicap.doMove(parseUsiMove(handicap, "3c3d").move);
    QCOMPARE(usiPositionOf(handicap),
        std::string("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL w - 1 "
                    "moves 3c3d"));
}

void TestEngineAnalysis::fakeEngineGivesTwoLines()
{
    std::atomic<int> updates{0};
    auto engine = engineFor(fakeEngine("analyse"), &updates);
    AnalysisRequest request{after({"7g7f"}), 2, 1};
    const uint64_t id = engine->start(request);
    QTRY_COMPARE(engine->snapshot().lines.size(), size_t(2));
    const AnalysisSnapshot s = engine->snapshot();
    QCOMPARE(s.request, id);
    QVERIFY(s.running);
    QCOMPARE(s.sideToMove, White);
    QCOMPARE(s.lines[0].score, 100);
    QCOMPARE(s.lines[1].score, 50);
    QCOMPARE(s.depth, 3);
    QVERIFY(s.lines[0].pv.front() != s.lines[1].pv.front());
    // Another position: the old search is stopped, the new one starts.
    const uint64_t next = engine->start({after({"7g7f", "3c3d"}), 1, 1});
    QTRY_VERIFY(engine->snapshot().request == next && engine->snapshot().lines.size() == 1);
    engine->stop();
    QTRY_VERIFY(!engine->snapshot().running);
    QVERIFY(updates.load() > 0);
}

void TestEngineAnalysis::shogibanUsiAnalyses()
{
    std::atomic<int> updates{0};
    auto engine = engineFor(realEngine(), &updates);
    engine->start({Position(), 3, 1});
    QTRY_VERIFY_WITH_TIMEOUT(engine->snapshot().lines.size() == 3 && engine->snapshot().depth >= 3,
        20000);
    const AnalysisSnapshot s = engine->snapshot();
    QVERIFY(s.nodes > 0);
    QVERIFY(!s.failure);
    engine->stop();
    QTRY_VERIFY(!engine->snapshot().running);
}

void TestEngineAnalysis::crashIsReported()
{
    std::atomic<int> updates{0};
    auto engine = engineFor(fakeEngine("crash"), &updates);
    engine->start({Position(), 1, 1});
    QTRY_VERIFY(engine->snapshot().failure.has_value());
    QCOMPARE(*engine->snapshot().failure, engine::UsiFailure::Exited);
    QVERIFY(!engine->snapshot().running);
    // The next request starts it again.
    engine->start({Position(), 1, 1});
    QTRY_VERIFY(engine->snapshot().failure.has_value());
}

void TestEngineAnalysis::noProcessLeft()
{
    QVERIFY(waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD);
}

QTEST_GUILESS_MAIN(TestEngineAnalysis)
#include "tst_engine_analysis.moc"
