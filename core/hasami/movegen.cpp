#include "hasami/movegen.h"

#include "hasami/captures.h"

#include <algorithm>
#include <bit>

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

int findMover(const Board& board, const HasamiVariant& variant, Color side, int to)
{
    const Geometry& g = board.geometry();
    const Cell own = manOf(side);
    for (int d = 0; d < OrthogonalNb; ++d) {
        int sq = g.step(to, d);
        if (!variant.oneStep)
            while (sq != NoSq && board.at(sq) == Empty) sq = g.step(sq, d);
        if (sq == NoSq) continue;
        if (board.at(sq) == own) return sq;
        const int jumper = sq == g.step(to, d) ? g.step(sq, d) : NoSq;
        if (variant.jumps && board.at(sq) != Empty && jumper != NoSq && board.at(jumper) == own)
            return jumper;
    }
    return NoSq;
}

void generateCaptureCandidates(
    const Board& board, const HasamiVariant& variant, Color side, StepList& out)
{
    const Geometry& g = board.geometry();
    const Cell own = manOf(side);
    std::array<bool, MaxSquares> target{};
    markCaptureSquares(board, variant, side, target);
    for (int to = 0; to < g.squares(); ++to) {
        if (!target[to]) continue;
        for (int d = 0; d < OrthogonalNb; ++d) {
            int sq = g.step(to, d);
            if (!variant.oneStep)
                while (sq != NoSq && board.at(sq) == Empty) sq = g.step(sq, d);
            if (sq == NoSq) continue;
            if (board.at(sq) == own) out.push({int8_t(sq), int8_t(to)});
            const bool adjacentMan = sq == g.step(to, d) && board.at(sq) != Empty;
            const int jumper = adjacentMan ? g.step(sq, d) : NoSq;
            if (variant.jumps && jumper != NoSq && board.at(jumper) == own)
                out.push({int8_t(jumper), int8_t(to)});
        }
    }
}

namespace {

// For every set of occupied squares on a line of MaxSize squares (bit i = square i), the
// number of steps the man on each square has along that line: the empty squares up to the
// next man or the edge on both sides (one each for single-step men), plus jumps over an
// adjacent man to an empty square.
struct LineStepTable {
    std::array<std::array<uint8_t, MaxSize>, 1 << MaxSize> steps{};
    LineStepTable(bool oneStep, bool jumps)
    {
        for (unsigned occupied = 0; occupied < (1u << MaxSize); ++occupied)
            for (int i = 0; i < MaxSize; ++i)
                if (occupied & (1u << i))
                    steps[occupied][i] = uint8_t(count(occupied, i, oneStep, jumps));
    }
    static int count(unsigned occupied, int i, bool oneStep, bool jumps)
    {
        auto empty = [&](int j) { return j >= 0 && j < MaxSize && !(occupied & (1u << j)); };
        auto full = [&](int j) { return j >= 0 && j < MaxSize && (occupied & (1u << j)); };
        int total = 0;
        for (int way : {-1, 1}) {
            int run = 0;
            for (int j = i + way; empty(j); j += way) ++run;
            total += oneStep ? std::min(run, 1) : run;
            if (jumps && full(i + way) && empty(i + 2 * way)) ++total;
        }
        return total;
    }
};

const LineStepTable& lineSteps(const HasamiVariant& variant)
{
    static const LineStepTable tables[2][2] = {
        {LineStepTable(false, false), LineStepTable(false, true)},
        {LineStepTable(true, false), LineStepTable(true, true)},
    };
    return tables[variant.oneStep][variant.jumps];
}

void addLineSteps(const LineStepTable& table, unsigned offBoard, std::array<uint16_t, 2> men,
    std::array<int, ColorNb>& steps)
{
    const unsigned occupied = men[0] | men[1] | offBoard;
    for (Color c : {Black, White})
        for (unsigned bits = men[c]; bits; bits &= bits - 1)
            steps[c] += table.steps[occupied][std::countr_zero(bits)];
}

} // namespace

std::array<int, ColorNb> countSteps(const Board& board, const HasamiVariant& variant)
{
    const LineStepTable& table = lineSteps(variant);
    const int size = board.size();
    // Squares beyond a smaller board's edge count as occupied: no man slides onto them.
    const unsigned offBoard = ((1u << MaxSize) - 1) & ~((1u << size) - 1);
    std::array<int, ColorNb> steps{};
    for (int line = 0; line < size; ++line) {
        addLineSteps(
            table, offBoard, {board.rankMen(Black, line), board.rankMen(White, line)}, steps);
        addLineSteps(
            table, offBoard, {board.fileMen(Black, line), board.fileMen(White, line)}, steps);
    }
    return steps;
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
