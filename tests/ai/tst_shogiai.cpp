// The shogi AI behind the GUI's GameAi interface: every level returns a legal move, the
// deterministic mode repeats itself, and the stop flag is obeyed.
#include "ai/levels.h"
#include "ai/shogiai.h"
#include "game/gameai.h"
#include "game/shogirules.h"

#include <QElapsedTimer>
#include <QTest>

#include <thread>

using namespace shogiban;

class TestShogiAi : public QObject {
    Q_OBJECT

private slots:
    void factoryMakesTheShogiAi() { QVERIFY(createGameAi(GameKind::Shogi) != nullptr); }

    void everyLevelPlaysALegalMove()
    {
        ShogiRules rules;
        auto ai = createGameAi(GameKind::Shogi);
        std::atomic<bool> stop{false};
        for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
            AiLimits limits;
            limits.level = level;
            limits.nodes = 3000;
            limits.deterministic = true;
            const BoardMove m = ai->think(rules, limits, stop);
            QCOMPARE(rules.refusal(m), MoveRefusal::None);
            QVERIFY(rules.play(m));
        }
    }

    void deterministicModeRepeatsItself()
    {
        ShogiRules rules;
        ai::ShogiAi first, second;
        std::atomic<bool> stop{false};
        AiLimits limits;
        limits.level = 6;
        limits.nodes = 5000;
        limits.deterministic = true;
        limits.seed = 42;
        QCOMPARE(first.think(rules, limits, stop), second.think(rules, limits, stop));
        QCOMPARE(first.lastResult().nodes, second.lastResult().nodes);
        QVERIFY(!first.lastResult().pv.empty());
    }

    void stopIsObeyed()
    {
        ShogiRules rules;
        ai::ShogiAi ai;
        std::atomic<bool> stop{false};
        AiLimits limits;
        limits.level = 10;
        limits.time = std::chrono::milliseconds(60000);
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            stop = true;
        });
        QElapsedTimer timer;
        timer.start();
        const BoardMove m = ai.think(rules, limits, stop);
        stopper.join();
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(rules.refusal(m), MoveRefusal::None);
    }
};

QTEST_APPLESS_MAIN(TestShogiAi)
#include "tst_shogiai.moc"
