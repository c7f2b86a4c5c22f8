// How each kind of piece moves on an empty board: the pattern that rulebook diagrams show and
// that the board's learning mode and the international piece signs draw.
#pragma once

#include "game/gamerules.h"
#include "rules/types.h"

#include <vector>

namespace shogiban {

enum class StepKind {
    Step, // one square in that direction
    Slide, // any number of empty squares in that direction
    Jump, // straight to that square, over whatever stands between
};

// A direction as the piece's owner sees the board: right > 0 is towards the owner's right hand,
// forward > 0 is towards the opponent.
struct MoveStep {
    int right = 0;
    int forward = 0;
    StepKind kind = StepKind::Step;
    constexpr bool operator==(const MoveStep&) const = default;
};

// The directions of a shogi piece kind (a king for King, promoted kinds as they move).
std::vector<MoveStep> pieceSteps(PieceType type);

// The directions of a man in the hasami games: like a rook; in dai hasami also a jump over one
// adjacent man. With oneSquareOnly (the short-move variants) the slides become single steps.
std::vector<MoveStep> hasamiSteps(GameKind kind, bool oneSquareOnly = false);
// The same from a variant's two flags.
std::vector<MoveStep> hasamiManSteps(bool oneSquareOnly, bool jumps);

struct PatternSquare {
    BoardSquare square;
    StepKind kind = StepKind::Step; // how the square is reached
    constexpr bool operator==(const PatternSquare&) const = default;
};

// Every square a piece of the colour standing on `from` could reach on an empty board of the
// given size, following `steps`.
std::vector<PatternSquare> movementPattern(const std::vector<MoveStep>& steps, Color color,
    BoardSquare from, int files = 9, int ranks = 9);

} // namespace shogiban
