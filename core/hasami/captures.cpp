#include "hasami/captures.h"

#include <bit>

namespace shogiban::hasami {

namespace {

using Run = FixedList<int8_t, MaxSize>;

// The board as it is.
struct AsIs {
    const Board& board;
    Cell at(int sq) const { return board.at(sq); }
};

// The board after the man on `from` moved to `to`, without copying it: capture detection runs
// for most candidate moves during a search.
struct AfterStep {
    const Board& board;
    int from;
    int to;
    Cell man;
    Cell at(int sq) const { return sq == to ? man : (sq == from ? Empty : board.at(sq)); }
};

void addAll(const Run& run, SquareList& out)
{
    for (int8_t sq : run)
        if (!out.contains(sq)) out.push(sq);
}

// The enemy men from `first` onwards in direction d; returns the square after them.
template <typename View>
int collectRun(const View& view, const Geometry& g, int first, int d, Cell enemy, Run& run)
{
    int sq = first;
    for (; sq != NoSq && view.at(sq) == enemy; sq = g.step(sq, d)) run.push(int8_t(sq));
    return sq;
}

template <typename View>
void custodian(const View& view, const Geometry& g, int to, Cell own, Cell enemy, SquareList& out)
{
    for (int d = 0; d < OrthogonalNb; ++d) {
        Run run;
        int end = collectRun(view, g, g.step(to, d), d, enemy, run);
        if (!run.empty() && end != NoSq && view.at(end) == own) addAll(run, out);
    }
}

template <typename View>
void intervention(const View& view, const Geometry& g, int to, Cell enemy, SquareList& out)
{
    for (int d : {Up, Left}) {
        int a = g.step(to, d);
        int b = g.step(to, opposite(d));
        if (a == NoSq || b == NoSq || view.at(a) != enemy || view.at(b) != enemy) continue;
        if (!out.contains(int8_t(a))) out.push(int8_t(a));
        if (!out.contains(int8_t(b))) out.push(int8_t(b));
    }
}

template <typename View> bool endEncloses(const View& view, int end, Cell own)
{
    return end == NoSq || view.at(end) == own;
}

// The line along the edge that `man` lies on (the edge faced in direction `edge`).
template <typename View>
void edgeLine(
    const View& view, const Geometry& g, int man, int edge, Cell own, Cell enemy, SquareList& out)
{
    const int along = edge < 2 ? Left : Up; // the two directions parallel to the edge
    Run run;
    int endA = collectRun(view, g, man, along, enemy, run);
    int endB = collectRun(view, g, g.step(man, opposite(along)), opposite(along), enemy, run);
    if (!endEncloses(view, endA, own) || !endEncloses(view, endB, own)) return;
    if (run.size() == 1 && endA != NoSq && endB != NoSq) return; // a lone man off the corner
    for (int8_t sq : run)
        if (view.at(g.step(sq, opposite(edge))) != own) return;
    addAll(run, out);
}

template <typename View>
void edgeGroups(const View& view, const Geometry& g, int to, Cell own, Cell enemy, SquareList& out)
{
    for (int d = 0; d < OrthogonalNb; ++d) {
        int man = g.step(to, d);
        if (man == NoSq || view.at(man) != enemy) continue;
        for (int edge = 0; edge < OrthogonalNb; ++edge)
            if (g.step(man, edge) == NoSq) edgeLine(view, g, man, edge, own, enemy, out);
    }
}

template <typename View>
void capturesIn(const View& view, const Geometry& g, const HasamiVariant& variant, int to,
    Color side, SquareList& out)
{
    const Cell own = manOf(side);
    const Cell enemy = manOf(~side);
    custodian(view, g, to, own, enemy, out);
    if (variant.intervention) intervention(view, g, to, enemy, out);
    if (variant.edgeCaptures) edgeGroups(view, g, to, own, enemy, out);
}

// For every line of MaxSize cells (in base 3, digit i = cell i: 0 empty, 1 own man, 2 enemy
// man), the empty cells where an own man arriving captures along the line: custodian at
// either side, and with intervention between two enemy men.
struct LineCaptureTable {
    static constexpr int Lines = 19683; // 3^MaxSize
    std::array<uint16_t, 1 << MaxSize> base3{}; // the cells of a bit mask as base-3 ones
    std::array<std::array<uint16_t, Lines>, 2> squares{}; // [intervention][line]

    LineCaptureTable()
    {
        for (unsigned mask = 0; mask < base3.size(); ++mask)
            for (int i = 0, power = 1; i < MaxSize; ++i, power *= 3)
                if (mask & (1u << i)) base3[mask] = uint16_t(base3[mask] + power);
        for (int line = 0; line < Lines; ++line) {
            std::array<int, MaxSize> cells{};
            for (int i = 0, rest = line; i < MaxSize; ++i, rest /= 3) cells[i] = rest % 3;
            for (bool intervention : {false, true})
                squares[intervention][line] = capturing(cells, intervention);
        }
    }

    static uint16_t capturing(const std::array<int, MaxSize>& cells, bool intervention)
    {
        auto at = [&](int i) { return i >= 0 && i < MaxSize ? cells[i] : 0; };
        uint16_t result = 0;
        for (int i = 0; i < MaxSize; ++i) {
            if (cells[i] != 0) continue;
            bool captures = intervention && at(i - 1) == 2 && at(i + 1) == 2;
            for (int way : {-1, 1}) {
                int j = i + way;
                while (at(j) == 2) j += way;
                captures = captures || (j != i + way && at(j) == 1);
            }
            if (captures) result = uint16_t(result | (1u << i));
        }
        return result;
    }
};

const LineCaptureTable& lineCaptures()
{
    static const LineCaptureTable table;
    return table;
}

} // namespace

void markCaptureSquares(
    const Board& board, const HasamiVariant& variant, Color side, std::array<bool, MaxSquares>& out)
{
    const LineCaptureTable& table = lineCaptures();
    const auto& squares = table.squares[variant.intervention];
    const Geometry& g = board.geometry();
    const unsigned onBoard = (1u << board.size()) - 1;
    auto capturing = [&](uint16_t own, uint16_t enemy) {
        return squares[table.base3[own] + 2 * table.base3[enemy]] & onBoard;
    };
    for (int line = 0; line < board.size(); ++line) {
        for (unsigned bits = capturing(board.rankMen(side, line), board.rankMen(~side, line)); bits;
             bits &= bits - 1)
            out[g.square(std::countr_zero(bits), line)] = true;
        for (unsigned bits = capturing(board.fileMen(side, line), board.fileMen(~side, line)); bits;
             bits &= bits - 1)
            out[g.square(line, std::countr_zero(bits))] = true;
    }
    if (!variant.edgeCaptures) return;
    // Edge groups: the arriving man lands next to an enemy man on an edge.
    const Cell enemy = manOf(~side);
    for (int man = 0; man < g.squares(); ++man) {
        if (board.at(man) != enemy || !g.onEdge(man)) continue;
        for (int d = 0; d < OrthogonalNb; ++d) {
            const int to = g.step(man, d);
            if (to == NoSq || board.at(to) != Empty || out[to]) continue;
            SquareList captured;
            findStepCaptures(board, variant, NoSq, to, side, captured);
            out[to] = !captured.empty();
        }
    }
}

void findCaptures(
    const Board& board, const HasamiVariant& variant, int to, Color side, SquareList& out)
{
    capturesIn(AsIs{board}, board.geometry(), variant, to, side, out);
}

void findStepCaptures(
    const Board& board, const HasamiVariant& variant, int from, int to, Color side, SquareList& out)
{
    // Every capture rule needs an enemy man next to the destination: most moves stop here.
    const Geometry& g = board.geometry();
    const Cell enemy = manOf(~side);
    bool enemyNext = false;
    for (int d = 0; d < OrthogonalNb && !enemyNext; ++d) {
        int sq = g.step(to, d);
        enemyNext = sq != NoSq && board.at(sq) == enemy;
    }
    if (enemyNext) capturesIn(AfterStep{board, from, to, manOf(side)}, g, variant, to, side, out);
}

int captureCount(const Board& board, const HasamiVariant& variant, int from, int to, Color side)
{
    SquareList captured;
    findStepCaptures(board, variant, from, to, side, captured);
    return int(captured.size());
}

} // namespace shogiban::hasami
