// View > Analysis in the main window: the panel follows the position on the board (browsing, a
// move, a take-back, another game) and restarts at once, MultiPV 1-5, candidate moves as arrows,
// a line previewed on the board without touching the game, Play from Here, beside a game
// against the computer only when turned on (and never while the computer thinks), the hasami
// games said to have no analysis, and how long the panel's updates hold the event loop.
#include "analysis/analysisdock.h"
#include "analysis/analysispanel.h"
#include "analysis/gamereviewpane.h"
#include "analysis/linepreview.h"
#include "board/boardview.h"
#include "engine/steadyclock.h"
#include "i18n/languagemanager.h"
#include "window/boardarea.h"
#include "window/mainwindow.h"

#include "../ui/stallmeter.h"
#include "../ui/windowtestsettings.h"
#include "../ui/windowtest.h"

#include <QAction>
#include <QAbstractButton>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <thread>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

const QStringList OpeningMoves = {"7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"};

// An engine that gives up at once, as an external engine that exits would: the panel must say
// so and keep the game as it was.
class FailingEngine final : public analysis::AnalysisEngine {
public:
    std::string name() const override { return "Broken Engine 1.0"; }
    void setUpdateCallback(UpdateCallback callback) override { m_onUpdate = std::move(callback); }
    uint64_t start(analysis::AnalysisRequest) override
    {
        ++m_request;
        if (m_onUpdate) m_onUpdate(m_request);
        return m_request;
    }
    void stop() override { }
    analysis::AnalysisSnapshot snapshot() const override
    {
        analysis::AnalysisSnapshot s;
        s.request = m_request;
        s.failure = engine::UsiFailure::Exited;
        return s;
    }

private:
    UpdateCallback m_onUpdate;
    uint64_t m_request = 0;
};

struct Window {
    explicit Window(ThinkFunction think = uitest::firstLegalMove)
        : window(uitest::aiThatThinks(think))
    {
        if (!uitest::showForTest(window, {1200, 800})) qFatal("window not exposed");
    }
    AnalysisDock* dock() const { return window.analysis(); }
    AnalysisPanel* panel() const { return dock()->panel(); }
    LiveAnalysis* live() const { return dock()->liveAnalysis(); }
    GameController* controller() const { return window.controller(); }
    void openPanel()
    {
        if (dock()->isHidden()) dock()->toggleViewAction()->trigger();
    }
    void setUp(const QStringList& moves)
    {
        QString error;
        if (!window.setUpPosition(QString(), moves, &error)) qFatal("%s", qPrintable(error));
    }
    // Whether the panel shows at least `lines` lines of the position on the board.
    bool showsLinesOfBoard(int lines) const
    {
        return live()->isActive()
            && live()->position().sfen() == controller()->shownPosition().positionText()
            && int(live()->snapshot().lines.size()) >= lines
            && panel()->lines()->rowCount() >= lines;
    }
    MainWindow window;
};

// How long after a change of the board the engine searches the new position.
qint64 msUntilEngineTakesItUp(LiveAnalysis* live)
{
    const int64_t start = steadyMs();
    while (steadyMs() - start < 5000) {
        const analysis::AnalysisSnapshot s = live->engineSnapshot();
        if (s.request == live->request() && s.running) return steadyMs() - start;
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    return -1;
}

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void hiddenUntilAskedAndRemembered()
    {
        Window w;
        QVERIFY(w.dock()->isHidden());
        QVERIFY(!w.dock()->isAnalysing());
        QAction* toggle = w.window.findChild<QAction*>(QStringLiteral("analysisAction"));
        QVERIFY(toggle);
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        toggle->trigger();
        QVERIFY(!w.dock()->isHidden());
        QTRY_VERIFY(w.showsLinesOfBoard(1));
        // The dock's visibility is part of the window's state, which the window saves.
        const QByteArray state = w.window.saveState();
        Window again;
        again.window.restoreState(state);
        QVERIFY(!again.dock()->isHidden());
        toggle->trigger();
        QVERIFY(w.dock()->isHidden());
        QVERIFY(!w.dock()->isAnalysing());
    }

    // Another engine in the panel's place (an external USI engine, say) that fails: the panel
    // names it and says why, shows no lines, and the game stays as it was; the built-in engine
    // comes back when the other one is taken away.
    void anotherEngineThatFailsIsReported()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        const auto sfen = w.controller()->shownPosition().positionText();
        w.dock()->setEngine(std::make_unique<FailingEngine>());
        auto* engine = w.panel()->findChild<QLabel*>(QStringLiteral("analysisEngine"));
        QTRY_VERIFY(w.panel()->status().contains(QStringLiteral("stopped (crashed or quit)")));
        QVERIFY(engine->text().contains(QStringLiteral("Broken Engine 1.0")));
        QCOMPARE(w.panel()->lines()->rowCount(), 0);
        w.controller()->showPly(2); // browsing on asks the broken engine again, harmlessly
        QTRY_VERIFY(w.panel()->status().contains(QStringLiteral("stopped (crashed or quit)")));
        QCOMPARE(w.controller()->moveCount(), int(OpeningMoves.size()));
        w.controller()->showPly(w.controller()->moveCount());
        QCOMPARE(w.controller()->shownPosition().positionText(), sfen);
        w.dock()->setEngine(nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(1), 10000);
        QVERIFY(!engine->text().contains(QStringLiteral("Broken")));
    }

    void followsTheBoard()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(1), 10000);
        QList<qint64> restarts;
        const auto changeAndMeasure = [&](auto change) {
            change();
            const qint64 ms = msUntilEngineTakesItUp(w.live());
            restarts << ms;
            QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(1), 10000);
        };
        GameController* c = w.controller();
        changeAndMeasure([&] { c->showPly(2); }); // browsing
        QCOMPARE(w.live()->position().sfen(), c->shownPosition().positionText());
        changeAndMeasure([&] { c->showPly(0); });
        changeAndMeasure([&] { c->showPly(c->moveCount()); });
        changeAndMeasure([&] { c->playHumanMove(*c->game().parseMove("6i7h")); }); // a move
        changeAndMeasure([&] { c->undo(); }); // a take-back
        changeAndMeasure([&] { w.setUp({"2g2f"}); }); // another game
        qInfo() << "the engine searched the new position after (ms):" << restarts;
        // Each change was taken up (within msUntilEngineTakesItUp's 5 s; how soon is for
        // shogiban-tool bench --latency).
        for (qint64 ms : restarts) QVERIFY(ms >= 0);
        // Scores are the viewer's: sente's unflipped; the panel says whose they are.
        auto* engine = w.panel()->findChild<QLabel*>(QStringLiteral("analysisEngine"));
        QVERIFY(engine->text().contains(QStringLiteral("Sente")));
        w.window.board()->setFlipped(true);
        QTRY_VERIFY(engine->text().contains(QStringLiteral("Gote")));
    }

    void multiPvOneToFive()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        auto* spin = w.panel()->findChild<QSpinBox*>(QStringLiteral("analysisMultiPv"));
        QVERIFY(spin);
        QCOMPARE(spin->minimum(), 1);
        QCOMPARE(spin->maximum(), 5);
        spin->setValue(4);
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(4), 20000);
        const std::vector<AnalysisRow>& rows = w.panel()->lines()->rows();
        QCOMPARE(rows.size(), size_t(4));
        QStringList firstMoves;
        for (const AnalysisRow& row : rows) {
            QVERIFY(!row.score.isEmpty());
            QVERIFY(row.chance.endsWith(QLatin1Char('%')));
            QVERIFY(row.depth.toInt() >= 1);
            firstMoves << row.moves.section(QLatin1Char(' '), 0, 0);
        }
        firstMoves.removeDuplicates();
        QCOMPARE(firstMoves.size(), 4); // four different candidate moves
        QVERIFY(rows[0].moves.startsWith(QStringLiteral("☗"))); // Japanese notation by default
        spin->setValue(1);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.panel()->lines()->rowCount() == 1 && w.showsLinesOfBoard(1), 10000);
        QCOMPARE(w.dock()->settings().multiPv, 1);
        spin->setValue(3); // as the other tests expect it
    }

    void arrowsForTheCandidates()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(3), 20000);
        QTRY_COMPARE(w.dock()->arrows().arrows().size(), size_t(3));
        const auto& arrows = w.dock()->arrows().arrows();
        QCOMPARE(arrows.front().strength, 1.0);
        for (size_t i = 1; i < arrows.size(); ++i) QVERIFY(arrows[i].strength < 1.0);
        auto* box = w.panel()->findChild<QCheckBox*>(QStringLiteral("analysisArrows"));
        box->setChecked(false);
        QVERIFY(w.dock()->arrows().arrows().empty());
        box->setChecked(true);
        QTRY_VERIFY(!w.dock()->arrows().arrows().empty());
    }

    void previewLeavesTheGameAlone()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(1), 20000);
        GameController* c = w.controller();
        BoardView* board = w.window.board();
        const std::string before = c->game().positionText();
        const std::vector<BoardMove> moves = c->moves();
        QTableView* view = w.panel()->linesView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
            view->visualRect(view->model()->index(0, 3)).center());
        LinePreview* preview = w.dock()->preview();
        QVERIFY(preview->isActive());
        QCOMPARE(preview->shownMoves(), 1);
        QVERIFY(board->rules() == preview->shownPosition());
        QVERIFY(board->rules() != &c->shownPosition());
        QVERIFY(!board->isInteractive());
        QCOMPARE(board->rules()->ply(), c->shownPosition().ply() + 1);
        // The arrow keys step the line, not the game.
        QTest::keyClick(&w.window, Qt::Key_Right);
        QCOMPARE(preview->shownMoves(), std::min(2, preview->lineLength()));
        QTest::keyClick(&w.window, Qt::Key_Left);
        QTest::keyClick(&w.window, Qt::Key_Left);
        QCOMPARE(preview->shownMoves(), 0);
        QCOMPARE(c->shownPly(), c->moveCount());
        QTest::keyClick(&w.window, Qt::Key_End);
        QCOMPARE(preview->shownMoves(), preview->lineLength());
        QVERIFY(w.window.boardArea()->text().contains(QStringLiteral("Esc")));
        // Esc returns to the game, which nothing changed.
        QTest::keyClick(&w.window, Qt::Key_Escape);
        QVERIFY(!preview->isActive());
        QVERIFY(board->rules() == &c->shownPosition());
        QCOMPARE(c->game().positionText(), before);
        QVERIFY(c->moves() == moves);
        QVERIFY(board->isInteractive());
        // A click on the board ends a preview too, without moving a piece.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
            view->visualRect(view->model()->index(0, 3)).center());
        QVERIFY(preview->isActive());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect({6, 6}).center().toPoint());
        QVERIFY(!preview->isActive());
        QVERIFY(c->moves() == moves);
        QCOMPARE(c->game().positionText(), before);
    }

    void playFromHere()
    {
        Window w;
        w.setUp(OpeningMoves);
        w.openPanel();
        GameController* c = w.controller();
        c->showPly(4);
        const std::string position = c->shownPosition().positionText();
        QVERIFY(w.dock()->playFromHereAction()->isEnabled());
        NewGameChoice choice;
        choice.mode = GameMode::TwoPlayers;
        QVERIFY(w.dock()->startFrom(w.dock()->positionOnBoard().positionText(), choice));
        QCOMPARE(c->moveCount(), 0);
        QCOMPARE(c->game().positionText().substr(0, position.size() - 2),
            position.substr(0, position.size() - 2)); // the move number aside
        QVERIFY(c->options().twoPlayers());

        // From a previewed line: the game starts where the preview stands.
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(1), 20000);
        QTableView* view = w.panel()->linesView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
            view->visualRect(view->model()->index(0, 3)).center());
        QTest::keyClick(&w.window, Qt::Key_Right);
        const std::string previewed = w.dock()->positionOnBoard().positionText();
        choice.mode = GameMode::AgainstComputer;
        choice.first = FirstPlayer::PlayerOne;
        QVERIFY(w.dock()->startFrom(previewed, choice));
        QVERIFY(!w.dock()->preview()->isActive());
        QCOMPARE(c->game().positionText(), previewed);
        QVERIFY(c->options().againstComputer());
    }

    void besideAComputerGameOnlyWhenTurnedOn()
    {
        Window w(uitest::thinkUntilStopped);
        w.openPanel();
        NewGameChoice choice;
        choice.first = FirstPlayer::PlayerTwo; // the computer moves first and thinks on
        QVERIFY(w.window.startGame(choice));
        GameController* c = w.controller();
        QVERIFY(c->isThinking());
        QVERIFY(!w.dock()->isAnalysing());
        QVERIFY(w.panel()->status().contains(QStringLiteral("During games against the computer")));
        auto* box = w.panel()->findChild<QCheckBox*>(QStringLiteral("analysisDuringGames"));
        box->setChecked(true);
        // On, but never while the computer thinks.
        QVERIFY(!w.dock()->isAnalysing());
        QVERIFY(w.panel()->status().contains(QStringLiteral("paused while the computer thinks")));
        // Two players, and the person's turn: it analyses, and says it is on.
        Window people(uitest::firstLegalMove);
        people.openPanel();
        NewGameChoice mine;
        mine.first = FirstPlayer::PlayerOne;
        QVERIFY(people.window.startGame(mine));
        QTRY_VERIFY(people.controller()->acceptsHumanMove());
        QTRY_VERIFY(people.dock()->isAnalysing());
        QTRY_VERIFY(people.panel()->status().contains(QStringLiteral("beside this game")));
        people.controller()->resign();
        QVERIFY(people.dock()->isAnalysing()); // after the game, as always
        box->setChecked(false);
    }

    void hasamiGamesSayAnalysisIsForShogi()
    {
        Window w;
        w.openPanel();
        NewGameChoice choice;
        choice.kind = GameKind::Hasami;
        choice.mode = GameMode::TwoPlayers;
        QVERIFY(w.window.startGame(choice));
        QVERIFY(!w.dock()->isAnalysing());
        QVERIFY(w.panel()->status().contains(QStringLiteral("shogi only")));
        QAction* analyse = w.window.findChild<QAction*>(QStringLiteral("analyseGameAction"));
        QVERIFY(analyse && !analyse->isEnabled());
        QVERIFY(analyse->text().contains(QStringLiteral("Shogi Only")));
        QVERIFY(!w.dock()->playFromHereAction()->isEnabled());
    }

    // The panel's updates (at most ten a second, five lines in Japanese notation) while the
    // user browses the game: the GUI thread's longest stall and its own work in it.
    void updatesNeverHoldTheEventLoop()
    {
        Window w;
        w.setUp(OpeningMoves);
        auto* spin = w.panel()->findChild<QSpinBox*>(QStringLiteral("analysisMultiPv"));
        spin->setValue(5);
        w.openPanel();
        QTest::qWait(200);
        StallMeter meter;
        int updates = 0;
        QObject::connect(w.live(), &LiveAnalysis::updated, [&] { ++updates; });
        QElapsedTimer clock;
        clock.start();
        for (int round = 0; round < 6; ++round) {
            w.controller()->showPly(round % 2 == 0 ? 3 : w.controller()->moveCount());
            QTest::qWait(500);
        }
        const qint64 elapsed = clock.elapsed();
        qInfo("longest event-loop stall: %lld ms (GUI thread busy %lld ms of it); %d panel "
              "updates in %lld ms; GUI thread work %lld ms in all",
            meter.longestMs(), meter.cpuInLongestMs(), updates, elapsed, meter.cpuMs());
        QVERIFY(updates <= elapsed / LiveAnalysis::UpdateIntervalMs + 2 * 6 + 2);
        spin->setValue(3);
        const double load = loadAverage();
        if (load > 2 * QThread::idealThreadCount())
            QSKIP(qPrintable(QStringLiteral("load average %1: the stall figure is not meaningful "
                                            "here; run the test on a quiet machine")
                                 .arg(load)));
        QVERIFY2(meter.cpuInLongestMs() <= 16,
            qPrintable(QStringLiteral("GUI thread busy %1 ms").arg(meter.cpuInLongestMs())));
    }

    // The panel opens beside the board and takes the height it needs: at 1366x768 the board
    // keeps 85% of its size (below it, the panel took more of it and still showed two lines)
    // and five lines show whole (each wrapped as it needs), in every language, with the board
    // flipped; the pictures (build/release/screenshots/
    // analysis_<language>_<width>.png) are there to be looked at.
    void fitsBesideTheBoard_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* language : {"en", "cs", "pl", "lt"})
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)})
                QTest::addRow("%s %d", language, size.width()) << language << size;
    }
    void fitsBesideTheBoard()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        Window w;
        w.window.resize(size);
        w.setUp(OpeningMoves);
        w.window.board()->setFlipped(true);
        QTest::qWait(100);
        const double square = w.window.board()->squareRect({0, 0}).width();
        w.panel()->findChild<QSpinBox*>(QStringLiteral("analysisMultiPv"))->setValue(5);
        w.openPanel();
        QTRY_VERIFY_WITH_TIMEOUT(w.showsLinesOfBoard(5), 20000);
        QTest::qWait(300);
        const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(w.window.grab().save(
            dir + QStringLiteral("/analysis_%1_%2.png").arg(language).arg(size.width())));
        QVERIFY2(w.window.board()->squareRect({0, 0}).width() >= 0.85 * square,
            qPrintable(QStringLiteral("square %1 -> %2")
                           .arg(square)
                           .arg(w.window.board()->squareRect({0, 0}).width())));
        const QTableView* view = w.panel()->linesView();
        const int last = view->model()->rowCount() - 1;
        QCOMPARE(last, 4);
        QVERIFY2(view->rowViewportPosition(last) + view->rowHeight(last) <= view->viewport()->height(),
            qPrintable(QStringLiteral("rows end at %1, view %2")
                           .arg(view->rowViewportPosition(last) + view->rowHeight(last))
                           .arg(view->viewport()->height())));
        for (const QLabel* label : w.panel()->findChildren<QLabel*>())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
        for (const QAbstractButton* button : w.panel()->findChildren<QAbstractButton*>())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        w.panel()->findChild<QSpinBox*>(QStringLiteral("analysisMultiPv"))->setValue(3);
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysis_panel.moc"
