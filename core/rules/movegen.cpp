#include "rules/movegen.h"

namespace shogiban {
namespace {

// Adds from->each target, with and without promotion where the rules allow each.
template <Color Us> Move* addBoardMoves(Move* out, Square from, PieceType t, Bitboard targets)
{
    if (!canPromote(t)) {
        for (Square to : targets) *out++ = Move::normal(from, to);
        return out;
    }
    const Bitboard promoting = inPromotionZone(Us, from) ? targets : targets & bb::zone(Us);
    for (Square to : promoting) *out++ = Move::normal(from, to, true);
    for (Square to : targets& bb::livingSquares(Us, t)) *out++ = Move::normal(from, to);
    return out;
}

template <Color Us> Bitboard pawnDropTargets(const Position& pos, Bitboard targets)
{
    targets &= bb::livingSquares(Us, Pawn);
    for (Square s : pos.pieces(Us, Pawn)) targets = targets.andNot(bb::fileBB(fileOf(s)));
    // Only a pawn dropped right in front of the enemy king can mate.
    const Square enemyKing = pos.kingSquare(~Us);
    if (enemyKing == NoSquare) return targets;
    const Bitboard front = bb::pawnAttacks(~Us, enemyKing);
    if ((targets & front).any() && !pos.pawnDropIsNotMate(front.lsb()))
        targets = targets.andNot(front);
    return targets;
}

template <Color Us> Move* addDrops(const Position& pos, Move* out, Bitboard targets)
{
    const Hand hand = pos.hand(Us);
    if (hand.has(Pawn))
        for (Square to : pawnDropTargets<Us>(pos, targets)) *out++ = Move::drop(Pawn, to);
    for (PieceType t : {Lance, Knight, Silver, Gold, Bishop, Rook}) {
        if (!hand.has(t)) continue;
        for (Square to : targets& bb::livingSquares(Us, t)) *out++ = Move::drop(t, to);
    }
    return out;
}

template <Color Us> Move* addKingMoves(const Position& pos, Move* out, Bitboard targets)
{
    const Square ksq = pos.kingSquare(Us);
    const Bitboard withoutKing = pos.pieces().andNot(bb::squareBB(ksq));
    for (Square to : bb::kingAttacks(ksq) & targets)
        if (pos.attackersTo(to, ~Us, withoutKing).none()) *out++ = Move::normal(ksq, to);
    return out;
}

template <Color Us> Move* generateLegal(const Position& pos, Move* out, bool captures, bool quiets)
{
    const Square ksq = pos.kingSquare(Us);
    const Bitboard occupied = pos.pieces();
    const Bitboard empty = ~occupied;
    const Bitboard base = (captures ? pos.pieces(~Us) : Bitboard()) | (quiets ? empty : Bitboard());
    const Bitboard checkers = pos.checkers();
    Bitboard moveTargets = base;
    Bitboard dropTargets = quiets ? empty : Bitboard();
    if (checkers.moreThanOne()) {
        moveTargets = dropTargets = {};
    } else if (checkers.any()) {
        const Bitboard block = bb::between(ksq, checkers.lsb());
        moveTargets &= block | checkers;
        dropTargets &= block;
    }
    if (moveTargets.any()) {
        const Bitboard pinned = pos.pinned(Us);
        for (Square from : pos.pieces(Us).andNot(pos.pieces(King))) {
            const PieceType t = typeOf(pos.pieceOn(from));
            Bitboard targets = bb::attacks(Us, t, from, occupied) & moveTargets;
            if (pinned.test(from)) targets &= bb::lineFrom(ksq, from);
            out = addBoardMoves<Us>(out, from, t, targets);
        }
    }
    if (ksq != NoSquare) out = addKingMoves<Us>(pos, out, base);
    if (dropTargets.any()) out = addDrops<Us>(pos, out, dropTargets);
    return out;
}

Move* generateLegal(const Position& pos, Move* out, bool captures, bool quiets)
{
    return pos.sideToMove() == Black ? generateLegal<Black>(pos, out, captures, quiets)
                                     : generateLegal<White>(pos, out, captures, quiets);
}

} // namespace

template <> Move* generate<GenType::Captures>(const Position& pos, Move* out)
{
    return generateLegal(pos, out, true, false);
}
template <> Move* generate<GenType::Quiets>(const Position& pos, Move* out)
{
    return generateLegal(pos, out, false, true);
}
template <> Move* generate<GenType::Evasions>(const Position& pos, Move* out)
{
    return generateLegal(pos, out, true, true);
}
template <> Move* generate<GenType::NonEvasions>(const Position& pos, Move* out)
{
    return generateLegal(pos, out, true, true);
}
template <> Move* generate<GenType::Legal>(const Position& pos, Move* out)
{
    return generateLegal(pos, out, true, true);
}

int countLegalMoves(const Position& pos)
{
    return int(MoveList<GenType::Legal>(pos).size());
}

std::vector<Move> legalMovesFrom(const Position& pos, Square from)
{
    std::vector<Move> moves;
    for (Move m : MoveList<GenType::Legal>(pos))
        if (!m.isDrop() && m.from() == from) moves.push_back(m);
    return moves;
}

std::vector<Move> legalDrops(const Position& pos, PieceType kind)
{
    std::vector<Move> moves;
    for (Move m : MoveList<GenType::Legal>(pos))
        if (m.isDrop() && m.droppedType() == kind) moves.push_back(m);
    return moves;
}

} // namespace shogiban
