// What every fuzz input goes through, shared by the randomized mutation test and the libFuzzer
// target: read it in one format, write what was read in every format, and check that our own
// JSON and USI output reads back without an error.
#pragma once

#include "record/formats.h"

#include <array>
#include <cstdlib>
#include <string_view>

namespace shogiban::record::test {

inline constexpr std::array<RecordFormat, 7> AllFormats
    = {RecordFormat::Jkf, RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2,
        RecordFormat::Csa, RecordFormat::Sfen, RecordFormat::Usi};

// Returns false when a property fails (the callers report it).
inline bool exerciseReader(std::string_view input, RecordFormat format)
{
    ReadResult result = readRecord(input, format);
    for (RecordFormat out : AllFormats) {
        std::string written = writeRecord(result.record, out);
        if (out != RecordFormat::Jkf && out != RecordFormat::Usi) continue;
        if (!readRecord(written, out).ok()) return false;
    }
    return true;
}

} // namespace shogiban::record::test
