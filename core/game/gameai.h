// One interface for the computer player of every game, so that the UI controller runs any AI
// on its worker thread the same way. Each game provides an implementation; createGameAi()
// picks it by kind.
#pragma once

#include "game/gamerules.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

namespace shogiban {

struct AiLimits {
    int level = 5; // 1 (weakest) .. 10 (strongest); sets depth, node budget and noise
    // Upper bounds on top of the level's own; zero means "the level's default".
    std::chrono::milliseconds time{0};
    // Playing on a clock: `time` is the hard limit, and no new iteration starts past this
    // (zero: the same as `time`).
    std::chrono::milliseconds optimumTime{0};
    int64_t nodes = 0;
    // Deterministic: the move depends only on the position, the level and `seed` (time limits
    // are ignored, node limits still apply). Otherwise the noise is seeded randomly.
    bool deterministic = false;
    uint64_t seed = 0;
    // Thinking on the opponent's time: the position is after the reply the AI expects; the time
    // limits wait while *pondering reads true and start when it turns false (the reply came).
    const std::atomic<bool>* pondering = nullptr;
};

class GameAi {
public:
    virtual ~GameAi() = default;
    // The move to play in the position of `rules` (which must have a legal move). Returns
    // within a few milliseconds once `stop` becomes true, with the best move found so far.
    virtual BoardMove think(
        const GameRules& rules, const AiLimits& limits, const std::atomic<bool>& stop)
        = 0;
    // The opponent's reply that the last think() expects (the second move of its best line),
    // to ponder on; nullopt when there is none or this AI does not ponder.
    virtual std::optional<BoardMove> expectedReply() const { return std::nullopt; }
};

// The AI for a game kind; nullptr when this build has none for it.
std::unique_ptr<GameAi> createGameAi(GameKind kind);

} // namespace shogiban
