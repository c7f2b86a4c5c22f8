// Thinking on the person's time: the top level searches the position after the reply it expects
// while the person thinks; the expected reply turns that search into its move (a ponder hit),
// another reply stops it and starts afresh. Only when allowed, only at the top level of the
// built-in AI, with the computer's own clock, and never past the end of a game or a pause.
#include "game/computerplayer.h"
#include "game/gamecontroller.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

using namespace shogiban;
using namespace shogiban::ui;
using clock::TimeControl;

namespace {

std::atomic<int64_t> fakeNow = 0;

// What the fake computer was asked, on the GUI thread, and what its searches saw.
struct Asked {
    std::vector<ThinkRequest> requests;
    std::shared_ptr<std::atomic<int>> pondersStopped = std::make_shared<std::atomic<int>>(0);
};

BoardMove firstMove(const GameRules& rules)
{
    return rules.legalMoves().front();
}

// Plays the first legal move and expects the first legal reply to it; a ponder search waits for
// its hit (or its stop) as the built-in AI's does. The engine "no-ponder" declines to ponder, as
// an engine whose USI_Ponder option is off.
GameController::AiFactory fakeComputer(Asked& asked)
{
    return [&asked](const ThinkRequest& request) -> ThinkFunction {
        asked.requests.push_back(request);
        if (request.pondering && request.player.engine == QLatin1String("no-ponder")) return {};
        auto stopped = asked.pondersStopped;
        return [request, stopped](const GameRules& rules, const std::atomic<bool>& stop) {
            while (request.pondering && request.pondering->load() && !stop.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            if (stop.load()) {
                ++*stopped;
                return ComputerReply{};
            }
            ComputerReply reply = std::optional(firstMove(rules));
            std::unique_ptr<GameRules> after = rules.clone();
            after->play(*reply.move);
            if (!after->legalMoves().empty()) reply.expectedReply = firstMove(*after);
            return reply;
        };
    };
}

GameStart personAgainstComputer(int level, const TimeControl& control = {})
{
    GameStart options;
    options.players[Black] = {PlayerKind::Human, 1, QStringLiteral("Hanako"), {}, {}};
    options.players[White] = {PlayerKind::Computer, level, QStringLiteral("Computer"), {}, {}};
    options.clocks = {control, control};
    return options;
}

struct Table {
    Asked asked;
    GameController controller{fakeComputer(asked)};

    explicit Table(bool allowed = true)
    {
        controller.setTimeSource([] { return fakeNow.load(); });
        controller.setPonderingAllowed(allowed);
    }

    // The person's first move and the computer's answer; then the person is to move.
    bool openGame(const GameStart& options)
    {
        if (!controller.newGame(options)) return false;
        controller.playHumanMove(firstMove(controller.game()));
        return QTest::qWaitFor([&] { return controller.moveCount() == 2; }, 5000);
    }
};

} // namespace

class TestPonder : public QObject {
    Q_OBJECT

private slots:
    void init() { fakeNow = 1'000'000; }

    void expectedReplyIsAPonderHit()
    {
        Table t;
        QVERIFY(t.openGame(personAgainstComputer(10)));
        QTRY_VERIFY(t.controller.isPondering());
        QCOMPARE(t.asked.requests.size(), size_t(2));
        const ThinkRequest& ponder = t.asked.requests.back();
        QVERIFY(ponder.pondering && ponder.pondering->load());
        QCOMPARE(ponder.side, White);
        QVERIFY(!t.controller.isThinking()); // the person's turn, shown as such
        const BoardMove expected = *t.controller.ponderedReply();
        QCOMPARE(expected, firstMove(t.controller.game()));

        const std::shared_ptr<std::atomic<bool>> flag = ponder.pondering;
        t.controller.playHumanMove(expected);
        QVERIFY(t.controller.isThinking());
        QVERIFY(!flag->load()); // the hit: the search goes on as the move
        QCOMPARE(t.asked.requests.size(), size_t(2)); // no second search for that move
        QTRY_COMPARE(t.controller.moveCount(), 4);
        QCOMPARE(*t.asked.pondersStopped, 0);
        QTRY_VERIFY(t.controller.isPondering()); // and it ponders on the next reply
        QCOMPARE(t.asked.requests.size(), size_t(3));
    }

    void anotherReplyStartsAfresh()
    {
        Table t;
        QVERIFY(t.openGame(personAgainstComputer(10)));
        QTRY_VERIFY(t.controller.isPondering());
        const BoardMove expected = *t.controller.ponderedReply();
        const std::vector<BoardMove> moves = t.controller.game().legalMoves();
        const BoardMove other = moves.back();
        QVERIFY(other != expected);
        t.controller.playHumanMove(other);
        QVERIFY(!t.controller.isPondering());
        QVERIFY(t.controller.isThinking());
        QCOMPARE(t.asked.requests.size(), size_t(3));
        QVERIFY(!t.asked.requests[2].pondering); // a fresh search of the real position
        QTRY_COMPARE(*t.asked.pondersStopped, 1);
        QTRY_COMPARE(t.controller.moveCount(), 4);
    }

    void onlyWhenAllowedAndAtTheTopLevel()
    {
        Table notAllowed(false);
        QVERIFY(notAllowed.openGame(personAgainstComputer(10)));
        QTest::qWait(50);
        QVERIFY(!notAllowed.controller.isPondering());
        QCOMPARE(notAllowed.asked.requests.size(), size_t(1));

        Table lowerLevel;
        QVERIFY(lowerLevel.openGame(personAgainstComputer(9)));
        QTest::qWait(50);
        QVERIFY(!lowerLevel.controller.isPondering());

        // An engine: its own option decides, not the built-in AI's setting or level.
        GameStart withEngine = personAgainstComputer(1);
        withEngine.players[White].engine = QStringLiteral("ponders");
        Table engine(false);
        QVERIFY(engine.openGame(withEngine));
        QTRY_VERIFY(engine.controller.isPondering());

        withEngine.players[White].engine = QStringLiteral("no-ponder");
        Table declines;
        QVERIFY(declines.openGame(withEngine));
        QTest::qWait(50);
        QVERIFY(!declines.controller.isPondering());
        QCOMPARE(declines.asked.requests.size(), size_t(2)); // its move, and the ponder declined
    }

    void turningItOffStopsThePonder()
    {
        Table t;
        QVERIFY(t.openGame(personAgainstComputer(10)));
        QTRY_VERIFY(t.controller.isPondering());
        t.controller.setPonderingAllowed(false);
        QVERIFY(!t.controller.isPondering());
        QTRY_COMPARE(*t.asked.pondersStopped, 1);
    }

    void pauseAndTheEndStopThePonder()
    {
        Table t;
        QVERIFY(t.openGame(personAgainstComputer(10, TimeControl::suddenDeath(60'000))));
        QTRY_VERIFY(t.controller.isPondering());
        t.controller.setPaused(true);
        QVERIFY(!t.controller.isPondering());
        t.controller.setPaused(false);

        Table ended;
        QVERIFY(ended.openGame(personAgainstComputer(10)));
        QTRY_VERIFY(ended.controller.isPondering());
        ended.controller.resign();
        QVERIFY(ended.controller.isOver());
        QVERIFY(!ended.controller.isPondering());
        QTRY_COMPARE(*ended.asked.pondersStopped, 1);
    }

    // The ponder search is told the computer's clock as it will be at its turn: its own main
    // time and its own byoyomi, not the person's running ones.
    void theComputersOwnClockIsTold()
    {
        Table t;
        GameStart options = personAgainstComputer(10);
        options.clocks[Black] = TimeControl::byoyomi(0, 30'000);
        options.clocks[White] = TimeControl::byoyomi(60'000, 10'000);
        QVERIFY(t.openGame(options));
        QTRY_VERIFY(t.controller.isPondering());
        fakeNow += 7000; // the person thinks; the computer's clock stands
        const ThinkRequest& ponder = t.asked.requests.back();
        QVERIFY(ponder.clock);
        QCOMPARE(ponder.clock->wtime, 60'000);
        QCOMPARE(ponder.clock->byoyomi, 10'000);
    }

    // The built-in AI itself: it ponders, takes the hit, and answers within its byoyomi. Two
    // seconds a move: with one, a run on a loaded machine had no first move after ten seconds.
    void theBuiltInAiPonders()
    {
        GameController c(builtInAiFactory());
        c.setPonderingAllowed(true);
        QVERIFY(c.newGame(personAgainstComputer(10, TimeControl::byoyomi(0, 2000))));
        c.playHumanMove(firstMove(c.game()));
        QTRY_VERIFY_WITH_TIMEOUT(c.moveCount() == 2 || c.isOver(), 10'000);
        QVERIFY2(!c.isOver(), "the computer's first move did not come in time");
        QTRY_VERIFY_WITH_TIMEOUT(c.isPondering(), 5000);
        QTest::qWait(300); // it thinks on the person's time
        c.playHumanMove(*c.ponderedReply());
        QVERIFY(c.isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(c.moveCount() == 4, 10'000);
        QVERIFY(!c.isOver()); // in time, and a legal move
    }
};

QTEST_MAIN(TestPonder)
#include "tst_ponder.moc"
