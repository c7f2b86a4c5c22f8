#include "ai/see.h"

#include "ai/evaluate.h"
#include "rules/position.h"

namespace shogiban::ai {

namespace {

// The kinds in the order they are sent into an exchange: the cheapest first.
constexpr PieceType ExchangeOrder[] = {Pawn, Lance, Knight, ProPawn, ProLance, ProKnight, ProSilver,
    Silver, Gold, Bishop, Rook, Horse, Dragon, King};

Bitboard allAttackers(const Position& pos, Square s, const Bitboard& occupied)
{
    return pos.attackersTo(s, Black, occupied) | pos.attackersTo(s, White, occupied);
}

} // namespace

bool seeAtLeast(const Position& pos, Move move, Value threshold)
{
    const Square to = move.to();
    const Piece moved = pos.movedPiece(move);
    PieceType onTarget = typeOf(moved);
    int swap = -threshold;
    if (!move.isDrop()) {
        swap += captureGain(typeOf(pos.pieceOn(to)));
        if (move.isPromotion()) {
            swap += PieceValue[promoted(onTarget)] - PieceValue[onTarget];
            onTarget = promoted(onTarget);
        }
    }
    if (swap < 0) return false;
    // The king only goes where it cannot be taken (moves here are legal): nothing comes back.
    if (onTarget == King) return true;
    swap = captureGain(onTarget) - swap;
    if (swap <= 0) return true;

    Bitboard occupied = pos.pieces();
    if (!move.isDrop()) occupied.reset(move.from());
    occupied.set(to);
    Color stm = colorOf(moved);
    int result = 1;
    for (;;) {
        stm = ~stm;
        const Bitboard attackers = allAttackers(pos, to, occupied) & occupied;
        const Bitboard ours = attackers & pos.pieces(stm);
        if (!ours) break;
        result ^= 1;
        PieceType next = King;
        Square from = ours.lsb();
        for (PieceType t : ExchangeOrder) {
            const Bitboard b = ours & pos.pieces(t);
            if (b) {
                next = t;
                from = b.lsb();
                break;
            }
        }
        // Capturing with the king into an attacked square is illegal: the exchange ends.
        if (next == King) return (attackers & pos.pieces(~stm)).any() ? result ^ 1 : result;
        swap = captureGain(next) - swap;
        if (swap < result) break;
        occupied.reset(from);
    }
    return result != 0;
}

} // namespace shogiban::ai
