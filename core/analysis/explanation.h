// Why a move was worse than the engine's choice, in terms a learner can check on the board:
// read from the engine's lines and the material balance along them, never guessed. Each
// explanation is data (a code, a piece, the move it is about and the line that leads to it);
// the GUI words it in the user's language.
#pragma once

#include "ai/score.h"
#include "rules/move.h"
#include "rules/position.h"
#include "rules/types.h"

#include <vector>

namespace shogiban::analysis {

enum class ExplanationCode {
    MissedMate, // the mover had mate in `plies`, starting with line[0] (the better move)
    AllowedMate, // after the move the opponent mates in `plies`, starting with line[at]
    LostPiece, // the engine's line after the move wins the mover's `piece` with line[at]
    MissedPiece, // the better move's line wins the opponent's `piece` with line[at]
};

struct Explanation {
    ExplanationCode code = ExplanationCode::LostPiece;
    int plies = 0; // the length of the mate (MissedMate, AllowedMate)
    PieceType piece = NoPieceType; // the piece lost or missed, as it stood on the board
    // The line from the position before the judged move (the move played, or the better one)
    // to the move the explanation is about, line[at]: enough to write that move in notation.
    std::vector<Move> line;
    int at = 0;

    Move move() const { return line[size_t(at)]; }
    bool operator==(const Explanation&) const = default;
};

// Material of `viewer` minus that of the opponent, pieces on the board and in hand at the
// engine's values (centipawns).
int materialBalance(const Position& pos, Color viewer);

// The engine's two views of a move: the better move's line from the position before it, with
// its score, and the line after the move played, with the opponent's score there.
struct MoveLines {
    const Position& before; // the position the move was played in
    Move played;
    ai::Value bestScore; // for the mover, position before
    std::vector<Move> bestLine; // starts with the better move
    ai::Value replyScore; // for the opponent, position after the move played
    std::vector<Move> replyLine; // the engine's line from there
};

// What the lines show: a missed or allowed mate first, then material lost or missed.
std::vector<Explanation> explain(const MoveLines& lines);

} // namespace shogiban::analysis
