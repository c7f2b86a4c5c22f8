// Level 10's safety rule: which of its men a move may leave to the opponent's next capture.
#pragma once

#include "hasami/position.h"

#include <cstdint>

namespace shogiban::hasami {

enum class ManSafety : uint8_t {
    Any, // the search alone decides
    NoMan, // no man at all
    // No man whose capture cannot be answered at once by capturing as many men back: an
    // exchange is not a loss.
    NoLoss,
};

// Whether the opponent could capture at once after `step` (with ManSafety::NoLoss: capture
// more men than it would lose back at once). `pos` is restored before returning.
bool exposesMen(Position& pos, Step step, ManSafety safety);
// Drops the steps that expose men, unless they capture themselves or no step is safe.
void keepSafeSteps(Position& pos, StepList& steps, ManSafety safety);

} // namespace shogiban::hasami
