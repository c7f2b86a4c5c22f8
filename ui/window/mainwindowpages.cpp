// The main window's pages and toolbar: the start page, the lessons and the game, one at a time
// in the middle of the window; the toolbar with the game's most used actions; File > Quit.
#include "window/mainwindow.h"

#include "analysis/analysisdock.h"
#include "board/boardview.h"
#include "dialogs/newgamedialog.h"
#include "files/continuefile.h"
#include "files/filecommands.h"
#include "home/homepage.h"
#include "lessons/lessonbook.h"
#include "editor/editpositioncommand.h"
#include "lessons/lessonpage.h"
#include "puzzles/tsumepage.h"
#include "game/shogirules.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolBar>

namespace shogiban::ui {

namespace {
const QString ShowAtStartKey = QStringLiteral("home/showAtStart");
}

bool MainWindow::homeAtStart()
{
    // On by default at the first start (no game was ever set up), and kept from then on until
    // the check box on the page turns it off; those who already play keep their start.
    QSettings settings;
    if (!settings.contains(ShowAtStartKey))
        settings.setValue(ShowAtStartKey, !settings.contains(QStringLiteral("game/kind")));
    return settings.value(ShowAtStartKey).toBool();
}

void MainWindow::createPages()
{
    m_home = new HomePage;
    m_lessons = new LessonPage;
    m_tsume = new TsumePage;
    m_pages = new QStackedWidget;
    m_pages->addWidget(m_splitter);
    m_pages->addWidget(m_home);
    m_pages->addWidget(m_lessons);
    m_pages->addWidget(m_tsume);
    setCentralWidget(m_pages);
    m_home->setShowAtStart(homeAtStart());
    connect(m_home, &HomePage::playComputerRequested, this,
        [this](int level) { startFromHome(GameMode::AgainstComputer, level); });
    connect(m_home, &HomePage::twoPlayersRequested, this,
        [this] { startFromHome(GameMode::TwoPlayers, 0); });
    connect(m_home, &HomePage::lessonsRequested, this, &MainWindow::showNextLesson);
    connect(m_home, &HomePage::tsumeRequested, this, &MainWindow::showNextTsume);
    connect(m_home, &HomePage::continueRequested, this, &MainWindow::continueFromHome);
    connect(m_home, &HomePage::openRequested, this, [this] { m_files->open(); });
    connect(m_home, &HomePage::showAtStartChanged, this,
        [](bool show) { QSettings().setValue(ShowAtStartKey, show); });
    connect(m_lessons, &LessonPage::homeRequested, this, &MainWindow::showHome);
    connect(m_lessons, &LessonPage::tsumeRequested, this, &MainWindow::showTsumeLevel);
    connect(m_tsume, &TsumePage::homeRequested, this, &MainWindow::showHome);
    connect(m_controller, &GameController::gameStarted, this, &MainWindow::showGamePage);
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(findChild<QAction*>(QStringLiteral("homeAction")));
    m_toolBar->addSeparator();
    m_toolBar->addAction(findChild<QAction*>(QStringLiteral("newAction")));
    for (QAction* action : {m_undo, m_hint, m_flip, m_resign, m_draw})
        m_toolBar->addAction(action);
    m_toolBar->addAction(m_analysis->toggleViewAction());
    m_actionTexts.emplace_back(m_toolBar->toggleViewAction(), QT_TR_NOOP("&Toolbar"));
    m_viewMenu->insertAction(m_viewMenu->actions().value(0), m_toolBar->toggleViewAction());

}

bool MainWindow::showsGame() const
{
    return !m_pages || m_pages->currentWidget() == m_splitter;
}

void MainWindow::applyLessonSettings(const AppSettings& settings)
{
    // The lessons name squares "5e": the board shows the rank letters to match.
    m_lessons->board()->setPieceStyle(settings.pieceStyle);
}

bool MainWindow::gameGoesOn() const
{
    return m_controller->moveCount() > 0 && !m_controller->isOver();
}

QString MainWindow::continueText()
{
    if (gameGoesOn()) return tr("The game in progress, move %1").arg(m_controller->moveCount());
    if (const std::optional<ContinueFile::Kept> kept = m_files->gameToContinue())
        return ContinueFile::describe(*kept);
    return {};
}

void MainWindow::showHome()
{
    const LessonBook& book = LessonBook::shipped();
    if (book.count() > 0) {
        QSettings settings;
        const int next = LessonProgress::nextLesson(settings, book);
        m_home->setLessonText(tr("Next: %1. %2")
                                  .arg(next + 1)
                                  .arg(LessonBook::translate(book.lessons()[size_t(next)].title)));
    }
    {
        QSettings settings;
        const TsumeBook& problems = TsumeBook::shipped();
        m_home->setTsumeText(tr("%1 of %2 solved")
                                 .arg(TsumeProgress::solvedCount(settings, problems))
                                 .arg(problems.count()));
    }
    m_home->setLevel(m_settings.lastGame.levels[1]);
    m_home->setContinueText(continueText());
    m_pages->setCurrentWidget(m_home);
    updateView();
}

void MainWindow::showLessons(int index)
{
    QSettings settings;
    const int lesson = index >= 0 ? index : LessonProgress::nextLesson(settings, LessonBook::shipped());
    m_pages->setCurrentWidget(m_lessons);
    updateView();
    m_lessons->openLesson(lesson);
}

bool MainWindow::openLessonInProgress(int index)
{
    if (index < 0 || index >= LessonBook::shipped().count()) return false;
    showLessons(index);
    m_lessons->showInProgress();
    return true;
}

void MainWindow::showTsume(int index)
{
    QSettings settings;
    const TsumeBook& book = TsumeBook::shipped();
    const int problem = index >= 0 ? index : TsumeProgress::nextUnsolved(settings, book);
    m_pages->setCurrentWidget(m_tsume);
    updateView();
    m_tsume->openProblem(problem >= 0 ? problem : 0);
}

void MainWindow::showTsumeLevel(int plies)
{
    QSettings settings;
    showTsume(TsumeProgress::firstUnsolvedOfLevel(settings, TsumeBook::shipped(), plies));
}

bool MainWindow::openTsumeWithHint(int index)
{
    if (index < 0 || index >= TsumeBook::shipped().count()) return false;
    showTsume(index);
    m_tsume->showHint();
    return true;
}

bool MainWindow::screenshotPositionEditor(const QString& path, QSize size)
{
    return m_editPosition->screenshot(path, size);
}

void MainWindow::solveAsTsume()
{
    const GameRules& shown = m_analysis->positionOnBoard();
    if (!shown.shogiGame()) return;
    const ShogiGame& game = *shown.shogiGame();
    Position start;
    const bool tsumeRecord = !start.setSfen(game.startSfen()) && start.kingSquare(Black) == NoSquare;
    const Position& problem = tsumeRecord ? start : game.position();
    if (!m_tsume->openPosition(problem)) {
        QMessageBox::information(this, tr("Solve as Tsume Problem"),
            tr("No mate by checks was found for the side to move: the position cannot be solved "
               "as a tsume problem."));
        return;
    }
    m_pages->setCurrentWidget(m_tsume);
    updateView();
}

void MainWindow::showGamePage()
{
    // The board first gets the new game's position: shown, it lays itself out at once, and
    // the position it held went with the game before.
    updateView();
    m_pages->setCurrentWidget(m_splitter);
}

void MainWindow::startFromHome(GameMode mode, int level)
{
    // An even game of shogi, the person moving first; names and clocks as last chosen.
    if (!m_files->maybeSave()) return;
    NewGameChoice choice = m_settings.lastGame;
    choice.kind = GameKind::Shogi;
    choice.variant.clear();
    choice.handicap.clear();
    choice.mode = mode;
    choice.first = FirstPlayer::PlayerOne;
    if (level > 0) choice.levels = {level, level};
    m_settings.lastGame = choice;
    startGame(choice);
}

void MainWindow::continueFromHome()
{
    // The game of this run when it goes on (a computer's move may be waiting); otherwise the
    // one kept when the program was last closed, which shows the game page as it starts.
    if (gameGoesOn()) return showGamePage();
    if (!m_files->maybeSave()) return;
    if (!m_files->continueKeptGame()) showHome(); // gone or unreadable (and said so)
}

} // namespace shogiban::ui
