// Why a refused move is refused, in enough detail to teach a beginner: which piece was asked
// to move, what stood in its way or would attack the king, which pawn makes a drop nifu. Core
// finds these facts with the rules; the UI words them (ui/text/refusaltexts.h).
#pragma once

#include "game/gamerules.h"

#include <optional>

namespace shogiban {

// What more there is to say about a MoveRefusal.
enum class RefusalDetail {
    None, // the refusal says it all
    EmptySquare, // NoPieceThere: nothing stands on the origin
    OpponentsPiece, // NoPieceThere: the opponent's piece stands there
    NotItsMove, // PieceCannotMoveThere: the piece never moves that way
    PathBlocked, // PieceCannotMoveThere: it moves that way, but `square` holds a piece between
    NothingToJump, // PieceCannotMoveThere: a jump needs an adjacent man to jump over
    KingInCheck, // LeavesKingInCheck: in check, and the move does not answer it
    KingIntoCheck, // LeavesKingInCheck: the king would step onto an attacked square
    Pinned, // LeavesKingInCheck: the piece shields its king from `square`
    DroppedPiece, // PromotionNotAllowed: a dropped piece never promotes at once
    CannotPromote, // PromotionNotAllowed: gold, king and promoted pieces never promote
    OutsideZone, // PromotionNotAllowed: neither the origin nor the destination is in the zone
};

struct RefusalReason {
    MoveRefusal refusal = MoveRefusal::None;
    RefusalDetail detail = RefusalDetail::None;
    PieceType piece = NoPieceType; // the piece moved or dropped (or found on the origin)
    BoardSquare square; // the blocker, the attacker, or the pawn already on the file
    BoardPiece other; // what stands on `square`
    std::optional<MenRules> men; // set in the hasami games, where every piece is a man
    bool operator==(const RefusalReason&) const = default;
};

// A refusal with nothing more known about it.
inline RefusalReason plainRefusal(MoveRefusal refusal)
{
    RefusalReason reason;
    reason.refusal = refusal;
    return reason;
}

// The reason `move` is refused in the position of `rules` (refusal None for a legal move).
RefusalReason explainRefusal(const GameRules& rules, const BoardMove& move);

} // namespace shogiban
