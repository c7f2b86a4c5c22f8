// Game > Edit Position: a board with both stands and a box of pieces to set up any shogi
// position (see EditorBoard and PiecePalette for the hand), the counts in hand, the side to
// move, an empty board, the start position or a handicap, and tsume mode (the rest of the set
// goes to the defender's hand as the position changes). While the rules refuse the position
// the reason is shown (the words of the SFEN errors) with the square marked, and it can be
// neither played nor saved; otherwise the dialog ends with what to do with it.
#pragma once

#include "board/piecestyle.h"
#include "rules/setupposition.h"

#include <QDialog>

#include <array>
#include <optional>
#include <string>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace shogiban::ui {

class EditorBoard;
class PiecePalette;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    // What the user asked for with the position.
    enum class Action { Play, Analyse, FindMate, Save };

    PositionEditor(const Position& start, PieceStyle pieceStyle, CoordinateStyle coordinates,
        bool flipped, QWidget* parent = nullptr);

    const SetupPosition& setup() const { return m_setup; }
    SetupPosition& setup() { return m_setup; }
    // After a change made to setup() from outside (tests).
    void refresh();
    std::optional<SetupProblem> problem() const { return m_problem; }
    QString problemText() const; // empty when the position can be played
    static QString problemText(const SetupProblem& problem);
    std::optional<Action> action() const { return m_action; }
    std::string sfen() const { return m_setup.sfen(); }

    void setTsumeMode(bool on);
    bool tsumeMode() const;
    void clearBoard();
    // The start position of a handicap (empty id: the even game).
    void setUpHandicap(const QString& handicapId);
    // The button that ends the dialog with an action.
    QPushButton* button(Action action) const { return m_actions[size_t(action)]; }
    EditorBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QSpinBox* handBox(Color holder, PieceType kind) const;

private:
    QWidget* createHands();
    QWidget* createPositionBox();
    void finish(Action action);
    // Every change ends here: tsume mode's hand, the check by the rules, what is shown.
    void onEdited();

    SetupPosition m_setup;
    std::optional<SetupProblem> m_problem;
    std::optional<Action> m_action;
    EditorBoard* m_board;
    PiecePalette* m_palette;
    std::array<std::array<QSpinBox*, HandTypeNb>, ColorNb> m_hands{};
    QRadioButton* m_sideButtons[ColorNb];
    QCheckBox* m_tsume;
    QComboBox* m_handicap;
    QLabel* m_status;
    std::array<QPushButton*, 4> m_actions{};
    bool m_updating = false;
};

} // namespace shogiban::ui
