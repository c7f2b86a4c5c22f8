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

struct PlayedGame {
    GameSoFar record; // the start position and every move played
    // One entry per move of record.moves: what the mover reported (none for opening moves).
    std::vector<std::optional<usi::InfoScore>> scores;
    Outcome outcome;
};

// Plays one game; players[Black] moves first from an even start, each within its own limits.
// maxPlies counts the opening moves too.
PlayedGame playGame(Player* players[ColorNb], const Opening& opening,
    const std::array<MoveLimits, ColorNb>& limits, int maxPlies);

} // namespace shogiban::match
