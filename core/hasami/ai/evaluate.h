// Static evaluation of hasami-family positions, from the side to move's point of view, in
// hundredths of a man. Material and mobility for every game; in games with a five-in-a-row
// goal also the open lines each side can still fill.
#pragma once

#include "hasami/position.h"

namespace shogiban::hasami {

constexpr int ManValue = 100;

// `threats`: count the side to move's men that the opponent threatens to capture next move
// (the knowledge that sets the upper levels apart).
int evaluate(const Position& position, bool threats);

} // namespace shogiban::hasami
