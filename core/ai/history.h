// The quiet-move ordering memory of a search: killer moves per ply, counter moves, and a
// history score per (moved piece, destination) that grows when a move causes a cutoff.
#pragma once

#include "ai/score.h"
#include "rules/move.h"
#include "rules/types.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogiban::ai {

class History {
public:
    static constexpr int Max = 16384;

    void clear()
    {
        for (auto& row : m_history) row.fill(0);
        for (auto& k : m_killers) k.fill(Move::none());
        for (auto& row : m_counterMoves) row.fill(Move::none());
    }

    int score(Piece moved, Square to) const { return m_history[moved][to]; }

    // Gravity keeps scores within +-Max and lets old knowledge fade.
    void update(Piece moved, Square to, int bonus)
    {
        int& h = m_history[moved][to];
        bonus = std::clamp(bonus, -Max, Max);
        h += bonus - h * std::abs(bonus) / Max;
    }

    const std::array<Move, 2>& killers(int ply) const { return m_killers[ply]; }
    void addKiller(int ply, Move m)
    {
        if (m_killers[ply][0] == m) return;
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = m;
    }

    // The quiet move that last refuted a move (by its piece, as it stands on its destination).
    Move counterMove(Piece previous, Square previousTo) const
    {
        return m_counterMoves[previous][previousTo];
    }
    void setCounterMove(Piece previous, Square previousTo, Move m)
    {
        m_counterMoves[previous][previousTo] = m;
    }

private:
    std::array<std::array<int, SquareNb>, PieceNb> m_history{};
    std::array<std::array<Move, SquareNb>, PieceNb> m_counterMoves{};
    std::array<std::array<Move, 2>, MaxPly + 2> m_killers{};
};

} // namespace shogiban::ai
