// The start page's Continue across runs of the program: a game left unfinished when the
// window closed comes back at the next start exactly (moves, players, clocks, side to move,
// the board's orientation); a finished game, a game replaced by another, a game of two
// computers and a record being looked at are not offered; an unreadable file is reported,
// set aside and never offered again. Screenshots of the page with the Continue text are saved
// under <build>/screenshots/ in every language.
#include "../testfiles.h"
#include "../ui/windowtest.h"
#include "../ui/windowtestsettings.h"

#include "board/boardview.h"
#include "files/continuefile.h"
#include "files/filecommands.h"
#include "home/piecebutton.h"
#include "i18n/languagemanager.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// A window of the program started in `folder` (its application data folder), its clocks on a
// time the test sets.
struct Run {
    explicit Run(const QString& folder)
        : window(std::make_unique<MainWindow>(uitest::aiThatThinks()))
    {
        window->setPersistent(false);
        window->controller()->setTimeSource([this] { return now; });
        window->files()->setAutosaveFolder(folder);
    }
    GameController* controller() const { return window->controller(); }
    PieceButton* continueButton() const
    {
        return window->findChild<PieceButton*>(QStringLiteral("continueButton"));
    }
    // The person plays until `moves` are on the board and it is a person's turn again; each
    // of the person's moves takes a different time.
    void playUntil(int moves)
    {
        GameController* c = controller();
        while (c->moveCount() < moves || !c->acceptsHumanMove()) {
            if (c->acceptsHumanMove()) {
                now += 700 + 311 * c->moveCount();
                c->playHumanMove(c->game().legalMoves().back());
            }
            QTRY_VERIFY(c->acceptsHumanMove() || c->isOver());
            if (c->isOver()) return;
        }
    }
    std::array<clock::ClockReading, ColorNb> clocks() const
    {
        return {controller()->clock().reading(Black, now), controller()->clock().reading(White, now)};
    }

    int64_t now = 10000;
    std::unique_ptr<MainWindow> window;
};

NewGameChoice choiceOf(GameMode mode)
{
    NewGameChoice choice;
    choice.mode = mode;
    choice.first = FirstPlayer::PlayerTwo; // against the computer: the person is gote
    choice.names = {QStringLiteral("Hanako"), QStringLiteral("Taro")};
    choice.levels = {4, 4};
    choice.clocks[0] = clock::TimeControl{clock::TimeKind::Byoyomi, 5000, 30000};
    return choice;
}

// Plays a game of `mode` in a run that then quits; returns the run's game as it was.
SavedGame quitWithGame(const QString& folder, GameMode mode, int moves)
{
    Run run(folder);
    run.window->startGame(choiceOf(mode));
    run.playUntil(moves);
    const SavedGame game = run.window->files()->currentGame();
    run.window->close();
    return game;
}

QStringList setAside(const QString& folder)
{
    return QDir(folder).entryList({QStringLiteral("continue-unreadable-*.json")}, QDir::Files);
}

// A file as Shogiban writes it around `game` (a JKF object), with `extra` fields.
QByteArray keptFile(const QByteArray& game, int version = 1, const QByteArray& extra = {})
{
    return "{\"format\": \"shogiban-game-to-continue\", \"version\": " + QByteArray::number(version)
        + ", \"saved\": \"2026-12-01T10:00:00Z\", \"flipped\": false, " + extra
        + "\"game\": " + game + "}";
}

// One move: 7g7f.
constexpr const char* OneMoveGame
    = R"({"header": {}, "moves": [{}, {"move": {"from": )"
      R"({"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"}}]})";

} // namespace

class TestHomeContinue : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void continueBringsTheGameBackAtTheNextStart_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("turnBoard"); // the board turned by hand before quitting
        QTest::newRow("two players, board turned") << int(GameMode::TwoPlayers) << true;
        QTest::newRow("against the computer, as gote") << int(GameMode::AgainstComputer) << false;
        QTest::newRow("against the computer, board turned back")
            << int(GameMode::AgainstComputer) << true;
    }
    void continueBringsTheGameBackAtTheNextStart()
    {
        QFETCH(int, mode);
        QFETCH(bool, turnBoard);
        QTemporaryDir folder;
        SavedGame played;
        std::string position;
        bool flipped = false;
        std::array<clock::ClockReading, ColorNb> clocks{};
        {
            Run first(folder.path());
            QVERIFY(first.window->startGame(choiceOf(GameMode(mode))));
            first.playUntil(9);
            if (turnBoard) first.window->findChild<QAction*>(QStringLiteral("flipAction"))->trigger();
            played = first.window->files()->currentGame();
            position = first.controller()->game().positionText();
            flipped = first.window->board()->isFlipped();
            const auto beforeThinking = first.clocks();
            const QString autosave = first.window->files()->autosavePath();
            QVERIFY(QFile::exists(autosave));
            first.now += 4000; // the person thought a while, then quit: that time is kept too
            clocks = first.clocks();
            const Color toMove = first.controller()->game().sideToMove();
            QCOMPARE(clocks[toMove].untilFlagMs(), beforeThinking[toMove].untilFlagMs() - 4000);
            QVERIFY(first.window->close()); // no question: the game is kept
            QVERIFY(!QFile::exists(autosave)); // nothing for the crash recovery to offer
            QVERIFY(QFile::exists(first.window->files()->continueFilePath()));
        }
        QVERIFY(clocks[Black].mainMs < 5000 || clocks[White].mainMs < 5000);

        Run next(folder.path());
        next.window->board()->setFlipped(!flipped); // as the new window happens to show it
        next.window->showHome();
        QVERIFY(next.continueButton()->isVisibleTo(next.window.get()));
        const QString detail = next.continueButton()->detail();
        QVERIFY2(detail.contains(QStringLiteral("move %1").arg(played.moves.size())), qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("today")), qPrintable(detail));
        QVERIFY2(detail.contains(GameMode(mode) == GameMode::TwoPlayers ? QStringLiteral("Taro and Hanako")
                                                                        : QStringLiteral("level 4")),
            qPrintable(detail));
        next.now = 500000; // another day: the clocks go on from where they stood
        QTest::mouseClick(next.continueButton(), Qt::LeftButton);
        QVERIFY(next.window->showsGame());

        const SavedGame restored = next.window->files()->currentGame();
        QCOMPARE(restored.moves, played.moves);
        QCOMPARE(restored.elapsedMs, played.elapsedMs);
        uitest::checkSamePlayers(restored.start, played.start);
        QCOMPARE(restored.start.clocks, played.start.clocks);
        QCOMPARE(next.controller()->game().positionText(), position); // and the side to move
        QCOMPARE(next.window->board()->isFlipped(), flipped);
        const auto restoredClocks = next.clocks();
        for (Color c : {Black, White}) {
            QCOMPARE(restoredClocks[c].mainMs, clocks[c].mainMs);
            QCOMPARE(restoredClocks[c].byoyomiMs, clocks[c].byoyomiMs);
            QCOMPARE(restoredClocks[c].periodsLeft, clocks[c].periodsLeft);
        }
        QVERIFY(next.controller()->acceptsHumanMove()); // the person's turn, as it was
        // Continued, it is this run's game: in the autosave, no longer in the kept file.
        QVERIFY(QFile::exists(next.window->files()->autosavePath()));
        QVERIFY(!QFile::exists(next.window->files()->continueFilePath()));
        next.window->showHome();
        QVERIFY(next.continueButton()->detail().startsWith(QStringLiteral("The game in progress")));
    }

    void aFinishedGameIsNotOffered()
    {
        QTemporaryDir folder;
        {
            Run run(folder.path());
            run.window->startGame(choiceOf(GameMode::TwoPlayers));
            run.playUntil(4);
            run.controller()->resign();
            run.window->close();
            QVERIFY(!QFile::exists(run.window->files()->continueFilePath()));
        }
        // Continued, then finished: gone too.
        quitWithGame(folder.path(), GameMode::AgainstComputer, 6);
        {
            Run run(folder.path());
            QVERIFY(run.window->files()->continueKeptGame());
            run.playUntil(8);
            run.controller()->resign();
            run.window->close();
        }
        Run next(folder.path());
        next.window->showHome();
        QVERIFY(!next.continueButton()->isVisibleTo(next.window.get()));
        QVERIFY(!next.window->files()->continueKeptGame());
        // A kept file whose game has a result (written by hand) is not offered either.
        QVERIFY(testfiles::write(next.window->files()->continueFilePath(),
            keptFile(R"({"header": {}, "moves": [{}, {"move": {"from": {"x": 7, "y": 7}, )"
                     R"("to": {"x": 7, "y": 6}, "piece": "FU"}}, {"special": "TORYO"}]})")));
        next.window->showHome();
        QVERIFY(!next.continueButton()->isVisibleTo(next.window.get()));
    }

    void anotherGamePlayedReplacesTheKeptOne()
    {
        QTemporaryDir folder;
        quitWithGame(folder.path(), GameMode::AgainstComputer, 6);
        {
            Run run(folder.path());
            run.window->showHome();
            QVERIFY(run.continueButton()->isVisibleTo(run.window.get()));
            QTest::mouseClick(run.window->findChild<PieceButton*>(QStringLiteral("twoPlayersButton")),
                Qt::LeftButton);
            // A new game with no move yet replaces nothing.
            QVERIFY(QFile::exists(run.window->files()->continueFilePath()));
            run.playUntil(3);
            QVERIFY(!QFile::exists(run.window->files()->continueFilePath()));
            run.controller()->resign();
            run.window->close();
        }
        Run next(folder.path());
        next.window->showHome();
        QVERIFY(!next.continueButton()->isVisibleTo(next.window.get()));
    }

    // Two windows, each with a game: the one closed first is kept for Continue; a move in the
    // other window does not replace it (that window never offered it), and closing the other
    // does not write over it: that game stays in its autosave, which the next start offers to
    // restore. Before, the game closed first was lost.
    void twoWindowsLoseNeitherGame()
    {
        QTemporaryDir folder;
        SavedGame closedFirst;
        SavedGame closedLast;
        {
            Run one(folder.path());
            Run other(folder.path());
            QVERIFY(one.window->startGame(choiceOf(GameMode::TwoPlayers)));
            QVERIFY(other.window->startGame(choiceOf(GameMode::AgainstComputer)));
            one.playUntil(5);
            other.playUntil(4);
            closedFirst = one.window->files()->currentGame();
            QVERIFY(one.window->close());
            const QString kept = one.window->files()->continueFilePath();
            QVERIFY(QFile::exists(kept));
            const QByteArray keptBytes = testfiles::contents(kept);
            other.playUntil(8);
            QCOMPARE(testfiles::contents(kept), keptBytes);
            closedLast = other.window->files()->currentGame();
            const QString autosave = other.window->files()->autosavePath();
            QVERIFY(other.window->close()); // no question
            QCOMPARE(testfiles::contents(kept), keptBytes);
            QVERIFY(QFile::exists(autosave));
        }
        Run next(folder.path());
        const QList<LeftGame> left = next.window->files()->leftGames();
        QCOMPARE(left.size(), 1);
        QVERIFY(left.front().loaded.game);
        QCOMPARE(left.front().loaded.game->moves, closedLast.moves);
        uitest::checkSamePlayers(left.front().loaded.game->start, closedLast.start);
        next.window->showHome();
        QVERIFY(next.continueButton()->isVisibleTo(next.window.get()));
        QVERIFY(next.window->files()->continueKeptGame());
        const SavedGame continued = next.window->files()->currentGame();
        QCOMPARE(continued.moves, closedFirst.moves);
        uitest::checkSamePlayers(continued.start, closedFirst.start);
    }

    // Two computers playing, and a record opened to be looked at, are nobody's game to go on.
    void gamesOfNoOneAndRecordsAreNotKept()
    {
        QTemporaryDir folder;
        {
            Run run(folder.path());
            run.window->startGame(choiceOf(GameMode::ComputerVsComputer));
            QTRY_VERIFY(run.controller()->moveCount() >= 2);
            run.controller()->stopThinking();
            run.window->close();
            QVERIFY(!QFile::exists(run.window->files()->continueFilePath()));
        }
        const QString record = folder.filePath(QStringLiteral("game.kif"));
        QVERIFY(testfiles::write(record,
            "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"));
        Run run(folder.path());
        QVERIFY(run.window->files()->openFile(record));
        QVERIFY(run.controller()->isStudying());
        run.window->close();
        QVERIFY(!QFile::exists(run.window->files()->continueFilePath()));
    }

    // The time spent on the unfinished move: taken when it is one, else none (files of
    // before have no such field; a hostile one is no reason to lose the game).
    void theTurnTimeIsReadWhenItIsOne_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<qint64>("turnMs");
        QTest::newRow("kept") << QByteArray("\"turn-ms\": 4000, ") << qint64(4000);
        QTest::newRow("none, as before") << QByteArray() << qint64(0);
        QTest::newRow("negative") << QByteArray("\"turn-ms\": -4000, ") << qint64(0);
        QTest::newRow("a text") << QByteArray("\"turn-ms\": \"long\", ") << qint64(0);
        QTest::newRow("beyond a year") << QByteArray("\"turn-ms\": 1e300, ") << qint64(0);
    }
    void theTurnTimeIsReadWhenItIsOne()
    {
        QFETCH(QByteArray, field);
        QFETCH(qint64, turnMs);
        QTemporaryDir folder;
        const ContinueFile file(folder.path());
        QVERIFY(testfiles::write(file.path(), keptFile(OneMoveGame, 1, field)));
        const ContinueFile::Reading reading = file.read();
        QVERIFY2(reading.kept, qPrintable(reading.error));
        QCOMPARE(reading.kept->turnMs, turnMs);
        QCOMPARE(reading.kept->game.moves.size(), size_t(1));
    }

    void anUnreadableFileIsReportedAndSetAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"shogiban-game-to-co")
                                  << QStringLiteral("not JSON");
        QTest::newRow("other JSON") << QByteArray("{\"header\": {}, \"moves\": [{}]}")
                                    << QStringLiteral("not a game to continue");
        QTest::newRow("newer version") << keptFile("{}", 7) << QStringLiteral("version 7");
        QTest::newRow("no game") << QByteArray("{\"format\": \"shogiban-game-to-continue\", \"version\": 1}")
                                 << QStringLiteral("missing");
        // A pawn two squares forward: the game would stop before it.
        QTest::newRow("illegal move")
            << keptFile(R"({"header": {}, "moves": [{}, {"move": {"from": {"x": 7, "y": 7}, )"
                        R"("to": {"x": 7, "y": 5}, "piece": "FU"}}]})")
            << QStringLiteral("its game cannot be read");
        QTest::newRow("no moves") << keptFile(R"({"header": {}, "moves": [{}]})")
                                  << QStringLiteral("no moves");
    }
    void anUnreadableFileIsReportedAndSetAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("continue.json"));
        QVERIFY(testfiles::write(path, bytes));
        Run run(folder.path());
        QSignalSpy reports(run.window->files(), &FileCommands::problemReported);
        run.window->showHome();
        QVERIFY(!run.continueButton()->isVisibleTo(run.window.get()));
        QCOMPARE(reports.size(), 1);
        const QString message = reports.first().at(1).toString();
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)) && message.contains(reason),
            qPrintable(message));
        QVERIFY(!QFile::exists(path));
        const QStringList aside = setAside(folder.path());
        QCOMPARE(aside.size(), 1);
        QVERIFY2(message.contains(aside.first()), qPrintable(message));
        // The unreadable file is kept to be looked at.
        QCOMPARE(testfiles::contents(folder.filePath(aside.first())), bytes);
        // Said once: the page shown again, or Continue asked for, says nothing more.
        run.window->showHome();
        QVERIFY(!run.window->files()->continueKeptGame());
        QCOMPARE(reports.size(), 1);
        // The program goes on as usual: a game kept later is offered.
        run.window->startGame(choiceOf(GameMode::TwoPlayers));
        run.playUntil(2);
        run.window->close();
        Run next(folder.path());
        next.window->showHome();
        QVERIFY(next.continueButton()->isVisibleTo(next.window.get()));
    }

    // The start page with the kept game's Continue, in every language, to be looked at.
    void theContinueTextInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }
    void theContinueTextInEveryLanguage()
    {
        QFETCH(QString, language);
        QTemporaryDir folder;
        QVERIFY(!quitWithGame(folder.path(), GameMode::AgainstComputer, 11).outcome);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        Run run(folder.path());
        QVERIFY(uitest::showForTest(*run.window, {1366, 768}));
        run.window->showHome();
        QApplication::processEvents();
        const QString detail = run.continueButton()->detail();
        QVERIFY2(detail.contains(QStringLiteral("11")),
            qPrintable(detail));
        if (language != QLatin1String("en"))
            QVERIFY2(!detail.contains(QStringLiteral("move")), qPrintable(language + QStringLiteral(": ") + detail));
        const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(run.window->grab().save(dir + QStringLiteral("/homePage_continue_%1.png").arg(language)));
        QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestHomeContinue)
#include "tst_home_continue.moc"
