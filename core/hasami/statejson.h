// The state of a hasami-family game as one JSON object, the output of
// `shogiban-tool replay --json`:
//   {"board": [rank strings from the top, files from the left, 'b', 'w', '.'],
//    "side_to_move": "black"|"white", "captured": {"black": N, "white": N},
//    "result": {"winner": "black"|"white"|null, "reason": "..."} or null}
// captured.black counts black men captured by white.
#pragma once

#include "game/gamerules.h"

#include <string>
#include <vector>

namespace shogiban::hasami {

// The board as rank strings from the top, each listing the files from the left.
std::vector<std::string> rankStrings(const GameRules& rules);
std::string stateJson(const GameRules& rules);

} // namespace shogiban::hasami
