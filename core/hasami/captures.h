// Which enemy men a move captures. Only the moving side captures, and only enclosures that
// the moved man completes: every rule below starts from the square the man arrived on.
//  - custodian: one or several enemy men in a line on a rank or file, with the moved man at
//    one end and another man of the mover at the other;
//  - edge groups (variant.edgeCaptures): a line of enemy men lying along an edge, captured when
//    each end is the mover's man or the board's end (a corner) and every square on its inner
//    side holds a man of the mover; a single man is captured this way only in a corner;
//  - intervention (variant.intervention): the moved man lands between two enemy men on a line
//    and captures both.
#pragma once

#include "hasami/board.h"
#include "hasami/fixedlist.h"
#include "hasami/variant.h"

#include <array>
#include <cstdint>

namespace shogiban::hasami {

using SquareList = FixedList<int8_t, MaxSquares>;

// `board` shows the position after the man of `side` has moved to `to` and before any capture;
// the captured squares are appended to `out` once each.
void findCaptures(
    const Board& board, const HasamiVariant& variant, int to, Color side, SquareList& out);

// The men the man on `from` (of colour `side`) would capture by moving to `to` (in `board`,
// before the move), appended to `out` once each.
void findStepCaptures(const Board& board, const HasamiVariant& variant, int from, int to,
    Color side, SquareList& out);
// Marks in `out` the empty squares where a man of `side` arriving from nowhere would capture:
// every square where some step of `side` captures, since leaving a square can only open an
// enclosure. Found a rank or file at a time from a table, so that the search can skip the
// squares where nothing is captured.
void markCaptureSquares(const Board& board, const HasamiVariant& variant, Color side,
    std::array<bool, MaxSquares>& out);
// How many men the man on `from` (of colour `side`) would capture by moving to `to`.
int captureCount(const Board& board, const HasamiVariant& variant, int from, int to, Color side);

} // namespace shogiban::hasami
