// Random but playable openings for the games that tuning learns from: a few random legal
// moves from the start, kept only when a short search finds the position roughly level, so
// that the games that follow are decided by play rather than by the opening.
#pragma once

#include "rules/move.h"

#include <cstdint>
#include <random>
#include <vector>

namespace shogiban::tuning {

struct OpeningSettings {
    int plies = 8; // random moves from the start position
    int balanceDepth = 4; // depth of the search that checks the balance
    int maxImbalance = 200; // centipawns
};

// The moves of one opening from the start position; tries again until one is level.
std::vector<Move> randomOpening(const OpeningSettings& settings, std::mt19937_64& random);

} // namespace shogiban::tuning
