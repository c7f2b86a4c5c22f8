#include "ai/shogiai.h"

#include "ai/levels.h"
#include "game/shogirules.h"
#include "rules/outcome.h"

#include <algorithm>
#include <random>
#include <thread>

namespace shogiban::ai {

ShogiAi::ShogiAi()
    : m_searcher(32)
{
}

SearchLimits limitsForLevel(const AiLimits& limits, uint64_t randomSeed)
{
    const LevelSettings level = levelSettings(limits.level);
    SearchLimits s;
    s.nodes = uint64_t(std::max<int64_t>(0, limits.nodes));
    s.seed = limits.deterministic ? limits.seed : randomSeed;
    if (limits.deterministic) {
        // Without a clock the strongest levels need a node budget to end.
        if (s.nodes == 0 && level.nodes == 0 && level.depth == 0) s.nodes = level.defaultNodes;
    } else {
        const int64_t ms = limits.time.count() > 0 ? limits.time.count() : level.defaultTimeMs;
        const int64_t optimum = limits.optimumTime.count();
        s.time = {optimum > 0 ? std::min(optimum, ms) : ms, ms};
    }
    return applyLevel(s, limits.level);
}

namespace {

// Full strength on a clock uses the spare cores, leaving one for the program itself; the lower
// levels are bounded by nodes, and the deterministic mode needs a single thread.
int threadsFor(const AiLimits& limits)
{
    if (limits.deterministic || limits.level < MaxLevel) return 1;
    const int cores = int(std::thread::hardware_concurrency());
    return std::clamp(cores - 1, 1, 4);
}

} // namespace

BoardMove ShogiAi::think(
    const GameRules& rules, const AiLimits& limits, const std::atomic<bool>& stop)
{
    // The game's own position carries the history that repetitions are judged by.
    Position pos;
    if (const auto* shogi = dynamic_cast<const ShogiRules*>(&rules))
        pos = shogi->game().position();
    else
        pos.setSfen(rules.positionText());
    std::random_device random;
    const SearchLimits searchLimits
        = limitsForLevel(limits, (uint64_t(random()) << 32) ^ uint64_t(random()));
    m_searcher.setThreads(threadsFor(limits));
    SearchResult result = m_searcher.search(pos, searchLimits, stop, limits.pondering);
    result.declareWin = canDeclare27(pos);
    {
        std::lock_guard lock(m_mutex);
        m_last = result;
    }
    return result.best ? ShogiRules::toBoardMove(result.best) : BoardMove{};
}

std::optional<BoardMove> ShogiAi::expectedReply() const
{
    std::lock_guard lock(m_mutex);
    if (!m_last.ponder) return std::nullopt;
    return ShogiRules::toBoardMove(m_last.ponder);
}

SearchResult ShogiAi::lastResult() const
{
    std::lock_guard lock(m_mutex);
    return m_last;
}

void ShogiAi::setInfoCallback(Searcher::InfoCallback callback)
{
    m_searcher.setInfoCallback(std::move(callback));
}

} // namespace shogiban::ai
