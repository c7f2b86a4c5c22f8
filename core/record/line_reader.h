// Text formats are read line by line: a reader throws LineError from anywhere inside a line
// (failRead), and the loop that feeds it the lines reports the error with the line's number.
#pragma once

#include "record/formats.h"

#include <algorithm>
#include <string>
#include <string_view>

namespace shogiban::record::detail {

struct LineError {
    ReadErrorCode code;
    std::string detail;
    std::optional<SfenError> position = std::nullopt; // BadPosition: why
};

[[noreturn]] inline void failRead(ReadErrorCode code, std::string_view detail)
{
    throw LineError{code, std::string(detail)};
}

// Passes each line of text (LF or CRLF endings) to readLine until it returns false; lineNumber
// counts the lines passed, so that a LineError can be reported with its line.
template <typename ReadLine>
void forEachLine(std::string_view text, int& lineNumber, ReadLine&& readLine)
{
    for (size_t at = 0; at < text.size();) {
        const size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        if (line.ends_with('\r')) line.remove_suffix(1);
        ++lineNumber;
        if (!readLine(line)) return;
        at = end + 1;
    }
}

} // namespace shogiban::record::detail
