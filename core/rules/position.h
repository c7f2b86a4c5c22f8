// A shogi position: board, hands, side to move, and the stack of states that lets moves be
// made and unmade in place (no copying). Keys are Zobrist hashes kept up to date move by move;
// the hand part is additive in the counts, so equal boards with different hands differ.
#pragma once

#include "game/gamerules.h"
#include "rules/bitboard.h"
#include "rules/hand.h"
#include "rules/move.h"
#include "rules/types.h"

#include <array>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban {

using Key = uint64_t;

enum class SfenErrorCode {
    Empty, // nothing but spaces
    MissingField, // fewer than the board, side and hand fields
    ExtraField, // something after the move number
    BadPieceLetter,
    BadPromotion, // '+' before a kind that does not promote, or at the end of a rank
    RankLength, // a rank that does not describe exactly 9 squares
    RankCount, // not exactly 9 ranks
    TooManyPieces, // more pieces of a kind than a set holds
    DeadSquare, // a pawn, lance or knight that could never move again
    Nifu, // two unpromoted pawns of one side on a file
    OpponentInCheck, // the side not to move is in check
    MissingKing, // gote has no king (sente may have none: a tsume problem)
    DuplicateKing,
    BadHand,
    BadSide,
    BadMoveNumber,
};

// column is the 0-based character index in the SFEN text where the problem was found.
struct SfenError {
    SfenErrorCode code;
    int column = 0;
    std::string detail; // the offending text, when there is one
    bool operator==(const SfenError&) const = default;
};

// English, for the command line; the GUI translates the code itself.
std::string describe(const SfenError& error);

// The SFEN of a board (every square's piece), both hands and the side to move, as
// Position::sfen() writes it; `columns`, when given, receives the column where each square's
// piece was written (where setSfen() reports a problem found at that piece).
std::string writeSfen(std::span<const Piece, SquareNb> board, std::span<const Hand, ColorNb> hands,
    Color side, int moveNumber, std::array<int, SquareNb>* columns = nullptr);

// Everything doMove changes that undoMove cannot recompute cheaply, plus derived facts about
// the position reached.
struct StateInfo {
    Key boardKey = 0; // includes the side to move
    Key handKey = 0;
    Move move; // the move that led here
    Piece captured = NoPiece; // what that move captured
    Bitboard checkers; // enemy pieces giving check to the side to move
    Bitboard blockers[ColorNb]; // pieces (either colour) that alone shield that king
    // Consecutive checking moves of each side, counted 2 per move (as YaneuraOu), so that a
    // repetition found n plies back is perpetual check by c when continuousCheck[c] >= n.
    int continuousCheck[ColorNb] = {0, 0};
    int pliesFromNull = 0; // repetitions are not looked for across a null move
    Key key() const { return boardKey ^ handKey; }
};

// How often the current position occurred before (same board, hands and side to move).
struct Repetition {
    int earlier = 0; // earlier occurrences in the history
    int pliesToFirst = 0; // plies back to the first of them (0 when none)
    int pliesToLast = 0; // plies back to the most recent one (0 when none)
};

class Position {
public:
    static constexpr std::string_view StartSfen
        = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    Position(); // the even-game start position

    // Replaces the position; on error the position is left unchanged.
    std::optional<SfenError> setSfen(std::string_view sfen);
    std::string sfen() const; // with the current move number

    Piece pieceOn(Square s) const { return m_board[s]; }
    Hand hand(Color c) const { return m_hand[c]; }
    Color sideToMove() const { return m_side; }
    int gamePly() const { return m_gamePly; } // the SFEN move number
    int pliesPlayed() const { return int(m_states.size()) - 1; } // since setSfen
    Square kingSquare(Color c) const { return m_king[c]; } // NoSquare: none (sente in tsume)

    Bitboard pieces() const { return m_byColor[Black] | m_byColor[White]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    template <typename... Ts> Bitboard pieces(PieceType t, Ts... ts) const
    {
        return (m_byType[t] | ... | m_byType[ts]);
    }
    template <typename... Ts> Bitboard pieces(Color c, PieceType t, Ts... ts) const
    {
        return m_byColor[c] & pieces(t, ts...);
    }
    // Gold and the four kinds that move like it once promoted.
    Bitboard golds() const { return pieces(Gold, ProPawn, ProLance, ProKnight, ProSilver); }
    Bitboard golds(Color c) const { return m_byColor[c] & golds(); }

    const StateInfo& state() const { return m_states.back(); }
    Bitboard checkers() const { return state().checkers; }
    bool inCheck() const { return state().checkers.any(); }
    Key key() const { return state().key(); }
    Key boardKey() const { return state().boardKey; }
    Key handKey() const { return state().handKey; }
    int continuousCheck(Color c) const { return state().continuousCheck[c]; }
    // Pieces of either colour that alone stand between c's king and an enemy slider.
    Bitboard blockersForKing(Color c) const { return state().blockers[c]; }
    Bitboard pinned(Color c) const { return state().blockers[c] & m_byColor[c]; }

    // Pieces of colour by that attack s, with the given occupancy for sliders.
    Bitboard attackersTo(Square s, Color by, const Bitboard& occupied) const;
    Bitboard attackersTo(Square s, Color by) const { return attackersTo(s, by, pieces()); }

    // Plays a legal move (callers check isLegal() for moves from outside) / takes back the
    // last move played.
    void doMove(Move m);
    void undoMove();
    // A pass, for the search's null-move pruning: only when the side to move is not in check.
    void doNullMove();
    void undoNullMove();

    // Full legality of an arbitrary 16-bit move (anything a GUI or an engine may send).
    bool isLegal(Move m) const { return refusal(m) == MoveRefusal::None; }
    MoveRefusal refusal(Move m) const;
    // For a legal move: does it check the opponent?
    bool givesCheck(Move m) const;
    // For a legal pawn drop on the square in front of the enemy king: false when it would mate
    // (uchifuzume).
    bool pawnDropIsNotMate(Square to) const;
    // For a pseudo-legal move (the piece can go there): does it keep the own king safe?
    bool keepsKingSafe(Move m) const;

    Piece movedPiece(Move m) const
    {
        return m.isDrop() ? makePiece(m_side, m.droppedType()) : m_board[m.from()];
    }
    bool isCapture(Move m) const { return !m.isDrop() && m_board[m.to()] != NoPiece; }
    Piece capturedPiece() const { return state().captured; }
    Move lastMove() const { return state().move; }

    // Looks back at most maxPlies plies (the search does not need the whole game).
    Repetition repetition(int maxPlies = std::numeric_limits<int>::max()) const;

    // Recomputed from scratch: for tests of the incremental keys.
    Key computeBoardKey() const;
    Key computeHandKey() const;
    // What make/unmake keep up to date (bitboards, king squares, keys, checkers, pins, piece
    // counts), recomputed and compared: the first difference, or nothing when all agree.
    std::optional<std::string> consistencyError() const;

private:
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void updateDerived(StateInfo& st) const;
    Bitboard computeBlockers(Color c) const;
    MoveRefusal dropRefusal(Move m) const;
    MoveRefusal boardMoveRefusal(Move m) const;

    Piece m_board[SquareNb] = {};
    Bitboard m_byColor[ColorNb];
    Bitboard m_byType[PieceTypeNb];
    Hand m_hand[ColorNb];
    Square m_king[ColorNb] = {NoSquare, NoSquare};
    Color m_side = Black;
    int m_gamePly = 1;
    std::vector<StateInfo> m_states;
};

namespace zobrist {
Key piece(Piece p, Square s);
Key hand(Color c, PieceType t); // added once per piece held
constexpr Key Side = 1; // in the board key when gote is to move
} // namespace zobrist

} // namespace shogiban
