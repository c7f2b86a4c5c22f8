#include "rules/movegen.h"

namespace shogiban {
namespace {

// Where generated moves go: written out one by one, or only counted (perft's last ply, where
// a popcount per piece replaces the loop over its targets).
class MoveWriter {
public:
    explicit MoveWriter(Move* out)
        : m_out(out)
    {
    }
    void boardMoves(Square from, Bitboard targets, bool promote)
    {
        for (Square to : targets) *m_out++ = Move::normal(from, to, promote);
    }
    void drops(PieceType t, Bitboard targets)
    {
        for (Square to : targets) *m_out++ = Move::drop(t, to);
    }
    Move* end() const { return m_out; }

private:
    Move* m_out;
};

class MoveCounter {
public:
    void boardMoves(Square, Bitboard targets, bool) { m_count += targets.popcount(); }
    void drops(PieceType, Bitboard targets) { m_count += targets.popcount(); }
    int count() const { return m_count; }

private:
    int m_count = 0;
};

// Adds from->each target, with and without promotion where the rules allow each.
template <Color Us, typename Sink>
void addBoardMoves(Sink& sink, Square from, PieceType t, Bitboard targets)
{
    if (!canPromote(t)) {
        sink.boardMoves(from, targets, false);
        return;
    }
    sink.boardMoves(from, inPromotionZone(Us, from) ? targets : targets & bb::zone(Us), true);
    sink.boardMoves(from, targets & bb::livingSquares(Us, t), false);
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

template <Color Us, typename Sink> void addDrops(const Position& pos, Sink& sink, Bitboard targets)
{
    const Hand hand = pos.hand(Us);
    if (hand.has(Pawn)) sink.drops(Pawn, pawnDropTargets<Us>(pos, targets));
    for (PieceType t : {Lance, Knight, Silver, Gold, Bishop, Rook})
        if (hand.has(t)) sink.drops(t, targets & bb::livingSquares(Us, t));
}

template <Color Us, typename Sink>
void addKingMoves(const Position& pos, Sink& sink, Bitboard targets)
{
    const Square ksq = pos.kingSquare(Us);
    const Bitboard withoutKing = pos.pieces().andNot(bb::squareBB(ksq));
    Bitboard safe;
    for (Square to : bb::kingAttacks(ksq) & targets)
        if (pos.attackersTo(to, ~Us, withoutKing).none()) safe |= bb::squareBB(to);
    sink.boardMoves(ksq, safe, false);
}

template <Color Us, typename Sink>
void generateLegal(const Position& pos, Sink& sink, bool captures, bool quiets)
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
            addBoardMoves<Us>(sink, from, t, targets);
        }
    }
    if (ksq != NoSquare) addKingMoves<Us>(pos, sink, base);
    if (dropTargets.any()) addDrops<Us>(pos, sink, dropTargets);
}

template <typename Sink>
void generateLegal(const Position& pos, Sink& sink, bool captures, bool quiets)
{
    if (pos.sideToMove() == Black)
        generateLegal<Black>(pos, sink, captures, quiets);
    else
        generateLegal<White>(pos, sink, captures, quiets);
}

Move* generateLegal(const Position& pos, Move* out, bool captures, bool quiets)
{
    MoveWriter writer(out);
    generateLegal(pos, writer, captures, quiets);
    return writer.end();
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
    MoveCounter counter;
    generateLegal(pos, counter, true, true);
    return counter.count();
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
