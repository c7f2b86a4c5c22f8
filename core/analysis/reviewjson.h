// A game review as JSON, the output of `shogiban-tool analyse --json`: one array with an object
// per move of the main line,
//   {"ply": 1, "move": "7g7f", "score": 35, "best": "2g2f", "mark": null}
// score: centipawns after the move, from sente's point of view (omitted when a mate is found,
// then "mate": plies to mate, positive when sente mates, 0 when the move checkmated); best: the
// engine's move in the position before (USI); mark: "inaccuracy", "mistake", "blunder" or null.
// Moves whose positions were not searched are left out.
// With withLines (`--multipv N` above 1) each object also has "lines": the engine's N best moves
// in the position before the move, best first, each {"move": "2g2f", "score": 40, "pv": [...]}
// with its score from sente's point of view ("mate" instead, as above) and its line in USI.
#pragma once

#include "analysis/review.h"

#include <string>

namespace shogiban::analysis {

std::string reviewJson(const GameReview& review, bool withLines = false);

} // namespace shogiban::analysis
