#include "rules/setupposition.h"

#include <algorithm>

namespace shogiban {

Piece turnedOver(Piece piece)
{
    if (piece == NoPiece) return piece;
    const PieceType t = typeOf(piece);
    if (isPromoted(t)) return makePiece(colorOf(piece), unpromoted(t));
    if (canPromote(t)) return makePiece(colorOf(piece), promoted(t));
    return piece;
}

Piece otherOwner(Piece piece)
{
    return piece == NoPiece ? piece : makePiece(~colorOf(piece), typeOf(piece));
}

SetupPosition::SetupPosition(const Position& pos)
    : m_side(pos.sideToMove())
{
    for (int s = 0; s < SquareNb; ++s) m_board[size_t(s)] = pos.pieceOn(Square(s));
    for (Color c : {Black, White}) m_hand[c] = pos.hand(c);
}

void SetupPosition::setHandCount(Color c, PieceType kind, int count)
{
    count = std::clamp(count, 0, Hand::setCount(kind));
    m_hand[c].remove(kind, m_hand[c].count(kind));
    m_hand[c].add(kind, count);
}

void SetupPosition::clear()
{
    m_board.fill(NoPiece);
    m_hand = {};
}

int SetupPosition::onBoard(PieceType kind) const
{
    return int(std::count_if(m_board.begin(), m_board.end(),
        [kind](Piece p) { return p != NoPiece && unpromoted(typeOf(p)) == kind; }));
}

int SetupPosition::piecesOut(PieceType kind) const
{
    if (kind == King) return onBoard(King);
    return onBoard(kind) + m_hand[Black].count(kind) + m_hand[White].count(kind);
}

int SetupPosition::piecesLeft(PieceType kind) const
{
    const int set = kind == King ? ColorNb : Hand::setCount(kind);
    return std::max(0, set - piecesOut(kind));
}

void SetupPosition::giveRestTo(Color defender)
{
    for (PieceType kind : Hand::Kinds) {
        const int elsewhere = onBoard(kind) + m_hand[~defender].count(kind);
        setHandCount(defender, kind, Hand::setCount(kind) - elsewhere);
    }
}

std::string SetupPosition::sfen() const
{
    return writeSfen(m_board, m_hand, m_side, 1);
}

std::optional<SetupProblem> SetupPosition::problem() const
{
    std::array<int, SquareNb> columns{};
    const std::string text = writeSfen(m_board, m_hand, m_side, 1, &columns);
    Position pos;
    const std::optional<SfenError> error = pos.setSfen(text);
    if (!error) return std::nullopt;
    SetupProblem problem{*error, std::nullopt, NoPieceType};
    switch (error->code) {
    case SfenErrorCode::TooManyPieces:
        for (PieceType kind : Hand::Kinds)
            if (piecesOut(kind) > Hand::setCount(kind)) {
                problem.kind = kind;
                break;
            }
        break;
    case SfenErrorCode::OpponentInCheck: {
        // The king of the side not to move: the one in check.
        const Piece king = makePiece(~m_side, King);
        const auto it = std::find(m_board.begin(), m_board.end(), king);
        if (it != m_board.end()) problem.square = Square(it - m_board.begin());
        return problem;
    }
    default: break;
    }
    // A problem found at a piece on the board carries that piece's column.
    for (int s = 0; s < SquareNb; ++s)
        if (m_board[size_t(s)] != NoPiece && columns[size_t(s)] == error->column)
            problem.square = Square(s);
    return problem;
}

} // namespace shogiban
