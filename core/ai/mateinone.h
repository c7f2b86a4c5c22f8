// Mate in one: a move that checkmates at once. The quiescence search asks for it where it
// looks at captures only, and would not see a mating drop.
#pragma once

#include "rules/move.h"

namespace shogiban {
class Position;
}

namespace shogiban::ai {

// For a side to move that is not in check: a move that checkmates, or Move::none(). pos is
// restored on return.
Move mateInOne(Position& pos);

} // namespace shogiban::ai
