// The autosave with several windows, crashes and the end of a session, in one process: each
// window writes its own file, a running window's game is never offered, rewritten or removed by
// another, a restored game comes back exactly (moves, result, players), a finished game
// finished, and a session that ends keeps unsaved moves for the next start.
#include "../testfiles.h"
#include "../ui/windowtest.h"
#include "../ui/windowtestsettings.h"
#include "files/filecommands.h"
#include "game/gamecontroller.h"
#include "window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

void playMoves(MainWindow& window, int count)
{
    GameController* c = window.controller();
    for (int i = 0; i < count; ++i) c->playHumanMove(c->game().legalMoves().back());
}

std::unique_ptr<MainWindow> windowIn(const QString& folder)
{
    auto window = std::make_unique<MainWindow>(uitest::aiThatThinks());
    window->files()->setAutosaveFolder(folder);
    return window;
}

QStringList gameFiles(const QString& folder)
{
    return QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files);
}

QStringList autosaves(const QString& folder)
{
    return QDir(folder).entryList({QStringLiteral("autosave*.json")}, QDir::Files);
}

// A game as it must come back: the same start, players, moves and result.
void checkSameGame(const SavedGame& restored, const SavedGame& played)
{
    QCOMPARE(restored.moves, played.moves);
    QCOMPARE(restored.outcome, played.outcome);
    uitest::checkSamePlayers(restored.start, played.start);
    QCOMPARE(restored.start.setup.startPosition, played.start.setup.startPosition);
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachWindowHasItsOwnAutosave()
    {
        QTemporaryDir folder;
        auto first = windowIn(folder.path());
        auto second = windowIn(folder.path());
        playMoves(*first, 3);
        playMoves(*second, 5);
        QVERIFY(first->files()->autosavePath() != second->files()->autosavePath());
        QCOMPARE(gameFiles(folder.path()).size(), 2);
        // A third window starting meanwhile offers neither: both are running.
        auto third = windowIn(folder.path());
        QVERIFY(third->files()->leftGames().isEmpty());
        QVERIFY(!third->files()->restoreNewestLeftGame());

        const QByteArray firstBytes = testfiles::contents(first->files()->autosavePath());
        // Closed normally: only its own autosave goes (its unfinished game is now the game
        // to continue, continue.json, which is no autosave).
        second->close();
        QCOMPARE(autosaves(folder.path()).size(), 1);
        QVERIFY(QFile::exists(second->files()->continueFilePath()));
        QCOMPARE(testfiles::contents(first->files()->autosavePath()), firstBytes);
    }

    void onlyTheGamesOfWindowsThatAreGoneAreOffered()
    {
        QTemporaryDir folder;
        auto running = windowIn(folder.path());
        playMoves(*running, 4);
        const QByteArray runningBytes = testfiles::contents(running->files()->autosavePath());
        SavedGame crashed;
        {
            auto window = windowIn(folder.path());
            playMoves(*window, 7);
            crashed = window->files()->currentGame();
        } // destroyed without closing, as in a crash

        auto next = windowIn(folder.path());
        QList<LeftGame> left = next->files()->leftGames();
        QCOMPARE(left.size(), 1);
        QVERIFY(left.first().loaded.game);
        checkSameGame(*left.first().loaded.game, crashed);
        // While `next` holds it, a fourth window does not offer it too.
        auto fourth = windowIn(folder.path());
        QVERIFY(fourth->files()->leftGames().isEmpty());
        // Asked later: it stays, and is offered again.
        next->files()->keepLeftGame(left.first());
        left = fourth->files()->leftGames();
        QCOMPARE(left.size(), 1);
        // Discarded: that file goes, the running window's stays byte for byte.
        fourth->files()->discardLeftGame(left.first());
        QCOMPARE(gameFiles(folder.path()).size(), 1);
        QCOMPARE(testfiles::contents(running->files()->autosavePath()), runningBytes);
        // Discarding a running window's file is refused even if asked for.
        fourth->files()->discardLeftGame(LeftGame{running->files()->autosavePath(), {}, {}});
        QCOMPARE(testfiles::contents(running->files()->autosavePath()), runningBytes);
    }

    void openingAFileLeavesTheLeftGameAlone()
    {
        QTemporaryDir folder;
        QString crashedPath;
        SavedGame crashed;
        {
            auto window = windowIn(folder.path());
            playMoves(*window, 6);
            crashed = window->files()->currentGame();
            crashedPath = window->files()->autosavePath();
        }
        const QByteArray crashedBytes = testfiles::contents(crashedPath);
        const QString record = folder.filePath(QStringLiteral("game.usi"));
        {
            QFile file(record);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("position startpos moves 7g7f 3c3d\n");
        }
        auto window = windowIn(folder.path());
        QVERIFY(window->files()->openFile(record));
        playMoves(*window, 2);
        QCOMPARE(testfiles::contents(crashedPath), crashedBytes);
        QVERIFY(window->files()->restoreNewestLeftGame());
        checkSameGame(window->files()->currentGame(), crashed);
    }

    void finishedGamesComeBackFinished_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("moves");
        QTest::addColumn<QString>("ending");
        for (int mode : {int(GameMode::TwoPlayers), int(GameMode::AgainstComputer)})
            for (int moves : {4, 5})
                for (const char* ending : {"resign", "draw"}) {
                    if (mode == int(GameMode::AgainstComputer) && QByteArray(ending) == "draw")
                        continue;
                    QTest::addRow("%s %s after %d", ending,
                        mode == int(GameMode::TwoPlayers) ? "two players" : "against computer",
                        moves)
                        << mode << moves << QString::fromLatin1(ending);
                }
    }

    // The player may resign while the computer is to move: the record's 投了 alone would name
    // the wrong loser, so the result must come back as it was.
    void finishedGamesComeBackFinished()
    {
        QFETCH(int, mode);
        QFETCH(int, moves);
        QFETCH(QString, ending);
        QTemporaryDir folder;
        SavedGame finished;
        {
            auto window = windowIn(folder.path());
            NewGameChoice choice;
            choice.mode = GameMode(mode);
            choice.names = {QStringLiteral("Hanako"), QStringLiteral("Taro")};
            choice.levels = {3, 7};
            QVERIFY(window->startGame(choice));
            GameController* c = window->controller();
            // Against the computer its replies come from the worker thread: wait for each.
            while (c->moveCount() < moves) {
                if (c->acceptsHumanMove()) c->playHumanMove(c->game().legalMoves().back());
                QTRY_VERIFY(c->acceptsHumanMove() || c->moveCount() >= moves);
            }
            c->stopThinking();
            if (ending == QLatin1String("resign"))
                c->resign();
            else
                c->agreeDraw();
            QVERIFY(c->isOver());
            finished = window->files()->currentGame();
        }
        auto window = windowIn(folder.path());
        QVERIFY(window->files()->restoreNewestLeftGame());
        checkSameGame(window->files()->currentGame(), finished);
        QVERIFY(window->controller()->isOver());
        QTest::qWait(50);
        QVERIFY(!window->controller()->isThinking()); // the computer does not play on
        QCOMPARE(window->controller()->moves(), finished.moves);
    }

    void sessionEndKeepsUnsavedMoves()
    {
        QTemporaryDir folder;
        SavedGame unsaved;
        {
            auto window = windowIn(folder.path());
            window->show();
            playMoves(*window, 5);
            unsaved = window->files()->currentGame();
            window->files()->closeForSessionEnd(); // SIGTERM: no question, the moves stay
            QVERIFY(!window->isVisible());
        }
        QCOMPARE(gameFiles(folder.path()).size(), 1);
        auto window = windowIn(folder.path());
        window->show();
        QVERIFY(window->files()->restoreNewestLeftGame());
        checkSameGame(window->files()->currentGame(), unsaved);

        // Saved, then the session ends: nothing is left to offer.
        QString error;
        QVERIFY2(window->files()->saveFile(
                     folder.filePath(QStringLiteral("saved.json")), record::RecordFormat::Jkf, &error),
            qPrintable(error));
        window->files()->closeForSessionEnd();
        QCOMPARE(gameFiles(folder.path()), QStringList{QStringLiteral("saved.json")});
    }

    void unreadableLeftGameIsNamedNotRestored()
    {
        QTemporaryDir folder;
        const QString broken = folder.filePath(QStringLiteral("autosave.json")); // old name
        {
            QFile file(broken);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"header\": {}, \"moves\": [{}, {\"move\": ");
        }
        auto window = windowIn(folder.path());
        const QList<LeftGame> left = window->files()->leftGames();
        QCOMPARE(left.size(), 1);
        QVERIFY(!left.first().loaded.game);
        QVERIFY(RestoreDialog::describe(left.first()).contains(left.first().loaded.error));
        QVERIFY(!window->files()->restoreLeftGame(left.first()));
        window->files()->discardLeftGame(left.first());
        QVERIFY(!QFile::exists(broken));
    }

    void theRestoreDialogListsEachGame()
    {
        QTemporaryDir folder;
        for (int moves : {3, 8}) {
            auto window = windowIn(folder.path());
            playMoves(*window, moves);
        }
        auto window = windowIn(folder.path());
        const QList<LeftGame> left = window->files()->leftGames();
        QCOMPARE(left.size(), 2);
        RestoreDialog dialog(left, QStringLiteral("game.kif"));
        auto* list = dialog.findChild<QListWidget*>();
        QVERIFY(list);
        QCOMPARE(list->count(), 2);
        QVERIFY(list->item(0)->text().contains(QStringLiteral("move")));
        QCOMPARE(dialog.choice(), RestoreDialog::Choice::Later); // closing it decides nothing
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
