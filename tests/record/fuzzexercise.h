// What every fuzz input goes through, shared by the randomized mutation test and the libFuzzer
// targets: read it in one format, write what was read in every format, and check that
// - each of our outputs reads back without an error (whatever a reader accepted, every writer
//   must write readably: header keys, comments with line breaks, specials with variations, ...);
// - every field a format writes comes back as written: reading our output and writing it
//   again gives the same bytes (move number, comments, times, variations, header, result);
// - JSON, which has a place for everything, gives back the record that was read: start
//   position and move number, header, comments, times (to the second), variations, our fields.
#pragma once

#include "record/formats.h"
#include "recordtestutil.h"

#include <cstdio>
#include <string_view>

namespace shogiban::record::test {

inline void asJkfEnds(Line& line)
{
    for (RecordNode& node : line) {
        // The JKF schema has no MAX_MOVES: it is written as HIKIWAKE (docs/records.md).
        if (node.special == SpecialMove::MaxMoves) node.special = SpecialMove::Draw;
        // Nor a game not played: written as CHUDAN (docs/records.md).
        if (node.special == SpecialMove::ForfeitWin || node.special == SpecialMove::ForfeitLoss)
            node.special = SpecialMove::Interrupt;
        for (Line& variation : node.variations) asJkfEnds(variation);
    }
}

// Everything a record holds, as one text (times to the second, as JKF keeps them).
inline std::string recordText(Record record)
{
    asJkfEnds(record.moves);
    std::string text = startSfenOf(record) + '\n';
    for (const auto& [key, value] : record.header) text += key + '=' + value + '\n';
    for (const auto& [key, value] : record.appFields) text += key + ':' + value + '\n';
    for (const std::string& comment : record.initialComments) text += '*' + comment + '\n';
    return text + treeText(record.moves, true, true);
}

// Returns false when a property fails, after printing which (the callers stop there).
inline bool exerciseReader(std::string_view input, RecordFormat format)
{
    const ReadResult result = readRecord(input, format);
    for (RecordFormat out : AllRecordFormats) {
        const std::string written = writeRecord(result.record, out);
        const ReadResult back = readRecord(written, out);
        const std::string_view name = extensionOf(out);
        if (out == RecordFormat::Sfen) continue; // a bare SFEN keeps the position only
        if (!back.ok()) {
            std::fprintf(stderr, "%.*s output does not read back: %s\n", int(name.size()),
                name.data(), describe(*back.error).c_str());
            return false;
        }
        if (writeRecord(back.record, out) != written) {
            std::fprintf(stderr, "%.*s output changes when read and written again\n",
                int(name.size()), name.data());
            return false;
        }
        if (out == RecordFormat::Jkf && recordText(back.record) != recordText(result.record)) {
            std::fprintf(stderr, "JSON loses part of the record:\n%s\n---\n%s\n",
                recordText(result.record).c_str(), recordText(back.record).c_str());
            return false;
        }
    }
    return true;
}

} // namespace shogiban::record::test
