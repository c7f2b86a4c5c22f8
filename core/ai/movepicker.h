// Move ordering, in stages so that a cutoff early in the list saves generating the rest: the
// hash move, winning captures and promotions (most valuable victim, least valuable attacker),
// killers and the counter move, quiet moves and drops by history, losing captures last. In check
// every evasion is generated at once and ordered the same way. Every move returned is legal.
#pragma once

#include "ai/history.h"
#include "rules/movegen.h"

#include <array>

namespace shogiban::ai {

class MovePicker {
public:
    enum class Kind {
        Main, // every move, but no non-promotion of a pawn, bishop or rook that could promote
        Quiescence, // captures; every evasion when in check
    };

    MovePicker(const Position& pos, Move ttMove, const History& history, int ply, Kind kind);

    // The next move in order, or Move::none() when there are no more.
    Move next();
    // The ordering score of the move last returned by next(); below zero for a losing capture
    // (or a quiet move with a bad history), at least KillerScore for a killer or counter move.
    int lastScore() const { return m_lastScore; }

    static constexpr int KillerScore = 1 << 20;

private:
    enum class Stage {
        TtMove,
        GenerateCaptures,
        GoodCaptures,
        Refutations,
        GenerateQuiets,
        Quiets,
        BadCaptures,
        GenerateEvasions,
        Evasions,
        Done,
    };
    struct ScoredMove {
        Move move;
        int score;
    };

    template <GenType T> void generate();
    int captureScore(Move m) const;
    int evasionScore(Move m) const;
    // Selection of the best remaining move in [m_index, m_end): one step per call.
    ScoredMove& pickBest();
    bool isRefutation(Move m) const
    {
        return m == m_refutations[0] || m == m_refutations[1] || m == m_refutations[2];
    }

    const Position& m_pos;
    const History& m_history;
    Move m_ttMove;
    std::array<Move, 3> m_refutations; // the two killers and the counter move
    Kind m_kind;
    Stage m_stage;
    UninitializedArray<ScoredMove, MaxMoves> m_moves;
    int m_index = 0; // next move to look at
    int m_end = 0; // end of the moves generated so far
    int m_badEnd = 0; // losing captures are kept in [0, m_badEnd)
    int m_refutationIndex = 0;
    int m_lastScore = 0;
};

// A pawn, bishop or rook move that could promote but does not: never better in practice
// (the rare exceptions concern mates by pawn drop and are left to the root).
bool isUselessNonPromotion(const Position& pos, Move m);

} // namespace shogiban::ai
