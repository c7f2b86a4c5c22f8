#include "ai/rootmatecheck.h"

#include "rules/position.h"

#include <algorithm>

namespace shogiban::ai {

RootMateCheck::RootMateCheck(size_t tableMegabytes)
    : m_table(tableMegabytes)
{
}

std::optional<int> RootMateCheck::opponentMates(
    Position& pos, const std::atomic<bool>* stop, std::chrono::steady_clock::time_point deadline)
{
    if (m_spent >= SearchNodes) return std::nullopt;
    mate::Budget budget;
    budget.nodes = std::min(Nodes, SearchNodes - m_spent);
    budget.deadline = deadline;
    budget.stop = stop;
    const mate::Estimate e = m_dfpn.prove(pos, pos.sideToMove(), mate::Unlimited, budget);
    m_spent += m_dfpn.nodes();
    if (!e.proven()) return std::nullopt;
    return int(e.plies);
}

} // namespace shogiban::ai
