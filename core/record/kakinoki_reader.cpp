#include "record/kakinoki_reader.h"

namespace shogiban::record::detail {

KakinokiReader::KakinokiReader(Record& record)
    : m_record(record)
    , m_preamble(record)
    , m_builder(record)
{
}

void KakinokiReader::startMoves()
{
    if (m_inMoves) return;
    m_inMoves = true;
    if (!m_preamble.finish()) failRead(m_preamble.error()->first, m_preamble.error()->second);
    if (!m_builder.start()) {
        std::string sfen = m_record.startSfen;
        m_record.startSfen.clear();
        throw LineError{ReadErrorCode::BadPosition, sfen, m_builder.startError()};
    }
}

void KakinokiReader::readVariationLine(std::string_view line)
{
    startMoves();
    line.remove_prefix(std::string_view("変化").size());
    if (!takePrefix(line, "：")) takePrefix(line, ":");
    skipSpaces(line);
    int ply = 0;
    for (; !line.empty() && line[0] >= '0' && line[0] <= '9' && ply < 100000; line.remove_prefix(1))
        ply = ply * 10 + (line[0] - '0');
    ply = plyOfNumber(ply);
    if (ply < 1 || !m_builder.backTo(ply - 1)) failRead(ReadErrorCode::BadMoveNumber, line);
}

int KakinokiReader::plyOfNumber(int number)
{
    if (!m_numberOffset) {
        // Numbered on from 手数＝ (as written), or from 1 by programs that ignore it: the
        // first number (a KIF move, or a KI2 変化) tells which.
        const int offset = startMoveNumber(m_record) - 1;
        const bool countsOn = number > offset && number - offset <= m_builder.ply() + 1;
        m_numberOffset = offset > 0 && countsOn ? offset : 0;
    }
    return number - *m_numberOffset;
}

void KakinokiReader::readHeaderLine(std::string_view line)
{
    if (m_inMoves) {
        if (!m_preamble.readTrailingHeader(line))
            failRead(ReadErrorCode::BadSyntax, line.substr(0, 60));
        return;
    }
    // A line the preamble does not know is another program's: ignored.
    if (!m_preamble.readLine(line)) return;
    m_preambleSeen = true;
    if (m_preamble.error()) failRead(m_preamble.error()->first, m_preamble.error()->second);
}

void KakinokiReader::checkAppended(RecordBuilder::Append appended, std::string_view detail) const
{
    if (appended == RecordBuilder::Append::TooMany)
        failRead(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
    if (appended == RecordBuilder::Append::TooDeep)
        failRead(ReadErrorCode::VariationTooDeep, detail);
    if (appended == RecordBuilder::Append::Illegal) failRead(ReadErrorCode::IllegalMove, detail);
}

void readKakinokiText(std::string_view text, KakinokiReader& reader, ReadResult& result)
{
    int lineNumber = 0;
    try {
        forEachLine(text, lineNumber, [&](std::string_view line) {
            reader.readLine(line);
            return true;
        });
        if (reader.recognizedNothing()) {
            result.error = ReadError{ReadErrorCode::NotARecord, 0, 0, {}};
            return;
        }
        reader.finish();
    } catch (const LineError& e) {
        int ply = e.code == ReadErrorCode::IllegalMove ? reader.ply() + 1 : 0;
        result.error = ReadError{e.code, lineNumber, ply, e.detail, std::nullopt, e.position};
    }
}

} // namespace shogiban::record::detail
