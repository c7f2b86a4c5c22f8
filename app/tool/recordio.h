// Reading and writing record files for the sub-commands, with "-" for stdin / stdout.
#pragma once

#include "record/formats.h"

#include <optional>
#include <string>

namespace shogiban::tool {

// The whole file (or stdin for "-"); nullopt when it cannot be read.
std::optional<std::string> readInput(const std::string& path);
bool writeOutput(const std::string& path, const std::string& bytes);

// The format named by --from/--to ("kif", "csa", ...) or, without one, by the path's extension.
std::optional<record::RecordFormat> formatFor(
    const std::string& path, const std::optional<std::string>& named);

// Reads a record; prints the error to stderr. Returns false when nothing usable was read
// (a record that stops at an illegal move is usable: it is returned and the error printed).
bool loadRecord(
    const std::string& path, std::optional<record::RecordFormat> format, record::Record& out);

} // namespace shogiban::tool
