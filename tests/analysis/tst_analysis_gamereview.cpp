// Game > Analyse Game in the main window: the review runs beside a usable window, marks the
// thrown-away bishop in the move list with the better move, both scores and why, fills the
// evaluation graph (click to jump), sums up each side, is saved with the game as comments in
// KIF, KI2 and JKF and comes back on load without searching again, and stops at once on Cancel
// and continues later where it stopped. The hasami games say that review is for shogi. At
// 1366x768, in English and Czech, the graph and the marked move are in view and whole.
#include "analysistest.h"

#include "analysis/evaluationgraph.h"
#include "analysis/gamereviewpane.h"
#include "analysis/reviewrunner.h"
#include "analysis/winchance.h"
#include "files/filecommands.h"
#include "i18n/languagemanager.h"
#include "window/mainwindow.h"
#include "window/movelistpanel.h"
#include "window/movelistmodel.h"

#include "../ui/windowtestsettings.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// 3. 8h5e?? puts the bishop where gote's bishop takes it for nothing.
const QStringList BishopForNothing = {"7g7f", "3c3d", "8h5e", "2b5e", "2g2f", "5e4d"};

struct Window {
    Window()
        : window([](const ThinkRequest&) { return ThinkFunction(); })
    {
        window.setPersistent(false);
        window.resize(1200, 800);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) qFatal("window not exposed");
    }
    void setUp(const QStringList& moves)
    {
        QString error;
        if (!window.setUpPosition(QString(), moves, &error)) qFatal("%s", qPrintable(error));
    }
    GameReviewPane* pane() const { return window.review(); }
    GameController* controller() const { return window.controller(); }
    // Reviews with the tests' node budget, one thread: the same answers on any machine.
    void review()
    {
        QVERIFY(pane()->startReview(analysis::test::deterministicOptions()));
        QTRY_VERIFY_WITH_TIMEOUT(!pane()->isReviewing(), 120000);
        QVERIFY(controller()->review().complete());
    }
    MainWindow window;
};

} // namespace

class TestAnalysisGameReview : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;
    QTemporaryDir m_dir;

private slots:
    void marksTheBlunderInTheMoveList()
    {
        Window w;
        w.setUp(BishopForNothing);
        QVERIFY(!w.pane()->isVisible()); // nothing to show before a review
        QAction* analyse = w.window.findChild<QAction*>(QStringLiteral("analyseGameAction"));
        QVERIFY(analyse && analyse->isEnabled());
        w.review();
        QVERIFY(w.pane()->isVisible());
        QVERIFY(!analyse->isEnabled() || w.controller()->review().complete());

        MoveListModel* list = w.controller()->moveList();
        QCOMPARE(list->markOf(3), MoveMarkKind::Blunder);
        const QModelIndex third = list->index(3, MoveListModel::MoveColumn);
        QVERIFY(list->data(third).toString().endsWith(QStringLiteral("??")));
        const QString tip = list->data(third, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Blunder")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("Better: ☗")));
        QVERIFY(tip.contains(QStringLiteral("Played: ☗５五角")));
        QVERIFY2(tip.contains(QStringLiteral("Bishop lost to ☖同　角")), qPrintable(tip));
        QCOMPARE(list->markOf(4), MoveMarkKind::None);
        QCOMPARE(list->markOf(1), MoveMarkKind::None);
        // Western notation in the tooltip when Settings say so.
        list->setNotation(Notation::Western);
        QVERIFY(list->data(third, Qt::ToolTipRole).toString().contains(QStringLiteral("Bx5e")));
        list->setNotation(Notation::Japanese);

        // The move shown on the board is explained below the graph.
        w.controller()->showPly(3);
        QVERIFY2(w.pane()->detailsText().contains(QStringLiteral("Bishop lost to")),
            qPrintable(w.pane()->detailsText()));
        QVERIFY(w.pane()->detailsText().startsWith(QStringLiteral("Move 3: ☗５五角")));
        // The summary per side: sente's blunder, gote's clean game.
        const QString summary = w.pane()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral("Sente: 0 inaccuracies, 0 mistakes, 1 blunder")),
            qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("Gote: 0 inaccuracies, 0 mistakes, 0 blunders")));
    }

    void graphFollowsTheGameAndJumps()
    {
        Window w;
        w.setUp(BishopForNothing);
        w.review();
        EvaluationGraph* graph = w.pane()->graph();
        QCOMPARE(graph->points().size(), size_t(7));
        for (const analysis::GraphPoint& p : graph->points()) QVERIFY(p.searched);
        QVERIFY(graph->points()[3].senteChance < 0.2); // the bishop hangs
        QCOMPARE(graph->currentPly(), 6);
        const QPointF third = graph->pointOf(3, 0.5);
        QTest::mouseClick(graph, Qt::LeftButton, {}, third.toPoint());
        QCOMPARE(w.controller()->shownPly(), 3);
        QCOMPARE(graph->currentPly(), 3);
        // The graph follows a move played on: the new position is not analysed yet.
        w.controller()->showPly(6);
        w.controller()->playHumanMove(*w.controller()->game().parseMove("2f2e"));
        QCOMPARE(graph->points().size(), size_t(8));
        QVERIFY(!graph->points()[7].searched);
        QVERIFY(graph->points()[6].searched);
        // A take-back keeps what the review found for the moves that stay.
        w.controller()->undo();
        QCOMPARE(w.controller()->review().positionCount(), 7);
        QCOMPARE(w.controller()->review().searchedCount(), 7);
        w.controller()->undo();
        QCOMPARE(w.controller()->review().searchedCount(), 6);
        QCOMPARE(graph->points().size(), size_t(6));
    }

    // The graph's context menu switches between sente's winning chance and sente's score
    // (clamped, mates at the edge); the choice is remembered for the next window.
    void graphShowsChanceOrScore()
    {
        Window w;
        w.setUp(BishopForNothing);
        w.review();
        EvaluationGraph* graph = w.pane()->graph();
        QCOMPARE(graph->scale(), EvaluationGraph::Scale::WinningChance);
        const analysis::GraphPoint hanging = graph->points()[3];
        QCOMPARE(graph->heightOf(hanging), hanging.senteChance);
        QStringList entries;
        QTimer::singleShot(0, [&] { // inside the menu's own event loop
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu) return;
            for (QAction* action : menu->actions()) entries << action->text();
            menu->actions().back()->trigger();
            menu->close();
        });
        QContextMenuEvent open(QContextMenuEvent::Mouse, graph->rect().center(),
            graph->mapToGlobal(graph->rect().center()));
        QApplication::sendEvent(graph, &open);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(graph->scale(), EvaluationGraph::Scale::Score);
        QVERIFY(hanging.senteScore < 0); // below the middle in either scale
        QCOMPARE(graph->heightOf(hanging), 0.5 + 0.5 * hanging.senteScore / analysis::GraphLimit);
        Window other;
        QCOMPARE(other.pane()->graph()->scale(), EvaluationGraph::Scale::Score);
        other.pane()->graph()->setScale(EvaluationGraph::Scale::WinningChance);
        QSettings().setValue("analysis/graphShowsScore", false); // as the other tests expect it
    }

    void savedWithTheGameAndReadBack_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("format");
        QTest::newRow("kif") << "game.kif" << int(record::RecordFormat::Kif);
        QTest::newRow("kifu") << "game.kifu" << int(record::RecordFormat::Kifu);
        QTest::newRow("ki2") << "game.ki2" << int(record::RecordFormat::Ki2);
        QTest::newRow("json") << "game.json" << int(record::RecordFormat::Jkf);
    }

    void savedWithTheGameAndReadBack()
    {
        QFETCH(QString, name);
        QFETCH(int, format);
        Window w;
        w.setUp(BishopForNothing);
        w.review();
        const analysis::GameReview reviewed = w.controller()->review();
        const QString path = m_dir.filePath(name);
        QString error;
        QVERIFY2(w.window.files()->saveFile(path, record::RecordFormat(format), &error),
            qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        // KIF and KI2 are Shift_JIS
        if (format == int(record::RecordFormat::Kifu) || format == int(record::RecordFormat::Jkf))
            QVERIFY(QString::fromUtf8(bytes).contains(QStringLiteral("#評価値=")));

        Window other;
        QVERIFY(other.window.files()->openFile(path));
        const analysis::GameReview& back = other.controller()->review();
        QVERIFY(back.complete());
        for (int i = 0; i < back.positionCount(); ++i)
            QCOMPARE(back.positions[size_t(i)]->score, reviewed.positions[size_t(i)]->score);
        // The graph and the marks return without searching again.
        QVERIFY(!other.pane()->isReviewing());
        QCOMPARE(other.pane()->graph()->points().size(), size_t(7));
        QCOMPARE(other.controller()->moveList()->markOf(3), MoveMarkKind::Blunder);
        QVERIFY(!other.window.files()->hasUnsavedChanges());
    }

    void cancelStopsAtOnceAndContinues()
    {
        Window w;
        w.setUp(BishopForNothing);
        analysis::ReviewOptions slow;
        slow.moveTimeMs = 10'000;
        slow.threads = 1;
        QVERIFY(w.pane()->startReview(slow));
        ReviewRunner* runner = w.pane()->runner();
        QVERIFY(runner->isRunning());
        auto* cancel = w.pane()->findChild<QPushButton*>(QStringLiteral("reviewCancel"));
        QVERIFY(cancel && cancel->isVisible());
        // Cancel while the engine searches (the review's first milliseconds, while it makes its
        // hash table, cannot be interrupted).
        QTest::qWait(1000);
        // The window stays usable meanwhile.
        w.controller()->showPly(2);
        QCOMPARE(w.controller()->shownPly(), 2);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!runner->isRunning());
        QVERIFY(!w.pane()->isReviewing());
        // The search ends long before the position's 10 s (how soon: bench --latency).
        while (runner->isSearching() && clock.elapsed() < slow.moveTimeMs / 2) QThread::usleep(200);
        qInfo("the review's search ended %lld ms after Cancel", clock.elapsed());
        QVERIFY(!runner->isSearching());
        QVERIFY(w.pane()->noteText().contains(QStringLiteral("continues")));
        QCOMPARE(w.controller()->review().searchedCount(), 0);

        // Continued: with part of the game done, only the rest is searched.
        analysis::GameReview part = w.controller()->review();
        const analysis::GameReview done = analysis::test::reviewed(analysis::test::recordOf(
            record::StartSfen, {"7g7f", "3c3d", "8h5e", "2b5e", "2g2f", "5e4d"}));
        for (int i = 0; i < 3; ++i) part.positions[size_t(i)] = done.positions[size_t(i)];
        w.controller()->setReview(part);
        QList<int> progress;
        QObject::connect(
            runner, &ReviewRunner::progressed, [&](int searched, int) { progress << searched; });
        w.review();
        QCOMPARE(progress.front(), 3);
        QCOMPARE(progress.back(), 7);
        QCOMPARE(progress.size(), 5); // 3, then one report per position searched
    }

    void reviewedGameFitsTheWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("cs") << "cs";
    }

    // At 1366x768 the graph, the marked move with its mark and what the review says about it
    // are all in view and whole; screenshots of the window, the graph and the move list are
    // saved in the build's screenshots folder to be looked at.
    void reviewedGameFitsTheWindow()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        Window w;
        w.window.resize(1366, 768);
        w.setUp(BishopForNothing);
        w.review();
        w.controller()->showPly(3);
        QTest::qWait(100);
        const QRect inWindow = w.window.rect();
        auto fits = [&](const QWidget* widget) {
            const QRect r(widget->mapTo(&w.window, QPoint(0, 0)), widget->size());
            return widget->isVisible() && inWindow.contains(r);
        };

        EvaluationGraph* graph = w.pane()->graph();
        QVERIFY(fits(graph));
        QVERIFY2(graph->height() >= 60 && graph->width() >= 150,
            qPrintable(QStringLiteral("graph %1x%2").arg(graph->width()).arg(graph->height())));
        QVERIFY(graph->rect().contains(graph->pointOf(3, graph->heightOf(graph->points()[3])).toPoint()));

        QTableView* table = w.window.moveListPanel()->table();
        QVERIFY(fits(table));
        const QModelIndex blunder = table->model()->index(3, MoveListModel::MoveColumn);
        const QString text = blunder.data().toString();
        QVERIFY(text.endsWith(QStringLiteral("??")));
        const QRect cell = table->visualRect(blunder);
        QVERIFY2(table->viewport()->rect().contains(cell),
            qPrintable(QStringLiteral("row at %1, view %2").arg(cell.bottom()).arg(table->viewport()->height())));
        QVERIFY2(cell.width() >= table->fontMetrics().horizontalAdvance(text),
            qPrintable(QStringLiteral("%1: %2 px in %3").arg(text).arg(
                table->fontMetrics().horizontalAdvance(text)).arg(cell.width())));

        // What the review says about the move and the summary: whole, inside the window.
        for (const QLabel* label : w.pane()->findChildren<QLabel*>()) {
            if (!label->isVisible()) continue;
            QVERIFY2(fits(label), qPrintable(label->text()));
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
        }
        QVERIFY(w.pane()->detailsText().contains(QStringLiteral("☗５五角")));
        // The lost chance in the language's own digits ("50,5 %" in Czech, with a no-break space
        // so that the number and its sign stay on one line).
        const QRegularExpression loss(language == QStringLiteral("cs") ? QStringLiteral("\\d,\\d\\x{00A0}%")
                                                                       : QStringLiteral("\\d\\.\\d%"));
        QVERIFY2(w.pane()->detailsText().contains(loss), qPrintable(w.pane()->detailsText()));

        const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(w.window.grab().save(dir + QStringLiteral("/review_%1_1366.png").arg(language)));
        QVERIFY(graph->grab().save(dir + QStringLiteral("/review_graph_%1.png").arg(language)));
        // The list with another move shown, so that the mark keeps its colour.
        w.controller()->showPly(int(BishopForNothing.size()));
        QVERIFY(table->viewport()->rect().contains(table->visualRect(blunder)));
        QVERIFY(table->grab().save(dir + QStringLiteral("/review_moves_%1.png").arg(language)));
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

    void hasamiGamesAreNotReviewed()
    {
        Window w;
        NewGameChoice choice;
        choice.kind = GameKind::DaiHasami;
        choice.mode = GameMode::TwoPlayers;
        QVERIFY(w.window.startGame(choice));
        w.controller()->playHumanMove(w.controller()->game().legalMoves().front());
        QAction* analyse = w.window.findChild<QAction*>(QStringLiteral("analyseGameAction"));
        QVERIFY(!analyse->isEnabled());
        QCOMPARE(analyse->text(), QStringLiteral("Analyse Game (Shogi Only)"));
        QVERIFY(!w.pane()->startReview(analysis::test::deterministicOptions()));
        QCOMPARE(w.controller()->review().positionCount(), 0);
    }
};

QTEST_MAIN(TestAnalysisGameReview)
#include "tst_analysis_gamereview.moc"
