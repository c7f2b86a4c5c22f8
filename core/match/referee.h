// The referee of one game between two players: it checks every move against the rules and
// ends the game by them (mate, sennichite, perpetual check, illegal move, resignation, the
// 27-point declaration, the move limit).
#pragma once

#include "game/gamerules.h"
#include "match/player.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace shogiban {
class Position;
}

namespace shogiban::match {

// Where a game starts: an SFEN (empty = the even-game start) and moves played from it.
struct Opening {
    std::string sfen;
    std::vector<std::string> moves;
};

// How long a player took over its moves.
struct ThinkTime {
    int moves = 0;
    int64_t totalMs = 0;
    int64_t longestMs = 0;
    int overLimit = 0; // moves that took longer than the byoyomi or movetime
    bool timed = false; // some moves had a clock (not a node or depth limit)

    void add(int64_t ms, const MoveLimits& limits);
    ThinkTime& operator+=(const ThinkTime& other);
};

struct PlayedGame {
    GameSoFar record; // the start position and every move played
    // One entry per move of record.moves: what the mover reported and how long it took to
    // answer (none for opening moves).
    std::vector<std::optional<usi::InfoScore>> scores;
    std::vector<std::optional<int64_t>> thinkMs;
    std::array<ThinkTime, ColorNb> thinkTime; // by colour
    Outcome outcome;
};

// Plays one game; players[Black] moves first from an even start, each within its own limits.
// maxPlies counts the opening moves too.
PlayedGame playGame(Player* players[ColorNb], const Opening& opening,
    const std::array<MoveLimits, ColorNb>& limits, int maxPlies);

} // namespace shogiban::match
