// KIF (Kakinoki format): numbered move lines "  12 同　銀(31)   ( 0:05/00:01:10)", 変化 lines
// for variations, "*" comment lines.
#include "record/kakinoki_reader.h"
#include "record/notation.h"

namespace shogiban::record::detail {

namespace {

// "( 0:03/00:00:03)": the time of this move, in milliseconds.
std::optional<int64_t> readTime(std::string_view text)
{
    skipSpaces(text);
    if (!takePrefix(text, "(")) return std::nullopt;
    skipSpaces(text);
    int64_t minutes = 0, seconds = 0;
    size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9' && minutes < 10000000; ++i)
        minutes = minutes * 10 + (text[i] - '0');
    if (i == 0 || i >= text.size() || text[i] != ':') failRead(ReadErrorCode::BadTime, text);
    size_t start = ++i;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9' && seconds < 100; ++i)
        seconds = seconds * 10 + (text[i] - '0');
    if (i == start) failRead(ReadErrorCode::BadTime, text);
    return (minutes * 60 + seconds) * 1000;
}

// "７六歩(77)", "同　角成(88)", "５五角打": the move in its position.
Move readMoveText(std::string_view& text, const RecordBuilder& builder)
{
    std::optional<Square> to;
    if (takePrefix(text, "同")) {
        skipSpaces(text);
        to = builder.previousTo();
        if (!to) failRead(ReadErrorCode::NoPreviousMove, text);
    } else {
        std::optional<int> file = takeDigit(text), rank = takeDigit(text);
        if (!file || !rank || *file < 1 || *rank < 1) failRead(ReadErrorCode::BadSquare, text);
        to = makeSquare(File(*file - 1), Rank(*rank - 1));
    }
    std::optional<PieceType> type = takeKanjiPiece(text);
    if (!type) failRead(ReadErrorCode::UnknownPiece, text.substr(0, 3));
    // KIF needs no 右 / 左 / ... (the origin is given), but some programs write them anyway.
    for (std::string_view word : {"左", "右", "直", "上", "引", "寄"}) takePrefix(text, word);
    bool promote = false;
    if (!takePrefix(text, "不成") && !takePrefix(text, "生")) promote = takePrefix(text, "成");
    if (takePrefix(text, "打")) {
        if (*type > Gold || promote) failRead(ReadErrorCode::IllegalMove, text);
        return Move::drop(*type, *to);
    }
    if (text.size() < 4 || text[0] != '(' || text[3] != ')' || text[1] < '1' || text[1] > '9'
        || text[2] < '1' || text[2] > '9')
        failRead(ReadErrorCode::BadSyntax, text);
    Square from = makeSquare(File(text[1] - '1'), Rank(text[2] - '1'));
    text.remove_prefix(4);
    if (typeOf(builder.position().pieceOn(from)) != *type)
        failRead(ReadErrorCode::IllegalMove, text);
    return Move::normal(from, *to, promote);
}

// A number, then a space: "  12 ７六歩(77)" (a header such as "2手目：..." is not one).
bool isMoveLine(std::string_view line)
{
    size_t digits = 0;
    while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
    if (digits == 0) return false;
    line.remove_prefix(digits);
    return line.empty() || line[0] == ' ' || line[0] == '\t' || line.starts_with("　");
}

class KifReader : public KakinokiReader {
public:
    using KakinokiReader::KakinokiReader;
    void readLine(std::string_view line) override;

private:
    void readMoveLine(std::string_view line);
};

void KifReader::readLine(std::string_view line)
{
    if (readKifCommentLine(line, m_builder)) return;
    std::string_view trimmed = line;
    skipSpaces(trimmed);
    if (trimmed.starts_with("手数----")) return startMoves();
    if (trimmed.starts_with("変化")) return readVariationLine(trimmed);
    if (isMoveLine(trimmed)) return readMoveLine(trimmed);
    if (trimmed.starts_with("まで")) return;
    readHeaderLine(line);
}

void KifReader::readMoveLine(std::string_view line)
{
    startMoves();
    int number = 0;
    for (; !line.empty() && line[0] >= '0' && line[0] <= '9' && number < 100000;
         line.remove_prefix(1))
        number = number * 10 + (line[0] - '0');
    const int ply = plyOfNumber(number);
    if (ply < 1 || ply - 1 > m_builder.ply()) failRead(ReadErrorCode::BadMoveNumber, line);
    m_builder.backTo(ply - 1);
    skipSpaces(line);
    size_t wordEnd = line.find_first_of(" (+"); // "+": a variation follows
    std::optional<SpecialMove> special = specialFromKifName(line.substr(0, wordEnd));
    RecordBuilder::Append appended;
    if (special) {
        line.remove_prefix(std::min(wordEnd, line.size()));
        appended = m_builder.appendSpecial(*special);
    } else {
        appended = m_builder.appendMove(readMoveText(line, m_builder));
    }
    checkAppended(appended, line);
    if (std::optional<int64_t> ms = readTime(line)) m_builder.current()->elapsedMs = ms;
}

std::string twoDigits(int64_t n)
{
    std::string digits = std::to_string(n);
    return digits.size() < 2 ? '0' + digits : digits;
}

std::string timeText(int64_t ms, int64_t totalMs)
{
    int64_t s = ms / 1000, t = totalMs / 1000;
    std::string minutes = std::to_string(s / 60);
    std::string text(minutes.size() < 2 ? 3 - minutes.size() : 1, ' ');
    text[0] = '(';
    text += minutes;
    text += ':';
    text += twoDigits(s % 60);
    text += '/';
    text += twoDigits(t / 3600);
    text += ':';
    text += twoDigits(t / 60 % 60);
    text += ':';
    text += twoDigits(t % 60);
    return text + ")";
}

// Display width: full-width characters count two columns.
size_t widthOf(std::string_view text)
{
    size_t width = 0;
    for (unsigned char c : text)
        if (c < 0x80)
            ++width;
        else if (c >= 0xC0)
            width += 2;
    return width;
}

std::string moveText(const RecordNode& node, const Position& pos, std::optional<Square> previousTo)
{
    if (node.isSpecial()) return std::string(kifSpecialName(*node.special));
    Move m = node.move;
    std::string text = previousTo == m.to() ? "同　" : japaneseSquare(m.to());
    text += kanjiMoveName(typeOf(pos.movedPiece(m)));
    if (m.isPromotion()) text += "成";
    if (m.isDrop()) return text + "打";
    return text + "(" + std::to_string(fileOf(m.from()) + 1) + std::to_string(rankOf(m.from()) + 1)
        + ")";
}

} // namespace

ReadResult readKif(std::string_view text)
{
    ReadResult result;
    KifReader reader(result.record);
    readKakinokiText(text, reader, result);
    return result;
}

std::string writeKif(const Record& record)
{
    std::string text = kifPreamble(record) + "手数----指手---------消費時間--\n";
    text += kifComments(record.initialComments);
    const int firstNumber = startMoveNumber(record);
    KakinokiVisitor visitor;
    visitor.node = [&](const RecordNode& node, const Position& pos,
                       std::optional<Square> previousTo, const ClockTotals& totals) {
        std::string number = std::to_string(firstNumber + pos.pliesPlayed());
        std::string move = moveText(node, pos, previousTo);
        text += std::string(number.size() < 4 ? 4 - number.size() : 0, ' ') + number + " " + move;
        if (node.elapsedMs)
            text += std::string(widthOf(move) < 14 ? 14 - widthOf(move) : 1, ' ')
                + timeText(*node.elapsedMs, totals.ms[pos.sideToMove()]);
        if (!node.variations.empty()) text += "+";
        text += "\n";
        text += kifComments(node.comments);
        if (!node.bookmark.empty()) {
            text += '&';
            text += singleLine(node.bookmark);
            text += '\n';
        }
    };
    visitor.variation = [&](int ply) { text += "\n変化：" + std::to_string(ply) + "手\n"; };
    visitInKakinokiOrder(record, visitor);
    return text;
}

} // namespace shogiban::record::detail
