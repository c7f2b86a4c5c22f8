#include "hasami/captures.h"

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

} // namespace

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
