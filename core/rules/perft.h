// Perft: the number of leaf positions at a given depth, the standard test of a move
// generator. The last ply is counted without being played (bulk counting).
#pragma once

#include "rules/move.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace shogiban {

class Position;

struct PerftEntry {
    Move move;
    uint64_t nodes;
};

// The deepest perft the programs accept: each ply is a frame on the stack, and depth 20 would
// take longer than the universe has existed anyway.
constexpr int MaxPerftDepth = 20;

// 1 <= depth <= MaxPerftDepth; the position is restored before returning. When stop is set
// (by another thread) the count ends early and is then meaningless: the caller checks stop.
uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);
// One entry per legal root move, in generation order ("divide"); after a stop, the entries
// of the root moves counted to the end.
std::vector<PerftEntry> perftDivide(
    Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

} // namespace shogiban
