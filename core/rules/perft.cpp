#include "rules/perft.h"

#include "rules/movegen.h"

namespace shogiban {

uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop)
{
    if (depth <= 1) return uint64_t(countLegalMoves(pos));
    uint64_t nodes = 0;
    for (Move m : MoveList<GenType::Legal>(pos)) {
        // Looked at above the last two plies only: a few times per thousand leaves.
        if (stop && depth > 2 && stop->load(std::memory_order_relaxed)) break;
        pos.doMove(m);
        nodes += perft(pos, depth - 1, stop);
        pos.undoMove();
    }
    return nodes;
}

std::vector<PerftEntry> perftDivide(Position& pos, int depth, const std::atomic<bool>* stop)
{
    std::vector<PerftEntry> entries;
    for (Move m : MoveList<GenType::Legal>(pos)) {
        pos.doMove(m);
        const uint64_t nodes = depth <= 1 ? 1 : perft(pos, depth - 1, stop);
        pos.undoMove();
        if (stop && stop->load()) break;
        entries.push_back({m, nodes});
    }
    return entries;
}

} // namespace shogiban
