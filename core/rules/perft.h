// Perft: the number of leaf positions at a given depth, the standard test of a move
// generator. The last ply is counted without being played (bulk counting).
#pragma once

#include "rules/move.h"

#include <cstdint>
#include <vector>

namespace shogiban {

class Position;

struct PerftEntry {
    Move move;
    uint64_t nodes;
};

// depth >= 1; the position is restored before returning.
uint64_t perft(Position& pos, int depth);
// One entry per legal root move, in generation order ("divide").
std::vector<PerftEntry> perftDivide(Position& pos, int depth);

} // namespace shogiban
