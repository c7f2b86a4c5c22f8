// A match game as a game record, so that it can be saved in any record format (KIF, CSA,
// JSON ...) and opened in Shogiban or another shogi program.
#pragma once

#include "match/referee.h"
#include "record/record.h"

#include <string>

namespace shogiban::match {

struct GameHeader {
    std::string sente;
    std::string gote;
    std::string event; // 棋戦
    std::string startTime; // 開始日時, "2026/11/29 17:30:00"
};

// The moves up to the first one the rules refuse (an illegal move that lost the game is
// recorded by the special move that ends the record instead).
record::Record recordOfGame(const PlayedGame& game, const GameHeader& header);

} // namespace shogiban::match
