// KI2 (Kakinoki's readable format): moves in Japanese notation, several to a line
// ("▲７六歩    △３四歩"), "*" comments after the move they belong to, 変化 lines, and the end
// as "まで56手で先手の勝ち".
#include "record/kakinoki_reader.h"
#include "record/notation.h"

#include <array>

namespace shogiban::record::detail {

namespace {

constexpr std::array<std::string_view, 6> Marks = {"▲", "△", "☗", "☖", "▼", "▽"};

std::string_view sideName(Color c)
{
    return c == Black ? "先手" : "後手";
}

// The words after "まで56手で" for a special move; the side to move is the one who would
// play next.
std::string endingText(SpecialMove special, Color sideToMove)
{
    switch (special) {
    case SpecialMove::Resign:
        return std::string(sideName(~sideToMove)) + "の勝ち";
    case SpecialMove::TimeUp:
        return "時間切れにより" + std::string(sideName(~sideToMove)) + "の勝ち";
    case SpecialMove::IllegalWin:
    case SpecialMove::IllegalMove:
    case SpecialMove::Declaration:
    case SpecialMove::ForfeitWin:
    case SpecialMove::ForfeitLoss:
        return std::string(sideName(sideToMove)) + "の" + std::string(kifSpecialName(special));
    default:
        return std::string(kifSpecialName(special));
    }
}

std::optional<SpecialMove> specialOfEnding(std::string_view text)
{
    for (SpecialMove s : {SpecialMove::IllegalWin, SpecialMove::IllegalMove,
             SpecialMove::Declaration, SpecialMove::ForfeitWin, SpecialMove::ForfeitLoss})
        if (text.ends_with(kifSpecialName(s))) return s;
    if (text.starts_with("時間切れ")) return SpecialMove::TimeUp;
    if (text.ends_with("勝ち")) return SpecialMove::Resign;
    return specialFromKifName(text);
}

class Ki2Reader : public KakinokiReader {
public:
    using KakinokiReader::KakinokiReader;
    void readLine(std::string_view line) override;

private:
    void readMoves(std::string_view line);
    void readEnding(std::string_view line);
};

void Ki2Reader::readLine(std::string_view line)
{
    if (readKifCommentLine(line, m_builder)) return;
    std::string_view trimmed = line;
    skipSpaces(trimmed);
    for (std::string_view mark : Marks)
        if (trimmed.starts_with(mark)) return readMoves(trimmed);
    if (trimmed.starts_with("まで")) return readEnding(trimmed);
    if (trimmed.starts_with("変化")) return readVariationLine(trimmed);
    readHeaderLine(line);
}

// "▲７六歩    △３四歩    ▲２六歩": each mark starts a move.
void Ki2Reader::readMoves(std::string_view line)
{
    startMoves();
    while (!line.empty()) {
        size_t next = line.size();
        for (std::string_view mark : Marks) next = std::min(next, line.find(mark, 1));
        std::string_view text = line.substr(0, next);
        line.remove_prefix(next);
        ParsedMove parsed = parseJapaneseMove(m_builder.position(), text, m_builder.previousTo());
        if (!parsed.ok()) failRead(readErrorOf(parsed.error), text);
        checkAppended(m_builder.appendMove(parsed.move), text);
    }
}

// "まで56手で先手の勝ち"
void Ki2Reader::readEnding(std::string_view line)
{
    startMoves();
    line.remove_prefix(std::string_view("まで").size());
    while (!line.empty() && line[0] >= '0' && line[0] <= '9') line.remove_prefix(1);
    takePrefix(line, "手");
    takePrefix(line, "で");
    std::optional<SpecialMove> special = specialOfEnding(line);
    if (!special) failRead(ReadErrorCode::BadSyntax, line);
    // A game not played names its winner or loser, who need not be the side to move.
    const Color toMove = m_builder.position().sideToMove();
    const bool namesOther = line.starts_with(sideName(~toMove))
        || line.starts_with(~toMove == Black ? "下手" : "上手");
    if (namesOther && special == SpecialMove::ForfeitWin)
        special = SpecialMove::ForfeitLoss;
    else if (namesOther && special == SpecialMove::ForfeitLoss)
        special = SpecialMove::ForfeitWin;
    // A line that has its ending already keeps it (some programs repeat the まで line).
    const RecordBuilder::Append appended = m_builder.appendSpecial(*special);
    if (appended != RecordBuilder::Append::Illegal) checkAppended(appended, line);
}

} // namespace

ReadResult readKi2(std::string_view text)
{
    ReadResult result;
    Ki2Reader reader(result.record);
    readKakinokiText(text, reader, result);
    return result;
}

std::string writeKi2(const Record& record)
{
    constexpr int MovesPerLine = 6;
    std::string text = kifPreamble(record) + "\n";
    text += kifComments(record.initialComments);
    const int firstNumber = startMoveNumber(record);
    int onLine = 0;
    auto endLine = [&] {
        if (onLine) text += "\n";
        onLine = 0;
    };
    KakinokiVisitor visitor;
    visitor.node = [&](const RecordNode& node, const Position& pos,
                       std::optional<Square> previousTo, const ClockTotals&) {
        if (node.isSpecial()) {
            endLine();
            text += "まで" + std::to_string(firstNumber - 1 + pos.pliesPlayed()) + "手で"
                + endingText(*node.special, pos.sideToMove()) + "\n";
        } else {
            std::string move = japaneseMove(pos, node.move, previousTo, MoveMarks::Triangles);
            if (onLine) text += "    ";
            text += move;
            if (++onLine == MovesPerLine || !node.comments.empty()) endLine();
        }
        text += kifComments(node.comments);
    };
    visitor.variation = [&](int ply) {
        endLine();
        text += "\n変化：" + std::to_string(ply) + "手\n";
    };
    visitInKakinokiOrder(record, visitor);
    endLine();
    return text;
}

} // namespace shogiban::record::detail
