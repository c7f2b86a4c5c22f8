// Between a record and a game: the position after any ply of a line, the moves to replay in
// the game rules, and a record made from a game that was played.
#pragma once

#include "game/gamerules.h"
#include "record/record.h"
#include "rules/position.h"

#include <memory>
#include <optional>
#include <vector>

namespace shogiban::record {

// The main line's moves (without the special move at its end).
std::vector<Move> mainLineMoves(const Record& record);
// The special move ending the main line, if any.
std::optional<SpecialMove> mainLineEnding(const Record& record);

// The position after `ply` moves of the main line (-1 or beyond the end: after the last move).
// The record must be one a reader produced (or otherwise legal).
Position positionAfter(const Record& record, int ply = -1);

// A board move of the GameRules interface from a shogi move, and back.
BoardMove toBoardMove(Move move);
Move fromBoardMove(const BoardMove& move);

// Shogi rules set up at the record's start with the main line played and its result set.
// nullptr when the rules refuse the start position or a move.
std::unique_ptr<GameRules> rulesFromRecord(const Record& record);

// The outcome a special move means, given the side to move when it happened.
std::optional<Outcome> outcomeOf(SpecialMove special, Color sideToMove);
// The special move that records an outcome, given the side to move at the end.
SpecialMove specialOf(const Outcome& outcome, Color sideToMove);

// A record of a played game: its start position, moves and, when it is over, its outcome.
Record recordFromGame(
    std::string_view startSfen, const std::vector<Move>& moves, std::optional<Outcome> outcome);

} // namespace shogiban::record
