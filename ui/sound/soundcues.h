// When the game makes a sound: a move set down (a click), a capture, a check, each second of
// the last ten of a running clock (the byoyomi, or main time without byoyomi; the last a longer
// tone), and the end of the game. It watches the controller and cues the sound board.
#pragma once

#include <QObject>
#include <QTimer>

namespace shogiban::ui {

class GameController;
class SoundBoard;

class SoundCues : public QObject {
    Q_OBJECT

public:
    SoundCues(GameController* controller, SoundBoard* board, QObject* parent = nullptr);

    static constexpr int CountdownSeconds = 10;

    // Cues the countdown for the clock as it reads now (the timer calls it; tests too).
    void checkCountdown();

private:
    void onPositionChanged();
    int standTotal(int color) const; // pieces (or captured men) on a side's stand

    GameController* m_controller;
    SoundBoard* m_board;
    QTimer m_countdown;
    int m_moves = 0;
    int m_stands[2] = {0, 0};
    int m_lastSecond = -1; // the last countdown second cued this turn
};

} // namespace shogiban::ui
