// Game > Tsume Problems: the shipped problems in levels (mate in 1, 3, 5, 7, 9) with the ones
// solved ticked, the board of the problem, what the program says about each move, Hint (first
// the piece, then the move), Try Again after a refuted move, and the next unsolved problem one
// click away. A position from a record can be solved the same way. The problem is judged and
// the defender played by core (tsume/puzzlerun.h); progress is kept in the settings.
#pragma once

#include "mate/matesolver.h"
#include "puzzles/hintmarkoverlay.h"
#include "puzzles/tsumebook.h"
#include "tsume/puzzlerun.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace shogiban::ui {

class BoardView;

class TsumePage : public QWidget {
    Q_OBJECT

public:
    explicit TsumePage(const TsumeBook& book = TsumeBook::shipped(), QWidget* parent = nullptr);
    ~TsumePage() override;

    void openProblem(int index); // an index into the book
    // A position from elsewhere (a record); false when the side to move has no mate to find.
    bool openPosition(const Position& pos);
    int problemIndex() const { return m_index; } // -1: a position from elsewhere
    const tsume::PuzzleRun* run() const { return m_run.get(); }
    BoardView* board() const { return m_board; }
    QString feedback() const;
    int hintLevel() const { return m_hintLevel; }
    std::optional<BoardMove> hintMove() const { return m_hintMove; } // the last hint's
    const HintMarkOverlay& hintMark() const { return m_hintMark; }

    // The actions of the page's buttons and board, for the window and the tests.
    void playMove(const BoardMove& move);
    void showHint();
    void tryAgain();
    void nextUnsolved();

signals:
    void homeRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void start(const Position& pos, int plies);
    void say(const QString& text);
    void showBoard();
    void fillLevels();
    void fillList();
    void retranslate();
    QString lastMoveText(int pliesBack) const; // the move played pliesBack plies ago
    int levelOfCombo() const;

    const TsumeBook& m_book;
    mate::MateSolver m_solver{32};
    std::unique_ptr<tsume::PuzzleRun> m_run;
    int m_index = -1;
    int m_hintLevel = 0; // 0 none, 1 the piece, 2 the move
    std::optional<BoardMove> m_hintMove;
    QComboBox* m_level = nullptr;
    QListWidget* m_list = nullptr;
    QLabel* m_progress = nullptr;
    BoardView* m_board = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_prompt = nullptr;
    QLabel* m_feedback = nullptr;
    QPushButton* m_hint = nullptr;
    QPushButton* m_retry = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_home = nullptr;
    HintMarkOverlay m_hintMark;
};

} // namespace shogiban::ui
