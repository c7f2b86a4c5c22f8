// The main window with the real board: take-backs, reviewing the move list, a new game stopping
// the computer, the result message and the automatic flip. The computer players are simple
// stand-ins here (tst_window_app plays the built-in AI).
#include "board/boardview.h"
#include "window/mainwindow.h"
#include "window/movelistpanel.h"
#include "windowtestsettings.h"
#include "uitest.h"

#include <QAction>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTableView>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;

namespace {

NewGameChoice choice(GameKind kind, GameMode mode, FirstPlayer first, int level = 1)
{
    NewGameChoice c;
    c.kind = kind;
    c.mode = mode;
    c.first = first;
    c.levels = {level, level};
    return c;
}

// Clicks the row of a ply in the move list, as a person would.
void clickPly(MainWindow& window, int ply)
{
    QTableView* table = window.moveListPanel()->table();
    const QRect rect = table->visualRect(table->model()->index(ply, 1));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
}

void playFirstLegalMove(MainWindow& window)
{
    GameController* c = window.controller();
    c->playHumanMove(c->game().legalMoves().front());
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void undoAgainstTheComputerTakesBackTwoPlies()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        window.setPersistent(false);
        QVERIFY(window.startGame(
            choice(GameKind::Hasami, GameMode::AgainstComputer, FirstPlayer::PlayerOne)));
        GameController* c = window.controller();
        playFirstLegalMove(window);
        QTRY_COMPARE(c->moveCount(), 2);
        QTRY_VERIFY(c->acceptsHumanMove());
        auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
        QVERIFY(undo && undo->isEnabled());
        undo->trigger();
        QCOMPARE(c->moveCount(), 0);
        QCOMPARE(window.board()->rules()->ply(), 0);
        QVERIFY(window.board()->isInteractive());
        QVERIFY(!undo->isEnabled());
    }

    void moveListReviewShowsEarlierPositionsWithoutMoving()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        window.setPersistent(false);
        window.show();
        QVERIFY(window.startGame(
            choice(GameKind::Hasami, GameMode::TwoPlayers, FirstPlayer::PlayerOne)));
        for (int i = 0; i < 3; ++i) playFirstLegalMove(window);
        QCOMPARE(window.board()->rules()->ply(), 3);

        clickPly(window, 1);
        QCOMPARE(window.controller()->shownPly(), 1);
        QCOMPARE(window.board()->rules()->ply(), 1);
        QVERIFY(!window.board()->isInteractive());

        window.findChild<QAction*>(QStringLiteral("firstAction"))->trigger();
        QCOMPARE(window.board()->rules()->ply(), 0);
        window.findChild<QAction*>(QStringLiteral("nextAction"))->trigger();
        QCOMPARE(window.board()->rules()->ply(), 1);
        window.findChild<QAction*>(QStringLiteral("lastAction"))->trigger();
        QCOMPARE(window.board()->rules()->ply(), 3);
        QVERIFY(window.board()->isInteractive());
    }

    void newGameStopsTheComputerAtOnce()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        window.setPersistent(false);
        QVERIFY(window.startGame(
            choice(GameKind::Hasami, GameMode::AgainstComputer, FirstPlayer::PlayerTwo)));
        QVERIFY(window.controller()->isThinking());
        QElapsedTimer timer;
        timer.start();
        QVERIFY(window.startGame(
            choice(GameKind::Hasami, GameMode::TwoPlayers, FirstPlayer::PlayerOne)));
        qInfo("the new game stopped the computer in %lld ms", timer.elapsed());
        QVERIFY(timer.elapsed() < 100);
        QVERIFY(!window.controller()->isThinking());
        QVERIFY(window.board()->isInteractive());
    }

    void resultMessageNamesWinnerAndReason()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        window.setPersistent(false);
        window.show();
        QVERIFY(window.startGame(
            choice(GameKind::Shogi, GameMode::TwoPlayers, FirstPlayer::PlayerOne)));
        window.controller()->resign(); // sente, to move, resigns
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("resultMessage"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->text(), QStringLiteral("Gote wins"));
        QCOMPARE(box->informativeText(), QStringLiteral("Sente resigned."));
        // Wide enough for its title beside the frame's buttons (it was cut to "Game o…").
        QTRY_VERIFY(box->width()
            >= box->fontMetrics().horizontalAdvance(box->windowTitle()) + 150);
        // The game takes no move; the board does, as a variation after the end (for review).
        QVERIFY(!window.controller()->acceptsHumanMove());
        QVERIFY(window.board()->isInteractive());
        box->close();
    }

    void boardTurnsWhenThePersonPlaysGote()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        window.setPersistent(false);
        QVERIFY(window.startGame(
            choice(GameKind::Shogi, GameMode::AgainstComputer, FirstPlayer::PlayerTwo)));
        QVERIFY(window.board()->isFlipped());
        QVERIFY(window.startGame(
            choice(GameKind::Shogi, GameMode::AgainstComputer, FirstPlayer::PlayerOne)));
        QVERIFY(!window.board()->isFlipped());
    }
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
