// How hasami men move: rook slides (or single steps) to empty squares, plus the dai hasami
// jump over one adjacent man to the empty square just behind it.
#pragma once

#include "hasami/board.h"
#include "hasami/fixedlist.h"
#include "hasami/variant.h"

#include <array>
#include <cstdint>

namespace shogiban::hasami {

struct Step {
    int8_t from = NoSq;
    int8_t to = NoSq;
    bool operator==(const Step&) const = default;
};

// 18 men with at most 16 slides and 4 jumps each.
constexpr int MaxSteps = 18 * 20;
using StepList = FixedList<Step, MaxSteps>;

void generateSteps(const Board& board, const HasamiVariant& variant, Color side, StepList& out);
// A man of `side` that can step to the empty square `to`, or NoSq.
int findMover(const Board& board, const HasamiVariant& variant, Color side, int to);
// The steps of `side` that may capture: a superset of the capturing steps, landing next to an
// enemy man on squares where an arriving man would capture.
void generateCaptureCandidates(
    const Board& board, const HasamiVariant& variant, Color side, StepList& out);
// The number of steps generateSteps would produce for each side (mobility), without building
// the lists.
std::array<int, ColorNb> countSteps(const Board& board, const HasamiVariant& variant);
// Whether `side` has any step at all (stops at the first one found).
bool hasAnyStep(const Board& board, const HasamiVariant& variant, Color side);
// Whether the man on step.from may move to step.to (ignores whose turn it is).
bool isStepPossible(const Board& board, const HasamiVariant& variant, Step step);

} // namespace shogiban::hasami
