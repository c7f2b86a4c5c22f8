// "Play from Here": who plays the new game that starts from a position shown on the board (a
// reviewed move, a loaded file, an analysed line): the computer at a level, with the person on
// either side (the side to move by default), or two players on this computer.
#pragma once

#include "game/gameoptions.h"

#include <QDialog>

class QComboBox;
class QRadioButton;
class QSpinBox;

namespace shogiban::ui {

class PlayFromHereDialog : public QDialog {
    Q_OBJECT

public:
    // `last`: the last New Game choice (its computer level is offered again); `names`: what the
    // game calls its sides.
    PlayFromHereDialog(Color sideToMove, const NewGameChoice& last, QWidget* parent = nullptr,
        SideNames names = SideNames::SenteGote);

    // A shogi game (the caller sets another game): against the computer (player one is the
    // person) or two players; `first` says which player takes sente (black).
    NewGameChoice choice() const;

private:
    void updateEnabled();

    QRadioButton* m_computer;
    QRadioButton* m_twoPlayers;
    QComboBox* m_side;
    QSpinBox* m_level;
};

} // namespace shogiban::ui
