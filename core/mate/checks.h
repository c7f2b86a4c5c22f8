// The moves a mate search looks at: the attacker's checks, and which of the defender's answers
// tsume convention does not count (useless interpositions).
#pragma once

#include "rules/movegen.h"
#include "rules/position.h"

namespace shogiban::mate {

// The legal moves of the side to move that check the enemy king (room for MaxMoves), in the
// order: drops, then moves of pieces on the board.
Move* generateChecks(const Position& pos, Move* out);

// For the side to move, in check: is m a useless interposition? A piece dropped between the
// king and a checking piece that no defending piece could take back once the checker takes
// it (next to the king, the king could, unless another attacker guards the square). Tsume
// convention does not count such a drop and its capture in the length of a mate: the mate goes
// on as if neither had been played. Pieces moved in between always count.
bool isUselessInterposition(const Position& pos, Move m);

// The zobrist keys of the position after a legal move, without playing it.
Key boardKeyAfter(const Position& pos, Move m);
Key handKeyAfter(const Position& pos, Move m);

} // namespace shogiban::mate
