#include "hasami/ai/evaluate.h"

#include "hasami/captures.h"
#include "hasami/fives.h"

#include <algorithm>
#include <array>
#include <vector>

namespace shogiban::hasami {

namespace {

constexpr int MobilityWeight = 2;
// A window of five squares holding k own men and no enemy man is worth LineValue[k].
constexpr std::array<int, 6> LineValue = {0, 1, 6, 30, 140, 0};
constexpr int CornerPenalty = 15; // a man in a corner is easily enclosed
constexpr int SingleThreatWeight = 20; // per man of the largest capture the opponent threatens
constexpr int SeveralThreatsWeight = 60; // per further threatened man

using Window = std::array<int8_t, 5>;

// Every run of five squares in a line on a board of `size`: the orthogonal ones first.
struct Windows {
    std::vector<Window> all;
    size_t orthogonal = 0;
    explicit Windows(int size)
    {
        const Geometry& g = Geometry::forSize(size);
        for (int directions : {OrthogonalNb, int(DirectionNb)}) {
            for (int d = directions - 3; d < directions;
                 d += 2) // Down, Right / DownRight, DownLeft
                for (int start = 0; start < g.squares(); ++start) add(g, start, d);
            if (directions == OrthogonalNb) orthogonal = all.size();
        }
    }
    void add(const Geometry& g, int start, int d)
    {
        Window w{};
        int sq = start;
        for (size_t i = 0; i < w.size(); ++i, sq = g.step(sq, d)) {
            if (sq == NoSq) return;
            w[i] = int8_t(sq);
        }
        all.push_back(w);
    }
};

const Windows& windowsFor(int size)
{
    static const Windows eight(8);
    static const Windows nine(9);
    return size == 8 ? eight : nine;
}

bool windowOpenFor(const Board& board, const Window& w, Color side)
{
    const int size = board.size();
    const Geometry& g = board.geometry();
    return !inOwnStartRanks(size, side, g.rankOf(w[0]))
        && !inOwnStartRanks(size, side, g.rankOf(w[4]));
}

// Black's minus white's value of the open windows of five: windows without enemy men and
// outside the side's own starting ranks.
int lineBalance(const Board& board, const HasamiVariant& variant)
{
    const Windows& windows = windowsFor(board.size());
    const size_t count
        = variant.five == FiveRule::WithDiagonals ? windows.all.size() : windows.orthogonal;
    int balance = 0;
    for (size_t i = 0; i < count; ++i) {
        const Window& w = windows.all[i];
        int men[3] = {0, 0, 0};
        for (int8_t sq : w) ++men[board.at(sq)];
        if (men[WhiteMan] == 0 && men[BlackMan] > 0 && windowOpenFor(board, w, Black))
            balance += LineValue[men[BlackMan]];
        else if (men[BlackMan] == 0 && men[WhiteMan] > 0 && windowOpenFor(board, w, White))
            balance -= LineValue[men[WhiteMan]];
    }
    return balance;
}

int cornerMen(const Board& board, Color side)
{
    const int last = board.size() - 1;
    const Geometry& g = board.geometry();
    int count = 0;
    for (int corner : {g.square(0, 0), g.square(last, 0), g.square(0, last), g.square(last, last)})
        count += board.at(corner) == manOf(side);
    return count;
}

// The side to move's men that the opponent could capture with its next move: the side to move
// can usually save one threatened group, seldom two. The opponent's own men en prise are left
// to the quiescence search, which tries the captures. Only the squares where an arriving enemy
// man would capture are tried, each with one enemy man that can reach it (where it comes from
// rarely matters).
int threatPenalty(const Board& board, const HasamiVariant& variant, Color us)
{
    std::array<bool, MaxSquares> capturing{};
    markCaptureSquares(board, variant, ~us, capturing);
    SquareList threatened;
    size_t largest = 0;
    for (int to = 0; to < board.geometry().squares(); ++to) {
        if (!capturing[to] || findMover(board, variant, ~us, to) == NoSq) continue;
        SquareList captured;
        findStepCaptures(board, variant, NoSq, to, ~us, captured);
        largest = std::max(largest, captured.size());
        for (int8_t sq : captured)
            if (!threatened.contains(sq)) threatened.push(sq);
    }
    return SingleThreatWeight * int(largest)
        + SeveralThreatsWeight * int(threatened.size() - largest);
}

int sideScore(const Position& position, Color side, const std::array<int, ColorNb>& mobility)
{
    const Board& board = position.board();
    int score = board.men(side) * ManValue + MobilityWeight * mobility[side];
    if (position.variant().edgeCaptures) score -= CornerPenalty * cornerMen(board, side);
    return score;
}

} // namespace

int evaluate(const Position& position, bool threats)
{
    const Color us = position.sideToMove();
    // Mobility decides the capture games; in five-in-a-row games the lines count instead.
    std::array<int, ColorNb> mobility{};
    if (position.variant().five == FiveRule::None)
        mobility = countSteps(position.board(), position.variant());
    int score = sideScore(position, us, mobility) - sideScore(position, ~us, mobility);
    if (threats) score -= threatPenalty(position.board(), position.variant(), us);
    if (position.variant().five != FiveRule::None) {
        const int lines = lineBalance(position.board(), position.variant());
        score += us == Black ? lines : -lines;
    }
    return score;
}

} // namespace shogiban::hasami
