#include "usi/command.h"

#include "usi/tokens.h"

#include <algorithm>
#include <array>
#include <utility>

namespace shogiban::usi {

namespace {

using Words = std::vector<std::string_view>;

Command invalid(CommandError error, std::string_view token)
{
    Command c;
    c.type = CommandType::Invalid;
    c.error = error;
    c.errorToken = printableWord(token);
    return c;
}

// "setoption name N [value V]": names and values may contain spaces.
Command parseSetOption(const Words& w)
{
    if (w.size() < 3 || w[1] != "name") return invalid(CommandError::MissingArgument, "name");
    auto valueAt = std::find(w.begin() + 2, w.end(), "value");
    size_t valueIndex = size_t(valueAt - w.begin());
    Command c;
    c.type = CommandType::SetOption;
    c.optionName = joinWords(w, 2, valueIndex);
    if (valueAt != w.end()) c.optionValue = joinWords(w, valueIndex + 1, w.size());
    if (c.optionName.empty()) return invalid(CommandError::MissingArgument, "name");
    return c;
}

// "position startpos|sfen B S H N [moves ...]"
Command parsePosition(const Words& w)
{
    if (w.size() < 2) return invalid(CommandError::MissingArgument, "startpos|sfen");
    Command c;
    c.type = CommandType::Position;
    size_t i = 2;
    if (w[1] == "sfen") {
        auto movesAt = std::find(w.begin() + 2, w.end(), "moves");
        i = size_t(movesAt - w.begin());
        c.position.sfen = joinWords(w, 2, i);
        if (c.position.sfen.empty()) return invalid(CommandError::MissingArgument, "sfen");
    } else if (w[1] != "startpos") {
        return invalid(CommandError::UnknownKeyword, w[1]);
    }
    if (i < w.size()) {
        if (w[i] != "moves") return invalid(CommandError::UnknownKeyword, w[i]);
        for (++i; i < w.size(); ++i) c.position.moves.emplace_back(w[i]);
    }
    return c;
}

template <typename T> bool readNumber(const Words& w, size_t& i, std::optional<T>& out)
{
    if (i + 1 >= w.size()) return false;
    auto value = parseNumber<T>(w[++i]);
    if (!value || *value < 0) return false;
    out = *value;
    return true;
}

Command parseGo(const Words& w)
{
    Command c;
    c.type = CommandType::Go;
    GoParams& g = c.go;
    const std::array<std::pair<std::string_view, std::optional<int64_t>*>, 6> times = {{
        {"btime", &g.btime},
        {"wtime", &g.wtime},
        {"binc", &g.binc},
        {"winc", &g.winc},
        {"byoyomi", &g.byoyomi},
        {"movetime", &g.movetime},
    }};
    for (size_t i = 1; i < w.size(); ++i) {
        auto timeField = std::find_if(
            times.begin(), times.end(), [&](const auto& t) { return t.first == w[i]; });
        bool ok = true;
        if (timeField != times.end())
            ok = readNumber(w, i, *timeField->second);
        else if (w[i] == "depth")
            ok = readNumber(w, i, g.depth);
        else if (w[i] == "nodes")
            ok = readNumber(w, i, g.nodes);
        else if (w[i] == "perft")
            ok = readNumber(w, i, g.perft);
        else if (w[i] == "infinite")
            g.infinite = true;
        else if (w[i] == "ponder")
            g.ponder = true;
        else if (w[i] == "mate") {
            if (i + 1 < w.size() && w[i + 1] == "infinite") {
                g.mate = -1;
                ++i;
            } else {
                ok = readNumber(w, i, g.mate);
            }
        } else {
            return invalid(CommandError::UnknownKeyword, w[i]);
        }
        if (!ok) return invalid(CommandError::BadNumber, w[std::min(i, w.size() - 1)]);
    }
    return c;
}

Command simple(CommandType type)
{
    Command c;
    c.type = type;
    return c;
}

} // namespace

Command parseCommand(std::string_view line)
{
    Words w = splitWords(line);
    if (w.empty()) return simple(CommandType::Empty);
    const std::string_view name = w[0];
    if (name == "usi") return simple(CommandType::Usi);
    if (name == "isready") return simple(CommandType::IsReady);
    if (name == "usinewgame") return simple(CommandType::UsiNewGame);
    if (name == "stop") return simple(CommandType::Stop);
    if (name == "ponderhit") return simple(CommandType::PonderHit);
    if (name == "quit") return simple(CommandType::Quit);
    if (name == "d") return simple(CommandType::Debug);
    if (name == "setoption") return parseSetOption(w);
    if (name == "position") return parsePosition(w);
    if (name == "go") return parseGo(w);
    if (name == "gameover") {
        Command c = simple(CommandType::GameOver);
        if (w.size() > 1) c.gameResult = std::string(w[1]);
        return c;
    }
    return invalid(CommandError::UnknownCommand, name);
}

std::string describeError(const Command& command)
{
    switch (command.error) {
    case CommandError::None:
        return {};
    case CommandError::UnknownCommand:
        return "unknown command: " + command.errorToken;
    case CommandError::MissingArgument:
        return "missing argument: " + command.errorToken;
    case CommandError::BadNumber:
        return "bad number after: " + command.errorToken;
    case CommandError::UnknownKeyword:
        return "unknown keyword: " + command.errorToken;
    }
    return {};
}

} // namespace shogiban::usi
