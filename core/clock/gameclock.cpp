#include "clock/gameclock.h"

#include <algorithm>

namespace shogiban::clock {

int64_t ClockReading::untilFlagMs() const
{
    return flagged ? 0 : mainMs + (periodsLeft > 0 ? byoyomiMs : 0);
}

GameClock::GameClock(const std::array<TimeControl, ColorNb>& controls)
{
    for (Color c : {Black, White}) {
        m_controls[c] = controls[c].normalized();
        m_state[c] = {m_controls[c].mainMs,
            m_controls[c].kind == TimeKind::Byoyomi ? m_controls[c].periods : 0};
    }
}

bool GameClock::timed() const
{
    return m_controls[Black].timed() || m_controls[White].timed();
}

void GameClock::start(Color toMove, int64_t nowMs)
{
    m_toMove = toMove;
    m_started = true;
    m_turnStart = nowMs;
    m_pausedAt.reset();
}

int64_t GameClock::turnElapsed(int64_t nowMs) const
{
    if (!m_started) return 0;
    return std::max<int64_t>(0, m_pausedAt.value_or(nowMs) - m_turnStart);
}

ClockReading GameClock::spend(Color side, const SideState& state, int64_t elapsedMs) const
{
    const TimeControl& control = m_controls[side];
    ClockReading r;
    r.periodsLeft = state.periodsLeft;
    r.byoyomiMs = control.kind == TimeKind::Byoyomi ? control.byoyomiMs : 0;
    if (!control.timed()) return r;
    r.mainMs = state.mainMs - elapsedMs;
    if (r.mainMs > 0) return r;
    const int64_t over = -r.mainMs;
    r.mainMs = 0;
    if (control.kind != TimeKind::Byoyomi || control.byoyomiMs <= 0) {
        r.flagged = true;
        return r;
    }
    // A period is kept by moving within it; each one overrun is gone.
    r.inByoyomi = true;
    const int64_t used = over / control.byoyomiMs;
    r.periodsLeft = int(std::max<int64_t>(0, state.periodsLeft - used));
    r.byoyomiMs = control.byoyomiMs - over % control.byoyomiMs;
    if (r.periodsLeft == 0) {
        r.flagged = true;
        r.byoyomiMs = 0;
    }
    return r;
}

MoveTime GameClock::charge(int64_t elapsedMs)
{
    elapsedMs = std::max<int64_t>(0, elapsedMs);
    const Color side = m_toMove;
    const ClockReading after = spend(side, m_state[side], elapsedMs);
    m_before.push_back(m_state);
    if (m_controls[side].timed() && !after.flagged) {
        m_state[side].mainMs = after.mainMs;
        m_state[side].periodsLeft = after.periodsLeft;
        if (m_controls[side].kind == TimeKind::Fischer)
            m_state[side].mainMs += m_controls[side].incrementMs;
    }
    m_toMove = ~side;
    return {elapsedMs, !after.flagged};
}

MoveTime GameClock::punch(int64_t nowMs)
{
    const MoveTime time = charge(turnElapsed(nowMs));
    const bool wasPaused = m_pausedAt.has_value();
    start(m_toMove, nowMs);
    if (wasPaused) m_pausedAt = nowMs;
    return time;
}

void GameClock::takeBack(int plies, int64_t nowMs)
{
    for (int i = 0; i < plies && !m_before.empty(); ++i) {
        m_state = m_before.back();
        m_before.pop_back();
        m_toMove = ~m_toMove;
    }
    m_turnStart = nowMs;
    if (m_pausedAt) m_pausedAt = nowMs;
}

void GameClock::pause(int64_t nowMs)
{
    if (m_started && !m_pausedAt) m_pausedAt = nowMs;
}

void GameClock::resume(int64_t nowMs)
{
    if (!m_pausedAt) return;
    m_turnStart += nowMs - *m_pausedAt;
    m_pausedAt.reset();
}

ClockReading GameClock::reading(Color side, int64_t nowMs) const
{
    const bool moving = m_started && side == m_toMove;
    ClockReading r = spend(side, m_state[side], moving ? turnElapsed(nowMs) : 0);
    r.running = moving && !m_pausedAt && m_controls[side].timed();
    return r;
}

std::optional<Color> GameClock::flagFallen(int64_t nowMs) const
{
    if (!m_started || !m_controls[m_toMove].timed()) return std::nullopt;
    if (reading(m_toMove, nowMs).flagged) return m_toMove;
    return std::nullopt;
}

std::optional<int64_t> GameClock::untilFlag(int64_t nowMs) const
{
    if (!running() || !m_controls[m_toMove].timed()) return std::nullopt;
    return reading(m_toMove, nowMs).untilFlagMs();
}

UsiTimes GameClock::usiTimes(int64_t nowMs, std::optional<Color> moverSide) const
{
    const Color side = moverSide.value_or(m_toMove);
    const ClockReading black = reading(Black, nowMs);
    const ClockReading white = reading(White, nowMs);
    const TimeControl& mover = m_controls[side];
    UsiTimes t;
    t.btime = black.mainMs;
    t.wtime = white.mainMs;
    // Once main time is spent, the current period is what is left to spend.
    const ClockReading& own = side == Black ? black : white;
    t.byoyomi = mover.kind == TimeKind::Byoyomi ? own.byoyomiMs : 0;
    t.binc = m_controls[Black].kind == TimeKind::Fischer ? m_controls[Black].incrementMs : 0;
    t.winc = m_controls[White].kind == TimeKind::Fischer ? m_controls[White].incrementMs : 0;
    return t;
}

} // namespace shogiban::clock
