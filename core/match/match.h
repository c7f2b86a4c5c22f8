// A match between two players: games alternate colours, each opening is played twice (once
// with each player as sente), and the score is kept for the first player.
#pragma once

#include "match/elo.h"
#include "match/referee.h"

#include <functional>
#include <string_view>

namespace shogiban::match {

struct MatchSettings {
    int games = 2;
    MoveLimits limits;
    // A node limit for the first and the second player instead of limits.nodes (0: none), so
    // that engines of different speeds get about equal time in reproducible games.
    uint64_t playerNodes[2] = {0, 0};
    int maxPlies = 320;
    std::vector<Opening> openings; // empty: every game from the even start
    // 2: each opening with both colour assignments (fair matches); 1: each opening once, for
    // games between identical deterministic engines, where the second would repeat the first.
    int gamesPerOpening = 2;
};

// Called after each game with its number (from 0), the game, and whether the first player had
// sente in it.
using GameCallback = std::function<void(int, const PlayedGame&, bool firstIsSente)>;

MatchScore playMatch(
    Player& first, Player& second, const MatchSettings& settings, const GameCallback& onGame);

// One opening per line: "startpos [moves ...]", "sfen <SFEN> [moves ...]" or a bare SFEN
// (optionally followed by "moves ..."); blank lines and lines starting with '#' are skipped.
// nullopt with the 1-based number of the first bad line in badLine.
std::optional<std::vector<Opening>> parseOpenings(std::string_view text, int* badLine = nullptr);

} // namespace shogiban::match
