// Static evaluation of hasami-family positions, from the side to move's point of view, in
// hundredths of a man. Material and mobility for every game; in games with a five-in-a-row
// goal also the open lines each side can still fill.
#pragma once

#include "hasami/position.h"

namespace shogiban::hasami {

constexpr int ManValue = 100;

int evaluate(const Position& position);

} // namespace shogiban::hasami
