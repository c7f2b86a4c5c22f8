// The reader and writer of each format (internal: the program uses formats.h). Readers take
// UTF-8 text; writers return UTF-8 text; formats.cpp converts encodings.
#pragma once

#include "record/formats.h"

#include <string>
#include <string_view>

namespace shogiban::record::detail {

// The key, among Shogiban's own JKF fields, of the start position's move number (JKF has none).
inline constexpr std::string_view StartMoveNumberKey = "start-move-number";
// The key of the main line's move times in milliseconds ("1234 567 - 89", "-": none), kept among
// Shogiban's own JKF fields when any has a fraction of a second (JKF's own are whole seconds).
inline constexpr std::string_view MoveTimesKey = "move-times-ms";

ReadResult readJkf(std::string_view text);
std::string writeJkf(const Record& record);

ReadResult readKif(std::string_view text);
std::string writeKif(const Record& record);

ReadResult readKi2(std::string_view text);
std::string writeKi2(const Record& record);

ReadResult readCsa(std::string_view text);
std::string writeCsa(const Record& record, CsaVersion version);

// SFEN, "sfen ... moves ...", "position startpos|sfen ... moves ..." and "startpos moves ...".
ReadResult readUsi(std::string_view text);
std::string writeUsi(const Record& record, bool positionCommand);

// USEN: the word alone or a web board's address that holds it (its "usen" or "u" value).
std::optional<std::string_view> usenInText(std::string_view text);
ReadResult readUsen(std::string_view text);
std::string writeUsen(const Record& record);

// Sum of a side's elapsed times along a path, kept by the writers that print totals. They
// print each move's time in whole seconds, so the totals add those: a total that counted the
// milliseconds would disagree with the times above it (1.5 s + 0.8 s shown as 1 + 0 = 2).
struct ClockTotals {
    int64_t ms[ColorNb] = {0, 0};
    void add(Color side, int64_t elapsedMs) { ms[side] += elapsedMs / 1000 * 1000; }
};

} // namespace shogiban::record::detail
