// The player panels: each beside its owner's stand (the owner at the bottom has the bottom
// stand), following a flip; names never cut without a tooltip; the running clock highlighted,
// the byoyomi counted down, low time red; Game > Pause; the New Game dialog's time controls
// remembered.
#include "board/boardview.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/timecontroleditor.h"
#include "files/filecommands.h"
#include "game/gamecontroller.h"
#include "i18n/languagemanager.h"
#include "players/clocktexts.h"
#include "players/playerpanels.h"
#include "window/appsettings.h"
#include "window/mainwindow.h"

#include "../ui/windowtestsettings.h"
#include "../ui/windowtest.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QTest>

#include <atomic>

using namespace shogiban;
using namespace shogiban::ui;
using clock::TimeControl;

namespace {

std::atomic<int64_t> fakeNow = 0;

NewGameChoice shogiChoice(GameMode mode, FirstPlayer first, const TimeControl& clock)
{
    NewGameChoice choice;
    choice.mode = mode;
    choice.first = first;
    choice.names = {QStringLiteral("Alice"), QStringLiteral("Bob")};
    choice.levels = {3, 10};
    choice.clocks = {clock, clock};
    return choice;
}

struct Window {
    Window()
        : window(uitest::aiThatThinks())
    {
        window.controller()->setTimeSource([] { return fakeNow.load(); });
        uitest::showForTest(window, {1366, 768});
    }
    PlayerPanel* panel(Color c) { return window.playerPanels()->panel(c); }
    MainWindow window;
};

} // namespace

class TestClockPanels : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void init() { fakeNow = 5'000'000; }

    void panelsSitBesideTheirStandsAndFollowAFlip()
    {
        Window w;
        QVERIFY(w.window.startGame(shogiChoice(
            GameMode::TwoPlayers, FirstPlayer::PlayerOne, TimeControl::suddenDeath(600'000))));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        BoardView* board = w.window.board();
        auto near = [&](Color c) {
            // The panel shares its owner's stand column and touches the stand's board side.
            const QRect panel = w.panel(c)->geometry();
            QRectF stand;
            for (PieceType kind : {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn})
                stand |= board->handSlotRect(c, kind);
            const bool column = panel.left() <= stand.left() && panel.right() >= stand.right();
            const qreal gap = std::min(std::abs(panel.bottom() - stand.top()),
                std::abs(panel.top() - stand.bottom()));
            return column && gap < board->squareRect({0, 0}).height();
        };
        auto onRight = [&](Color c) { return w.panel(c)->geometry().left() > board->width() / 2; };
        QVERIFY(!board->isFlipped());
        // Sente at the bottom: the stand on the right, gote's on the left.
        QVERIFY(onRight(Black));
        QVERIFY(!onRight(White));
        QVERIFY(near(Black) && near(White));
        QVERIFY(w.panel(Black)->name().contains(QStringLiteral("Alice")));
        QVERIFY(w.panel(White)->name().contains(QStringLiteral("Bob")));

        w.window.findChild<QAction*>(QStringLiteral("flipAction"))->trigger();
        QVERIFY(board->isFlipped());
        QVERIFY(!onRight(Black)); // sente on top now
        QVERIFY(onRight(White));
        QVERIFY(near(Black) && near(White));
        QVERIFY(!w.panel(Black)->geometry().intersects(w.panel(White)->geometry()));
    }

    void playingGoteAgainstTheComputerPutsYouAtTheBottom()
    {
        Window w;
        QVERIFY(w.window.startGame(shogiChoice(
            GameMode::AgainstComputer, FirstPlayer::PlayerTwo, TimeControl{})));
        QVERIFY(w.window.board()->isFlipped());
        QVERIFY(w.panel(White)->name().contains(QStringLiteral("Alice")));
        QVERIFY(w.panel(White)->geometry().left() > w.window.board()->width() / 2);
        QVERIFY(w.panel(Black)->detail().contains(QStringLiteral("10")));
        QVERIFY(!w.panel(Black)->clock().timed);
    }

    void longNamesAreElidedWithATooltip()
    {
        Window w;
        NewGameChoice choice
            = shogiChoice(GameMode::AgainstComputer, FirstPlayer::PlayerOne, TimeControl{});
        choice.names[1] = QStringLiteral("Computer with a very long name indeed (level ten)");
        QVERIFY(w.window.startGame(choice));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        PlayerPanel* gote = w.panel(White);
        QVERIFY(gote->shownName() != gote->name());
        QVERIFY(gote->shownName().endsWith(QChar(0x2026)));
        QVERIFY(gote->toolTip().contains(choice.names[1]));
        QVERIFY(w.panel(Black)->toolTip().isEmpty()); // "Alice" fits
    }

    // A record that names no players: each panel is titled with its side, not left blank.
    void aRecordWithoutNamesShowsTheSides()
    {
        Window w;
        QString error;
        QVERIFY(w.window.files()->openText("position startpos moves 7g7f 3c3d", &error));
        QCOMPARE(w.panel(Black)->name(), QStringLiteral("☗ Sente"));
        QCOMPARE(w.panel(White)->name(), QStringLiteral("☖ Gote"));
        QVERIFY(w.panel(Black)->detail().isEmpty());
    }

    void runningClockByoyomiAndLowTime()
    {
        Window w;
        QVERIFY(w.window.startGame(shogiChoice(
            GameMode::TwoPlayers, FirstPlayer::PlayerOne, TimeControl::byoyomi(60'000, 30'000))));
        GameController* c = w.window.controller();
        w.window.playerPanels()->refresh();
        QVERIFY(w.panel(Black)->clock().running);
        QVERIFY(!w.panel(White)->clock().running);
        QCOMPARE(w.panel(Black)->clock().digits, QStringLiteral("1:00"));
        QVERIFY(w.panel(Black)->isToMove());
        fakeNow += 70'000; // main time spent, 20 s of the byoyomi left
        w.window.playerPanels()->refresh();
        QCOMPARE(w.panel(Black)->clock().digits, QStringLiteral("20"));
        QCOMPARE(w.panel(Black)->clock().caption, ClockTexts::tr("Byoyomi"));
        QVERIFY(!w.panel(Black)->clock().low);
        fakeNow += 12'000;
        w.window.playerPanels()->refresh();
        QCOMPARE(w.panel(Black)->clock().digits, QStringLiteral("8"));
        QVERIFY(w.panel(Black)->clock().low);
        c->playHumanMove(c->game().legalMoves().front());
        QVERIFY(w.panel(White)->clock().running);
        QVERIFY(!w.panel(Black)->clock().running);
        QCOMPARE(w.panel(Black)->clock().digits, QStringLiteral("30")); // a whole period again
    }

    void pauseFromTheMenu()
    {
        Window w;
        QVERIFY(w.window.startGame(shogiChoice(
            GameMode::TwoPlayers, FirstPlayer::PlayerOne, TimeControl::suddenDeath(60'000))));
        auto* pause = w.window.findChild<QAction*>(QStringLiteral("pauseAction"));
        QVERIFY(pause && pause->isEnabled());
        pause->trigger();
        QVERIFY(w.window.controller()->isPaused());
        QVERIFY(pause->isChecked());
        QVERIFY(!w.window.board()->isInteractive());
        QCOMPARE(w.panel(Black)->clock().caption, ClockTexts::tr("Paused"));
        fakeNow += 120'000;
        w.window.controller()->checkFlag();
        QVERIFY(!w.window.controller()->isOver());
        pause->trigger();
        QVERIFY(!w.window.controller()->isPaused());
        QVERIFY(w.window.board()->isInteractive());
    }

    void newGameDialogTimeControls()
    {
        NewGameChoice choice
            = shogiChoice(GameMode::TwoPlayers, FirstPlayer::PlayerOne, TimeControl{});
        choice.clocks = {TimeControl::byoyomi(0, 30'000), TimeControl::fischer(120'000, 7000)};
        choice.clockPerPlayer = true;
        NewGameDialog dialog(choice);
        QCOMPARE(dialog.choice().clocks, choice.clocks);
        QVERIFY(dialog.choice().clockPerPlayer);
        auto* perPlayer = dialog.findChild<QCheckBox*>();
        QVERIFY(perPlayer);
        perPlayer->setChecked(false);
        QVERIFY(!dialog.choice().clockPerPlayer);

        // The custom entry: 2 min + byoyomi 15 s x 3 is not a preset.
        auto* second = dialog.findChild<TimeControlEditor*>(QStringLiteral("clock2"));
        QVERIFY(second);
        second->setTimeControl(TimeControl::byoyomi(120'000, 15'000, 3));
        QCOMPARE(second->timeControl(), TimeControl::byoyomi(120'000, 15'000, 3));
        auto* preset = second->findChild<QComboBox*>(QStringLiteral("timePreset"));
        QCOMPARE(preset->currentIndex(), preset->count() - 1); // "Custom…"
        preset->setCurrentIndex(1);
        QCOMPARE(second->timeControl(), TimeControlEditor::presets()[1]);

        // Remembered with the other choices.
        AppSettings settings;
        settings.lastGame = choice;
        QSettings file;
        settings.save(file);
        QCOMPARE(AppSettings::load(file).lastGame.clocks, choice.clocks);
        QVERIFY(AppSettings::load(file).lastGame.clockPerPlayer);
    }

    // With SHOGIBAN_SCREENSHOTS=DIR: the window in every language, a byoyomi running with low
    // time, flipped against the computer, for a person to look at.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS");
        if (dir.isEmpty()) QSKIP("SHOGIBAN_SCREENSHOTS is not set");
        for (const QString language : {"en", "cs", "pl", "lt"}) {
            LanguageManager::instance().setLanguage(language);
            Window w;
            NewGameChoice choice = shogiChoice(GameMode::AgainstComputer, FirstPlayer::PlayerTwo,
                TimeControl::byoyomi(600'000, 30'000));
            choice.names[0] = QStringLiteral("Alice Nováková-Wiśniewska");
            QVERIFY(w.window.startGame(choice));
            w.window.controller()->setPaused(true); // the computer waits, the clocks are still
            w.window.controller()->setPaused(false);
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            w.window.grab().save(dir + QStringLiteral("/flipped-%1.png").arg(language));

            Window two;
            NewGameChoice both = shogiChoice(
                GameMode::TwoPlayers, FirstPlayer::PlayerOne, TimeControl::byoyomi(60'000, 30'000));
            both.clocks[1] = TimeControl::fischer(300'000, 10'000);
            both.clockPerPlayer = true;
            QVERIFY(two.window.startGame(both));
            GameController* c = two.window.controller();
            fakeNow += 84'000; // sente in byoyomi, 6 s left
            two.window.playerPanels()->refresh();
            QVERIFY(QTest::qWaitForWindowExposed(&two.window));
            two.window.grab().save(dir + QStringLiteral("/byoyomi-low-%1.png").arg(language));
            c->playHumanMove(c->game().legalMoves().front());
            fakeNow += 280'000; // gote's Fischer clock low
            two.window.playerPanels()->refresh();
            two.window.grab().save(dir + QStringLiteral("/fischer-low-%1.png").arg(language));
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

    void clockTexts()
    {
        QCOMPARE(ClockTexts::digits(600'000), QStringLiteral("10:00"));
        QCOMPARE(ClockTexts::digits(599'001), QStringLiteral("10:00"));
        QCOMPARE(ClockTexts::digits(59'500), QStringLiteral("1:00"));
        QCOMPARE(ClockTexts::digits(3'600'000), QStringLiteral("1:00:00"));
        QCOMPARE(ClockTexts::digits(1), QStringLiteral("0:01"));
        QCOMPARE(ClockTexts::digits(0), QStringLiteral("0:00"));
        QCOMPARE(ClockTexts::describe(TimeControl::byoyomi(600'000, 30'000)),
            QStringLiteral("10 min + byoyomi 30 s"));
        QCOMPARE(ClockTexts::describe(TimeControl::fischer(300'000, 10'000)),
            QStringLiteral("5 min + 10 s per move"));
    }
};

QTEST_MAIN(TestClockPanels)
#include "tst_clock_panels.moc"
