// Engine output in USI form: "info ..." lines and "bestmove ...".
#pragma once

#include "ai/search.h"
#include "mate/matesolver.h"

#include <string>

namespace shogiban::usi {

// "cp 35", "mate 5" (the side to move mates in 5 plies) or "mate -4".
std::string formatScore(ai::Value value);
std::string formatInfo(const ai::SearchInfo& info);
// "bestmove 7g7f ponder 3c3d", "bestmove resign" or "bestmove win".
std::string formatBestMove(const ai::SearchResult& result, bool withPonder);
// The answer to "go mate": "checkmate <moves>", "checkmate nomate" or "checkmate timeout".
std::string formatCheckmate(const mate::MateResult& result);

} // namespace shogiban::usi
