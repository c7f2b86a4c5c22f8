// Text forms of hasami positions and moves.
//  - Move: USI-style coordinates, origin then destination: "9i9e" (files numbered from the
//    right 1..size, ranks a.. from the top).
//  - Position: the ranks from the top separated by '/', each listing the files from the left
//    with 'b' (black man), 'w' (white man) and digits for runs of empty squares; then the side
//    to move ('b' or 'w'), then the black and the white men already captured:
//    "wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0".
#pragma once

#include "game/gamerules.h"
#include "hasami/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace shogiban::hasami {

std::string squareText(BoardSquare square);
std::optional<BoardSquare> parseSquare(std::string_view text, int size);
std::string moveText(BoardMove move);
// Only the coordinates are checked (on a board of `size`), not whether the move is legal.
std::optional<BoardMove> parseMoveText(std::string_view text, int size);

std::string boardRows(const Board& board, char separator);
std::string positionText(const Position& position);

enum class PositionTextError {
    None,
    RankCount, // not as many ranks as the board has
    RankLength, // a rank describes more or fewer squares than the board is wide
    BadCharacter, // neither 'b', 'w' nor a digit in a rank
    TooManyMen, // more men of one colour than the variant has
    NoMen, // a colour has no man on the board: there is no game
    SideToMove, // missing or not 'b'/'w'
    CapturedCounts, // missing, not numbers, or more than the men that are off the board
};

struct PositionTextResult {
    std::optional<Position> position;
    PositionTextError error = PositionTextError::None;
};

PositionTextResult parsePositionText(
    const HasamiVariant& variant, int capturesToWin, std::string_view text);

} // namespace shogiban::hasami
