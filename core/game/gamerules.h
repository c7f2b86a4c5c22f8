// One rules interface for every game Shogiban plays (shogi, hasami shogi, dai hasami shogi,
// mak-yek), so that the board, the move list, the hints, saving and the AI controller work for
// all of them without special cases: what differs between games is answered here as data
// (GameTraits, notation, capabilities such as impasse), never by the UI asking which game it
// is. Results, refusals and setup errors are data; the UI translates them.
#pragma once

#include "rules/types.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban {

class ShogiGame;

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
    Forfeit, // shogi records: the game was not played, one side won by default (不戦勝/不戦敗)
};

struct Outcome {
    std::optional<Color> winner; // nullopt: a draw
    EndReason reason;
    bool operator==(const Outcome&) const = default;
};

// How a game's pieces are drawn: shogi's wedge-shaped pieces, hasami shogi's men (pawns face
// up for black, turned over for white, as the rulebook has them), or round stones.
enum class PieceSet { Shogi, HasamiMen, Stones };
// What the two sides are called: sente and gote in shogi, black and white elsewhere.
enum class SideNames { SenteGote, BlackWhite };

// What the board, the move list and the dialogs need to know about a game that does not change
// while it is played.
struct GameTraits {
    GameKind kind;
    PieceSet pieceSet;
    SideNames sideNames;
    // The kinds that lie on a player's stand, in slot order (the major pieces first in shogi).
    std::vector<PieceType> standKinds;
    // Shogi: a stand holds its owner's pieces in hand, to be dropped. Hasami games: it shows
    // the enemy men its owner captured, a count that is never dropped.
    bool standsDrop;
};

// A move in the move list's two notations (UTF-8): Japanese (☗７六歩, 同, 右/左/上/引/寄/直/打)
// and Western (P-7f); games without a notation of their own write coordinates in both.
struct MoveNotation {
    std::string japanese;
    std::string western;
};

// Why typed text is not a move of the position (a move that is one but is illegal is refused
// by refusal()).
enum class TypedMoveError {
    None,
    NotAMove, // in none of the game's notations
    UnknownPiece,
    BadSquare,
    NoPreviousMove, // 同 before any move was played
    NoPieceCanGoThere, // the notation names a piece and a square, but no such move is legal
    Ambiguous, // several legal moves fit the text
};

struct TypedMove {
    std::optional<BoardMove> move;
    TypedMoveError error = TypedMoveError::None;
};

// Impasse (jishogi), for games that have it (shogi): what the side to move may declare, and
// the score once both kings have entered.
class ImpasseRules {
public:
    virtual ~ImpasseRules() = default;
    // The side to move may declare a win by the 27-point rule now.
    virtual bool declarationValid() const = 0;
    // Both kings have entered: the result of scoring the position by the 24-point rule.
    virtual std::optional<Outcome> score24() const = 0;
};

// How the men of the hasami games move and capture (their variant's rules), for learning mode
// and the rules help.
struct MenRules {
    bool oneStep = false; // one square at a time instead of like a rook
    bool jumps = false; // over one adjacent man (dai hasami)
    bool edgeCaptures = false; // men enclosed in a corner or against the edge are captured too
    bool intervention = false; // moving between two enemy men captures both (mak-yek)
    bool fiveInRow = false; // five in a row outside the two starting ranks wins
    bool fiveDiagonal = false; // diagonal rows count too
    int capturesToWin = 0; // 0 when the game is not won by captures
    bool operator==(const MenRules&) const = default;
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

    virtual const GameTraits& traits() const = 0;
    GameKind kind() const { return traits().kind; }
    virtual int files() const = 0;
    virtual int ranks() const = 0;

    virtual Color sideToMove() const = 0;
    virtual int ply() const = 0; // moves played since the start position
    virtual BoardPiece pieceAt(BoardSquare square) const = 0;
    // What lies on the stand of `holder` (see GameTraits::standsDrop): how many of a kind,
    // and the piece drawn there (shogi: the holder's own; hasami games: the enemy's men).
    virtual int standCount(Color holder, PieceType type) const = 0;
    virtual BoardPiece standPiece(Color holder, PieceType type) const { return {holder, type}; }
    virtual bool inCheck() const = 0; // always false where there is no king

    virtual std::vector<BoardMove> legalMoves() const = 0;
    virtual MoveRefusal refusal(const BoardMove& move) const = 0;
    // For a move refused as LeavesKingInCheck: an enemy piece that would attack the mover's
    // king after it (to explain the refusal); nullopt where the game has no king.
    virtual std::optional<BoardSquare> attackerAfter(const BoardMove& /*move*/) const
    {
        return std::nullopt;
    }
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
    // A move typed by the player: coordinates as moveText() writes them, and in shogi also
    // Japanese (７六歩, 同銀, ２二角成) and Western (P-7f) notation. The move found may still be
    // illegal (refusal() says why).
    virtual TypedMove parseTypedMove(
        std::string_view text, const std::optional<BoardMove>& /*previous*/) const
    {
        if (const std::optional<BoardMove> move = parseMove(text)) return {move};
        return {std::nullopt, TypedMoveError::NotAMove};
    }
    // A legal move in the move list's notations; `previous` is the move before it (for 同).
    virtual MoveNotation notation(
        const BoardMove& move, const std::optional<BoardMove>& previous) const
        = 0;

    // Capabilities that only some games have; nullptr where the game has none.
    virtual const ImpasseRules* impasse() const { return nullptr; }
    // Shogi: the game behind the rules, for what only shogi has (the engine's analysis, game
    // review, tsume problems, records).
    virtual const ShogiGame* shogiGame() const { return nullptr; }
    virtual std::optional<MenRules> menRules() const { return std::nullopt; }

    virtual std::unique_ptr<GameRules> clone() const = 0;
};

} // namespace shogiban
