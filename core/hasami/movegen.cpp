#include "hasami/movegen.h"

namespace shogiban::hasami {

namespace {

// Calls visit(to) for every square the man on `from` can reach.
template <typename Visit>
void forEachTarget(const Board& board, const HasamiVariant& variant, int from, Visit&& visit)
{
    const Geometry& g = board.geometry();
    for (int d = 0; d < OrthogonalNb; ++d) {
        int sq = g.step(from, d);
        if (sq == NoSq) continue;
        if (board.at(sq) != Empty) {
            int behind = g.step(sq, d);
            if (variant.jumps && behind != NoSq && board.at(behind) == Empty) visit(behind);
            continue;
        }
        visit(sq);
        if (variant.oneStep) continue;
        for (sq = g.step(sq, d); sq != NoSq && board.at(sq) == Empty; sq = g.step(sq, d)) visit(sq);
    }
}

} // namespace

void generateSteps(const Board& board, const HasamiVariant& variant, Color side, StepList& out)
{
    const Cell own = manOf(side);
    const int squares = board.geometry().squares();
    for (int from = 0; from < squares; ++from) {
        if (board.at(from) != own) continue;
        forEachTarget(board, variant, from, [&](int to) { out.push({int8_t(from), int8_t(to)}); });
    }
}

int countSteps(const Board& board, const HasamiVariant& variant, Color side)
{
    const Cell own = manOf(side);
    const int squares = board.geometry().squares();
    int count = 0;
    for (int from = 0; from < squares; ++from)
        if (board.at(from) == own) forEachTarget(board, variant, from, [&](int) { ++count; });
    return count;
}

bool hasAnyStep(const Board& board, const HasamiVariant& variant, Color side)
{
    const Cell own = manOf(side);
    const Geometry& g = board.geometry();
    for (int from = 0; from < g.squares(); ++from) {
        if (board.at(from) != own) continue;
        for (int d = 0; d < OrthogonalNb; ++d) {
            int sq = g.step(from, d);
            if (sq == NoSq) continue;
            if (board.at(sq) == Empty) return true;
            int behind = g.step(sq, d);
            if (variant.jumps && behind != NoSq && board.at(behind) == Empty) return true;
        }
    }
    return false;
}

bool isStepPossible(const Board& board, const HasamiVariant& variant, Step step)
{
    if (board.at(step.from) == Empty) return false;
    bool found = false;
    forEachTarget(board, variant, step.from, [&](int to) { found = found || to == step.to; });
    return found;
}

} // namespace shogiban::hasami
