#include "hasami/captures.h"

namespace shogiban::hasami {

namespace {

using Run = FixedList<int8_t, MaxSize>;

void addAll(const Run& run, SquareList& out)
{
    for (int8_t sq : run)
        if (!out.contains(sq)) out.push(sq);
}

// The enemy men from `first` onwards in direction d; returns the square after them.
int collectRun(const Board& board, int first, int d, Cell enemy, Run& run)
{
    const Geometry& g = board.geometry();
    int sq = first;
    for (; sq != NoSq && board.at(sq) == enemy; sq = g.step(sq, d)) run.push(int8_t(sq));
    return sq;
}

void custodian(const Board& board, int to, Cell own, Cell enemy, SquareList& out)
{
    for (int d = 0; d < OrthogonalNb; ++d) {
        Run run;
        int end = collectRun(board, board.geometry().step(to, d), d, enemy, run);
        if (!run.empty() && end != NoSq && board.at(end) == own) addAll(run, out);
    }
}

void intervention(const Board& board, int to, Cell enemy, SquareList& out)
{
    const Geometry& g = board.geometry();
    for (int d : {Up, Left}) {
        int a = g.step(to, d);
        int b = g.step(to, opposite(d));
        if (a == NoSq || b == NoSq || board.at(a) != enemy || board.at(b) != enemy) continue;
        if (!out.contains(int8_t(a))) out.push(int8_t(a));
        if (!out.contains(int8_t(b))) out.push(int8_t(b));
    }
}

bool endEncloses(const Board& board, int end, Cell own)
{
    return end == NoSq || board.at(end) == own;
}

// The line along the edge that `man` lies on (the edge faced in direction `edge`).
void edgeLine(const Board& board, int man, int edge, Cell own, Cell enemy, SquareList& out)
{
    const Geometry& g = board.geometry();
    const int along = edge < 2 ? Left : Up; // the two directions parallel to the edge
    Run run;
    int endA = collectRun(board, man, along, enemy, run);
    int endB = collectRun(board, g.step(man, opposite(along)), opposite(along), enemy, run);
    if (!endEncloses(board, endA, own) || !endEncloses(board, endB, own)) return;
    if (run.size() == 1 && endA != NoSq && endB != NoSq) return; // a lone man off the corner
    for (int8_t sq : run)
        if (board.at(g.step(sq, opposite(edge))) != own) return;
    addAll(run, out);
}

void edgeGroups(const Board& board, int to, Cell own, Cell enemy, SquareList& out)
{
    const Geometry& g = board.geometry();
    for (int d = 0; d < OrthogonalNb; ++d) {
        int man = g.step(to, d);
        if (man == NoSq || board.at(man) != enemy) continue;
        for (int edge = 0; edge < OrthogonalNb; ++edge)
            if (g.step(man, edge) == NoSq) edgeLine(board, man, edge, own, enemy, out);
    }
}

} // namespace

void findCaptures(
    const Board& board, const HasamiVariant& variant, int to, Color side, SquareList& out)
{
    const Cell own = manOf(side);
    const Cell enemy = manOf(~side);
    custodian(board, to, own, enemy, out);
    if (variant.intervention) intervention(board, to, enemy, out);
    if (variant.edgeCaptures) edgeGroups(board, to, own, enemy, out);
}

int captureCount(const Board& board, const HasamiVariant& variant, int from, int to, Color side)
{
    // Every capture rule needs an enemy man next to the destination: most moves stop here.
    const Geometry& g = board.geometry();
    bool enemyNext = false;
    for (int d = 0; d < OrthogonalNb && !enemyNext; ++d) {
        int sq = g.step(to, d);
        enemyNext = sq != NoSq && board.at(sq) == manOf(~side);
    }
    if (!enemyNext) return 0;
    Board after = board;
    after.clear(from);
    after.put(to, manOf(side));
    SquareList captured;
    findCaptures(after, variant, to, side, captured);
    return int(captured.size());
}

} // namespace shogiban::hasami
