// SFEN and USI position text: "<SFEN>", "sfen <SFEN> [moves ...]",
// "position startpos|sfen <SFEN> [moves ...]", "startpos [moves ...]".
#include "record/builder.h"
#include "record/format_io.h"

#include "rules/usimove.h"

#include <algorithm>
#include <sstream>

namespace shogiban::record::detail {

namespace {

std::vector<std::string> wordsOf(std::string_view text)
{
    std::vector<std::string> words;
    std::istringstream in{std::string(text)};
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

// Reads the start position from words[at...]; returns the index after it, or nullopt.
std::optional<size_t> readStart(const std::vector<std::string>& words, size_t at, Record& record)
{
    if (at < words.size() && words[at] == "startpos") return at + 1;
    if (at < words.size() && words[at] == "sfen") ++at;
    if (at + 3 > words.size()) return std::nullopt;
    std::string sfen = words[at] + ' ' + words[at + 1] + ' ' + words[at + 2];
    at += 3;
    bool numbered = at < words.size() && !words[at].empty()
        && words[at].find_first_not_of("0123456789") == std::string::npos;
    sfen += ' ' + (numbered ? words[at++] : std::string("1"));
    if (sfen != StartSfen) record.startSfen = sfen;
    return at;
}

} // namespace

ReadResult readUsi(std::string_view text)
{
    ReadResult result;
    std::vector<std::string> words = wordsOf(text);
    size_t at = !words.empty() && words[0] == "position" ? 1 : 0;
    std::optional<size_t> next = readStart(words, at, result.record);
    RecordBuilder builder(result.record);
    if (!next || !builder.start()) {
        result.record.startSfen.clear();
        result.error = ReadError{ReadErrorCode::BadPosition, 1, 0,
            std::string(text.substr(0, std::min(text.find_first_of("\r\n"), size_t(120)))),
            std::nullopt, next ? builder.startError() : std::nullopt};
        return result;
    }
    at = *next;
    if (at < words.size() && words[at] == "moves")
        ++at;
    else if (at < words.size()) {
        result.error = ReadError{ReadErrorCode::BadSyntax, 1, 0, words[at]};
        return result;
    }
    for (; at < words.size(); ++at) {
        UsiMoveResult move = parseUsiMove(builder.position(), words[at]);
        const RecordBuilder::Append appended
            = move ? builder.appendMove(move.move) : RecordBuilder::Append::Illegal;
        if (appended == RecordBuilder::Append::TooMany) {
            result.error = ReadError{ReadErrorCode::TooLarge, 1, 0, RecordBuilder::tooManyText()};
            return result;
        }
        if (appended != RecordBuilder::Append::Done) {
            auto code = move || (move.error->code == UsiMoveErrorCode::Illegal)
                ? ReadErrorCode::IllegalMove
                : ReadErrorCode::BadSyntax;
            result.error = ReadError{code, 1, builder.ply() + 1, words[at]};
            return result;
        }
    }
    return result;
}

std::string writeUsi(const Record& record, bool positionCommand)
{
    std::string text = positionCommand ? "position " : "";
    if (positionCommand && record.startSfen.empty())
        text += "startpos";
    else
        text += (positionCommand || !record.moves.empty() ? "sfen " : "") + startSfenOf(record);
    Position pos;
    pos.setSfen(startSfenOf(record));
    for (const RecordNode& node : record.moves) {
        if (node.isSpecial() || !pos.isLegal(node.move)) break;
        text += pos.pliesPlayed() == 0 ? " moves " : " ";
        text += toUsi(node.move);
        pos.doMove(node.move);
    }
    return text + "\n";
}

} // namespace shogiban::record::detail
