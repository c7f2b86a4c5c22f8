#include "game/computerplayer.h"

#include "ai/timeman.h"
#include "engine/steadyclock.h"
#include "game/gameai.h"

#include <map>
#include <chrono>
#include <mutex>
#include <thread>

namespace shogiban::ui {

namespace {

// One AI per game, kept between moves: its tables are allocated once (large allocations while
// the window runs would make it stutter) and stay warm. A stopped search may still be returning
// when the next one starts, so a search holds the AI's lock.
struct AiSlot {
    std::mutex mutex;
    std::unique_ptr<GameAi> ai;
};

// What the window needs between the search's end and the move on the board (the thread's
// hand-over, the queued signal), kept off the clock's time.
constexpr int64_t GuiMoveOverheadMs = 150;

// The clock's share for this move: a part of the main time (never all of it in sudden death),
// the byoyomi without overrunning it, most of a Fischer increment.
// spentMs: what passed since the clock started before the search could (the thread's start,
// the AI's tables allocated at its first move), which a loaded machine makes long.
void limitByClock(
    AiLimits& limits, const clock::UsiTimes& times, Color side, int ply, int64_t spentMs)
{
    const ai::Clock own{side == Black ? times.btime : times.wtime,
        side == Black ? times.binc : times.winc, times.byoyomi, 0};
    const ai::TimeBudget budget = ai::allocateTime(own, ply, GuiMoveOverheadMs + spentMs);
    limits.time = std::chrono::milliseconds(budget.maximum);
    limits.optimumTime = std::chrono::milliseconds(budget.optimum);
}

} // namespace

GameController::AiFactory builtInAiFactory()
{
    // Only the GUI thread calls the factory; the searches share the slots.
    auto cache = std::make_shared<std::map<GameKind, std::shared_ptr<AiSlot>>>();
    return [cache](const ThinkRequest& request) -> ThinkFunction {
        std::shared_ptr<AiSlot>& slot = (*cache)[request.kind];
        if (!slot) slot = std::make_shared<AiSlot>();
        const int64_t askedAtMs = steadyMs();
        return [slot, request, askedAtMs](const GameRules& rules,
                   const std::atomic<bool>& stop) -> ComputerReply {
            const std::lock_guard lock(slot->mutex);
            if (!slot->ai) slot->ai = createGameAi(request.kind); // on the worker thread
            if (!slot->ai || stop.load() || rules.legalMoves().empty()) return ComputerReply{};
            AiLimits limits;
            limits.level = request.player.level;
            // A ponder search's time starts at the hit, not now.
            const int64_t spentMs = request.pondering ? 0 : steadyMs() - askedAtMs;
            if (request.clock)
                limitByClock(limits, *request.clock, request.side, rules.ply(), spentMs);
            limits.pondering = request.pondering.get();
            ComputerReply reply = std::optional(slot->ai->think(rules, limits, stop));
            reply.expectedReply = slot->ai->expectedReply();
            // A ponder search that ended on its own (a mate found) still waits for the reply.
            while (request.pondering && request.pondering->load() && !stop.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return reply;
        };
    };
}

} // namespace shogiban::ui
