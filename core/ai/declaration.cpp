#include "ai/declaration.h"

#include "rules/position.h"

namespace shogiban::ai {

bool canDeclareWin(const Position& pos)
{
    const Color us = pos.sideToMove();
    const Bitboard zone = bb::zone(us);
    if (!zone.test(pos.kingSquare(us)) || pos.inCheck()) return false;
    const Bitboard ours = (pos.pieces(us) & zone).andNot(Bitboard(pos.kingSquare(us)));
    if (ours.popcount() < 10) return false;
    const Bitboard big = pos.pieces(Rook, Bishop, Dragon, Horse);
    int points = ours.popcount() + 4 * (ours & big).popcount();
    const Hand hand = pos.hand(us);
    for (PieceType t : Hand::Kinds) points += hand.count(t) * (t == Rook || t == Bishop ? 5 : 1);
    return points >= (us == Black ? 28 : 27);
}

} // namespace shogiban::ai
