// Position::consistencyError(): everything the incremental make/unmake keeps up to date,
// recomputed from the board and compared. Tests call it after moves; builds with
// SHOGIBAN_CHECKS call it after every doMove and undoMove.
#include "rules/position.h"

#include <array>

namespace shogiban {

namespace {

bool validPiece(Piece p)
{
    const PieceType t = typeOf(p);
    return (p & ~(WhitePiece | 15)) == 0 && t != NoPieceType && t < PieceTypeNb;
}

std::string at(const char* what, Square s)
{
    return std::string(what) + " on square " + std::to_string(int(s));
}

} // namespace

std::optional<std::string> Position::consistencyError() const
{
    if (m_states.empty()) return "no state";
    if (m_side != Black && m_side != White) return "the side to move is neither colour";
    if ((m_byColor[Black] & m_byColor[White]).any()) return "a square holds both colours";

    std::array<int, HandTypeNb> total{}; // pieces of each unpromoted kind, board and hands
    int kings[ColorNb] = {0, 0};
    Bitboard typed;
    for (int t = Pawn; t < PieceTypeNb; ++t) {
        if ((typed & m_byType[t]).any()) return "a square holds two kinds";
        typed |= m_byType[t];
    }
    if (typed != pieces()) return "the kind and colour bitboards differ";
    for (int i = 0; i < SquareNb; ++i) {
        const Square s = Square(i);
        const Piece p = m_board[s];
        if (p == NoPiece) {
            if (pieces().test(s)) return at("a bitboard bit without a piece", s);
            continue;
        }
        if (!validPiece(p)) return at("an invalid piece code", s);
        if (!m_byColor[colorOf(p)].test(s) || !m_byType[typeOf(p)].test(s))
            return at("a piece missing from the bitboards", s);
        if (typeOf(p) == King) {
            ++kings[colorOf(p)];
            if (m_king[colorOf(p)] != s) return at("the king square is stale for the king", s);
        } else {
            ++total[unpromoted(typeOf(p))];
        }
    }
    for (Color c : {Black, White}) {
        if (kings[c] > 1) return "a side has two kings";
        if (kings[c] == 0 && m_king[c] != NoSquare) return "a king square without a king";
        for (PieceType t : Hand::Kinds) total[t] += m_hand[c].count(t);
    }
    for (PieceType t : Hand::Kinds)
        if (total[t] > Hand::setCount(t)) return "more pieces of a kind than a set holds";

    const StateInfo& st = state();
    if (st.boardKey != computeBoardKey()) return "the board key differs from the board";
    if (st.handKey != computeHandKey()) return "the hand key differs from the hands";
    const Square ksq = m_king[m_side];
    const Bitboard checkers = ksq == NoSquare ? Bitboard() : attackersTo(ksq, ~m_side);
    if (st.checkers != checkers) return "the checkers are stale";
    for (Color c : {Black, White})
        if (st.blockers[c] != computeBlockers(c)) return "the king's blockers are stale";
    const Square theirs = m_king[~m_side];
    if (theirs != NoSquare && attackersTo(theirs, m_side).any())
        return "the side that just moved is in check";
    return std::nullopt;
}

} // namespace shogiban
