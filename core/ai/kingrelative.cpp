#include "ai/kingrelative.h"

#include "platform/files.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

namespace shogiban::ai {

// resources/eval/king-relative.txt, turned into a string by the build (core/CMakeLists.txt).
extern const char KingRelativeBuiltInText[];

namespace {

using namespace kingrelative;

constexpr std::string_view Header = "shogiban king-relative 1";

constexpr const char* PieceWords[PieceTypeNb]
    = {"", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "", "promoted-pawn",
        "promoted-lance", "promoted-knight", "promoted-silver", "horse", "dragon"};

constexpr const char* KingWords[KingSideNb] = {"own", "enemy"};

// One line of numbers in the file: its label and the features it holds, in order.
struct Row {
    std::string label;
    int first;
    int count;
};

// The rows in the order the file lists them.
const std::vector<Row>& rows()
{
    static const std::vector<Row> all = [] {
        std::vector<Row> r;
        for (KingSide k : {OwnKing, EnemyKing})
            for (int t = Pawn; t < PieceTypeNb; ++t) {
                if (t == King) continue;
                for (int dy = -MaxRankOffset; dy <= MaxRankOffset; ++dy)
                    r.push_back(
                        {std::string(KingWords[k]) + " " + PieceWords[t] + " " + std::to_string(dy),
                            boardFeature(k, PieceType(t), dy, 0), FileOffsetNb});
            }
        for (KingSide k : {OwnKing, EnemyKing})
            for (PieceType t : Hand::Kinds)
                for (int n = 1; n <= HandCountNb; ++n)
                    for (int rank = 0; rank < RankNb; ++rank)
                        r.push_back({std::string("hand-") + KingWords[k] + " " + PieceWords[t] + " "
                                + std::to_string(n) + " rank " + std::to_string(rank),
                            handFeature(k, t, n, rank, 0), KingFileNb});
        return r;
    }();
    return all;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// The numbers of one row, or an error.
std::string parseNumbers(std::string_view text, const Row& row, KingRelativeWeights& w)
{
    int found = 0;
    for (;;) {
        text = trimmed(text);
        if (text.empty()) break;
        const size_t end = std::min(text.find_first_of(" \t"), text.size());
        const std::string_view word = text.substr(0, end);
        int value = 0;
        const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (ec != std::errc() || ptr != word.data() + word.size())
            return std::string(word).insert(0, 1, '\'') + "' is not a whole number";
        if (value < -MaxKingRelativeWeight || value > MaxKingRelativeWeight)
            return std::to_string(value) + " is out of range (at most "
                + std::to_string(MaxKingRelativeWeight) + " either way)";
        if (found < row.count) w.values[size_t(row.first + found)] = int16_t(value);
        ++found;
        text.remove_prefix(end);
    }
    if (found != row.count)
        return "expected " + std::to_string(row.count) + " numbers after '" + row.label
            + ":', found " + std::to_string(found);
    return {};
}

const KingRelativeWeights& zeroWeights()
{
    static const KingRelativeWeights zero;
    return zero;
}

KingRelativeWeights& activeWeights()
{
    static KingRelativeWeights active = builtInKingRelativeWeights();
    return active;
}

bool anyWeight(const KingRelativeWeights& w)
{
    return std::any_of(w.values.begin(), w.values.end(), [](int16_t v) { return v != 0; });
}

// Whether activeWeights() has a weight other than zero.
bool& activeAny()
{
    static bool any = anyWeight(activeWeights());
    return any;
}

} // namespace

KingRelativeLoad parseKingRelativeWeights(std::string_view text)
{
    KingRelativeWeights w;
    size_t next = 0; // the row expected next
    bool headerSeen = false;
    int lineNumber = 0;
    const auto fail = [&](const std::string& what) {
        return KingRelativeLoad{std::nullopt, "line " + std::to_string(lineNumber) + ": " + what};
    };
    while (!text.empty()) {
        const size_t eol = std::min(text.find('\n'), text.size());
        const std::string_view line = trimmed(text.substr(0, eol));
        text.remove_prefix(std::min(eol + 1, text.size()));
        ++lineNumber;
        if (line.empty() || line.front() == '#') continue;
        if (!headerSeen) {
            if (line != Header) return fail("expected '" + std::string(Header) + "'");
            headerSeen = true;
            continue;
        }
        if (next == rows().size()) return fail("more lines than the format has");
        const Row& row = rows()[next];
        const size_t colon = line.find(':');
        if (colon == std::string_view::npos || trimmed(line.substr(0, colon)) != row.label)
            return fail("expected the row '" + row.label + ":'");
        if (std::string error = parseNumbers(line.substr(colon + 1), row, w); !error.empty())
            return fail(error);
        ++next;
    }
    if (!headerSeen) return {std::nullopt, "empty: no '" + std::string(Header) + "' line"};
    if (next < rows().size())
        return {std::nullopt, "ends early: the row '" + rows()[next].label + ":' is missing"};
    return {w, {}};
}

KingRelativeLoad loadKingRelativeWeightsFile(const std::string& path)
{
    std::ifstream in(platform::pathFromUtf8(path), std::ios::binary);
    if (!in) return {std::nullopt, "cannot open " + path};
    std::ostringstream text;
    text << in.rdbuf();
    KingRelativeLoad load = parseKingRelativeWeights(text.str());
    if (!load.weights) load.error = path + ": " + load.error;
    return load;
}

std::string formatKingRelativeWeights(const KingRelativeWeights& w)
{
    std::string text = std::string(Header) + "\n";
    for (const Row& row : rows()) {
        text += row.label + ":";
        for (int i = 0; i < row.count; ++i)
            text.append(1, ' ').append(std::to_string(w.values[size_t(row.first + i)]));
        text += '\n';
    }
    return text;
}

const KingRelativeWeights& builtInKingRelativeWeights()
{
    static const KingRelativeWeights builtIn = [] {
        const KingRelativeLoad load = parseKingRelativeWeights(KingRelativeBuiltInText);
        if (load.weights) return *load.weights;
        std::cerr << "shogiban: the built-in king-relative evaluation weights are unreadable ("
                  << load.error << "); playing without them\n";
        return zeroWeights();
    }();
    return builtIn;
}

const KingRelativeWeights& kingRelativeWeights()
{
    return activeWeights();
}

const KingRelativeWeights* kingRelativeWeightsInUse()
{
    return activeAny() ? &activeWeights() : nullptr;
}

KingRelativeLoad useKingRelativeWeightsFile(const std::string& path)
{
    KingRelativeLoad load = path.empty() ? KingRelativeLoad{builtInKingRelativeWeights(), {}}
                                         : loadKingRelativeWeightsFile(path);
    activeWeights() = load.weights ? *load.weights : builtInKingRelativeWeights();
    activeAny() = anyWeight(activeWeights());
    return load;
}

} // namespace shogiban::ai
