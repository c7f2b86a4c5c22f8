#include "window/mainwindow.h"

#include "analysis/analysisdock.h"
#include "analysis/gamereviewpane.h"
#include "board/boardview.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/screenfit.h"
#include "dialogs/settingsdialog.h"
#include "engines/engineanalysis.h"
#include "engines/enginelog.h"
#include "engines/enginelogwindow.h"
#include "engines/enginemanagerdialog.h"
#include "engines/engineplayers.h"
#include "help/keyboarddialog.h"
#include "help/piecesdialog.h"
#include "help/rulesdialog.h"
#include "files/filecommands.h"
#include "kifu/commentbox.h"
#include "kifu/recordactions.h"
#include "kifu/recorddocument.h"
#include "kifu/variationpane.h"
#include "editor/editpositioncommand.h"
#include "mate/findmatecommand.h"
#include "players/playerpanels.h"
#include "sound/soundboard.h"
#include "sound/soundcues.h"
#include "window/boardarea.h"
#include "window/busyindicator.h"
#include "window/movelistpanel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFormLayout>
#include <QPushButton>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>

namespace shogiban::ui {

namespace {

// The saved window state of another version is not restored: 1 put the analysis dock beside
// the board (a state saved before kept it below, with two lines to show at 1366x768).
constexpr int WindowStateVersion = 1;

} // namespace

MainWindow::MainWindow(GameController::AiFactory aiFactory, QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Shogiban"));
    m_engineLog = new EngineLog(this);
    m_enginePlayers = new EnginePlayers(m_engineLog, this);
    QSettings stored;
    m_enginePlayers->setEngines(EngineList::load(stored));
    m_controller = new GameController(m_enginePlayers->factory(std::move(aiFactory)), this);
    m_document = new RecordDocument(m_controller, this);
    createCentralArea();
    createMenus();
    applyAnalysisEngine();
    m_files = new FileCommands(this, m_controller, m_document);
    m_files->setGameBoard(m_board);
    createToolBar();
    createStatusBar();
    retranslateUi();
    connectController();
    m_sounds = new SoundBoard(this);
    new SoundCues(m_controller, m_sounds, this);

    applySettings(AppSettings::load(QSettings()));
    if (!restoreGeometry(m_settings.windowGeometry)) resizeToFit(this, {1180, 760});
    restoreState(m_settings.windowState, WindowStateVersion);
    m_splitter->restoreState(m_settings.splitterState);
    updateView();
}

MainWindow::~MainWindow()
{
    m_controller->stopThinking();
}

void MainWindow::createCentralArea()
{
    m_board = new BoardView;
    m_area = new BoardArea(m_board);
    m_players = new PlayerPanels(m_board, m_controller, this);
    m_panel = new MoveListPanel(m_controller->moveList());
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_area);
    m_splitter->addWidget(m_panel);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(false);
    m_panel->setMinimumWidth(180);
    m_splitter->setSizes({1000, 220});
    createPages();

    m_variations = new VariationPane(m_document);
    m_panel->addBelowList(m_variations);
    m_comment = new CommentBox(m_document);
    m_panel->addBelowList(m_comment);
    m_review = new GameReviewPane(m_controller);
    m_panel->addBelowList(m_review);
    m_analysis = new AnalysisDock(m_controller, m_area, this);
    // Beside the board, whose size the window's height limits: below it, the dock took that
    // height from the board and still showed two lines at 1366x768.
    addDockWidget(Qt::RightDockWidgetArea, m_analysis);
    m_analysis->hide(); // until View > Analysis (the saved window state may show it)
    connect(m_review, &GameReviewPane::reviewRunningChanged, m_analysis,
        &AnalysisDock::setReviewRunning);
    connect(m_analysis, &AnalysisDock::previewFinished, this, &MainWindow::updateView);
    m_analysis->setGameStarter(
        [this](const NewGameChoice& choice, const std::string& sfen) {
            return m_files->maybeSave() && startGame(choice, sfen);
        },
        [this] { return m_settings.lastGame; });
    m_findMate = new FindMateCommand(m_controller, m_analysis, this);
    m_editPosition = new EditPositionCommand(this);
}

QAction* MainWindow::addAction(
    QMenu* menu, const char* text, const QKeySequence& shortcut, void (MainWindow::*slot)())
{
    auto* action = new QAction(this);
    m_actionTexts.emplace_back(action, text);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    if (menu) menu->addAction(action);
    return action;
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_viewMenu = menuBar()->addMenu(QString());
    m_helpMenu = menuBar()->addMenu(QString());

    QMenu* game = m_gameMenu;
    addAction(game, QT_TR_NOOP("H&ome"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H),
        &MainWindow::showHome)
        ->setObjectName(QStringLiteral("homeAction"));
    addAction(game, QT_TR_NOOP("&Lessons"), {}, &MainWindow::showNextLesson);
    addAction(game, QT_TR_NOOP("Tsume Pro&blems"), {}, &MainWindow::showNextTsume)
        ->setObjectName(QStringLiteral("tsumeAction"));
    addAction(game, QT_TR_NOOP("Sol&ve as Tsume Problem"), {}, &MainWindow::solveAsTsume)
        ->setObjectName(QStringLiteral("solveAsTsumeAction"));
    game->addSeparator();
    addAction(game, QT_TR_NOOP("&New Game…"), QKeySequence::New, &MainWindow::newGame)
        ->setObjectName(QStringLiteral("newAction"));
    m_recordActions = new RecordActions(this, m_document, m_gameMenu);
    game->addAction(m_recordActions->propertiesAction());
    game->addAction(m_editPosition->action());
    game->addSeparator();
    // Ctrl+Z is Edit > Undo (of record edits, and of your move against the computer); taking
    // back a move has its own key.
    m_undo = addAction(game, QT_TR_NOOP("&Take Back"), QKeySequence(Qt::CTRL | Qt::Key_Backspace),
        &MainWindow::undo);
    m_recordActions->setTakeBack(m_undo);
    m_hint = addAction(
        game, QT_TR_NOOP("&Hint"), QKeySequence(Qt::CTRL | Qt::Key_H), &MainWindow::hint);
    m_pause = addAction(
        game, QT_TR_NOOP("Pa&use"), QKeySequence(Qt::CTRL | Qt::Key_P), &MainWindow::togglePause);
    m_pause->setCheckable(true);
    game->addSeparator();
    game->addAction(m_review->analyseAction());
    game->addAction(m_recordActions->playOnAction());
    game->addAction(m_analysis->playFromHereAction());
    game->addAction(m_findMate->action());
    game->addSeparator();
    m_resign = addAction(game, QT_TR_NOOP("&Resign"), {}, &MainWindow::resign);
    m_draw = addAction(game, QT_TR_NOOP("Agree to a Dra&w"), {}, &MainWindow::offerDraw);
    m_declare = addAction(
        game, QT_TR_NOOP("Declare &Impasse (27 Points)"), {}, &MainWindow::declareImpasse);
    m_score = addAction(
        game, QT_TR_NOOP("&Count Impasse Points (24 Points)"), {}, &MainWindow::scoreImpasse);
    game->addSeparator();
    addAction(game, QT_TR_NOOP("&Settings…"), QKeySequence::Preferences, &MainWindow::openSettings);
    addAction(game, QT_TR_NOOP("&Engines…"), {}, &MainWindow::manageEngines)
        ->setObjectName(QStringLiteral("enginesAction"));

    QMenu* view = m_viewMenu;
    m_flip = addAction(view, QT_TR_NOOP("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F),
        &MainWindow::flipBoard);
    m_learning = new QAction(this);
    m_actionTexts.emplace_back(m_learning, QT_TR_NOOP("&Learning Mode"));
    m_learning->setCheckable(true);
    m_learning->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_learning, &QAction::toggled, this, [this](bool on) {
        AppSettings changed = m_settings;
        changed.learningMode = on;
        applySettings(changed);
    });
    view->addAction(m_learning);
    view->addAction(m_analysis->toggleViewAction());
    view->addSeparator();
    m_first = addAction(view, QT_TR_NOOP("F&irst Position"), Qt::Key_Home, &MainWindow::showFirst);
    m_previous
        = addAction(view, QT_TR_NOOP("&Previous Move"), Qt::Key_Left, &MainWindow::showPrevious);
    m_next = addAction(view, QT_TR_NOOP("&Next Move"), Qt::Key_Right, &MainWindow::showNext);
    m_last = addAction(view, QT_TR_NOOP("La&st Move"), Qt::Key_End, &MainWindow::showLast);

    addAction(m_helpMenu, QT_TR_NOOP("&Rules"), QKeySequence::HelpContents, &MainWindow::showRules);
    addAction(m_helpMenu, QT_TR_NOOP("&Pieces"), {}, &MainWindow::showPieces);
    addAction(m_helpMenu, QT_TR_NOOP("&Keyboard"), {}, &MainWindow::showKeyboard)
        ->setObjectName(QStringLiteral("keyboardHelpAction"));
    addAction(m_helpMenu, QT_TR_NOOP("&Engine Log"), {}, &MainWindow::showEngineLog)
        ->setObjectName(QStringLiteral("engineLogAction"));
    m_helpMenu->addSeparator();
    addAction(m_helpMenu, QT_TR_NOOP("&About Shogiban"), {}, &MainWindow::about);

    // Names for tests and for other parts of the program that look actions up.
    const std::pair<QAction*, const char*> named[]
        = {{m_undo, "undoAction"}, {m_hint, "hintAction"}, {m_pause, "pauseAction"},
            {m_resign, "resignAction"},
            {m_draw, "drawAction"}, {m_declare, "declareAction"}, {m_score, "scoreAction"},
            {m_flip, "flipAction"}, {m_learning, "learningAction"}, {m_first, "firstAction"},
            {m_previous, "previousAction"}, {m_next, "nextAction"}, {m_last, "lastAction"}};
    for (const auto& [action, name] : named) action->setObjectName(QLatin1String(name));
}

void MainWindow::retranslateUi()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_recordActions->retranslate();
    for (const auto& [action, text] : m_actionTexts) action->setText(tr(text));
    updateThinkingStatus();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateView(); // the title, the players and the status line
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::createStatusBar()
{
    m_turn = new QLabel;
    m_turn->setObjectName(QStringLiteral("turnLabel"));
    m_thinkingLabel = new QLabel;
    m_thinkingDots = new BusyIndicator;
    statusBar()->addPermanentWidget(m_thinkingLabel);
    statusBar()->addPermanentWidget(m_thinkingDots);
    statusBar()->addPermanentWidget(m_turn);
    m_thinkingLabel->hide();
    m_thinkingDots->hide();
}

void MainWindow::connectController()
{
    GameController* c = m_controller;
    connect(c, &GameController::positionChanged, this, &MainWindow::updateView);
    connect(c, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(c, &GameController::thinkingChanged, this, &MainWindow::updateThinkingStatus);
    connect(c, &GameController::ponderingChanged, this, &MainWindow::updateThinkingStatus);
    connect(c, &GameController::moveRefused, this,
        [this](MoveRefusal refusal) { onRefused(plainRefusal(refusal)); });
    connect(c, &GameController::hintFound, this, &MainWindow::onHint);
    connect(c, &GameController::computerFailed, this, &MainWindow::onComputerFailed);
    connect(m_board, &BoardView::moveChosen, this, &MainWindow::onBoardMove);
    connect(m_document, &RecordDocument::changed, this, &MainWindow::onRecordChanged);
    connect(m_board, &BoardView::moveRefused, this, &MainWindow::onRefused);
    connect(m_board, &BoardView::moveBlocked, this, &MainWindow::onMoveBlocked);
    connect(m_board, &BoardView::learningTextChanged, m_area, &BoardArea::setStandingText);
    connect(m_area, &BoardArea::moveTyped, this, &MainWindow::playTypedMove);
    connect(m_panel, &MoveListPanel::plyRequested, c, &GameController::showPly);
    connect(m_files, &FileCommands::documentChanged, this, &MainWindow::updateTitle);
    c->setAnimator([this](const BoardMove& move, std::function<void()> done) {
        m_board->animateMove(move, std::move(done));
    });
}

void MainWindow::applySettings(const AppSettings& settings)
{
    m_settings = settings;
    m_board->setPieceStyle(settings.pieceStyle);
    m_board->setHintMode(settings.hintMode);
    m_board->setCoordinateStyle(settings.coordinateStyle);
    m_board->setLearningMode(settings.learningMode);
    applyLessonSettings(settings);
    m_controller->moveList()->setNotation(settings.notation);
    m_variations->setNotation(settings.notation);
    m_recordActions->setAskBeforeVariation(settings.askBeforeVariation);
    m_controller->setPonderingAllowed(settings.pondering);
    if (m_sounds) {
        m_sounds->setEnabled(settings.sounds);
        m_sounds->setVolume(settings.soundVolume);
    }
    const QSignalBlocker blocker(m_learning);
    m_learning->setChecked(settings.learningMode);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_settings, this);
    auto* engines = new QPushButton(tr("&Engines…"));
    connect(engines, &QPushButton::clicked, this, &MainWindow::manageEngines);
    dialog.form()->addRow(tr("External engines:"), engines);
    if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
}

void MainWindow::manageEngines()
{
    EngineManagerDialog dialog(m_enginePlayers->engines(), m_engineLog, QApplication::activeWindow());
    if (dialog.exec() != QDialog::Accepted) return;
    m_enginePlayers->setEngines(dialog.engines());
    applyAnalysisEngine();
    if (m_persistent) {
        QSettings settings;
        dialog.engines().save(settings);
    }
}

void MainWindow::applyAnalysisEngine()
{
    const EngineList& engines = m_enginePlayers->engines();
    const EngineConfig* chosen = engines.find(engines.analysisEngine());
    const std::optional<EngineConfig> wanted = chosen ? std::optional(*chosen) : std::nullopt;
    if (wanted == m_analysisEngine) return;
    m_analysisEngine = wanted;
    m_analysis->setEngine(chosen ? createAnalysisEngine(*chosen, m_engineLog) : nullptr);
}

void MainWindow::showEngineLog()
{
    // One window, raised when asked for again.
    auto* window = findChild<EngineLogWindow*>();
    if (!window) window = new EngineLogWindow(m_engineLog, this);
    window->show();
    window->raise();
    window->activateWindow();
}

void MainWindow::showRules()
{
    // Not modal: the rules stay open beside the board while playing.
    auto* dialog = new RulesDialog(m_settings.pieceStyle, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->showGame(m_controller->game().kind());
    dialog->show();
}

void MainWindow::showPieces()
{
    auto* dialog = new PiecesDialog(m_settings.pieceStyle, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showKeyboard()
{
    auto* dialog = new KeyboardDialog(menuBar(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::about()
{
    showAboutDialog(this);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_controller->stopThinking();
    if (m_persistent) {
        m_settings.windowGeometry = saveGeometry();
        m_settings.windowState = saveState(WindowStateVersion);
        m_settings.splitterState = m_splitter->saveState();
        QSettings settings;
        m_settings.save(settings);
    }
    event->accept();
}

} // namespace shogiban::ui
