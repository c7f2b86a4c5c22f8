// How long to think: the clock policy for byoyomi, Fischer increment and sudden death.
// Pure functions of the clock, so tests can check that no allocation ever loses on time.
#pragma once

#include <cstdint>

namespace shogiban::ai {

// The clock of the side to move as USI gives it (milliseconds; 0 = not used).
struct Clock {
    int64_t timeLeft = 0; // main time remaining
    int64_t increment = 0; // Fischer increment per move
    int64_t byoyomi = 0; // time per move once the main time is spent
    int64_t moveTime = 0; // "go movetime": exactly this long
};

// optimum: stop deepening after an iteration that ends past it; maximum: hard stop.
struct TimeBudget {
    int64_t optimum = 0;
    int64_t maximum = 0;
};

// The margin kept for the GUI's and the pipe's latency.
constexpr int64_t DefaultMoveOverhead = 60;

// ply: moves played so far in the game (the game phase decides how much of the main time a
// move may use).
TimeBudget allocateTime(const Clock& clock, int ply, int64_t moveOverhead = DefaultMoveOverhead);

} // namespace shogiban::ai
