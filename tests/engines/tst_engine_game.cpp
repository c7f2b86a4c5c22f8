// External engines playing in the game controller: shogiban-usi against a fake engine and
// against itself, the clock told with "go btime wtime byoyomi|binc winc", usinewgame per game;
// pondering with USI_Ponder on ("go ponder", then "ponderhit" or "stop");
// each misbehaviour of the fake engines ends or pauses the game with a message naming the
// engine (crash, hang, no readyok, no usiok: paused and kept; illegal move and a false win
// declaration: lost; resign: resigned), a timed hang loses on time; no process is left behind.
#include "enginetest.h"

#include "engines/enginelog.h"
#include "engines/enginemanagerdialog.h"
#include "engines/engineplayers.h"
#include "game/computerplayer.h"
#include "game/gamecontroller.h"
#include "window/mainwindow.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

#include <sys/wait.h>

Q_DECLARE_METATYPE(shogiban::clock::TimeControl)

using namespace shogiban;
using namespace shogiban::ui;
using clock::TimeControl;

namespace {

bool noChildLeft()
{
    return waitpid(-1, nullptr, WNOHANG) == -1 && errno == ECHILD;
}

// Engines get little time in tests; a hang counts after half a second beyond it.
EnginePlayers::Timeouts quickTimeouts()
{
    return {3000, 5000, 500};
}

struct Table {
    EngineLog log;
    EnginePlayers players{&log};
    GameController controller{players.factory(builtInAiFactory())};
    EngineList engines;

    Table() { players.setTimeouts(quickTimeouts()); }

    QString add(const std::string& path, const QString& name, int moveTimeMs = 100,
        const QMap<QString, QString>& values = {})
    {
        EngineConfig config;
        config.name = name;
        config.path = QString::fromStdString(path);
        config.moveTimeMs = moveTimeMs;
        if (path == realEngine()) {
            // What the engine declares, as Settings > Engines keeps it.
            config.options = probeEngine(config.path, {}, 5000).identity.options;
            config.values.insert(QStringLiteral("Level"), QStringLiteral("1"));
        }
        config.addStandardOptions();
        config.values.insert(values);
        const QString id = engines.add(config);
        players.setEngines(engines);
        return id;
    }

    PlayerOptions engine(const QString& id, const QString& name)
    {
        return {PlayerKind::Computer, 1, name, id, name};
    }

    // A person (sente) against an engine (gote).
    bool personAgainst(const QString& id, const QString& name, const TimeControl& control = {})
    {
        GameStart start;
        start.players[Black] = {PlayerKind::Human, 1, QStringLiteral("Hanako"), {}, {}};
        start.players[White] = engine(id, name);
        start.clocks = {control, control};
        players.prepare(start);
        return controller.newGame(start);
    }

    QStringList sent(const QString& prefix) const
    {
        QStringList found;
        for (const QString& line : log.lines())
            if (line.contains(QStringLiteral(" > ") + prefix)) found << line;
        return found;
    }
};

} // namespace

class TestEngineGame : public QObject {
    Q_OBJECT

private slots:
    void engineAgainstEngine();
    void clockIsTold_data();
    void clockIsTold();
    void crashPausesAndResumes();
    void silentEnginePauses_data();
    void silentEnginePauses();
    void hangOnTheClockLosesOnTime();
    void illegalMoveLoses();
    void resignResigns();
    void falseWinLoses();
    void enginePondersWhenItsOptionIsOn();
    void ponderIsOffByDefault();
    void crashWhilePonderingLosesNothing();
    void windowClosesEveryEngine();
    void noProcessLeft();
};

void TestEngineGame::engineAgainstEngine()
{
    Table t;
    const QString real = t.add(realEngine(), QStringLiteral("Shogiban USI"), 50);
    const QString fake = t.add(fakeEngine("good"), QStringLiteral("Fake good"));
    GameStart start;
    start.players[Black] = t.engine(real, QStringLiteral("Shogiban USI"));
    start.players[White] = t.engine(fake, QStringLiteral("Fake good"));
    t.players.prepare(start);
    QVERIFY(t.controller.newGame(start));
    QTRY_VERIFY2_WITH_TIMEOUT(t.controller.moveCount() >= 8,
        qPrintable(t.log.lines().join(QLatin1Char('\n'))), 20000);
    QCOMPARE(t.players.runningEngines(), 2);
    // The whole game each time, from the start position.
    QTRY_VERIFY(!t.sent(QStringLiteral("position startpos moves ")).isEmpty());
    QCOMPARE(t.sent(QStringLiteral("usinewgame")).size(), 2);
    QVERIFY(!t.sent(QStringLiteral("setoption name Level value 1")).isEmpty());
    // A second game: the same processes, told of the new game.
    t.controller.stopThinking();
    QVERIFY(t.controller.newGame(start));
    QTRY_VERIFY_WITH_TIMEOUT(t.controller.moveCount() >= 2, 20000);
    QTRY_COMPARE(t.sent(QStringLiteral("usinewgame")).size(), 4);
    QCOMPARE(t.sent(QStringLiteral("usi")).filter(QRegularExpression(QStringLiteral("> usi$"))).size(), 2);
    // Two people next: both engines go.
    t.controller.stopThinking();
    t.players.prepare(GameStart{});
    QTRY_COMPARE(t.players.runningEngines(), 0);
}

void TestEngineGame::clockIsTold_data()
{
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<QString>("go");
    QTest::newRow("byoyomi") << TimeControl::byoyomi(60'000, 10'000)
                             << QStringLiteral("go btime 60000 wtime 60000 byoyomi 10000");
    QTest::newRow("fischer") << TimeControl::fischer(30'000, 2000)
                             << QStringLiteral("go btime 30000 wtime 30000 binc 2000 winc 2000");
    QTest::newRow("sudden death") << TimeControl::suddenDeath(90'000)
                                  << QStringLiteral("go btime 90000 wtime 90000 byoyomi 0");
    QTest::newRow("no clock") << TimeControl{}
                              << QStringLiteral("go btime 0 wtime 0 byoyomi 100");
}

void TestEngineGame::clockIsTold()
{
    QFETCH(TimeControl, control);
    QFETCH(QString, go);
    Table t;
    const QString fake = t.add(fakeEngine("good"), QStringLiteral("Fake good"));
    GameStart start;
    start.players[Black] = t.engine(fake, QStringLiteral("Fake good"));
    start.players[White] = {PlayerKind::Human, 1, QStringLiteral("Hanako"), {}, {}};
    start.clocks = {control, control};
    // A clock that stands still: the times told are the controller's arithmetic, not a race with
    // the milliseconds that pass while the game starts on a busy machine.
    t.controller.setTimeSource([] { return int64_t{1'000'000}; });
    t.players.prepare(start);
    QVERIFY(t.controller.newGame(start));
    QTRY_COMPARE(t.controller.moveCount(), 1);
    QTRY_VERIFY(!t.sent(QStringLiteral("go ")).isEmpty());
    const QString line = t.sent(QStringLiteral("go ")).front();
    // The first move's times are exact: nothing was spent before it.
    QVERIFY2(line.endsWith(go), qPrintable(line));
}

void TestEngineGame::crashPausesAndResumes()
{
    Table t;
    const QString id = t.add(fakeEngine("crash"), QStringLiteral("Fake crash"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake crash")));
    QSignalSpy failed(&t.controller, &GameController::computerFailed);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE(failed.size(), 1);
    const QString why = failed.front().front().toString();
    QVERIFY2(why.contains(QLatin1String("Fake crash")) && why.contains(QLatin1String("crashed")),
        qPrintable(why));
    QVERIFY(t.controller.isPaused());
    QVERIFY(!t.controller.isOver());
    QCOMPARE(t.controller.moveCount(), 1); // the game is kept
    // Resuming starts the engine again (and it crashes again).
    t.controller.setPaused(false);
    QTRY_COMPARE(failed.size(), 2);
    QVERIFY(t.controller.isPaused());
    QTRY_COMPARE(t.players.runningEngines(), 0);
}

void TestEngineGame::silentEnginePauses_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("said");
    QTest::newRow("hang") << QStringLiteral("hang") << QStringLiteral("did not answer");
    QTest::newRow("no readyok") << QStringLiteral("noreadyok") << QStringLiteral("readyok");
    QTest::newRow("no usiok") << QStringLiteral("nousiok") << QStringLiteral("usiok");
}

void TestEngineGame::silentEnginePauses()
{
    QFETCH(QString, mode);
    QFETCH(QString, said);
    Table t;
    t.players.setTimeouts({500, 500, 500});
    const QString name = QStringLiteral("Fake ") + mode;
    const QString id = t.add(fakeEngine(mode.toStdString()), name);
    QVERIFY(t.personAgainst(id, name));
    QSignalSpy failed(&t.controller, &GameController::computerFailed);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
    const QString why = failed.front().front().toString();
    QVERIFY2(why.contains(said) && why.contains(name), qPrintable(why));
    QVERIFY(t.controller.isPaused());
    QVERIFY(!t.controller.isOver());
    QCOMPARE(t.controller.moveCount(), 1);
    QTRY_COMPARE(t.players.runningEngines(), 0); // killed, not left hanging
}

void TestEngineGame::hangOnTheClockLosesOnTime()
{
    Table t;
    const QString id = t.add(fakeEngine("hang"), QStringLiteral("Fake hang"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake hang"), TimeControl::suddenDeath(600)));
    QSignalSpy over(&t.controller, &GameController::gameOver);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE_WITH_TIMEOUT(over.size(), 1, 5000);
    QCOMPARE(t.controller.outcome(), (Outcome{Black, EndReason::TimeUp}));
    t.players.prepare(GameStart{});
    QTRY_COMPARE_WITH_TIMEOUT(t.players.runningEngines(), 0, 5000);
}

void TestEngineGame::illegalMoveLoses()
{
    Table t;
    const QString id = t.add(fakeEngine("illegal"), QStringLiteral("Fake illegal"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake illegal")));
    QSignalSpy failed(&t.controller, &GameController::computerFailed);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_VERIFY(t.controller.isOver());
    QCOMPARE(t.controller.outcome(), (Outcome{Black, EndReason::IllegalMove}));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.front().front().toString().contains(QLatin1String("5e5d")));
    QCOMPARE(t.controller.moveCount(), 1);
}

void TestEngineGame::resignResigns()
{
    Table t;
    const QString id = t.add(fakeEngine("resign"), QStringLiteral("Fake resign"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake resign")));
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_VERIFY(t.controller.isOver());
    QCOMPARE(t.controller.outcome(), (Outcome{Black, EndReason::Resignation}));
    t.players.gameOver(t.controller.options(), *t.controller.outcome());
    QTRY_VERIFY(!t.sent(QStringLiteral("gameover lose")).isEmpty());
}

void TestEngineGame::falseWinLoses()
{
    Table t;
    const QString id = t.add(fakeEngine("win"), QStringLiteral("Fake win"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake win")));
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_VERIFY(t.controller.isOver());
    // A declaration without the 27 points is a foul.
    QCOMPARE(t.controller.outcome(), (Outcome{Black, EndReason::IllegalMove}));
}

// USI_Ponder on: after its move the engine is sent the position after the reply it expects and
// "go ponder"; that reply is a "ponderhit" and its answer is the engine's move, another reply
// stops the ponder search and the engine is asked afresh.
void TestEngineGame::enginePondersWhenItsOptionIsOn()
{
    Table t;
    const QString id = t.add(fakeEngine("ponder"), QStringLiteral("Fake ponder"), 100,
        {{QStringLiteral("USI_Ponder"), QStringLiteral("true")}});
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake ponder")));
    QSignalSpy pondering(&t.controller, &GameController::ponderingChanged);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE(t.controller.moveCount(), 2);
    QTRY_VERIFY(t.controller.isPondering());
    QCOMPARE(pondering.size(), 1);
    QVERIFY(t.controller.ponderedReply());
    const BoardMove expected = *t.controller.ponderedReply();
    QCOMPARE(expected, t.controller.game().legalMoves().front()); // the fake's "ponder" move
    QTRY_COMPARE(t.sent(QStringLiteral("go ponder")).size(), 1);
    QVERIFY(t.sent(QStringLiteral("position ")).last().endsWith(
        QString::fromStdString(t.controller.game().moveText(expected))));

    // The expected reply: a hit, and the search goes on as the engine's move.
    t.controller.playHumanMove(expected);
    QTRY_COMPARE(t.sent(QStringLiteral("ponderhit")).size(), 1);
    QTRY_COMPARE(t.controller.moveCount(), 4);
    QCOMPARE(t.sent(QStringLiteral("stop")).size(), 0);
    QCOMPARE(t.sent(QStringLiteral("go btime")).size(), 1); // no second search for that move

    // Another reply: the ponder search is stopped and the engine asked again. The reply
    // waits until the engine has been told to ponder (before that there is nothing to stop).
    QTRY_VERIFY(t.controller.isPondering());
    QTRY_COMPARE(t.sent(QStringLiteral("go ponder")).size(), 2);
    const std::vector<BoardMove> moves = t.controller.game().legalMoves();
    const auto other = std::find_if(moves.begin(), moves.end(),
        [&](const BoardMove& m) { return m != *t.controller.ponderedReply(); });
    QVERIFY(other != moves.end());
    t.controller.playHumanMove(*other);
    QTRY_COMPARE(t.controller.moveCount(), 6);
    QCOMPARE(t.sent(QStringLiteral("stop")).size(), 1);
    QCOMPARE(t.sent(QStringLiteral("ponderhit")).size(), 1);
    QCOMPARE(t.sent(QStringLiteral("go btime")).size(), 2);
    QVERIFY(!t.controller.isOver());
}

// An engine whose USI_Ponder is off (the default) is never asked to ponder, whatever the
// built-in AI's setting.
void TestEngineGame::ponderIsOffByDefault()
{
    Table t;
    t.controller.setPonderingAllowed(true);
    const QString id = t.add(fakeEngine("ponder"), QStringLiteral("Fake ponder"));
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake ponder")));
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE(t.controller.moveCount(), 2);
    QTest::qWait(300);
    QVERIFY(!t.controller.isPondering());
    QVERIFY(t.sent(QStringLiteral("go ponder")).isEmpty());
    QVERIFY(t.sent(QStringLiteral("setoption name USI_Ponder value true")).isEmpty());
}

// An engine that dies while it ponders costs the person nothing: the game goes on, nobody
// loses, and the engine is started again for its move.
void TestEngineGame::crashWhilePonderingLosesNothing()
{
    Table t;
    const QString id = t.add(fakeEngine("pondercrash"), QStringLiteral("Fake pondercrash"), 100,
        {{QStringLiteral("USI_Ponder"), QStringLiteral("true")}});
    QVERIFY(t.personAgainst(id, QStringLiteral("Fake pondercrash")));
    QSignalSpy failed(&t.controller, &GameController::computerFailed);
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE(t.controller.moveCount(), 2);
    QTRY_COMPARE(t.sent(QStringLiteral("go ponder")).size(), 1);
    QTRY_VERIFY(!t.controller.isPondering());
    QVERIFY(!t.controller.isOver());
    QVERIFY(!t.controller.isPaused());
    t.controller.playHumanMove(t.controller.game().legalMoves().front());
    QTRY_COMPARE(t.controller.moveCount(), 4);
    QCOMPARE(t.sent(QStringLiteral("usi")).filter(QRegularExpression(QStringLiteral("> usi$"))).size(), 2);
    QVERIFY(!t.controller.isOver());
    QCOMPARE(failed.size(), 0);
}

void TestEngineGame::windowClosesEveryEngine()
{
    {
        MainWindow window(builtInAiFactory());
        window.setPersistent(false);
        EngineList engines;
        EngineConfig config;
        config.name = QStringLiteral("Fake good");
        config.path = QString::fromStdString(fakeEngine("good"));
        config.moveTimeMs = 200;
        engines.add(config);
        window.enginePlayers()->setEngines(engines);
        NewGameChoice choice;
        choice.mode = GameMode::ComputerVsComputer;
        choice.engines = {engines.engines()[0].id, engines.engines()[0].id};
        QVERIFY(window.startGame(choice));
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->moveCount() >= 4, 10000);
        QCOMPARE(window.controller()->options().players[Black].name, QStringLiteral("Fake good"));
        QCOMPARE(window.controller()->options().players[Black].engineName, QStringLiteral("Fake good"));
        QVERIFY(!window.engineLog()->lines().isEmpty());
        window.close();
    }
    QVERIFY(noChildLeft());
}

void TestEngineGame::noProcessLeft()
{
    QVERIFY(noChildLeft());
}

QTEST_MAIN(TestEngineGame)
#include "tst_engine_game.moc"
