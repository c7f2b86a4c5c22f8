#include "hasami/ai/hasamiai.h"

#include "hasami/ai/levels.h"
#include "hasami/hasamirules.h"

namespace shogiban::hasami {

HasamiAi::HasamiAi()
    : m_random(std::random_device{}())
{
}

BoardMove HasamiAi::think(
    const GameRules& rules, const AiLimits& limits, const std::atomic<bool>& stop)
{
    const auto& hasamiRules = dynamic_cast<const HasamiRules&>(rules);
    Position position = hasamiRules.position();
    m_last
        = m_searcher.search(position, searchLimits(limits, position.variant(), m_random()), stop);
    return hasamiRules.toMove(m_last.best);
}

} // namespace shogiban::hasami
