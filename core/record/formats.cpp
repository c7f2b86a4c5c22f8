#include "record/formats.h"

#include "record/encoding.h"
#include "record/format_io.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace shogiban::record {

namespace {

struct Extension {
    std::string_view name;
    RecordFormat format;
};

constexpr std::array<Extension, 11> Extensions = {{
    {"json", RecordFormat::Jkf},
    {"jkf", RecordFormat::Jkf},
    {"kif", RecordFormat::Kif},
    {"kifu", RecordFormat::Kifu},
    {"ki2", RecordFormat::Ki2},
    {"csa", RecordFormat::Csa},
    {"sfen", RecordFormat::Sfen},
    {"usi", RecordFormat::Usi},
    {"ki2u", RecordFormat::Ki2},
    {"usen", RecordFormat::Usen},
    {"bod", RecordFormat::Kif}, // a board diagram: the start of a KIF file
}};

std::string_view firstWord(std::string_view text)
{
    size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos) return {};
    text.remove_prefix(start);
    return text.substr(0, text.find_first_of(" \t\r\n"));
}

bool hasLineStartingWith(std::string_view text, std::string_view prefix)
{
    for (size_t at = 0; at < text.size();) {
        size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        size_t indent = line.find_first_not_of(" \t");
        if (indent != std::string_view::npos && line.substr(indent).starts_with(prefix))
            return true;
        at = end + 1;
    }
    return false;
}

// A KIF move line: optional spaces, a number, a space.
bool hasNumberedMoveLine(std::string_view text)
{
    for (size_t at = 0; at < text.size();) {
        size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        size_t digits = line.find_first_not_of(' ');
        size_t after = digits == std::string_view::npos
            ? digits
            : line.find_first_not_of("0123456789", digits);
        if (after != std::string_view::npos && after > digits && line[after] == ' ') return true;
        at = end + 1;
    }
    return false;
}

bool looksLikeSfen(std::string_view word)
{
    return std::count(word.begin(), word.end(), '/') == 8;
}

std::optional<RecordFormat> formatOfText(std::string_view text)
{
    std::string_view word = firstWord(text);
    if (word.starts_with("{")) return RecordFormat::Jkf;
    if (detail::usenInText(text)) return RecordFormat::Usen;
    if (word == "position" || word == "startpos") return RecordFormat::Usi;
    if (word == "sfen" || looksLikeSfen(word)) return RecordFormat::Sfen;
    if (hasLineStartingWith(text, "手数----") || hasNumberedMoveLine(text))
        return RecordFormat::Kif;
    for (std::string_view mark : {"▲", "△", "☗", "☖", "▼", "▽"})
        if (hasLineStartingWith(text, mark)) return RecordFormat::Ki2;
    // A board diagram alone (BOD) is the start of a KIF file.
    for (std::string_view kif : {"手合割", "先手：", "後手の持駒", "上手の持駒", "|"})
        if (hasLineStartingWith(text, kif)) return RecordFormat::Kif;
    for (std::string_view csa : {"V2", "PI", "P1", "N+", "N-", "+", "-", "$"})
        if (hasLineStartingWith(text, csa)) return RecordFormat::Csa;
    return std::nullopt;
}

size_t textBytes(const Line& line)
{
    size_t bytes = 0;
    for (const RecordNode& node : line) {
        for (const std::string& comment : node.comments) bytes += comment.size();
        for (const Line& variation : node.variations) bytes += textBytes(variation);
    }
    return bytes;
}

// The comments, header and app fields together within MaxRecordTextBytes.
bool textFits(const Record& record)
{
    size_t bytes = textBytes(record.moves);
    for (const std::string& comment : record.initialComments) bytes += comment.size();
    for (const Fields* fields : {&record.header, &record.appFields})
        for (const auto& [key, value] : *fields) bytes += key.size() + value.size();
    return bytes <= MaxRecordTextBytes;
}

ReadResult readFormat(const std::string& text, RecordFormat format)
{
    switch (format) {
    case RecordFormat::Jkf:
        return detail::readJkf(text);
    case RecordFormat::Kif:
    case RecordFormat::Kifu:
        return detail::readKif(text);
    case RecordFormat::Ki2:
        return detail::readKi2(text);
    case RecordFormat::Csa:
        return detail::readCsa(text);
    case RecordFormat::Sfen:
    case RecordFormat::Usi:
        return detail::readUsi(text);
    case RecordFormat::Usen:
        return detail::readUsen(text);
    }
    return {};
}

ReadResult readText(const std::string& text, RecordFormat format)
{
    ReadResult result = readFormat(text, format);
    if (!textFits(result.record))
        return {{},
            ReadError{ReadErrorCode::TooLarge, 0, 0,
                "comments and header over " + std::to_string(MaxRecordTextBytes / 1024 / 1024)
                    + " MiB",
                {}}};
    return result;
}

// A line a reader takes as a comment or ignores: KIF/KI2 "*" and "#", CSA "'".
bool isCommentLine(std::string_view line)
{
    const size_t start = line.find_first_not_of(" \t");
    return start != std::string_view::npos && std::string_view("*#'").find(line[start]) != std::string_view::npos;
}

DecodedText decodeRecordText(std::string_view bytes, std::vector<UndecodableByte>* skipped)
{
    LenientText lenient = decodeTextDroppingLines(bytes, isCommentLine);
    if (skipped) *skipped = std::move(lenient.droppedLines);
    return std::move(lenient.text);
}

// The bytes as text, or the error that says why they are not: too large, or in no encoding.
// Comment lines in no encoding are left out (and listed in skipped).
std::optional<ReadError> decodeRecordBytes(
    std::string_view bytes, DecodedText& text, std::vector<UndecodableByte>& skipped)
{
    if (bytes.size() > MaxRecordBytes)
        return ReadError{ReadErrorCode::TooLarge, 0, 0, std::to_string(bytes.size()), {}};
    text = decodeRecordText(bytes, &skipped);
    if (!text.ok()) return ReadError{ReadErrorCode::BadEncoding, text.error->line, 0, {}, text.error};
    if (text.utf8.find_first_not_of(" \t\r\n\x1a") == std::string::npos)
        return ReadError{ReadErrorCode::Empty, 0, 0, {}, {}};
    return std::nullopt;
}

} // namespace

std::optional<RecordFormat> formatFromExtension(std::string_view extension)
{
    std::string lower;
    for (char c : extension) lower += char(std::tolower(static_cast<unsigned char>(c)));
    for (const Extension& e : Extensions)
        if (e.name == lower) return e.format;
    return std::nullopt;
}

std::optional<RecordFormat> formatFromPath(std::string_view path)
{
    size_t dot = path.find_last_of('.');
    size_t slash = path.find_last_of("/\\");
    if (dot == std::string_view::npos || (slash != std::string_view::npos && slash > dot))
        return std::nullopt;
    return formatFromExtension(path.substr(dot + 1));
}

std::string_view extensionOf(RecordFormat format)
{
    for (const Extension& e : Extensions)
        if (e.format == format) return e.name;
    return "";
}

std::optional<RecordFormat> detectFormat(std::string_view bytes)
{
    DecodedText text = decodeRecordText(bytes.substr(0, MaxRecordBytes), nullptr);
    return text.ok() ? formatOfText(text.utf8) : std::nullopt;
}

ReadResult readRecord(std::string_view bytes, RecordFormat format)
{
    DecodedText text;
    std::vector<UndecodableByte> skipped;
    if (std::optional<ReadError> error = decodeRecordBytes(bytes, text, skipped)) return {{}, error};
    ReadResult result = readText(text.utf8, format);
    result.skippedComments = std::move(skipped);
    return result;
}

ReadResult readRecordAnyFormat(std::string_view bytes)
{
    DecodedText text;
    std::vector<UndecodableByte> skipped;
    if (std::optional<ReadError> error = decodeRecordBytes(bytes, text, skipped)) return {{}, error};
    std::optional<RecordFormat> format = formatOfText(text.utf8);
    if (!format)
        return {{},
            ReadError{ReadErrorCode::BadSyntax, 1, 0,
                std::string(firstWord(text.utf8).substr(0, 40)), {}}};
    ReadResult result = readText(text.utf8, *format);
    result.skippedComments = std::move(skipped);
    return result;
}

std::string writeRecord(const Record& record, RecordFormat format, const WriteOptions& options)
{
    switch (format) {
    case RecordFormat::Jkf:
        return detail::writeJkf(record);
    case RecordFormat::Kif:
        return encodeText(detail::writeKif(record), TextEncoding::ShiftJis);
    case RecordFormat::Kifu:
        // The first line Kifu for Windows writes in its UTF-8 files.
        return "#KIF version=2.0 encoding=UTF-8\n" + detail::writeKif(record);
    case RecordFormat::Ki2:
        return encodeText(detail::writeKi2(record), TextEncoding::ShiftJis);
    case RecordFormat::Csa: {
        std::string text = detail::writeCsa(record, options.csaVersion);
        return options.csaVersion == CsaVersion::V30 ? text
                                                     : encodeText(text, TextEncoding::ShiftJis);
    }
    case RecordFormat::Sfen:
        return detail::writeUsi(record, false);
    case RecordFormat::Usi:
        return detail::writeUsi(record, true);
    case RecordFormat::Usen:
        return detail::writeUsen(record);
    }
    return {};
}

std::string describe(const ReadError& error)
{
    static constexpr std::array<std::string_view, 16> Names = {"not UTF-8, Shift_JIS or EUC-JP text",
        "line not understood", "bad header", "bad start position", "unknown piece", "bad square",
        "bad move number", "'same square' without a move before", "illegal move", "ambiguous move",
        "bad time", "bad JSON", "variations nested too deeply", "file too large",
        "the file is empty", "no moves, no position and no header: not a game record"};
    std::string text(Names[size_t(error.code)]);
    if (error.line > 0) text = "line " + std::to_string(error.line) + ": " + text;
    if (error.ply > 0) text += " at ply " + std::to_string(error.ply);
    if (error.position) text += ": " + shogiban::describe(*error.position) + " in";
    if (!error.detail.empty()) text += ": " + error.detail;
    if (error.badByte) text += ": " + describe(*error.badByte);
    return text;
}

std::string describeSkippedComment(const UndecodableByte& skipped)
{
    return "line " + std::to_string(skipped.line) + ": comment left out: " + describe(skipped);
}

} // namespace shogiban::record
