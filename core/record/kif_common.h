// Parts shared by the two Kakinoki formats, KIF and KI2: header lines, start positions
// (手合割 or a board diagram), special moves and comment lines.
#pragma once

#include "record/builder.h"
#include "record/format_io.h"
#include "record/notation.h"
#include "record/record.h"
#include "record/setup.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace shogiban::record::detail {

ReadErrorCode readErrorOf(NotationError error);

// The Kakinoki word for a special move (投了, 中断, ...).
std::string_view kifSpecialName(SpecialMove special);
std::optional<SpecialMove> specialFromKifName(std::string_view name);

// "飛　角　金二" (or "なし"): a hand as KIF writes it.
std::string kifHand(const std::array<int, HandTypeNb>& hand);

// "*" lines of comments, as both formats write them.
std::string kifComments(const std::vector<std::string>& comments);

// The header and start position of a KIF or KI2 file (UTF-8, without the move section).
std::string kifPreamble(const Record& record);
// The board and hands as KIF draws them, from 後手の持駒 to 先手の持駒 (BOD's diagram).
std::string kifBoardDiagram(const BoardSetup& setup);

// Reads the lines before the moves. Each call takes one line; it returns false when the line
// is not part of the preamble. Errors are reported through error().
class KifPreambleReader {
public:
    explicit KifPreambleReader(Record& record)
        : m_record(record)
    {
    }
    bool readLine(std::string_view line);
    // A "key：value" line after the moves (some programs write 終了日時 there); false when the
    // line is not one.
    bool readTrailingHeader(std::string_view line);
    // Sets record.startSfen once the preamble is over; false (and error() says why) when the
    // preamble names no usable position.
    bool finish();
    const std::optional<std::pair<ReadErrorCode, std::string>>& error() const { return m_error; }

private:
    bool readBoardLine(std::string_view line);
    void readHand(Color side, std::string_view text);

    Record& m_record;
    std::optional<BoardSetup> m_board;
    std::string m_handicapSfen;
    std::string m_unknownHandicap;
    std::array<std::array<int, HandTypeNb>, ColorNb> m_hands{};
    std::optional<Color> m_side;
    std::optional<Color> m_restTo; // the side whose hand is 残り全部
    int m_boardRows = 0;
    int m_movesPlayed = 0; // 手数＝: moves played before the start position
    std::optional<std::pair<ReadErrorCode, std::string>> m_error;
};

// Walks a record in the order both Kakinoki formats write it: a line, then its variations from
// the deepest branch point up (as Kifu for Windows does), so that each 変化 goes back along
// the line written just before it.
struct KakinokiVisitor {
    // A node, the position before it, the destination of the move before it (for 同) and
    // the clock totals including this node's time.
    std::function<void(
        const RecordNode&, const Position&, std::optional<Square>, const ClockTotals&)>
        node;
    std::function<void(int ply)> variation; // a variation starting at this ply follows
};
void visitInKakinokiOrder(const Record& record, const KakinokiVisitor& visitor);

// A comment line ("*text") or a line to ignore ("#...", "&...", blank): true when handled.
bool readKifCommentLine(std::string_view line, RecordBuilder& builder);

} // namespace shogiban::record::detail
