// The 27-point declaration (the rule of computer shogi tournaments): the side to move wins by
// declaring when its king stands in the enemy camp, is not in check, at least 10 of its other
// pieces stand there too, and those pieces plus its hand count 28 points for sente, 27 for
// gote (rook and bishop, promoted or not, 5; every other piece 1).
#pragma once

namespace shogiban {
class Position;
}

namespace shogiban::ai {

bool canDeclareWin(const Position& pos);

} // namespace shogiban::ai
