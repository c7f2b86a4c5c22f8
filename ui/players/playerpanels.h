// The two player panels over the board, each beside its owner's piece stand, so that name,
// stand and clock stay together when the board is flipped. They follow the controller: who
// plays, who is to move, and the clocks, ticking while one runs.
#pragma once

#include "game/gamerules.h"
#include "players/playerpanel.h"

#include <QObject>
#include <QTimer>

#include <array>

namespace shogiban::ui {

class BoardView;
class GameController;

class PlayerPanels : public QObject {
    Q_OBJECT

public:
    PlayerPanels(BoardView* board, GameController* controller, QObject* parent = nullptr);

    PlayerPanel* panel(Color color) const { return m_panels[color]; }
    // Names, levels and clocks again (a new game, a move, another language).
    void refresh();

signals:
    // The running clock passed a whole second of its last ten (byoyomi or sudden death):
    // secondsLeft is 10..1.
    void countdown(int secondsLeft);

private:
    void place();
    void tick();
    QString detailOf(Color color) const;

    BoardView* m_board;
    GameController* m_controller;
    std::array<PlayerPanel*, ColorNb> m_panels{};
    QTimer m_tick;
    int m_lastCountdown = 0;
};

} // namespace shogiban::ui
