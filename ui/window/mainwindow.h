// The main window: the board with its stands, the move list panel, the menus and the status
// bar. It owns the game controller and turns what the controller reports into what is shown.
#pragma once

#include "engines/engineconfig.h"
#include "window/appsettings.h"
#include "game/gamecontroller.h"
#include "game/refusalreason.h"

#include <QMainWindow>

#include <string>
#include <utility>
#include <vector>

class QAction;
class QLabel;
class QSplitter;
class QStackedWidget;
class QToolBar;

namespace shogiban::ui {

class AnalysisDock;
class BoardArea;
class EngineLog;
class EnginePlayers;
class BoardView;
class BusyIndicator;
class EditPositionCommand;
class FileCommands;
class FindMateCommand;
class GameReviewPane;
class HomePage;
class LessonPage;
class TsumePage;
class MoveListPanel;
class PlayerPanels;
class CommentBox;
class RecordActions;
class RecordDocument;
class VariationPane;
class SoundBoard;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // aiFactory makes the computer players (builtInAiFactory() in the program); players that
    // are external USI engines are made by the window's EnginePlayers.
    explicit MainWindow(GameController::AiFactory aiFactory, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return m_controller; }
    BoardView* board() const { return m_board; }
    BoardArea* boardArea() const { return m_area; }
    MoveListPanel* moveListPanel() const { return m_panel; }
    PlayerPanels* playerPanels() const { return m_players; }
    FileCommands* files() const { return m_files; }
    const AppSettings& settings() const { return m_settings; }
    AnalysisDock* analysis() const { return m_analysis; }
    GameReviewPane* review() const { return m_review; }
    EnginePlayers* enginePlayers() const { return m_enginePlayers; }
    EngineLog* engineLog() const { return m_engineLog; }
    SoundBoard* sounds() const { return m_sounds; }
    RecordDocument* recordDocument() const { return m_document; }
    RecordActions* recordActions() const { return m_recordActions; }
    VariationPane* variationPane() const { return m_variations; }
    CommentBox* commentBox() const { return m_comment; }
    HomePage* homePage() const { return m_home; }
    LessonPage* lessonPage() const { return m_lessons; }
    TsumePage* tsumePage() const { return m_tsume; }
    QToolBar* toolBar() const { return m_toolBar; }
    // The pages in the window's middle: the start page, the lessons, the tsume problems, the
    // game.
    void showHome();
    void showLessons(int index = -1); // -1: the next lesson not done yet
    void showGamePage();
    bool showsGame() const; // the game page is shown (not the start page or the lessons)
    // Lesson `index` (0-based) with its first exercise under way (--lesson): one move of a
    // longer exercise played, or the hint shown. False when there is no such lesson.
    bool openLessonInProgress(int index);
    // Whether the start page shows when the program starts (the page's check box; decided at
    // the first start: on for a new user).
    static bool homeAtStart();
    // The tsume problems: problem `index` of the shipped ones (-1: the next unsolved).
    void showTsume(int index = -1);
    // The first unsolved problem of a length (a lesson's practice).
    void showTsumeLevel(int plies);
    // Problem `index` (0-based) with its first hint shown (--tsume); false when there is none.
    bool openTsumeWithHint(int index);
    // The position editor over the position shown, rendered to a PNG (--edit-position).
    bool screenshotPositionEditor(const QString& path, QSize size);
    // The game's problem as a tsume problem on the tsume page: its start position when sente
    // has no king there (a tsume record), otherwise the position shown; a message when the
    // side to move has no mate.
    void solveAsTsume();
    FindMateCommand* findMate() const { return m_findMate; }

    // Starts the game a New Game choice describes; furigoma is thrown here when asked for.
    // `position`: a shogi start position (SFEN) instead of the choice's handicap.
    bool startGame(const NewGameChoice& choice, const std::string& position = {});
    // Sets up a position for two people and plays moves in it (USI coordinates), e.g. from
    // --sfen and --moves; false with a message when the position or a move is invalid.
    bool setUpPosition(const QString& positionText, const QStringList& moves, QString* error);
    void applySettings(const AppSettings& settings);
    // Whether the settings are written back when the window closes (off for screenshots).
    void setPersistent(bool persistent) { m_persistent = persistent; }

protected:
    void closeEvent(QCloseEvent* event) override;
    // The language changed (Settings): every text of the window follows at once.
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void createPages(); // mainwindowpages.cpp
    void createToolBar();
    void startFromHome(GameMode mode, int level); // level 0: as last chosen
    void continueFromHome();
    void showNextLesson() { showLessons(); }
    void showNextTsume() { showTsume(); }
    void applyLessonSettings(const AppSettings& settings);
    bool gameGoesOn() const; // a game of this run with moves and no result
    QString continueText(); // may set an unreadable kept game aside (FileCommands)
    void createCentralArea();
    void createStatusBar();
    void connectController();
    // `text` is untranslated (QT_TR_NOOP); retranslateUi() sets tr(text) now and on every
    // language change.
    QAction* addAction(
        QMenu* menu, const char* text, const QKeySequence& shortcut, void (MainWindow::*slot)());
    void retranslateUi();

    void newGame();
    void undo();
    void resign();
    void offerDraw();
    void declareImpasse();
    void scoreImpasse();
    void hint();
    void togglePause();
    void onComputerFailed(const QString& why);
    void flipBoard();
    void openSettings();
    void manageEngines();
    void showEngineLog();
    // The analysis panel's engine as Settings > Engines chose it (made again when it changed).
    void applyAnalysisEngine();
    void showRules();
    void showPieces();
    void showKeyboard();
    void about();
    void showFirst();
    void showPrevious();
    void showNext();
    void showLast();

    void updateView();
    void updateActions();
    void updatePlayers();
    void updateTitle();
    void autoFlip();
    void onGameOver(const Outcome& outcome);
    void updateThinkingStatus(); // the computer thinks, or ponders on the person's time
    void onRefused(const RefusalReason& reason);
    void onMoveBlocked();
    void playTypedMove(const QString& text);
    // A move made on the board: the game's, or a variation's while reviewing.
    void onBoardMove(const BoardMove& move);
    void onRecordChanged();
    void onHint(std::optional<BoardMove> move);
    QString statusText() const;
    bool confirm(const QString& question);

    AppSettings m_settings;
    GameController* m_controller = nullptr;
    BoardView* m_board = nullptr;
    BoardArea* m_area = nullptr;
    MoveListPanel* m_panel = nullptr;
    PlayerPanels* m_players = nullptr;
    FileCommands* m_files = nullptr;
    RecordDocument* m_document = nullptr;
    RecordActions* m_recordActions = nullptr;
    VariationPane* m_variations = nullptr;
    CommentBox* m_comment = nullptr;
    EngineLog* m_engineLog = nullptr;
    SoundBoard* m_sounds = nullptr;
    EnginePlayers* m_enginePlayers = nullptr;
    std::optional<EngineConfig> m_analysisEngine; // the external one the panel uses
    AnalysisDock* m_analysis = nullptr;
    GameReviewPane* m_review = nullptr;
    FindMateCommand* m_findMate = nullptr;
    EditPositionCommand* m_editPosition = nullptr;
    QSplitter* m_splitter = nullptr;
    QStackedWidget* m_pages = nullptr;
    HomePage* m_home = nullptr;
    LessonPage* m_lessons = nullptr;
    TsumePage* m_tsume = nullptr;
    QToolBar* m_toolBar = nullptr;
    QLabel* m_turn = nullptr;
    QLabel* m_thinkingLabel = nullptr;
    BusyIndicator* m_thinkingDots = nullptr;
    bool m_persistent = true;
    std::pair<int, int> m_shownPlyOfMessage{0, 0}; // (shown ply, moves) when the message was said

    QAction* m_undo = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_draw = nullptr;
    QAction* m_declare = nullptr;
    QAction* m_score = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_learning = nullptr;
    QAction* m_first = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_last = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    std::vector<std::pair<QAction*, const char*>> m_actionTexts;
};

} // namespace shogiban::ui
