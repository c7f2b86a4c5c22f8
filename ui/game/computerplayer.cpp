#include "game/computerplayer.h"

#include "game/gameai.h"

#include <map>
#include <mutex>

namespace shogiban::ui {

namespace {

// One AI per game, kept between moves: its tables are allocated once (large allocations while
// the window runs would make it stutter) and stay warm. A stopped search may still be returning
// when the next one starts, so a search holds the AI's lock.
struct AiSlot {
    std::mutex mutex;
    std::unique_ptr<GameAi> ai;
};

} // namespace

GameController::AiFactory builtInAiFactory()
{
    // Only the GUI thread calls the factory; the searches share the slots.
    auto cache = std::make_shared<std::map<GameKind, std::shared_ptr<AiSlot>>>();
    return [cache](GameKind kind, int level) -> ThinkFunction {
        std::shared_ptr<AiSlot>& slot = (*cache)[kind];
        if (!slot) slot = std::make_shared<AiSlot>();
        return [slot, kind, level](const GameRules& rules,
                   const std::atomic<bool>& stop) -> std::optional<BoardMove> {
            const std::lock_guard lock(slot->mutex);
            if (!slot->ai) slot->ai = createGameAi(kind); // on the worker thread
            if (!slot->ai || stop.load() || rules.legalMoves().empty()) return std::nullopt;
            AiLimits limits;
            limits.level = level;
            return slot->ai->think(rules, limits, stop);
        };
    };
}

} // namespace shogiban::ui
