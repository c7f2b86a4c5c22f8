// Dai hasami's goal: five own men in a row (on a rank or file, and on a diagonal where the
// variant allows it), none of them on the player's own two starting ranks.
#pragma once

#include "hasami/board.h"
#include "hasami/variant.h"

namespace shogiban::hasami {

// Whether `rank` is one of the two ranks nearest to `side` (where its dai men start).
inline bool inOwnStartRanks(int boardSize, Color side, int rank)
{
    return side == Black ? rank >= boardSize - 2 : rank <= 1;
}
// Whether a counting five of `side` passes through sq.
bool fiveThrough(const Board& board, const HasamiVariant& variant, Color side, int sq);
// Whether `side` has a counting five anywhere on the board.
bool hasFive(const Board& board, const HasamiVariant& variant, Color side);

} // namespace shogiban::hasami
