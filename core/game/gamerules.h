// One rules interface for every game Shogiban plays (shogi, hasami shogi, dai hasami shogi,
// mak-yek), so that the board, the move list, the hints, saving and the AI controller work for
// all of them without special cases. Results and refusals are data; the UI translates them.
#pragma once

#include "rules/types.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban {

enum class GameKind { Shogi, Hasami, DaiHasami, MakYek };

// A square in board coordinates: file 0 is the file labelled "1" (on the right as sente sees
// the board), rank 0 is the top rank ("a" / 一). Mak-yek uses files and ranks 0..7.
struct BoardSquare {
    int file = -1;
    int rank = -1;
    constexpr bool valid() const { return file >= 0 && rank >= 0; }
    constexpr bool operator==(const BoardSquare&) const = default;
};

// A move any game understands. A drop has no origin (from.valid() is false) and names the kind
// dropped; hasami games never drop or promote.
struct BoardMove {
    BoardSquare from;
    BoardSquare to;
    PieceType drop = NoPieceType;
    bool promote = false;
    constexpr bool isDrop() const { return drop != NoPieceType; }
    constexpr bool operator==(const BoardMove&) const = default;
};

// What stands on a square. Hasami men are reported as pawns of their colour.
struct BoardPiece {
    Color color = Black;
    PieceType type = NoPieceType;
    constexpr bool empty() const { return type == NoPieceType; }
    constexpr bool operator==(const BoardPiece&) const = default;
};

// Why a move is refused; None means it is legal.
enum class MoveRefusal {
    None,
    GameOver,
    NoPieceThere, // nothing of the side to move stands on the origin
    NotInHand, // drop of a kind the side to move does not hold
    PieceCannotMoveThere, // not how the piece moves, or the path is blocked
    OwnPieceOnTarget,
    TargetOccupied, // drops and hasami moves need an empty square
    DeadSquare, // the piece could never move again from there
    Nifu, // two unpromoted pawns of one side on a file
    Uchifuzume, // a pawn drop that gives checkmate
    LeavesKingInCheck,
    PromotionNotAllowed, // neither the origin nor the destination is in the zone
    PromotionCompulsory, // the unpromoted piece could never move again
};

enum class EndReason {
    Checkmate,
    Stalemate, // no legal move without being in check: a loss in shogi
    Resignation,
    AgreedDraw,
    IllegalMove,
    Sennichite, // fourfold repetition: a draw
    PerpetualCheck, // the side that checked with every move of the cycle loses
    Impasse24, // impasse scored by the 24-point rule
    Declaration27, // impasse declared by the 27-point rule
    MaxMoves,
    TimeUp,
    Interrupted,
    Captures, // hasami / mak-yek: enough men captured
    FiveInRow, // dai hasami
    Repetition, // hasami games: repeated position
    TooFewMen, // hasami games: neither side can still win
};

struct Outcome {
    std::optional<Color> winner; // nullopt: a draw
    EndReason reason;
    bool operator==(const Outcome&) const = default;
};

struct GameSetup {
    GameKind kind = GameKind::Shogi;
    std::string variant; // game-specific variant id; empty for the standard game
    std::string startPosition; // shogi: SFEN (empty = even game); others: their position text
    int capturesToWin = 0; // hasami: men to capture, 0 = the variant's default
};

class GameRules {
public:
    virtual ~GameRules() = default;

    virtual GameKind kind() const = 0;
    virtual int files() const = 0;
    virtual int ranks() const = 0;

    virtual Color sideToMove() const = 0;
    virtual int ply() const = 0; // moves played since the start position
    virtual BoardPiece pieceAt(BoardSquare square) const = 0;
    // Shogi: pieces in hand. Hasami games: men of the given colour captured by the other side.
    virtual int handCount(Color color, PieceType type) const = 0;
    virtual bool inCheck() const = 0; // always false where there is no king

    virtual std::vector<BoardMove> legalMoves() const = 0;
    virtual MoveRefusal refusal(const BoardMove& move) const = 0;
    // Plays a legal move (callers check refusal() first); returns false and changes nothing
    // for an illegal one.
    virtual bool play(const BoardMove& move) = 0;
    virtual void undo() = 0;
    // Ends the game by a player's act (resignation, agreed draw, declaration, time...).
    virtual void setOutcome(const Outcome& outcome) = 0;
    virtual std::optional<Outcome> outcome() const = 0;
    // The squares whose pieces a legal move would capture, for the view to animate and for
    // hints; empty for an illegal move. Shogi captures at most the destination; a hasami move
    // may capture several men, none of them on the destination.
    virtual std::vector<BoardSquare> capturesOf(const BoardMove& move) const
    {
        if (refusal(move) != MoveRefusal::None || pieceAt(move.to).empty()) return {};
        return {move.to};
    }

    virtual std::string positionText() const = 0; // SFEN for shogi
    virtual std::string moveText(const BoardMove& move) const = 0; // USI coordinates
    virtual std::optional<BoardMove> parseMove(std::string_view text) const = 0;

    virtual std::unique_ptr<GameRules> clone() const = 0;
};

// Creates the rules for a setup; nullptr with a message in error when the setup is invalid.
std::unique_ptr<GameRules> createRules(const GameSetup& setup, std::string* error = nullptr);

} // namespace shogiban
