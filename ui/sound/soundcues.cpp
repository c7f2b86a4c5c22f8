#include "sound/soundcues.h"

#include "game/gamecontroller.h"
#include "sound/soundboard.h"

namespace shogiban::ui {

namespace {
constexpr int CountdownPollMs = 100;
}

SoundCues::SoundCues(GameController* controller, SoundBoard* board, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_board(board)
{
    connect(controller, &GameController::positionChanged, this, &SoundCues::onPositionChanged);
    connect(controller, &GameController::gameOver, this, [this] { m_board->play(Sound::GameEnd); });
    connect(&m_countdown, &QTimer::timeout, this, &SoundCues::checkCountdown);
    m_countdown.start(CountdownPollMs);
}

int SoundCues::standTotal(int color) const
{
    const GameRules& game = m_controller->game();
    int total = 0;
    for (PieceType type : game.traits().standKinds) total += game.standCount(Color(color), type);
    return total;
}

void SoundCues::onPositionChanged()
{
    const int moves = m_controller->moveCount();
    const int stands[2] = {standTotal(Black), standTotal(White)};
    // One move more at the end of the game: a move was played (not a take-back or browsing).
    if (moves == m_moves + 1) {
        const Color mover = m_controller->moverOf(moves);
        if (m_controller->game().inCheck()) m_board->play(Sound::Check);
        else if (stands[mover] > m_stands[mover]) m_board->play(Sound::Capture);
        else m_board->play(Sound::Place);
    }
    if (moves != m_moves) m_lastSecond = -1; // a new turn counts down afresh
    m_moves = moves;
    m_stands[0] = stands[0];
    m_stands[1] = stands[1];
}

void SoundCues::checkCountdown()
{
    const clock::GameClock& clock = m_controller->clock();
    if (!clock.running() || m_controller->isOver()) return;
    const Color side = clock.sideToMove();
    if (!clock.control(side).timed()) return;
    const clock::ClockReading r = clock.reading(side, m_controller->clockNow());
    // What counts down now: the byoyomi period, or the main time when nothing follows it.
    const bool byoyomiFollows = clock.control(side).kind == clock::TimeKind::Byoyomi
        && clock.control(side).byoyomiMs > 0;
    int64_t left = r.mainMs;
    if (r.inByoyomi) left = r.byoyomiMs;
    else if (byoyomiFollows) return; // main time ends in a byoyomi: no alarm yet
    if (left <= 0 || left > CountdownSeconds * 1000) return;
    const int second = int((left + 999) / 1000); // 10 .. 1
    if (second == m_lastSecond) return;
    m_lastSecond = second;
    m_board->play(second == 1 ? Sound::LastBeep : Sound::Beep);
}

} // namespace shogiban::ui
