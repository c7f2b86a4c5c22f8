// What every fuzz input goes through, shared by the randomized mutation test and the libFuzzer
// target: read it in one format, write what was read in every format, and check that each of
// our outputs reads back without an error (whatever a reader accepted, every writer must write
// readably: header keys, comments with line breaks, specials with variations, ...).
#pragma once

#include "record/formats.h"

#include <string_view>

namespace shogiban::record::test {

// Returns false when a property fails (the callers report it).
inline bool exerciseReader(std::string_view input, RecordFormat format)
{
    ReadResult result = readRecord(input, format);
    for (RecordFormat out : AllRecordFormats) {
        std::string written = writeRecord(result.record, out);
        if (out == RecordFormat::Sfen) continue; // a bare SFEN keeps the position only
        if (!readRecord(written, out).ok()) return false;
    }
    return true;
}

} // namespace shogiban::record::test
