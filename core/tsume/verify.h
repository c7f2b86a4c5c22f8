// Whether a position is a sound tsume problem, as tsume conventions ask and as far as the solver
// can tell: sente mates by checks only in exactly the length found (proven shortest); the first
// move is the only one that mates at all; at every later attacker's turn on the main line no
// other check mates as soon (no alternative solution; longer detours are tolerated); no piece
// is left in the attacker's hand at the end; and every attacker's piece is needed (removed from
// the board or the hand and given to the defender, the mate within that length is gone).
#pragma once

#include "mate/matesolver.h"
#include "rules/position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace shogiban::tsume {

enum class Flaw {
    None,
    NoMate, // no mate by checks
    Unproven, // the node budget ran out before a question was answered
    UselessInterpositions, // the main line holds or ends in moves tsume counting leaves out
    Alternative, // another attacker's move mates (first move) or mates as soon (later)
    PiecesLeft, // the attacker still holds pieces when the defender is mated
    Superfluous, // the mate works without this attacker's piece
};

struct Verdict {
    Flaw flaw = Flaw::None;
    int plies = 0; // the mate's length (tsume counting)
    std::vector<Move> line; // the main line
    int ply = -1; // Alternative: the ply of the main line where it was found
    Move move; // Alternative: the other move
    std::optional<Square> square; // Superfluous: the board piece that is not needed
    PieceType kind = NoPieceType; // Superfluous: the hand kind that is not needed
    uint64_t nodes = 0; // the solver's nodes for the whole verification
    bool ok() const { return flaw == Flaw::None; }
};

// English, for the command line.
std::string describe(const Verdict& verdict);

// nodesPerQuestion limits each question to the solver (0: none); an unanswered one makes the
// verdict Unproven. maxPlies > 0 stops early (NoMate) when the mate is longer.
Verdict verify(const Position& pos, mate::MateSolver& solver, uint64_t nodesPerQuestion,
    int maxPlies = 0);

// The same position with one attacker's piece less (a board square, or one of a hand kind),
// the piece going to the defender's hand unpromoted; nullopt when the rules refuse the result.
std::optional<Position> withoutPiece(const Position& pos, std::optional<Square> square,
    PieceType handKind);

} // namespace shogiban::tsume
