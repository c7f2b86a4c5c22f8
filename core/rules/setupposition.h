// A shogi position being set up by hand (the position editor): any piece on any square, any
// counts in hand up to a set's, either side to move. Nothing is judged while it is edited;
// problem() asks the rules (Position::setSfen) and gives their reason, with the square or the
// kind it concerns, so that the editor refuses exactly what the rules refuse.
#pragma once

#include "rules/position.h"
#include "rules/types.h"

#include <array>
#include <optional>
#include <string>

namespace shogiban {

// Why the rules refuse the position, and where.
struct SetupProblem {
    SfenError error;
    std::optional<Square> square; // the piece the problem was found at
    PieceType kind = NoPieceType; // TooManyPieces: the kind (unpromoted) of which there are too many
    bool operator==(const SetupProblem&) const = default;
};

// The same piece turned over (promoted <-> unpromoted); gold and king have no other side.
Piece turnedOver(Piece piece);
// The same piece of the other player.
Piece otherOwner(Piece piece);

class SetupPosition {
public:
    SetupPosition() = default; // an empty board, empty hands, sente to move
    explicit SetupPosition(const Position& pos);

    Piece pieceOn(Square s) const { return m_board[s]; }
    void put(Square s, Piece piece) { m_board[s] = piece; } // NoPiece empties the square
    int handCount(Color c, PieceType kind) const { return m_hand[c].count(kind); }
    // Clamped to 0..the set's count of the kind.
    void setHandCount(Color c, PieceType kind, int count);
    Color sideToMove() const { return m_side; }
    void setSideToMove(Color c) { m_side = c; }

    void clear(); // the board and both hands empty
    // Pieces of a kind (Pawn..Gold or King, promoted ones counted with their kind) on the
    // board and in both hands.
    int piecesOut(PieceType kind) const;
    // Of a set, how many of the kind are not out: what may still be placed.
    int piecesLeft(PieceType kind) const;
    // Tsume problems: every piece of the set that is neither on the board nor in the other
    // hand goes to `defender`'s hand (the king excepted); counts over a set leave none there.
    void giveRestTo(Color defender);

    std::string sfen() const; // move number 1
    // Why the rules refuse the position; nullopt when it can be played.
    std::optional<SetupProblem> problem() const;
    bool operator==(const SetupPosition&) const = default;

private:
    int onBoard(PieceType kind) const;

    std::array<Piece, SquareNb> m_board{};
    std::array<Hand, ColorNb> m_hand{};
    Color m_side = Black;
};

} // namespace shogiban
