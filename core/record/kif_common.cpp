#include "record/kif_common.h"

#include "record/notation.h"

#include <algorithm>
#include <array>

namespace shogiban::record::detail {

namespace {

struct KifSpecial {
    SpecialMove special;
    std::string_view name;
};

constexpr std::array<KifSpecial, 15> KifSpecials = {{
    {SpecialMove::Resign, "投了"},
    {SpecialMove::Interrupt, "中断"},
    {SpecialMove::Sennichite, "千日手"},
    {SpecialMove::TimeUp, "切れ負け"},
    {SpecialMove::IllegalMove, "反則負け"},
    {SpecialMove::IllegalWin, "反則勝ち"},
    {SpecialMove::Impasse, "持将棋"},
    {SpecialMove::Declaration, "入玉勝ち"},
    {SpecialMove::Draw, "引き分け"},
    {SpecialMove::MaxMoves, "最大手数"},
    {SpecialMove::Mate, "詰み"},
    {SpecialMove::NoMate, "不詰"},
    {SpecialMove::Error, "エラー"},
    {SpecialMove::ForfeitWin, "不戦勝"},
    {SpecialMove::ForfeitLoss, "不戦敗"},
}};

std::string kanjiCount(int n)
{
    return n > 10 ? "十" + std::string(kanjiDigit(n - 10)) : std::string(kanjiDigit(n));
}

// "十八", "三", "18": 1 when there is no number.
std::optional<int> takeCount(std::string_view& text)
{
    if (!text.empty() && text[0] >= '0' && text[0] <= '9') {
        int n = 0;
        while (!text.empty() && text[0] >= '0' && text[0] <= '9' && n < 100) {
            n = n * 10 + (text[0] - '0');
            text.remove_prefix(1);
        }
        return n;
    }
    int tens = takePrefix(text, "十") ? 10 : 0;
    std::optional<int> units = takeDigit(text);
    if (!tens && !units) return 1;
    return tens + units.value_or(0);
}

std::string_view trimmedRight(std::string_view text)
{
    while (true) {
        if (text.ends_with(' ') || text.ends_with('\t'))
            text.remove_suffix(1);
        else if (text.ends_with("　"))
            text.remove_suffix(std::string_view("　").size());
        else
            return text;
    }
}

bool takeHeaderSeparator(std::string_view line, std::string_view& key, std::string_view& value)
{
    size_t at = line.find("：");
    size_t width = 3;
    if (at == std::string_view::npos) {
        at = line.find(':');
        width = 1;
    }
    if (at == std::string_view::npos || at == 0) return false;
    key = line.substr(0, at);
    value = trimmedRight(line.substr(at + width));
    return true;
}

} // namespace

ReadErrorCode readErrorOf(NotationError e)
{
    switch (e) {
    case NotationError::UnknownPiece:
        return ReadErrorCode::UnknownPiece;
    case NotationError::BadSquare:
        return ReadErrorCode::BadSquare;
    case NotationError::NoPreviousMove:
        return ReadErrorCode::NoPreviousMove;
    case NotationError::Ambiguous:
        return ReadErrorCode::AmbiguousMove;
    case NotationError::NoSuchMove:
        return ReadErrorCode::IllegalMove;
    default:
        return ReadErrorCode::BadSyntax;
    }
}

std::string_view kifSpecialName(SpecialMove special)
{
    for (const KifSpecial& s : KifSpecials)
        if (s.special == special) return s.name;
    return "中断";
}

std::optional<SpecialMove> specialFromKifName(std::string_view name)
{
    if (name == "詰" || name == "封じ手")
        return name == "詰" ? SpecialMove::Mate : SpecialMove::Interrupt;
    for (const KifSpecial& s : KifSpecials)
        if (s.name == name) return s.special;
    return std::nullopt;
}

std::string kifHand(const std::array<int, HandTypeNb>& hand)
{
    std::string text;
    for (PieceType t : {Rook, Bishop, Gold, Silver, Knight, Lance, Pawn}) {
        if (hand[t] <= 0) continue;
        text += std::string(kanjiBoardName(t)) + (hand[t] > 1 ? kanjiCount(hand[t]) : "") + "　";
    }
    return text.empty() ? "なし" : text;
}

namespace {

// A header key that reads back as the same header (keys come from any format, JSON included).
bool isWritableKifKey(std::string_view key)
{
    constexpr std::string_view Reserved[]
        = {"*", "#", "&", "|", "+", " ", "\t", "　", "変化", "まで", "手数", "手合割", "先手の持駒",
            "後手の持駒", "下手の持駒", "上手の持駒", "▲", "△", "☗", "☖", "▼", "▽"};
    if (key.empty() || (key[0] >= '0' && key[0] <= '9') || key.find("：") != std::string_view::npos
        || key.find_first_of(":\r\n") != std::string_view::npos)
        return false;
    return std::none_of(std::begin(Reserved), std::end(Reserved),
        [&](std::string_view r) { return key.starts_with(r); });
}

} // namespace

std::string kifComments(const std::vector<std::string>& comments)
{
    std::string text;
    for (const std::string& line : commentLines(comments)) text += "*" + line + "\n";
    return text;
}

std::string kifPreamble(const Record& record)
{
    std::string text;
    for (const auto& [key, value] : record.header)
        // Trailing spaces would not come back: the reader trims them, as other programs do.
        if (isWritableKifKey(key))
            text += key + "：" + std::string(trimmedRight(singleLine(value))) + "\n";
    std::string sfen = startSfenOf(record);
    // 手数＝N: N moves were played before the record starts, so its first move is N+1.
    const int firstMove = startMoveNumber(record);
    const std::string played
        = firstMove > 1 ? "手数＝" + std::to_string(firstMove - 1) + "\n" : std::string();
    if (const HandicapName* handicap = handicapNameOfSfen(sfen))
        return text + "手合割：" + std::string(handicap->kif) + "\n" + played;
    BoardSetup setup = BoardSetup::fromSfen(sfen);
    text += kifBoardDiagram(setup) + played;
    if (setup.sideToMove == White) text += "後手番\n";
    return text;
}

std::string kifBoardDiagram(const BoardSetup& setup)
{
    std::string text = "後手の持駒：" + kifHand(setup.hands[White]) + "\n";
    text += "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n";
    for (int r = Rank1; r <= Rank9; ++r) {
        text += "|";
        for (int f = File9; f >= File1; --f) {
            Piece p = setup.board[makeSquare(File(f), Rank(r))];
            if (typeOf(p) == NoPieceType)
                text += " ・";
            else {
                text += colorOf(p) == White ? 'v' : ' ';
                text += kanjiBoardName(typeOf(p));
            }
        }
        text += '|';
        text += kanjiDigit(r + 1);
        text += '\n';
    }
    text += "+---------------------------+\n";
    return text + "先手の持駒：" + kifHand(setup.hands[Black]) + "\n";
}

bool KifPreambleReader::readLine(std::string_view line)
{
    if (line.starts_with("|")) return readBoardLine(line);
    if (line.starts_with("+---") || line.starts_with("  ９") || line.starts_with(" ９"))
        return true;
    if (line == "先手番" || line == "下手番" || line == "後手番" || line == "上手番") {
        m_side = line == "先手番" || line == "下手番" ? Black : White;
        return true;
    }
    if (takePrefix(line, "手数＝")) {
        // "手数＝30　▲７六歩　まで": the moves played before the position.
        int played = 0;
        for (; !line.empty() && line[0] >= '0' && line[0] <= '9' && played < 100000;
             line.remove_prefix(1))
            played = played * 10 + (line[0] - '0');
        m_movesPlayed = played;
        return true;
    }
    std::string_view key, value;
    if (!takeHeaderSeparator(line, key, value)) return false;
    if (key == "先手の持駒" || key == "下手の持駒")
        readHand(Black, value);
    else if (key == "後手の持駒" || key == "上手の持駒")
        readHand(White, value);
    else if (key == "手合割") {
        const HandicapName* handicap = handicapOfKifName(value);
        m_handicapSfen = handicap ? std::string(handicap->sfen) : "";
        m_unknownHandicap = handicap || value == "その他" ? "" : std::string(value);
    } else {
        m_record.setHeader(key, std::string(value));
    }
    return true;
}

bool KifPreambleReader::readTrailingHeader(std::string_view line)
{
    std::string_view key, value;
    if (!takeHeaderSeparator(line, key, value) || key.find_first_of(" |") != std::string_view::npos)
        return false;
    m_record.setHeader(key, std::string(value));
    return true;
}

bool KifPreambleReader::readBoardLine(std::string_view line)
{
    if (!m_board) m_board = BoardSetup{};
    if (m_boardRows >= 9) {
        m_error = {ReadErrorCode::BadPosition, std::string(line)};
        return true;
    }
    Rank rank = Rank(m_boardRows++);
    line.remove_prefix(1);
    for (int f = File9; f >= File1; --f) {
        if (line.empty()) break;
        Color side = line[0] == 'v' || line[0] == 'V' ? White : Black;
        line.remove_prefix(1);
        if (takePrefix(line, "・")) continue;
        std::string_view before = line;
        std::optional<PieceType> type = takeKanjiPiece(line);
        if (!type || line.size() + 3 != before.size()) {
            m_error = {ReadErrorCode::UnknownPiece, std::string(before.substr(0, 3))};
            return true;
        }
        m_board->board[makeSquare(File(f), rank)] = makePiece(side, *type);
    }
    if (!line.starts_with("|")) m_error = {ReadErrorCode::BadPosition, std::string(line)};
    return true;
}

void KifPreambleReader::readHand(Color side, std::string_view text)
{
    skipSpaces(text);
    if (text.starts_with("なし")) return;
    // Tsume problems give the defender "the rest" of the set instead of a list.
    for (std::string_view rest : {"残り全部", "残りすべて", "残り全て"})
        if (text.starts_with(rest)) {
            m_restTo = side;
            return;
        }
    while (!text.empty()) {
        std::optional<PieceType> type = takeKanjiPiece(text);
        std::optional<int> count = takeCount(text);
        if (!type || *type > Gold || !count || *count > 18) {
            m_error = {ReadErrorCode::UnknownPiece, std::string(text.substr(0, 12))};
            return;
        }
        m_hands[side][*type] += *count;
        skipSpaces(text);
    }
}

bool KifPreambleReader::finish()
{
    if (m_error) return false;
    if (m_board) {
        m_board->hands = m_hands;
        if (m_restTo) m_board->giveRestTo(*m_restTo);
        m_board->sideToMove = m_side.value_or(Black);
        std::string sfen = m_board->sfen();
        m_record.startSfen = handicapNameOfSfen(sfen) == &handicapNames()[0] ? "" : sfen;
    } else if (!m_unknownHandicap.empty()) {
        m_error = {ReadErrorCode::BadHeader, "手合割：" + m_unknownHandicap};
        return false;
    } else {
        m_record.startSfen = m_handicapSfen == handicapNames()[0].sfen ? "" : m_handicapSfen;
    }
    if (m_movesPlayed > 0) setStartMoveNumber(m_record, m_movesPlayed + 1);
    return true;
}

namespace {

void visitLine(const Line& line, Position& pos, std::optional<Square> previousTo,
    ClockTotals totals, const KakinokiVisitor& visitor, int firstNumber)
{
    std::vector<ClockTotals> totalsBefore;
    std::vector<std::optional<Square>> previousBefore;
    int played = 0;
    for (const RecordNode& node : line) {
        // A record built by hand may hold a move that is not legal: the line stops there.
        if (!node.isSpecial() && !pos.isLegal(node.move)) break;
        totalsBefore.push_back(totals);
        previousBefore.push_back(previousTo);
        if (node.elapsedMs) totals.add(pos.sideToMove(), *node.elapsedMs);
        visitor.node(node, pos, previousTo, totals);
        if (node.isSpecial()) break;
        pos.doMove(node.move);
        ++played;
        previousTo = node.move.to();
    }
    for (size_t i = totalsBefore.size(); i-- > 0;) {
        if (int(i) < played) {
            pos.undoMove();
            --played;
        }
        for (const Line& variation : line[i].variations) {
            visitor.variation(firstNumber + pos.pliesPlayed());
            visitLine(variation, pos, previousBefore[i], totalsBefore[i], visitor, firstNumber);
        }
    }
}

} // namespace

void visitInKakinokiOrder(const Record& record, const KakinokiVisitor& visitor)
{
    Position pos;
    pos.setSfen(startSfenOf(record));
    visitLine(record.moves, pos, std::nullopt, {}, visitor, startMoveNumber(record));
}

bool readKifCommentLine(std::string_view line, RecordBuilder& builder)
{
    if (line.starts_with("*")) {
        builder.currentComments().emplace_back(line.substr(1));
        return true;
    }
    if (line.starts_with("&")) {
        // A bookmark names a move; one before the first move has nowhere to go.
        if (RecordNode* node = builder.current()) node->bookmark = line.substr(1);
        return true;
    }
    return line.empty() || line.starts_with("#");
}

} // namespace shogiban::record::detail
