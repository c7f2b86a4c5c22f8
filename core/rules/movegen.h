// Legal move generation. Every GenType yields only legal moves, always the complete set of its
// kind: non-promotions are kept wherever the piece could still move, drops respect dead
// squares and nifu, and a pawn drop is left out exactly when it would mate (uchifuzume).
#pragma once

#include "rules/move.h"
#include "rules/position.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace shogiban {

enum class GenType {
    Captures, // board moves that capture (with and without promotion)
    Quiets, // board moves that capture nothing, and drops
    Evasions, // every legal move; for positions in check
    NonEvasions, // every legal move; for positions not in check
    Legal, // every legal move
};

// 593 is the largest number of legal moves known in a shogi position.
constexpr int MaxMoves = 600;

// Writes the moves to out (room for MaxMoves) and returns the end.
template <GenType T> Move* generate(const Position& pos, Move* out);

// The number of legal moves, without storing them (perft's last ply).
int countLegalMoves(const Position& pos);

template <GenType T> class MoveList {
public:
    explicit MoveList(const Position& pos)
        : m_last(generate<T>(pos, m_moves.data()))
    {
    }

    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_last; }
    size_t size() const { return size_t(m_last - m_moves.data()); }
    bool empty() const { return m_last == m_moves.data(); }
    Move operator[](size_t i) const { return m_moves[i]; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    UninitializedArray<Move, MaxMoves> m_moves;
    Move* m_last;
};

// For the GUI: the legal moves of the piece on one square / the legal drops of one kind.
std::vector<Move> legalMovesFrom(const Position& pos, Square from);
std::vector<Move> legalDrops(const Position& pos, PieceType kind);

} // namespace shogiban
