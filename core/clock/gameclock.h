// The two players' clocks of one game, by the rules of their time controls: the side to move's
// clock runs, a move stops it and starts the other's (Fischer adds the increment, a byoyomi
// period is renewed), the side to move loses on time when its main time and byoyomi are spent.
// Time comes in as milliseconds of a monotonic clock (steadyMs()) given by the caller, so the
// rules are exact and tests need no waiting; a move is judged by the moment it was made, not by
// when the caller got round to telling the clock.
#pragma once

#include "clock/timecontrol.h"
#include "rules/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace shogiban::clock {

// What a side's clock shows at a moment.
struct ClockReading {
    int64_t mainMs = 0; // main time left
    int64_t byoyomiMs = 0; // Byoyomi: what is left of the current period (full when not in it)
    int periodsLeft = 0; // Byoyomi: periods left, the current one included
    bool inByoyomi = false; // main time is spent and the byoyomi counts down
    bool running = false; // this side's clock is running now
    bool flagged = false; // out of time
    // Main time plus the current period: how long until the flag falls.
    int64_t untilFlagMs() const;
};

// One move's time as the clock judged it.
struct MoveTime {
    int64_t elapsedMs = 0;
    bool inTime = true; // false: the flag had fallen before the move was made
};

// The times USI's "go" sends: main time left per side, the byoyomi and the increments.
struct UsiTimes {
    int64_t btime = 0;
    int64_t wtime = 0;
    int64_t byoyomi = 0; // the side to move's
    int64_t binc = 0;
    int64_t winc = 0;
};

class GameClock {
public:
    GameClock() = default; // untimed
    explicit GameClock(const std::array<TimeControl, ColorNb>& controls);

    // Whether either side plays with a clock.
    bool timed() const;
    const TimeControl& control(Color side) const { return m_controls[side]; }
    Color sideToMove() const { return m_toMove; }

    // Starts the turn of `toMove` at `nowMs` (the game begins, or a loaded game goes on).
    void start(Color toMove, int64_t nowMs);
    // The side to move made its move at `nowMs`: its time is charged (the increment added, the
    // period renewed) and the other side's clock starts.
    MoveTime punch(int64_t nowMs);
    // A move whose time is known (a loaded record): charged as if it took elapsedMs, the other
    // side is then to move; no clock runs until start().
    MoveTime charge(int64_t elapsedMs);
    // Takes back the last `plies` moves: the clocks as they were before them, the side to move
    // of then starts at nowMs (running only if the clock ran).
    void takeBack(int plies, int64_t nowMs);

    void pause(int64_t nowMs);
    void resume(int64_t nowMs);
    bool paused() const { return m_pausedAt.has_value(); }
    // Stops for good (the game is over); readings stay as they are now.
    void stop(int64_t nowMs) { pause(nowMs); }
    bool running() const { return m_started && !m_pausedAt; }

    ClockReading reading(Color side, int64_t nowMs) const;
    // The side to move, when its flag has fallen by nowMs.
    std::optional<Color> flagFallen(int64_t nowMs) const;
    // Milliseconds until the side to move's flag falls (nullopt: untimed or not running).
    std::optional<int64_t> untilFlag(int64_t nowMs) const;
    // What "go" tells the mover: by default the side to move; another side's times are those it
    // will have at its turn if it started now (a player thinking on its opponent's time).
    UsiTimes usiTimes(int64_t nowMs, std::optional<Color> mover = std::nullopt) const;
    // Time spent on the current turn so far.
    int64_t turnElapsed(int64_t nowMs) const;

private:
    struct SideState {
        int64_t mainMs = 0;
        int periodsLeft = 0;
    };
    // A side's state after spending elapsedMs of its turn from `state`.
    ClockReading spend(Color side, const SideState& state, int64_t elapsedMs) const;

    std::array<TimeControl, ColorNb> m_controls{};
    std::array<SideState, ColorNb> m_state{};
    std::vector<std::array<SideState, ColorNb>> m_before; // the states before each move
    Color m_toMove = Black;
    bool m_started = false;
    int64_t m_turnStart = 0;
    std::optional<int64_t> m_pausedAt;
};

} // namespace shogiban::clock
