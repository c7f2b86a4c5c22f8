#include "ai/mateinone.h"

#include "rules/movegen.h"
#include "rules/position.h"

#include <array>
#include <cstdlib>
#include <optional>

namespace shogiban::ai {

namespace {

bool mates(Position& pos, Move m)
{
    pos.doMove(m);
    const bool mated = MoveList<GenType::Evasions>(pos).empty();
    pos.undoMove();
    return mated;
}

// Could the piece check the king at `king` with its next move (other than by discovery)?
// Step pieces check from next to the king, a knight from two ranks away; a knight and a lance
// keep to their file or the next ones.
bool mayCheckNext(PieceType t, Square from, Square king)
{
    const int files = std::abs(fileOf(from) - fileOf(king));
    switch (t) {
    case King:
        return false;
    case Knight:
        return files <= 2 && bb::distance(from, king) <= 4;
    case Lance:
        return files <= 1;
    case Bishop:
    case Rook:
    case Horse:
    case Dragon:
        return true;
    default:
        return bb::distance(from, king) <= 2;
    }
}

} // namespace

Move mateInOne(Position& pos)
{
    const Color us = pos.sideToMove();
    const Square enemyKing = pos.kingSquare(~us);
    if (enemyKing == NoSquare) return Move::none();
    const Bitboard occupied = pos.pieces();
    const Bitboard nextToKing = bb::kingAttacks(enemyKing);
    // A piece of ours checks from where the same piece of the other colour would attack from
    // the king: computed once for each kind that asks.
    std::array<std::optional<Bitboard>, PieceTypeNb> checkSquares;
    const auto checksFrom = [&](PieceType t) -> const Bitboard& {
        auto& squares = checkSquares[t];
        if (!squares) squares = bb::attacks(~us, t, enemyKing, occupied);
        return *squares;
    };
    // A checking piece next to the king must be guarded by another piece, or the king takes it.
    const auto guarded = [&](Square to, Square from, const Bitboard& occupiedAfter) {
        return !nextToKing.test(to)
            || pos.attackersTo(to, us, occupiedAfter).andNot(bb::squareBB(from)).any();
    };
    // The squares next to the king that it could go to and that no piece of ours attacks: the
    // checking piece must cover them itself.
    std::optional<Bitboard> unattackedEscapes;
    const auto uncovered = [&](const Bitboard& covered) {
        if (!unattackedEscapes) {
            unattackedEscapes = Bitboard{};
            for (Square e : nextToKing.andNot(pos.pieces(~us)))
                if (!pos.attackersTo(e, us, occupied)) unattackedEscapes->set(e);
        }
        return unattackedEscapes->andNot(covered);
    };
    const Bitboard withoutKing = occupied.andNot(bb::squareBB(enemyKing));
    // Drops (which open no line). A pawn drop may not mate (uchifuzume).
    for (PieceType t : Hand::Kinds) {
        if (t == Pawn || !pos.hand(us).has(t)) continue;
        const Bitboard drops = checksFrom(t).andNot(occupied) & bb::livingSquares(us, t);
        for (Square to : drops) {
            if (uncovered(bb::attacks(us, t, to, withoutKing) | bb::squareBB(to))) continue;
            const Move m = Move::drop(t, to);
            if (guarded(to, to, occupied) && mates(pos, m)) return m;
        }
    }
    const Bitboard discoverers = pos.blockersForKing(~us) & pos.pieces(us);
    for (Square from : pos.pieces(us)) {
        const PieceType t = typeOf(pos.pieceOn(from));
        const bool discovers = discoverers.test(from);
        if (!discovers && !mayCheckNext(t, from, enemyKing)) continue;
        Bitboard targets = bb::attacks(us, t, from, occupied).andNot(pos.pieces(us));
        if (!discovers)
            targets &= canPromote(t) ? checksFrom(t) | checksFrom(promoted(t)) : checksFrom(t);
        const Bitboard occupiedAfter = occupied.andNot(bb::squareBB(from));
        // Leaving the square may open a line of ours to the squares in line with it.
        const Bitboard inLine = bb::bishopPseudo(from) | bb::rookPseudo(from);
        for (Square to : targets) {
            if (!guarded(to, from, occupiedAfter)) continue;
            for (const bool promote : {false, true}) {
                const bool allowed
                    = promote ? mayPromote(us, t, from, to) : bb::livingSquares(us, t).test(to);
                if (!allowed) continue;
                const PieceType arriving = promote ? promoted(t) : t;
                const Bitboard covered
                    = bb::attacks(us, arriving, to, occupiedAfter.andNot(bb::squareBB(enemyKing)))
                    | bb::squareBB(to) | inLine;
                if (uncovered(covered)) continue;
                const Move m = Move::normal(from, to, promote);
                if (pos.givesCheck(m) && pos.isLegal(m) && mates(pos, m)) return m;
            }
        }
    }
    return Move::none();
}

} // namespace shogiban::ai
