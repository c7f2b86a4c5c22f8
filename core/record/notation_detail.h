// Helpers shared by the Japanese and Western notation files (not part of the public API).
#pragma once

#include "rules/position.h"

#include <vector>

namespace shogiban::record::detail {

// Squares holding a piece of the side to move of exactly this kind that can legally go to
// `to` (promoting or not).
std::vector<Square> originsReaching(const Position& pos, PieceType type, Square to);

// A legal board move whose promoting twin is also legal: the mover chose not to promote.
bool declinesPromotion(const Position& pos, Move move);

// The legal move from `from` to `to`, with the requested promotion; none when illegal.
Move legalBoardMove(const Position& pos, Square from, Square to, bool promote);

} // namespace shogiban::record::detail
