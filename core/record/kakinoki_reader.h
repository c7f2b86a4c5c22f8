// The reading machinery shared by KIF and KI2: the preamble before the moves, the record
// builder, 変化 lines, and errors raised anywhere in a line and reported with its number.
#pragma once

#include "record/builder.h"
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/line_reader.h"

#include <string_view>

namespace shogiban::record::detail {

class KakinokiReader {
public:
    explicit KakinokiReader(Record& record);
    virtual ~KakinokiReader() = default;

    virtual void readLine(std::string_view line) = 0;
    void finish() { startMoves(); }
    // No line so far was a move, a position or a header the format knows: KIF and KI2 pass
    // over other programs' lines, so any text would otherwise read as an empty game.
    bool recognizedNothing() const { return !m_inMoves && !m_preambleSeen; }
    int ply() const { return m_builder.ply(); }

protected:
    // The first move, 変化 or ending line: the preamble is over and the start position known.
    void startMoves();
    // "変化：12手": the next moves are a variation from ply 12 on the line read last.
    void readVariationLine(std::string_view line);
    // Any other line: part of the preamble before the moves, a header line after them.
    void readHeaderLine(std::string_view line);
    // Fails when a move or special move could not be appended.
    void checkAppended(RecordBuilder::Append appended, std::string_view detail) const;

    // The ply of a move number: numbers count from the record's first move number (手数＝),
    // or from 1 in files that number their moves so despite a 手数＝ line.
    int plyOfNumber(int number);

    Record& m_record;
    KifPreambleReader m_preamble;
    RecordBuilder m_builder;
    bool m_inMoves = false;
    bool m_preambleSeen = false; // a preamble line the format knows was read
    std::optional<int> m_numberOffset; // set by the first numbered line
};

// Feeds text line by line (LF or CRLF) to reader; an error names its line and, for an
// illegal move, the ply.
void readKakinokiText(std::string_view text, KakinokiReader& reader, ReadResult& result);

} // namespace shogiban::record::detail
