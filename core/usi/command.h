// USI input lines parsed into data: no I/O here, the engine loop (app/usi) reads the lines and
// acts on the commands. Malformed input is reported as a CommandError, never thrown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::usi {

// The arguments of "go". Times are in milliseconds; absent fields were not given.
struct GoParams {
    std::optional<int64_t> btime, wtime, binc, winc, byoyomi, movetime;
    std::optional<int> depth;
    std::optional<uint64_t> nodes;
    std::optional<int64_t> mate; // "go mate N" (ms) or "go mate infinite" (-1)
    std::optional<int> perft; // "go perft N", as in shogiban-tool perft
    bool infinite = false;
    bool ponder = false;
};

// "position startpos|sfen ... [moves ...]". The moves are kept as text: the engine checks
// them against the position it sets up.
struct PositionParams {
    std::string sfen; // empty for startpos
    std::vector<std::string> moves;
};

enum class CommandType {
    Empty,
    Usi,
    IsReady,
    SetOption,
    UsiNewGame,
    Position,
    Go,
    Stop,
    PonderHit,
    GameOver,
    Quit,
    Debug, // "d": prints the current position, a convenience of many engines
    Invalid,
};

enum class CommandError {
    None,
    UnknownCommand,
    MissingArgument,
    BadNumber,
    UnknownKeyword,
};

struct Command {
    CommandType type = CommandType::Empty;
    PositionParams position;
    GoParams go;
    std::string optionName, optionValue; // setoption
    std::string gameResult; // gameover win|lose|draw
    CommandError error = CommandError::None;
    std::string errorToken; // the word that could not be understood
};

Command parseCommand(std::string_view line);

// The text after "info string" that explains a CommandError to the GUI's log.
std::string describeError(const Command& command);

} // namespace shogiban::usi
