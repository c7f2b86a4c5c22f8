// Reading and writing record files for the sub-commands, with "-" for stdin / stdout.
#pragma once

#include "record/formats.h"

#include <optional>
#include <string>

namespace shogiban::tool {

// The whole file (or stdin for "-"); nullopt when it cannot be read.
std::optional<std::string> readInput(const std::string& path);

// Writes the whole file or nothing: into a temporary file beside it, flushed to the disk, then
// renamed over the old one, whose permissions it keeps; a failure leaves the old file as it
// was. "-" is the standard output; a device or pipe (/dev/full) is written directly. False
// after printing "shogiban-tool: cannot write PATH: REASON" to stderr.
bool writeOutput(const std::string& path, const std::string& bytes);

// Flushes the standard output at the end of a command: a failed write there (a full disk,
// /dev/full, a closed pipe) makes a zero exit code 1, with the reason on stderr.
int finishOutput(int exitCode);

// The format named by --from/--to ("kif", "csa", ...) or, without one, by the path's extension.
std::optional<record::RecordFormat> formatFor(
    const std::string& path, const std::optional<std::string>& named);

// Reads a record; prints the error to stderr. Returns false when nothing usable was read
// (a record that stops at an illegal move is usable: it is returned and the error printed).
bool loadRecord(
    const std::string& path, std::optional<record::RecordFormat> format, record::Record& out);

} // namespace shogiban::tool
