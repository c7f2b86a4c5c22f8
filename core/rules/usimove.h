// USI move strings: "7g7f", "8h2b+", "P*5e". Errors are data: what is wrong and at which
// character (0-based column).
#pragma once

#include "game/gamerules.h"
#include "rules/move.h"

#include <optional>
#include <string>
#include <string_view>

namespace shogiban {

class Position;

enum class UsiMoveErrorCode {
    Empty,
    BadFile, // not a digit 1-9
    BadRank, // not a letter a-i
    BadPieceLetter, // drop of something that is not P L N S G B R
    BadDropSeparator, // a piece letter not followed by '*'
    BadSuffix, // anything after the move but a single '+' (never after a drop)
    Illegal, // well-formed but not legal in the position (see refusal)
};

struct UsiMoveError {
    UsiMoveErrorCode code;
    int column = 0;
    MoveRefusal refusal = MoveRefusal::None; // for Illegal
    bool operator==(const UsiMoveError&) const = default;
};

struct UsiMoveResult {
    Move move;
    std::optional<UsiMoveError> error;
    explicit operator bool() const { return !error.has_value(); }
};

std::string toUsi(Move m);
std::string toUsi(Square s); // "7g"

// Syntax only.
UsiMoveResult parseUsiMove(std::string_view text);
// Syntax, then legality in the position.
UsiMoveResult parseUsiMove(const Position& pos, std::string_view text);

// English, for the command line.
std::string describe(const UsiMoveError& error);

} // namespace shogiban
