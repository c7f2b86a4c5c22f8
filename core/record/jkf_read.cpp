// Reading JKF (JSON Kifu Format). Shogiban's own fields are in moves[0]["shogiban"].
#include "record/builder.h"
#include "record/format_io.h"
#include "record/kif_common.h"
#include "record/notation.h"
#include "record/setup.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <sstream>

namespace shogiban::record::detail {

namespace {

using Json = nlohmann::ordered_json;

struct JkfError {
    ReadErrorCode code;
    int ply;
    std::string detail;
    std::optional<SfenError> position = std::nullopt;
};

class JkfReader {
public:
    explicit JkfReader(ReadResult& result)
        : m_result(result)
        , m_builder(result.record)
    {
    }

    void read(const Json& root);

private:
    void readHeader(const Json& root);
    void readInitial(const Json& root);
    void readFirstEntry(const Json& entry);
    void readLine(const Json& moves, size_t first, int depth);
    void readEntry(const Json& entry);
    void applyMoveTimes();
    Move moveOf(const Json& move) const;
    [[noreturn]] void fail(ReadErrorCode code, std::string detail) const
    {
        throw JkfError{code, m_builder.ply() + 1, std::move(detail)};
    }

    ReadResult& m_result;
    RecordBuilder m_builder;
    std::string m_moveTimes; // MoveTimesKey's value, applied once the main line is read
};

const Json* member(const Json& object, const char* key)
{
    if (!object.is_object()) return nullptr;
    auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

std::vector<std::string> stringsOf(const Json* array)
{
    std::vector<std::string> strings;
    if (array && array->is_array())
        for (const Json& item : *array)
            if (item.is_string()) strings.push_back(item.get<std::string>());
    return strings;
}

std::optional<int> intOf(const Json* value)
{
    if (!value || !value->is_number_integer()) return std::nullopt;
    auto n = value->get<int64_t>();
    return n >= -1000000000 && n <= 1000000000 ? std::optional<int>(int(n)) : std::nullopt;
}

std::optional<Square> squareOf(const Json* place)
{
    if (!place) return std::nullopt;
    std::optional<int> x = intOf(member(*place, "x")), y = intOf(member(*place, "y"));
    if (!x || !y || *x < 1 || *x > 9 || *y < 1 || *y > 9) return std::nullopt;
    return makeSquare(File(*x - 1), Rank(*y - 1));
}

std::optional<PieceType> kindOf(const Json* kind)
{
    if (!kind || !kind->is_string()) return std::nullopt;
    return pieceFromCsa(kind->get<std::string>());
}

// "KA 88-22": a short, shallow description of a move object for error messages (never a dump
// of arbitrary, possibly deeply nested, input).
std::string summaryOf(const Json& move)
{
    auto place = [&](const char* key) {
        const Json* p = member(move, key);
        std::optional<int> x = p ? intOf(member(*p, "x")) : std::nullopt;
        std::optional<int> y = p ? intOf(member(*p, "y")) : std::nullopt;
        return x && y ? std::to_string(*x) + std::to_string(*y) : std::string("?");
    };
    const Json* piece = member(move, "piece");
    std::string text = piece && piece->is_string() ? piece->get<std::string>().substr(0, 8) : "?";
    return text + " " + (member(move, "from") ? place("from") + "-" : std::string("*"))
        + place("to");
}

void JkfReader::read(const Json& root)
{
    if (!root.is_object()) fail(ReadErrorCode::BadJson, "not a JSON object");
    readHeader(root);
    readInitial(root);
    if (!m_builder.start()) {
        std::string sfen = std::move(m_result.record.startSfen);
        m_result.record.startSfen.clear();
        throw JkfError{ReadErrorCode::BadPosition, 1, sfen, m_builder.startError()};
    }
    const Json* moves = member(root, "moves");
    if (!moves || !moves->is_array()) fail(ReadErrorCode::BadJson, "moves");
    if (moves->empty()) return;
    readFirstEntry((*moves)[0]);
    readLine(*moves, 1, 0);
    applyMoveTimes();
}

void JkfReader::readHeader(const Json& root)
{
    const Json* header = member(root, "header");
    if (!header) return;
    if (!header->is_object()) fail(ReadErrorCode::BadHeader, "header");
    for (const auto& [key, value] : header->items())
        if (value.is_string()) m_result.record.header.emplace_back(key, value.get<std::string>());
}

void JkfReader::readInitial(const Json& root)
{
    const Json* initial = member(root, "initial");
    if (!initial) return;
    const Json* preset = member(*initial, "preset");
    std::string name = preset && preset->is_string() ? preset->get<std::string>() : "";
    if (name != "OTHER") {
        const HandicapName* handicap = handicapOfJkfPreset(name);
        if (!handicap) fail(ReadErrorCode::BadHeader, "preset " + name);
        if (name != "HIRATE") m_result.record.startSfen = handicap->sfen;
        return;
    }
    const Json* data = member(*initial, "data");
    const Json* board = data ? member(*data, "board") : nullptr;
    const Json* hands = data ? member(*data, "hands") : nullptr;
    if (!board || !board->is_array() || board->size() != 9 || !hands || !hands->is_array()
        || hands->size() != 2)
        fail(ReadErrorCode::BadPosition, "initial.data");
    BoardSetup setup;
    setup.sideToMove = intOf(member(*data, "color")) == 1 ? White : Black;
    for (int x = 0; x < 9; ++x) {
        const Json& column = (*board)[x];
        if (!column.is_array() || column.size() != 9) fail(ReadErrorCode::BadPosition, "board");
        for (int y = 0; y < 9; ++y) {
            const Json& square = column[y];
            std::optional<PieceType> kind = kindOf(member(square, "kind"));
            if (!kind) continue;
            Color color = intOf(member(square, "color")) == 1 ? White : Black;
            setup.board[makeSquare(File(x), Rank(y))] = makePiece(color, *kind);
        }
    }
    for (Color c : {Black, White})
        if ((*hands)[c].is_object())
            for (const auto& [kind, count] : (*hands)[c].items()) {
                std::optional<PieceType> type = pieceFromCsa(kind);
                std::optional<int> n = intOf(&count);
                if (!type || *type > Gold || !n || *n < 0 || *n > 18)
                    fail(ReadErrorCode::UnknownPiece, "hands " + kind);
                setup.hands[c][*type] = *n;
            }
    m_result.record.startSfen = setup.sfen();
}

void JkfReader::readFirstEntry(const Json& entry)
{
    m_result.record.initialComments = stringsOf(member(entry, "comments"));
    const Json* app = member(entry, "shogiban");
    if (!app || !app->is_object()) return;
    for (const auto& [key, value] : app->items()) {
        if (!value.is_string()) continue;
        if (key == StartMoveNumberKey)
            setStartMoveNumber(m_result.record, std::atoi(value.get<std::string>().c_str()));
        else if (key == MoveTimesKey)
            m_moveTimes = value.get<std::string>();
        else
            m_result.record.appFields.emplace_back(key, value.get<std::string>());
    }
}

// The main line's times to the millisecond, each where it agrees with the move's whole seconds
// (a program that changed the times and kept our field leaves its own). A token that is no
// number is passed over: the seconds stay.
void JkfReader::applyMoveTimes()
{
    std::istringstream tokens(m_moveTimes);
    std::string token;
    for (RecordNode& node : m_result.record.moves) {
        if (node.isSpecial() || !(tokens >> token)) break;
        int64_t ms = -1;
        const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), ms);
        if (error != std::errc() || end != token.data() + token.size() || ms < 0) continue;
        if (node.elapsedMs && *node.elapsedMs / 1000 == ms / 1000) node.elapsedMs = ms;
    }
}

// Reads moves[first..] as one line, then the variations (forks), deepest first so that going
// back for one never leaves the path of the next.
void JkfReader::readLine(const Json& moves, size_t first, int depth)
{
    if (depth > RecordBuilder::MaxVariationDepth) fail(ReadErrorCode::VariationTooDeep, "forks");
    int startPly = m_builder.ply();
    for (size_t i = first; i < moves.size() && !m_builder.lineEnded(); ++i) readEntry(moves[i]);
    size_t last = std::min(moves.size(), first + size_t(m_builder.ply() - startPly));
    for (size_t i = last; i-- > first;) {
        const Json* forks = member(moves[i], "forks");
        if (!forks || !forks->is_array()) continue;
        for (const Json& fork : *forks) {
            if (!fork.is_array()) fail(ReadErrorCode::BadJson, "forks");
            m_builder.backTo(startPly + int(i - first));
            readLine(fork, 0, depth + 1);
        }
    }
}

void JkfReader::readEntry(const Json& entry)
{
    if (!entry.is_object()) fail(ReadErrorCode::BadJson, "moves entry");
    RecordBuilder::Append appended;
    if (const Json* move = member(entry, "move")) {
        appended = m_builder.appendMove(moveOf(*move));
    } else if (const Json* special = member(entry, "special")) {
        std::string name = special->is_string() ? special->get<std::string>() : "";
        // The CSA names, or a Kakinoki word (what JKF writes for a game not played).
        std::optional<SpecialMove> s = specialFromCsaName(name, m_builder.position().sideToMove());
        if (!s) s = detail::specialFromKifName(name);
        if (!s) fail(ReadErrorCode::BadSyntax, "special " + name);
        appended = m_builder.appendSpecial(*s);
    } else {
        fail(ReadErrorCode::BadJson, "moves entry without move or special");
    }
    if (appended == RecordBuilder::Append::TooDeep) fail(ReadErrorCode::VariationTooDeep, "forks");
    if (appended == RecordBuilder::Append::TooMany)
        fail(ReadErrorCode::TooLarge, RecordBuilder::tooManyText());
    if (appended == RecordBuilder::Append::Illegal) {
        const Json* move = member(entry, "move");
        fail(ReadErrorCode::IllegalMove, move ? summaryOf(*move) : std::string("special"));
    }
    RecordNode& node = *m_builder.current();
    node.comments = stringsOf(member(entry, "comments"));
    if (const Json* bookmark = member(entry, "bookmark"); bookmark && bookmark->is_string())
        node.bookmark = bookmark->get<std::string>();
    const Json* time = member(entry, "time");
    const Json* now = time ? member(*time, "now") : nullptr;
    if (now) {
        int64_t seconds = int64_t(intOf(member(*now, "h")).value_or(0)) * 3600
            + int64_t(intOf(member(*now, "m")).value_or(0)) * 60
            + intOf(member(*now, "s")).value_or(0);
        if (seconds < 0) fail(ReadErrorCode::BadTime, "time");
        node.elapsedMs = seconds * 1000;
    }
}

Move JkfReader::moveOf(const Json& move) const
{
    std::optional<Square> to = squareOf(member(move, "to"));
    std::optional<PieceType> piece = kindOf(member(move, "piece"));
    if (!piece) fail(ReadErrorCode::UnknownPiece, summaryOf(move));
    if (!to) {
        // "same" without "to": the destination of the move before.
        const Json* same = member(move, "same");
        if (!same || !same->is_boolean() || !same->get<bool>() || !m_builder.previousTo())
            fail(ReadErrorCode::BadSquare, summaryOf(move));
        to = m_builder.previousTo();
    }
    const Json* fromJson = member(move, "from");
    if (!fromJson) {
        if (*piece > Gold) fail(ReadErrorCode::IllegalMove, summaryOf(move));
        return Move::drop(*piece, *to);
    }
    std::optional<Square> from = squareOf(fromJson);
    if (!from) fail(ReadErrorCode::BadSquare, summaryOf(move));
    if (typeOf(m_builder.position().pieceOn(*from)) != *piece)
        fail(ReadErrorCode::IllegalMove, summaryOf(move));
    const Json* promote = member(move, "promote");
    return Move::normal(*from, *to, promote && promote->is_boolean() && promote->get<bool>());
}

// The deepest nesting of arrays and objects, counted without parsing: nlohmann/json copies and
// prints values recursively, so deeper input than a kifu ever needs is refused before that.
int nestingDepth(std::string_view text)
{
    int depth = 0, deepest = 0;
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

int lineOfOffset(std::string_view text, size_t offset)
{
    offset = std::min(offset, text.size());
    return 1 + int(std::count(text.begin(), text.begin() + offset, '\n'));
}

} // namespace

ReadResult readJkf(std::string_view text)
{
    ReadResult result;
    // A line of forks costs 3 levels and a move 3 more: 64 variation levels fit in 512.
    constexpr int MaxNesting = 512;
    if (nestingDepth(text) > MaxNesting) {
        result.error = ReadError{ReadErrorCode::VariationTooDeep, 0, 0, "JSON nesting"};
        return result;
    }
    Json root;
    try {
        root = Json::parse(text);
    } catch (const Json::parse_error& e) {
        result.error = ReadError{ReadErrorCode::BadJson, lineOfOffset(text, e.byte), 0, e.what()};
        return result;
    }
    JkfReader reader(result);
    try {
        reader.read(root);
    } catch (const JkfError& e) {
        result.error = ReadError{e.code, 0, e.ply, e.detail, std::nullopt, e.position};
    }
    return result;
}

} // namespace shogiban::record::detail
