// Move notation shared by the move list and the record formats: Japanese (☗７六歩, ☖同　銀,
// ７七金右上, ５五角打, ２二角成 / 不成) and Western (P-7f, Bx2b+, S*5e, N-7c=, G6i-5h).
//
// Japanese modifiers follow the Japan Shogi Association's rules: when several pieces of the
// same kind can reach the destination, first 上 / 引 / 寄 (moving forward / back / sideways),
// then 左 / 右 (the leftmost / rightmost piece as the mover sees the board) or 直 (straight
// forward; never for dragons and horses), combined (左上) when neither alone is enough; 打 when
// a piece of that kind on the board could also go there.
//
// Western notation as in English shogi literature: [+]piece letter, the origin square only when
// another piece of the same kind could also reach the destination, '-' (move), 'x' (capture) or
// '*' (drop), the destination, then '+' (promotes) or '=' (could promote and does not).
// Squares are the file digit and the rank letter a-i ("7f" = ７六).
#pragma once

#include "rules/move.h"
#include "rules/position.h"
#include "rules/types.h"

#include <optional>
#include <string>
#include <string_view>

namespace shogiban::record {

enum class MoveMarks {
    None, // ７六歩
    Triangles, // ▲７六歩 / △３四歩: representable in Shift_JIS (KIF, KI2)
    Shogi, // ☗７六歩 / ☖３四歩: the marks shown on screen
};

// The move as Japanese text, UTF-8. previousTo is the destination of the move before (for 同).
std::string japaneseMove(const Position& before, Move move, std::optional<Square> previousTo,
    MoveMarks marks = MoveMarks::Shogi);
std::string westernMove(const Position& before, Move move);
// Only the words that tell the move apart from others to the same square: "", "右", "左上",
// "直", "打", ... (no 成 / 不成).
std::string japaneseModifiers(const Position& before, Move move);

enum class NotationError {
    None,
    Syntax, // not a move in this notation
    UnknownPiece,
    BadSquare,
    NoPreviousMove, // 同 with no move before
    NoSuchMove, // no legal move fits the text
    Ambiguous, // several legal moves fit the text
};

struct ParsedMove {
    Move move; // Move::none() on error
    NotationError error = NotationError::None;
    bool ok() const { return error == NotationError::None; }
};

// Parses one move (marks, spaces and a trailing time are not part of it; leading marks and
// surrounding spaces are accepted). Strict about the destination and the piece, lenient about
// superfluous modifiers: 右 is accepted when only one piece could go there.
ParsedMove parseJapaneseMove(
    const Position& before, std::string_view text, std::optional<Square> previousTo);
ParsedMove parseWesternMove(const Position& before, std::string_view text);

// ---- Building blocks shared with the KIF, KI2 and CSA formats ----

// 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍
std::string_view kanjiMoveName(PieceType type);
// One character per kind, as on a KIF board diagram: 歩 香 桂 銀 金 角 飛 玉 と 杏 圭 全 馬 龍
std::string_view kanjiBoardName(PieceType type);
// Reads a piece name (any common spelling: 王/玉, 竜/龍, 成銀/全, ...) at the start of text and
// removes it; nullopt when there is none.
std::optional<PieceType> takeKanjiPiece(std::string_view& text);

std::string_view csaPieceName(PieceType type); // FU KY KE GI KI KA HI OU TO NY NK NG UM RY
std::optional<PieceType> pieceFromCsa(std::string_view name);

std::string_view fullWidthDigit(int n); // 1..9 -> "１".."９"
std::string_view kanjiDigit(int n); // 1..10 -> "一".."十"
// Reads a digit in ASCII, full width or kanji at the start of text and removes it.
std::optional<int> takeDigit(std::string_view& text);
// "７六": the file as a full-width digit, the rank in kanji.
std::string japaneseSquare(Square s);

// Removes leading ASCII spaces, tabs and full-width spaces.
void skipSpaces(std::string_view& text);
// Removes prefix from text when text starts with it.
bool takePrefix(std::string_view& text, std::string_view prefix);

} // namespace shogiban::record
