// View > Analysis: a dockable panel that analyses the position shown on the board with the
// engine (the built-in one unless another is set), restarting at once when the board changes
// (browsing, a move, a take-back, another game). Beside an unfinished game against the
// computer it runs only when the user turned that on, and then pauses while the computer
// thinks, so that it never takes the computer's time. Candidate moves are drawn as arrows on
// the board; clicking a line previews it there; Play from Here starts a new game from the
// position on the board.
#pragma once

#include "analysis/analysissettings.h"
#include "analysis/liveanalysis.h"
#include "board/arrowoverlay.h"
#include "game/gameoptions.h"

#include <QDockWidget>
#include <QPointer>

#include <functional>
#include <memory>
#include <string>

class QAction;

namespace shogiban::ui {

class AnalysisPanel;
class BoardArea;
class BoardView;
class GameController;
class LinePreview;

class AnalysisDock : public QDockWidget {
    Q_OBJECT

public:
    // Starts a new game from a position (SFEN); false when it did not start (e.g. the user
    // kept an unsaved game).
    using GameStarter = std::function<bool(const NewGameChoice& choice, const std::string& sfen)>;
    // The last New Game choice, for the defaults of Play from Here.
    using LastChoice = std::function<NewGameChoice()>;

    AnalysisDock(GameController* controller, BoardArea* area, QWidget* parent = nullptr);
    ~AnalysisDock() override;

    void setGameStarter(GameStarter start, LastChoice last);
    // Another engine for the panel (e.g. an external USI engine); nullptr: the built-in one.
    void setEngine(std::unique_ptr<analysis::AnalysisEngine> engine);
    // Paused while a game review uses the processor.
    void setReviewRunning(bool running);

    QAction* playFromHereAction() const { return m_playFromHere; }
    // Starts the game Play from Here chose, from a position (SFEN) taken before the dialog.
    bool startFrom(const std::string& sfen, const NewGameChoice& choice);
    // The position Play from Here starts from: the previewed one, or the one shown.
    const GameRules& positionOnBoard() const;
    AnalysisPanel* panel() const { return m_panel; }
    LiveAnalysis* liveAnalysis() { return &m_live; }
    LinePreview* preview() const { return m_preview; }
    const ArrowOverlay& arrows() const { return m_arrows; }
    const AnalysisSettings& settings() const { return m_settings; }
    // Whether it analyses now, and why not.
    bool isAnalysing() const { return m_live.isActive(); }
    // Shown or hidden (View > Analysis, the saved window state): analyses only while shown.
    void setVisible(bool visible) override;

signals:
    // A preview ended: the window shows the game on the board again.
    void previewFinished();

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Pause { None, Hidden, NotShogi, Review, ComputerGame, ComputerThinking };

    void refresh(); // starts, restarts or pauses the analysis after a change
    Pause pauseReason() const;
    void showSnapshot(); // the lines, the status and the arrows
    void updateArrows();
    void previewLine(int row);
    void playFromHere();
    void saveSettings();
    void retranslateUi();
    QString pauseText(Pause pause) const;
    QString engineText() const;
    Color viewer() const;
    bool inComputerGame() const;

    GameController* m_controller;
    BoardArea* m_area;
    QPointer<BoardView> m_board; // the window may delete the board first
    AnalysisPanel* m_panel;
    LinePreview* m_preview;
    LiveAnalysis m_live;
    ArrowOverlay m_arrows;
    AnalysisSettings m_settings;
    QAction* m_playFromHere;
    GameStarter m_start;
    LastChoice m_lastChoice;
    std::unique_ptr<GameRules> m_analysed; // a copy of the position analysed, for previews
    bool m_reviewRunning = false;
};

} // namespace shogiban::ui
