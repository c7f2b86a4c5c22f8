// Reading CSA standard records, V2.2 and V3.0: header, start position (PI, P1-P9, P+/P-),
// moves with times, special moves and "'*" comments.
#include "record/builder.h"
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/timeheader.h"
#include "record/line_reader.h"
#include "record/notation.h"
#include "record/setup.h"
#include "usi/tokens.h"

#include <array>
#include <cmath>

namespace shogiban::record::detail {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 7> HeaderKeys = {{
    {"EVENT", "棋戦"},
    {"SITE", "場所"},
    {"START_TIME", "開始日時"},
    {"END_TIME", "終了日時"},
    {"TIME_LIMIT", "持ち時間"},
    {"OPENING", "戦型"},
    {"NOTE", "備考"},
}};

class CsaReader {
public:
    explicit CsaReader(ReadResult& result)
        : m_result(result)
        , m_builder(result.record)
    {
        m_setup = BoardSetup::fromSfen(StartSfen);
    }
    void readLine(std::string_view line);
    void finish();

private:
    void readComment(std::string_view line);
    void readStatement(std::string_view s);
    void readHeader(std::string_view s);
    void readEvenWithout(std::string_view s);
    void readRank(std::string_view s);
    void readPieces(std::string_view s);
    void startMoves(Color side);
    void readMove(std::string_view s);
    void readSpecial(std::string_view s);
    void appendSpecial(SpecialMove special, std::string_view s); // s: the line, for errors
    void readTime(std::string_view s);
    std::optional<Square> squareAt(std::string_view digits) const;

    ReadResult& m_result;
    RecordBuilder m_builder;
    BoardSetup m_setup;
    bool m_positionGiven = false;
    bool m_inMoves = false;
};

void CsaReader::readLine(std::string_view line)
{
    if (line.empty()) return;
    if (line[0] == '\'') return readComment(line);
    if (line[0] == 'N' || line[0] == '$') return readHeader(line);
    // Several statements may share a line, separated by commas; a comment ends the line
    // ("%KACHI,'* declared with 28 points", as servers write after a special move).
    for (size_t at = 0; at <= line.size();) {
        if (line.substr(at).starts_with("'")) return readComment(line.substr(at));
        size_t comma = std::min(line.find(',', at), line.size());
        std::string_view statement = line.substr(at, comma - at);
        if (!statement.empty()) readStatement(statement);
        at = comma + 1;
    }
}

// "'*text" is a comment on the last move (or on the start, before the moves); "'** ..." of
// engine logs is one too, kept with its second "*". "'不戦勝" and "'不戦敗" among the moves end
// a game not played (as the writer puts them, CSA having no word). Other "'" lines are notes
// to ignore.
void CsaReader::readComment(std::string_view line)
{
    const std::optional<SpecialMove> forfeit = detail::specialFromKifName(line.substr(1));
    if (m_inMoves
        && (forfeit == SpecialMove::ForfeitWin || forfeit == SpecialMove::ForfeitLoss))
        return appendSpecial(*forfeit, line);
    if (!line.starts_with("'*")) return;
    line.remove_prefix(2);
    (m_inMoves ? m_builder.currentComments() : m_result.record.initialComments).emplace_back(line);
}

void CsaReader::readStatement(std::string_view s)
{
    if (s == "V2" || s == "V2.1" || s == "V2.2" || s == "V3.0") return;
    if (s[0] == 'V') failRead(ReadErrorCode::BadHeader, s);
    if (s == "+" || s == "-") return startMoves(s == "+" ? Black : White);
    if ((s[0] == '+' || s[0] == '-') && m_inMoves) return readMove(s);
    if (s[0] == '%' && m_inMoves) return readSpecial(s);
    if (s[0] == 'T' && m_inMoves) return readTime(s.substr(1));
    if (s.starts_with("PI") && !m_inMoves) return readEvenWithout(s.substr(2));
    if (s.size() >= 2 && s[0] == 'P' && s[1] >= '1' && s[1] <= '9' && !m_inMoves)
        return readRank(s);
    if ((s.starts_with("P+") || s.starts_with("P-")) && !m_inMoves) return readPieces(s);
    failRead(ReadErrorCode::BadSyntax, s);
}

void CsaReader::readHeader(std::string_view s)
{
    if (s.starts_with("N+")) return m_result.record.setHeader("先手", std::string(s.substr(2)));
    if (s.starts_with("N-")) return m_result.record.setHeader("後手", std::string(s.substr(2)));
    size_t colon = s.find(':');
    if (s[0] != '$' || colon == std::string_view::npos) failRead(ReadErrorCode::BadHeader, s);
    std::string_view key = s.substr(1, colon - 1), value = s.substr(colon + 1);
    if (auto time = timeFieldOfCsa(key, value))
        return m_result.record.setHeader(time->first, std::move(time->second));
    for (const auto& [csa, kif] : HeaderKeys)
        if (csa == key) return m_result.record.setHeader(kif, std::string(value));
    m_result.record.setHeader(s.substr(0, colon), std::string(value));
}

std::optional<Square> CsaReader::squareAt(std::string_view digits) const
{
    if (digits.size() < 2 || digits[0] < '1' || digits[0] > '9' || digits[1] < '1'
        || digits[1] > '9')
        return std::nullopt;
    return makeSquare(File(digits[0] - '1'), Rank(digits[1] - '1'));
}

// "PI82HI22KA": the even position without the listed pieces.
void CsaReader::readEvenWithout(std::string_view s)
{
    m_positionGiven = true;
    m_setup = BoardSetup::fromSfen(StartSfen);
    for (; s.size() >= 4; s.remove_prefix(4)) {
        std::optional<Square> sq = squareAt(s);
        if (!sq) failRead(ReadErrorCode::BadSquare, s.substr(0, 4));
        std::optional<PieceType> type = pieceFromCsa(s.substr(2, 2));
        if (!type || typeOf(m_setup.board[*sq]) != *type)
            failRead(ReadErrorCode::UnknownPiece, s.substr(0, 4));
        m_setup.board[*sq] = NoPiece;
    }
    if (!s.empty()) failRead(ReadErrorCode::BadSyntax, s);
}

// "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY": one rank from file 9 to file 1, " * " for empty squares.
void CsaReader::readRank(std::string_view s)
{
    if (!m_positionGiven) m_setup = BoardSetup{};
    m_positionGiven = true;
    Rank rank = Rank(s[1] - '1');
    s.remove_prefix(2);
    for (int f = File9; f >= File1; --f) {
        if (s.size() < 3) failRead(ReadErrorCode::BadPosition, s);
        Square sq = makeSquare(File(f), rank);
        std::optional<PieceType> type = pieceFromCsa(s.substr(1, 2));
        if (s[0] == ' ' && s.substr(1, 2) == "* ")
            m_setup.board[sq] = NoPiece;
        else if ((s[0] == '+' || s[0] == '-') && type)
            m_setup.board[sq] = makePiece(s[0] == '+' ? Black : White, *type);
        else
            failRead(ReadErrorCode::UnknownPiece, s.substr(0, 3));
        s.remove_prefix(3);
    }
}

// "P+00KI53FU": pieces in hand (00) or on squares; "00AL" puts every piece not yet placed in
// that side's hand.
void CsaReader::readPieces(std::string_view s)
{
    if (!m_positionGiven) m_setup = BoardSetup{};
    m_positionGiven = true;
    Color side = s[1] == '+' ? Black : White;
    for (s.remove_prefix(2); s.size() >= 4; s.remove_prefix(4)) {
        std::string_view name = s.substr(2, 2);
        if (s.starts_with("00AL")) {
            m_setup.giveRestTo(side);
            continue;
        }
        std::optional<PieceType> type = pieceFromCsa(name);
        if (!type) failRead(ReadErrorCode::UnknownPiece, s.substr(0, 4));
        if (s.starts_with("00")) {
            if (*type > Gold) failRead(ReadErrorCode::UnknownPiece, s.substr(0, 4));
            if (++m_setup.hands[side][*type] > 18)
                failRead(ReadErrorCode::BadPosition, s.substr(0, 4));
            continue;
        }
        std::optional<Square> sq = squareAt(s);
        if (!sq) failRead(ReadErrorCode::BadSquare, s.substr(0, 4));
        m_setup.board[*sq] = makePiece(side, *type);
    }
    if (!s.empty()) failRead(ReadErrorCode::BadSyntax, s);
}

void CsaReader::startMoves(Color side)
{
    if (m_inMoves) failRead(ReadErrorCode::BadSyntax, side == Black ? "+" : "-");
    m_setup.sideToMove = side;
    std::string sfen = m_setup.sfen();
    m_result.record.startSfen
        = sfenWithoutMoveNumber(sfen) == sfenWithoutMoveNumber(StartSfen) ? "" : sfen;
    if (!m_builder.start()) {
        m_result.record.startSfen.clear();
        throw LineError{ReadErrorCode::BadPosition, sfen, m_builder.startError()};
    }
    m_inMoves = true;
}

// "+7776FU": side, origin (00 for a drop), destination, the piece after the move.
void CsaReader::readMove(std::string_view s)
{
    const Position& pos = m_builder.position();
    std::optional<Square> to = s.size() == 7 ? squareAt(s.substr(3)) : std::nullopt;
    std::optional<PieceType> type = s.size() == 7 ? pieceFromCsa(s.substr(5)) : std::nullopt;
    if (!to) failRead(ReadErrorCode::BadSquare, s);
    if (!type) failRead(ReadErrorCode::UnknownPiece, s);
    if ((s[0] == '+' ? Black : White) != pos.sideToMove()) failRead(ReadErrorCode::IllegalMove, s);
    Move move;
    if (s.substr(1, 2) == "00") {
        if (*type > Gold) failRead(ReadErrorCode::IllegalMove, s);
        move = Move::drop(*type, *to);
    } else {
        std::optional<Square> from = squareAt(s.substr(1));
        if (!from) failRead(ReadErrorCode::BadSquare, s);
        PieceType before = typeOf(pos.pieceOn(*from));
        bool promotes = before != *type && canPromote(before) && promoted(before) == *type;
        if (before != *type && !promotes) failRead(ReadErrorCode::IllegalMove, s);
        move = Move::normal(*from, *to, promotes);
    }
    RecordBuilder::Append appended = m_builder.appendMove(move);
    if (appended == RecordBuilder::Append::TooMany)
        failRead(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
    if (appended != RecordBuilder::Append::Done) failRead(ReadErrorCode::IllegalMove, s);
}

void CsaReader::readSpecial(std::string_view s)
{
    std::optional<SpecialMove> special
        = specialFromCsaName(s.substr(1), m_builder.position().sideToMove());
    if (!special) failRead(ReadErrorCode::BadSyntax, s);
    appendSpecial(*special, s);
}

void CsaReader::appendSpecial(SpecialMove special, std::string_view s)
{
    const RecordBuilder::Append appended = m_builder.appendSpecial(special);
    if (appended == RecordBuilder::Append::TooMany)
        failRead(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
    if (appended != RecordBuilder::Append::Done) failRead(ReadErrorCode::BadSyntax, s);
}

// "T12" (V2.2) or "T12.345" (V3.0): seconds spent on the move just played.
void CsaReader::readTime(std::string_view s)
{
    const std::optional<double> seconds = usi::parseDecimal(s);
    if (!seconds || !(*seconds >= 0) || *seconds > 1e9 || !m_builder.current())
        failRead(ReadErrorCode::BadTime, s);
    m_builder.current()->elapsedMs = int64_t(std::llround(*seconds * 1000));
}

void CsaReader::finish()
{
    if (!m_inMoves) startMoves(m_setup.sideToMove);
}

} // namespace

ReadResult readCsa(std::string_view text)
{
    ReadResult result;
    CsaReader reader(result);
    int lineNumber = 0;
    try {
        forEachLine(text, lineNumber, [&](std::string_view line) {
            if (line == "/") return false; // the next game of a multi-game file
            reader.readLine(line);
            return true;
        });
        reader.finish();
    } catch (const LineError& e) {
        int ply = e.code == ReadErrorCode::IllegalMove ? mainLineMoveCount(result.record) + 1 : 0;
        result.error = ReadError{e.code, lineNumber, ply, e.detail, std::nullopt, e.position};
    }
    return result;
}

} // namespace shogiban::record::detail
