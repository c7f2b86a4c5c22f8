// Clocks in a game: the controller charges each move's time to its mover, judges a move by the
// moment it was made (a person's click, the computer's answer), ends the game when a flag
// falls, pauses, takes back, tells the computer its clock, and keeps the times and the time
// controls in KIF, CSA and JKF records.
#include "files/recordcodec.h"
#include "game/gamecontroller.h"

#include "../ui/uitest.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

using namespace shogiban;
using namespace shogiban::ui;
using clock::TimeControl;

namespace {

std::atomic<int64_t> fakeNow = 0;

GameStart twoPlayers(const TimeControl& control)
{
    GameStart options;
    options.players[Black].name = QStringLiteral("Sente player");
    options.players[White].name = QStringLiteral("Gote player");
    options.clocks = {control, control};
    return options;
}

BoardMove anyMove(const GameController& c)
{
    return c.game().legalMoves().front();
}

GameController* fakeTimedController(QObject* parent)
{
    auto* c = new GameController(
        [](const ThinkRequest&) { return ThinkFunction(uitest::firstLegalMove); }, parent);
    c->setTimeSource([] { return fakeNow.load(); });
    return c;
}

} // namespace

class TestClockGame : public QObject {
    Q_OBJECT

private slots:
    void init() { fakeNow = 1'000'000; }

    void movesAreChargedToTheirMover()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl::suddenDeath(60'000))));
        fakeNow += 12'000;
        c->playHumanMove(anyMove(*c));
        fakeNow += 3000;
        c->playHumanMove(anyMove(*c));
        QCOMPARE(c->elapsed().size(), size_t(2));
        QCOMPARE(c->elapsed()[0], std::optional<int64_t>(12'000));
        QCOMPARE(c->elapsed()[1], std::optional<int64_t>(3000));
        QCOMPARE(c->clock().reading(Black, c->clockNow()).mainMs, 48'000);
        QCOMPARE(c->clock().reading(White, c->clockNow()).mainMs, 57'000);
        QVERIFY(c->clock().reading(Black, c->clockNow()).running);
    }

    void untimedGamesStillMeasureMoveTimes()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl{})));
        fakeNow += 4200;
        c->playHumanMove(anyMove(*c));
        QCOMPARE(c->elapsed()[0], std::optional<int64_t>(4200));
        fakeNow += 10'000'000;
        c->checkFlag();
        QVERIFY(!c->isOver());
    }

    void flagFallLosesOnTime()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl::byoyomi(0, 10'000))));
        QSignalSpy over(c, &GameController::gameOver);
        fakeNow += 9999;
        c->checkFlag();
        QVERIFY(!c->isOver());
        c->playHumanMove(anyMove(*c)); // at 9.999 s: in time
        QCOMPARE(c->moveCount(), 1);
        fakeNow += 10'000;
        c->checkFlag();
        QVERIFY(c->isOver());
        QCOMPARE(c->outcome(), std::optional(Outcome{Black, EndReason::TimeUp}));
        QCOMPARE(over.count(), 1);
        QVERIFY(!c->acceptsHumanMove());
        QVERIFY(c->clock().reading(White, c->clockNow()).flagged);
    }

    void aLateMoveIsNotPlayed()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl::suddenDeath(5000))));
        fakeNow += 5000; // the flag fell; the timer has not told the controller yet
        c->playHumanMove(anyMove(*c));
        QCOMPARE(c->moveCount(), 0);
        QCOMPARE(c->outcome(), std::optional(Outcome{White, EndReason::TimeUp}));
    }

    void theTimerEndsTheGameOnItsOwn()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(uitest::firstLegalMove); });
        QVERIFY(c.newGame(twoPlayers(TimeControl::byoyomi(0, 300))));
        QVERIFY(!c.isOver());
        QTRY_VERIFY_WITH_TIMEOUT(c.isOver(), 5000);
        QCOMPARE(c.outcome(), std::optional(Outcome{White, EndReason::TimeUp}));
    }

    void pauseStopsTheClockAndTheBoard()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl::suddenDeath(60'000))));
        QSignalSpy paused(c, &GameController::pausedChanged);
        fakeNow += 10'000;
        c->setPaused(true);
        QVERIFY(c->isPaused());
        QCOMPARE(paused.count(), 1);
        QVERIFY(!c->acceptsHumanMove());
        fakeNow += 3'600'000;
        c->checkFlag();
        QVERIFY(!c->isOver());
        QCOMPARE(c->clock().reading(Black, c->clockNow()).mainMs, 50'000);
        c->setPaused(false);
        QVERIFY(c->acceptsHumanMove());
        fakeNow += 5000;
        c->playHumanMove(anyMove(*c));
        QCOMPARE(c->elapsed()[0], std::optional<int64_t>(15'000));
    }

    void pauseStopsTheComputer()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        GameStart options = twoPlayers(TimeControl::suddenDeath(60'000));
        options.players[White].kind = PlayerKind::Computer;
        QVERIFY(c->newGame(options));
        c->setPaused(true);
        c->playHumanMove(anyMove(*c)); // refused while paused
        QCOMPARE(c->moveCount(), 0);
        c->setPaused(false);
        c->playHumanMove(anyMove(*c));
        c->setPaused(true); // the computer was thinking: it stops
        QVERIFY(!c->isThinking());
        QTest::qWait(50);
        QCOMPARE(c->moveCount(), 1);
        c->setPaused(false);
        QTRY_COMPARE(c->moveCount(), 2);
    }

    void takeBackRestoresTheClocks()
    {
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        QVERIFY(c->newGame(twoPlayers(TimeControl::suddenDeath(60'000))));
        fakeNow += 20'000;
        c->playHumanMove(anyMove(*c));
        fakeNow += 1000;
        c->undo();
        QCOMPARE(c->moveCount(), 0);
        QVERIFY(c->elapsed().empty());
        QCOMPARE(c->clock().reading(Black, c->clockNow()).mainMs, 60'000);
        QCOMPARE(c->clock().sideToMove(), Black);
    }

    void theComputerIsToldItsClock()
    {
        std::optional<ThinkRequest> asked;
        GameController c([&asked](const ThinkRequest& request) {
            asked = request;
            return ThinkFunction(uitest::firstLegalMove);
        });
        c.setTimeSource([] { return fakeNow.load(); });
        GameStart options = twoPlayers(TimeControl::byoyomi(600'000, 30'000));
        options.clocks[White] = TimeControl::fischer(300'000, 5000);
        options.players[White] = {PlayerKind::Computer, 7, QStringLiteral("Computer"), {}, {}};
        QVERIFY(c.newGame(options));
        fakeNow += 7000;
        c.playHumanMove(anyMove(c));
        QVERIFY(asked);
        QCOMPARE(asked->side, White);
        QCOMPARE(asked->player.level, 7);
        QVERIFY(asked->clock);
        QCOMPARE(asked->clock->btime, 593'000);
        QCOMPARE(asked->clock->wtime, 300'000);
        QCOMPARE(asked->clock->winc, 5000);
        QCOMPARE(asked->clock->byoyomi, 0); // white plays Fischer
        QTRY_COMPARE(c.moveCount(), 2);
    }

    void computerMoveCountsFromItsAnswer()
    {
        // The answer comes at 2 s; the window takes its time to show it.
        GameController c([](const ThinkRequest&) {
            return ThinkFunction([](const GameRules& rules, const std::atomic<bool>&) {
                fakeNow += 2000;
                return std::optional(rules.legalMoves().front());
            });
        });
        c.setTimeSource([] { return fakeNow.load(); });
        GameStart options = twoPlayers(TimeControl::suddenDeath(60'000));
        options.players[Black].kind = PlayerKind::Computer;
        bool delayed = false;
        c.setAnimator([&](const BoardMove&, std::function<void()> done) {
            fakeNow += 500'000; // far past the flag: still the move was made in time
            delayed = true;
            done();
        });
        QVERIFY(c.newGame(options));
        QTRY_COMPARE(c.moveCount(), 1);
        QVERIFY(delayed);
        QVERIFY(!c.isOver() || c.outcome()->winner != White);
        QCOMPARE(c.elapsed()[0], std::optional<int64_t>(2000));
    }

    void recordsKeepTimesAndTimeControls_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("kifu") << int(record::RecordFormat::Kifu) << "( 0:12/00:00:12)";
        QTest::newRow("csa") << int(record::RecordFormat::Csa) << "\nT12\n";
        QTest::newRow("json") << int(record::RecordFormat::Jkf) << "\"now\"";
    }

    void recordsKeepTimesAndTimeControls()
    {
        QFETCH(int, format);
        QFETCH(QString, expected);
        QObject owner;
        GameController* c = fakeTimedController(&owner);
        GameStart options = twoPlayers(TimeControl::byoyomi(600'000, 30'000));
        options.clocks[White] = TimeControl::byoyomi(300'000, 30'000);
        QVERIFY(c->newGame(options));
        for (int64_t spent : {12'000, 3000, 45'000, 1000}) {
            fakeNow += spent;
            c->playHumanMove(anyMove(*c));
        }
        fakeNow += 600'000; // black: 600 - 57 s main + 30 s byoyomi are spent
        c->checkFlag();
        QCOMPARE(c->outcome(), std::optional(Outcome{White, EndReason::TimeUp}));

        const SavedGame game{c->options(), c->moves(), c->outcome(), c->elapsed()};
        const QByteArray bytes = RecordCodec::write(game, record::RecordFormat(format));
        const QString text = QString::fromUtf8(bytes);
        QVERIFY2(text.contains(expected), qPrintable(text));
        if (format == int(record::RecordFormat::Kifu)) {
            QVERIFY2(text.contains(QStringLiteral("切れ負け")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("先手持ち時間：10分+秒読み30秒")), qPrintable(text));
        }
        if (format == int(record::RecordFormat::Csa)) {
            QVERIFY2(text.contains(QStringLiteral("%TIME_UP")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("$TIME+:600+30+0")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("$TIME-:300+30+0")), qPrintable(text));
        }

        const LoadedGame loaded = RecordCodec::read(bytes, record::RecordFormat(format));
        QVERIFY2(loaded.game, qPrintable(loaded.error));
        QCOMPARE(loaded.game->elapsedMs, game.elapsedMs);
        QCOMPARE(loaded.game->start.clocks[Black], TimeControl::byoyomi(600'000, 30'000));
        QCOMPARE(loaded.game->start.clocks[White], TimeControl::byoyomi(300'000, 30'000));
        QCOMPARE(loaded.game->outcome, game.outcome);

        // Loaded, the clocks are as they were when the game ended.
        GameController* again = fakeTimedController(&owner);
        QVERIFY(again->loadGame(loaded.game->start, loaded.game->moves, loaded.game->outcome,
            nullptr, loaded.game->elapsedMs));
        QCOMPARE(again->clock().reading(White, again->clockNow()).mainMs, 300'000 - 4000);
        QCOMPARE(again->clock().reading(Black, again->clockNow()).mainMs, 600'000 - 57'000);
    }

    void sameClockForBothIsOneHeader()
    {
        GameStart options = twoPlayers(TimeControl::fischer(300'000, 10'000));
        const SavedGame game{options, {}, std::nullopt, {}};
        const QString kif = QString::fromUtf8(RecordCodec::write(game, record::RecordFormat::Kifu));
        QVERIFY2(kif.contains(QStringLiteral("持ち時間：5分+10秒加算")), qPrintable(kif));
        QVERIFY(!kif.contains(QStringLiteral("先手持ち時間")));
        const QString csa = QString::fromUtf8(RecordCodec::write(game, record::RecordFormat::Csa));
        QVERIFY2(csa.contains(QStringLiteral("$TIME:300+0+10")), qPrintable(csa));
        // Another program's V2.2 CSA header.
        const LoadedGame loaded = RecordCodec::read(
            "V2.2\nN+A\nN-B\n$TIME_LIMIT:00:10+30\nPI\n+\n+7776FU\nT5\n-3334FU\nT2\n%TORYO\n",
            record::RecordFormat::Csa);
        QVERIFY2(loaded.game, qPrintable(loaded.error));
        QCOMPARE(loaded.game->start.clocks[Black], TimeControl::byoyomi(600'000, 30'000));
        QCOMPARE(loaded.game->start.clocks[White], TimeControl::byoyomi(600'000, 30'000));
        QCOMPARE(loaded.game->elapsedMs,
            (std::vector<std::optional<int64_t>>{int64_t(5000), int64_t(2000)}));
    }
};

QTEST_MAIN(TestClockGame)
#include "tst_clock_game.moc"
