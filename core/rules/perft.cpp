#include "rules/perft.h"

#include "rules/movegen.h"

namespace shogiban {

uint64_t perft(Position& pos, int depth)
{
    if (depth <= 1) return uint64_t(countLegalMoves(pos));
    uint64_t nodes = 0;
    for (Move m : MoveList<GenType::Legal>(pos)) {
        pos.doMove(m);
        nodes += perft(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

std::vector<PerftEntry> perftDivide(Position& pos, int depth)
{
    std::vector<PerftEntry> entries;
    for (Move m : MoveList<GenType::Legal>(pos)) {
        pos.doMove(m);
        entries.push_back({m, depth <= 1 ? 1 : perft(pos, depth - 1)});
        pos.undoMove();
    }
    return entries;
}

} // namespace shogiban
