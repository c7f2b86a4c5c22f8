// SFEN and USI position text: "<SFEN>", "sfen <SFEN> [moves ...]",
// "position startpos|sfen <SFEN> [moves ...]", "startpos [moves ...]".
#include "record/builder.h"
#include "record/format_io.h"

#include "rules/usimove.h"

#include <algorithm>

namespace shogiban::record::detail {

namespace {

// The words of the text, as views into it, at most `limit` of them: a record with more moves
// than a record may hold is refused anyway, so the rest is never split.
std::vector<std::string_view> wordsOf(std::string_view text, size_t limit)
{
    constexpr std::string_view Space = " \t\n\v\f\r";
    std::vector<std::string_view> words;
    for (size_t at = text.find_first_not_of(Space);
         at != std::string_view::npos && words.size() < limit;) {
        const size_t end = text.find_first_of(Space, at);
        words.push_back(text.substr(at, end == std::string_view::npos ? end : end - at));
        at = end == std::string_view::npos ? end : text.find_first_not_of(Space, end);
    }
    return words;
}

// Reads the start position from words[at...]; returns the index after it, or nullopt.
std::optional<size_t> readStart(
    const std::vector<std::string_view>& words, size_t at, Record& record)
{
    if (at < words.size() && words[at] == "startpos") return at + 1;
    if (at < words.size() && words[at] == "sfen") ++at;
    if (at + 3 > words.size()) return std::nullopt;
    std::string sfen = std::string(words[at]) + ' ' + std::string(words[at + 1]) + ' '
        + std::string(words[at + 2]);
    at += 3;
    bool numbered = at < words.size() && !words[at].empty()
        && words[at].find_first_not_of("0123456789") == std::string_view::npos;
    sfen += ' ' + (numbered ? std::string(words[at++]) : std::string("1"));
    if (sfen != StartSfen) record.startSfen = sfen;
    return at;
}

} // namespace

ReadResult readUsi(std::string_view text)
{
    ReadResult result;
    // "position sfen B S H N moves" and one move more than a record holds.
    const std::vector<std::string_view> words = wordsOf(text, size_t(MaxRecordNodes) + 8);
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
    // Kept as the position writes it (hands in the usual order), as the other readers do.
    const std::string canonical = builder.position().sfen();
    result.record.startSfen = canonical == StartSfen ? std::string() : canonical;
    at = *next;
    if (at < words.size() && words[at] == "moves")
        ++at;
    else if (at < words.size()) {
        result.error = ReadError{ReadErrorCode::BadSyntax, 1, 0, std::string(words[at])};
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
            result.error = ReadError{code, 1, builder.ply() + 1, std::string(words[at])};
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
