// The game record: where a game starts, its moves with comments and times, how it ended, its
// header fields and its variations. Every file format is read into and written from this model.
#pragma once

#include "rules/move.h"
#include "rules/position.h"
#include "rules/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shogiban::record {

// How a line of play ends. Names follow the CSA special moves; the comment gives the KIF word.
enum class SpecialMove : uint8_t {
    Resign, // %TORYO 投了
    Interrupt, // %CHUDAN 中断
    Sennichite, // %SENNICHITE 千日手
    TimeUp, // %TIME_UP 切れ負け: the side to move ran out of time
    IllegalMove, // %ILLEGAL_MOVE 反則負け: the side to move loses by a foul
    IllegalWin, // %+/-ILLEGAL_ACTION 反則勝ち: the side to move wins by the opponent's foul
    Impasse, // %JISHOGI 持将棋
    Declaration, // %KACHI 入玉勝ち: the side to move declares a win
    Draw, // %HIKIWAKE 引き分け
    MaxMoves, // %MAX_MOVES 最大手数
    Mate, // %TSUMI 詰み
    NoMate, // %FUZUMI 不詰
    Error, // %ERROR
    // Games not played: neither CSA nor JKF has a word for them; CSA writes the Kakinoki
    // word as a "'" line of its own and JKF as its special (see csaSpecialName).
    ForfeitWin, // 不戦勝: the side to move wins without the game being played
    ForfeitLoss, // 不戦敗: the side to move loses without the game being played
};

struct RecordNode;
using Line = std::vector<RecordNode>;

// One ply: a move, or a special move that ends the line (it is then the line's last node).
struct RecordNode {
    Move move; // Move::none() for a special move
    std::optional<SpecialMove> special;
    std::vector<std::string> comments; // one entry per line of comment text, UTF-8
    std::optional<int64_t> elapsedMs; // time spent on this move
    // Alternatives to this node: each line starts with a move played instead of this one.
    std::vector<Line> variations;
    // A bookmark's name (KIF "&" lines, which Kifu for Windows jumps to); empty: none.
    std::string bookmark = {};

    bool isSpecial() const { return special.has_value(); }
    bool operator==(const RecordNode&) const = default;
};

using Fields = std::vector<std::pair<std::string, std::string>>;

struct Record {
    // Header fields with the Japanese KIF keys (先手, 後手, 開始日時, 棋戦, 場所, 持ち時間 ...),
    // in file order. The handicap (手合割) is not a header field: it follows from startSfen.
    Fields header;
    std::string startSfen; // empty: the even-game start position
    std::vector<std::string> initialComments;
    Line moves; // the main line
    // Shogiban's own settings (game mode, levels, player kinds, clocks, variant); written only
    // to JSON, under a key other JKF readers ignore.
    Fields appFields;

    const std::string* headerValue(std::string_view key) const;
    void setHeader(std::string_view key, std::string value);
    const std::string* appValue(std::string_view key) const;
    void setAppValue(std::string_view key, std::string value);
    void removeAppValue(std::string_view key);
    bool operator==(const Record&) const = default;
};

// The SFEN of the even-game start position.
inline constexpr std::string_view StartSfen = Position::StartSfen;

// The record's start position as SFEN (StartSfen when none is set).
std::string startSfenOf(const Record& record);

// CSA name of a special move, without the '%' ("TORYO"); side decides +/-ILLEGAL_ACTION:
// it is the side to move when the special move happens. nullopt for a game not played
// (ForfeitWin, ForfeitLoss): CSA has no word for it, and %CHUDAN would say it was interrupted;
// CSA and JKF writers put the Kakinoki word (不戦勝, 不戦敗) in its place.
std::optional<std::string> csaSpecialName(SpecialMove special, Color sideToMove);
// Parses a CSA special name (without '%'); nullopt for an unknown name.
std::optional<SpecialMove> specialFromCsaName(std::string_view name, Color sideToMove);

// For writers of line-based formats: comments split at line breaks (a comment may hold several
// lines when it comes from JSON or the program), and a value with its line breaks as spaces.
std::vector<std::string> commentLines(const std::vector<std::string>& comments);
std::string singleLine(std::string_view value);

// The number of the record's first move: the start SFEN's move number (1 when it has none). A
// record that starts in the middle of a game counts on from there (KIF 手数＝, SFEN "b - 31").
int startMoveNumber(const Record& record);
// Sets it, leaving the start position as it is (numbers below 1 count as 1).
void setStartMoveNumber(Record& record, int number);

// Number of plies of the main line that are real moves (the special move does not count).
int mainLineMoveCount(const Record& record);

} // namespace shogiban::record
