#include "hasami/ai/safety.h"

#include <algorithm>

namespace shogiban::hasami {

namespace {

// The most men the side to move can capture with one step.
int bestCapture(const Position& pos)
{
    StepList steps; // every capturing step is among these candidates
    generateCaptureCandidates(pos.board(), pos.variant(), pos.sideToMove(), steps);
    int best = 0;
    for (Step step : steps) best = std::max(best, pos.capturesOf(step));
    return best;
}

} // namespace

bool exposesMen(Position& pos, Step step, ManSafety safety)
{
    pos.doMove(step);
    bool exposed = false;
    if (!pos.outcome()) {
        StepList replies;
        generateCaptureCandidates(pos.board(), pos.variant(), pos.sideToMove(), replies);
        for (Step reply : replies) {
            const int taken = pos.capturesOf(reply);
            if (taken == 0) continue;
            if (safety == ManSafety::NoLoss) {
                pos.doMove(reply);
                const bool regained = !pos.outcome() && bestCapture(pos) >= taken;
                pos.undoMove();
                if (regained) continue;
            }
            exposed = true;
            break;
        }
    }
    pos.undoMove();
    return exposed;
}

void keepSafeSteps(Position& pos, StepList& steps, ManSafety safety)
{
    StepList safe;
    for (Step step : steps)
        if (pos.capturesOf(step) > 0 || !exposesMen(pos, step, safety)) safe.push(step);
    if (!safe.empty()) steps = safe;
}

} // namespace shogiban::hasami
