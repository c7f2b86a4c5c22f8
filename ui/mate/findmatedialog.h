// Game > Find Mate: looks for a mate by the side to move of the position on the board, with
// checks only against every defence (the tsume rules), on a thread of its own with Cancel. The
// solution is listed move by move as soon as one is found, while the solver goes on proving that
// no mate is shorter (Cancel keeps the line found); choosing a move, or stepping with ← →,
// shows the position after it on the board (a line preview: the game itself is not touched).
#pragma once

#include "game/gamerules.h"
#include "mate/materunner.h"
#include "window/movelistmodel.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>

#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace shogiban::ui {

class LinePreview;

class FindMateDialog : public QDialog {
    Q_OBJECT

public:
    FindMateDialog(LinePreview* preview, QWidget* parent = nullptr);
    ~FindMateDialog() override;

    // Starts the search in a copy of `position` (shogi), writing moves in `notation`; a search
    // still running is cancelled.
    void search(const GameRules& position, Notation notation);
    void cancel();
    bool isSearching() const { return m_runner.isRunning(); }
    // The last result: the mate found so far while searching (status Unknown before one is
    // found, and after a Cancel that came first).
    const mate::MateResult& result() const { return m_result; }
    QString resultText() const;
    // The solution as the list shows it: the start, then one row per move.
    QListWidget* moveList() const { return m_moves; }

signals:
    void searchFinished();

protected:
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onFinished(const mate::MateResult& result);
    void showLine(const mate::MateResult& result);
    void showRow(int row);
    void followPreview();
    bool showsLine() const; // the board previews this dialog's solution
    void updateStatus();
    void retranslateUi();

    LinePreview* m_preview;
    MateRunner m_runner;
    std::unique_ptr<GameRules> m_position; // a copy of what is searched
    std::vector<BoardMove> m_line;
    mate::MateResult m_result;
    bool m_cancelled = false;
    Notation m_notation = Notation::Japanese;
    QElapsedTimer m_elapsed;
    QTimer m_tick;
    QLabel* m_intro;
    QLabel* m_status;
    QProgressBar* m_busy;
    QListWidget* m_moves;
    QLabel* m_stepHint;
    QPushButton* m_cancel;
    QPushButton* m_close;
};

} // namespace shogiban::ui
