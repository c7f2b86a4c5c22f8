// Game > Edit Position: a board and a box of pieces to set up any position of the game shown
// (see EditorBoard and PiecePalette for the hand, SetupModel for what differs between games),
// the side to move, an empty board and the start position. Shogi adds the counts in hand,
// the handicap set-ups and tsume mode (the rest of the set goes to the defender's hand as the
// position changes); the hasami games have men only. While the rules refuse the position the
// reason is shown in their words, with the square marked where there is one, and it can be
// neither played nor saved; otherwise the dialog ends with what to do with it.
#pragma once

#include "board/piecestyle.h"
#include "editor/setupmodel.h"
#include "rules/setupposition.h"

#include <QDialog>

#include <array>
#include <memory>
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
class ShogiSetupModel;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    // What the user asked for with the position (Analyse and Find Mate: shogi only).
    enum class Action { Play, Analyse, FindMate, Save };

    // The shogi editor, from a position.
    PositionEditor(const Position& start, PieceStyle pieceStyle, CoordinateStyle coordinates,
        bool flipped, QWidget* parent = nullptr);
    // The editor of any game, over its model.
    PositionEditor(std::unique_ptr<SetupModel> model, PieceStyle pieceStyle,
        CoordinateStyle coordinates, bool flipped, QWidget* parent = nullptr);
    ~PositionEditor() override;

    SetupModel& model() { return *m_model; }
    const SetupModel& model() const { return *m_model; }
    // The shogi editor's position (not to be called for another game).
    SetupPosition& setup();
    const SetupPosition& setup() const;
    // After a change made to the model from outside (tests).
    void refresh();
    const std::optional<SetupRefusal>& refusal() const { return m_refusal; }
    QString problemText() const; // empty when the position can be played
    std::optional<Action> action() const { return m_action; }
    // SFEN, or the hasami position text.
    std::string positionText() const { return m_model->positionText(); }

    void setTsumeMode(bool on); // shogi
    bool tsumeMode() const;
    void clearBoard();
    void setUpStart();
    // The start position of a handicap (empty id: the even game); shogi.
    void setUpHandicap(const QString& handicapId);
    // The button that ends the dialog with an action (nullptr for one the game does not offer).
    QPushButton* button(Action action) const { return m_actions[size_t(action)]; }
    EditorBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QSpinBox* handBox(Color holder, PieceType kind) const;

private:
    QWidget* createPieces();
    QWidget* createHands();
    QWidget* createPositionBox();
    QWidget* createButtons();
    void finish(Action action);
    // Every change ends here: tsume mode's hand, the check by the rules, what is shown.
    void onEdited();

    std::unique_ptr<SetupModel> m_model;
    ShogiSetupModel* m_shogi = nullptr; // the model, when the game is shogi
    std::optional<SetupRefusal> m_refusal;
    std::optional<Action> m_action;
    EditorBoard* m_board;
    PiecePalette* m_palette;
    std::array<std::array<QSpinBox*, HandTypeNb>, ColorNb> m_hands{};
    std::array<QRadioButton*, ColorNb> m_sideButtons{};
    QCheckBox* m_tsume = nullptr;
    QComboBox* m_handicap = nullptr;
    QLabel* m_status;
    std::array<QPushButton*, 4> m_actions{};
    bool m_updating = false;
};

} // namespace shogiban::ui
