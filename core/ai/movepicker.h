// Move ordering: the hash move first, then winning captures and promotions (most valuable
// victim, least valuable attacker), killers, quiet moves and drops by history, losing captures
// last. The moves come from the legal generator, so each one returned is legal.
#pragma once

#include "ai/history.h"
#include "rules/movegen.h"

namespace shogiban::ai {

class MovePicker {
public:
    enum class Kind {
        Main, // every move, but no non-promotion of a pawn, bishop or rook that could promote
        Quiescence, // captures and pawn promotions; every evasion when in check
        All, // every legal move (the root)
    };

    MovePicker(const Position& pos, Move ttMove, const History& history, int ply, Kind kind);

    // The next move in order, or Move::none() when there are no more.
    Move next();
    // The ordering score of the move last returned by next(); below zero for a losing capture.
    int lastScore() const { return m_lastScore; }
    int size() const { return m_count; }

private:
    struct ScoredMove {
        Move move;
        int score;
    };
    template <GenType T> void add(const Position& pos);
    int score(const Position& pos, Move m) const;

    const History& m_history;
    Move m_ttMove;
    std::array<Move, 2> m_killers;
    ScoredMove m_moves[MaxMoves];
    int m_count = 0;
    int m_index = 0;
    int m_lastScore = 0;
    Kind m_kind;
};

// A pawn, bishop or rook move that could promote but does not: never better in practice
// (the rare exceptions concern mates by pawn drop and are left to the root).
bool isUselessNonPromotion(const Position& pos, Move m);

} // namespace shogiban::ai
