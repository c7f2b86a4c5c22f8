// Game > Find Mate in the main window: the solver runs on its own thread for the position on
// the board, the solution is listed and stepped through on the board as a preview (the game is
// not touched), a position without mate says so, Cancel stops a long search at once, and the
// command is off where there is nothing to solve.
#include "analysis/analysisdock.h"
#include "analysis/linepreview.h"
#include "board/boardview.h"
#include "mate/findmatecommand.h"
#include "mate/findmatedialog.h"
#include "window/mainwindow.h"

#include "../ui/windowtestsettings.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

std::optional<BoardMove> firstLegalMove(const GameRules& rules, const std::atomic<bool>&)
{
    return rules.legalMoves().front();
}

constexpr const char* ThreeMover = "3sks3/9/4S4/9/9/B8/9/9/9 b S2rb4g4n4l18p 1";
constexpr const char* LoneGold = "4k4/9/9/9/9/9/9/9/9 b G2r2b3g4s4n4l18p 1";
// Ito Kanju's "Kemuri-zume" (117 moves): far longer than a test waits.
constexpr const char* Kemuri = "k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/"
                               "2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1";

// Ito Kanju's Zukou 98 (31 moves, a bare king): the mate is found in well under a second,
// proving that none is shorter takes seconds more.
constexpr const char* Zukou98 = "8k/9/9/9/9/9/9/9/9 b R2GSr2b2g3s4n4l18p 1";

struct Window {
    Window()
        : window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); })
    {
        window.setPersistent(false);
        window.resize(1200, 800);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window)) qFatal("window not exposed");
    }
    void setUp(const char* sfen, const QStringList& moves = {})
    {
        QString error;
        if (!window.setUpPosition(QString::fromLatin1(sfen), moves, &error))
            qFatal("%s", qPrintable(error));
    }
    QAction* action() const { return window.findMate()->action(); }
    FindMateDialog* dialog() const { return window.findMate()->dialog(); }
    LinePreview* preview() const { return window.analysis()->preview(); }
    bool solve()
    {
        action()->trigger();
        if (!dialog()) return false;
        return QTest::qWaitFor([this] { return !dialog()->isSearching(); }, 20000);
    }
    MainWindow window;
};

} // namespace

class TestFindMate : public QObject {
    Q_OBJECT

private slots:
    void solutionIsListedAndSteppedOnTheBoard()
    {
        Window w;
        w.setUp(ThreeMover);
        QVERIFY(w.action()->isEnabled());
        QVERIFY(w.solve());
        FindMateDialog* dialog = w.dialog();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->result().status, mate::MateStatus::Mate);
        QCOMPARE(dialog->result().plies, 3);
        QVERIFY(dialog->result().shortest);
        QVERIFY2(dialog->resultText().contains(QLatin1String("3")), qPrintable(dialog->resultText()));
        QCOMPARE(dialog->moveList()->count(), 4); // the start, then three moves
        QVERIFY(dialog->moveList()->item(1)->text().contains(QStringLiteral("５二角成")));

        // The board previews the line; the game stays where it was.
        const std::string game = w.window.controller()->game().positionText();
        QVERIFY(w.preview()->isActive());
        QCOMPARE(w.preview()->shownMoves(), 0);
        dialog->moveList()->setCurrentRow(3);
        QCOMPARE(w.preview()->shownMoves(), 3);
        const GameRules* shown = w.window.board()->rules();
        QVERIFY(shown != &w.window.controller()->shownPosition());
        QVERIFY(shown->legalMoves().empty()); // mated
        QVERIFY(shown->inCheck());
        // ← on the board steps back, and the list follows.
        QTest::keyClick(w.window.board(), Qt::Key_Left);
        QCOMPARE(w.preview()->shownMoves(), 2);
        QCOMPARE(dialog->moveList()->currentRow(), 2);
        QCOMPARE(w.window.controller()->game().positionText(), game);
        QCOMPARE(w.window.controller()->moveCount(), 0);

        // Closing the dialog puts the game back on the board.
        dialog->close();
        QVERIFY(!w.preview()->isActive());
        QCOMPARE(w.window.board()->rules(), &w.window.controller()->shownPosition());
    }

    void positionWithoutMateSaysSo()
    {
        Window w;
        w.setUp(LoneGold);
        QVERIFY(w.solve());
        QCOMPARE(w.dialog()->result().status, mate::MateStatus::NoMate);
        QCOMPARE(w.dialog()->moveList()->count(), 0);
        QVERIFY(w.dialog()->resultText().startsWith(QLatin1String("No mate")));
        QVERIFY(!w.preview()->isActive());
    }

    void cancelStopsALongSearch()
    {
        Window w;
        w.setUp(Kemuri);
        w.action()->trigger();
        FindMateDialog* dialog = w.dialog();
        QVERIFY(dialog->isSearching());
        QTest::qWait(300);
        QVERIFY(dialog->isSearching());
        auto* cancel = dialog->findChild<QPushButton*>(QStringLiteral("cancelButton"));
        QVERIFY(cancel && cancel->isEnabled());
        cancel->click();
        QVERIFY(!dialog->isSearching());
        QVERIFY(dialog->resultText().startsWith(QLatin1String("Cancelled")));
        QVERIFY(!cancel->isEnabled());
        // A new search right away is answered; the cancelled one reports nothing.
        w.setUp(ThreeMover);
        QVERIFY(w.solve());
        QCOMPARE(w.dialog()->result().plies, 3);
    }

    // The solution is listed as soon as it is found, while the search goes on for a shorter
    // one; Cancel then keeps it.
    void aMateIsShownBeforeItIsProvenShortest()
    {
        Window w;
        w.setUp(Zukou98);
        w.action()->trigger();
        FindMateDialog* dialog = w.dialog();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->moveList()->count() > 0, 20000);
        QVERIFY(dialog->isSearching());
        QCOMPARE(dialog->result().status, mate::MateStatus::Mate);
        const int plies = dialog->result().plies;
        QVERIFY(plies >= 31);
        // The start, then every move (useless interpositions are on the line, not counted).
        const int rows = int(dialog->result().line.size()) + 1;
        QVERIFY(rows >= plies + 1);
        QCOMPARE(dialog->moveList()->count(), rows);
        QVERIFY(dialog->moveList()->isEnabled());
        QVERIFY(w.preview()->isActive()); // on the board already
        QVERIFY2(dialog->resultText().contains(QLatin1String("Looking for a shorter one")),
            qPrintable(dialog->resultText()));
        dialog->findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
        QVERIFY(!dialog->isSearching());
        QCOMPARE(dialog->result().plies, plies);
        QVERIFY(!dialog->result().shortest);
        QCOMPARE(dialog->moveList()->count(), rows);
        QVERIFY2(dialog->resultText().endsWith(QLatin1String("A shorter mate was not ruled out.")),
            qPrintable(dialog->resultText()));
        dialog->moveList()->setCurrentRow(rows - 1);
        QCOMPARE(w.preview()->shownMoves(), rows - 1);
        // Mated at the end: in check, with no answer but useless interpositions.
        QVERIFY(w.window.board()->rules()->inCheck());
    }

    // The position on the board is what is solved: a move shown in review, not the last one.
    void solvesThePositionShown()
    {
        Window w;
        w.setUp("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1", {"G*4b", "5a6a"});
        w.window.controller()->showPly(0);
        QVERIFY(w.solve());
        QCOMPARE(w.dialog()->result().plies, 1);
        QCOMPARE(w.dialog()->moveList()->count(), 2);
    }

    void offWhereThereIsNothingToSolve()
    {
        Window w;
        w.setUp("4k4/4G4/4P4/9/9/9/9/9/9 w 2r2b3g4s4n4l17p 1"); // gote is mated
        QVERIFY(!w.action()->isEnabled());
        NewGameChoice hasami;
        hasami.kind = GameKind::Hasami;
        hasami.mode = GameMode::TwoPlayers;
        QVERIFY(w.window.startGame(hasami));
        QVERIFY(!w.action()->isEnabled());
        w.setUp(ThreeMover);
        QVERIFY(w.action()->isEnabled());
    }

private:
    TemporarySettings m_settings;
};

QTEST_MAIN(TestFindMate)
#include "tst_findmate.moc"
