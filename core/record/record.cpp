#include "record/record.h"

#include "record/setup.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogiban::record {

namespace {

const std::string* findField(const Fields& fields, std::string_view key)
{
    auto it = std::find_if(
        fields.begin(), fields.end(), [&](const auto& field) { return field.first == key; });
    return it == fields.end() ? nullptr : &it->second;
}

void setField(Fields& fields, std::string_view key, std::string value)
{
    for (auto& field : fields)
        if (field.first == key) {
            field.second = std::move(value);
            return;
        }
    fields.emplace_back(std::string(key), std::move(value));
}

struct CsaSpecial {
    SpecialMove special;
    std::string_view name;
};

constexpr std::array<CsaSpecial, 12> CsaSpecials = {{
    {SpecialMove::Resign, "TORYO"},
    {SpecialMove::Interrupt, "CHUDAN"},
    {SpecialMove::Sennichite, "SENNICHITE"},
    {SpecialMove::TimeUp, "TIME_UP"},
    {SpecialMove::IllegalMove, "ILLEGAL_MOVE"},
    {SpecialMove::Impasse, "JISHOGI"},
    {SpecialMove::Declaration, "KACHI"},
    {SpecialMove::Draw, "HIKIWAKE"},
    {SpecialMove::MaxMoves, "MAX_MOVES"},
    {SpecialMove::Mate, "TSUMI"},
    {SpecialMove::NoMate, "FUZUMI"},
    {SpecialMove::Error, "ERROR"},
}};

} // namespace

const std::string* Record::headerValue(std::string_view key) const
{
    return findField(header, key);
}

void Record::setHeader(std::string_view key, std::string value)
{
    setField(header, key, std::move(value));
}

const std::string* Record::appValue(std::string_view key) const
{
    return findField(appFields, key);
}

void Record::setAppValue(std::string_view key, std::string value)
{
    setField(appFields, key, std::move(value));
}

void Record::removeAppValue(std::string_view key)
{
    std::erase_if(appFields, [&](const auto& field) { return field.first == key; });
}

std::string startSfenOf(const Record& record)
{
    return record.startSfen.empty() ? std::string(StartSfen) : record.startSfen;
}

int startMoveNumber(const Record& record)
{
    const std::string sfen = startSfenOf(record);
    const std::string_view rest = sfenWithoutMoveNumber(sfen);
    if (rest.size() == sfen.size()) return 1;
    const int number = std::atoi(sfen.c_str() + sfen.find_last_of(' ') + 1);
    return std::max(number, 1);
}

void setStartMoveNumber(Record& record, int number)
{
    const std::string sfen = startSfenOf(record);
    std::string numbered = std::string(sfenWithoutMoveNumber(sfen)) + ' '
        + std::to_string(std::max(number, 1));
    record.startSfen = numbered == StartSfen ? std::string() : std::move(numbered);
}

std::optional<std::string> csaSpecialName(SpecialMove special, Color sideToMove)
{
    // ILLEGAL_ACTION names the side that committed the foul: the opponent of the winner.
    if (special == SpecialMove::IllegalWin)
        return sideToMove == Black ? "-ILLEGAL_ACTION" : "+ILLEGAL_ACTION";
    if (special == SpecialMove::ForfeitWin || special == SpecialMove::ForfeitLoss)
        return std::nullopt;
    for (const CsaSpecial& s : CsaSpecials)
        if (s.special == special) return std::string(s.name);
    return "ERROR";
}

std::optional<SpecialMove> specialFromCsaName(std::string_view name, Color sideToMove)
{
    if (name == "+ILLEGAL_ACTION" || name == "-ILLEGAL_ACTION") {
        Color offender = name[0] == '+' ? Black : White;
        return offender == sideToMove ? SpecialMove::IllegalMove : SpecialMove::IllegalWin;
    }
    for (const CsaSpecial& s : CsaSpecials)
        if (s.name == name) return s.special;
    return std::nullopt;
}

std::vector<std::string> commentLines(const std::vector<std::string>& comments)
{
    std::vector<std::string> lines;
    for (const std::string& comment : comments) {
        size_t start = 0;
        for (size_t end; (end = comment.find('\n', start)) != std::string::npos; start = end + 1)
            lines.push_back(singleLine(std::string_view(comment).substr(start, end - start)));
        lines.push_back(singleLine(std::string_view(comment).substr(start)));
    }
    return lines;
}

std::string singleLine(std::string_view value)
{
    std::string line(value);
    std::replace_if(
        line.begin(), line.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    return line;
}

int mainLineMoveCount(const Record& record)
{
    return int(std::count_if(record.moves.begin(), record.moves.end(),
        [](const RecordNode& n) { return !n.isSpecial(); }));
}

} // namespace shogiban::record
