#include "hasami/ai/evaluate.h"

#include "hasami/fives.h"

#include <array>

namespace shogiban::hasami {

namespace {

constexpr int MobilityWeight = 2;
// A window of five squares holding k own men and no enemy man is worth LineValue[k].
constexpr std::array<int, 6> LineValue = {0, 1, 6, 30, 140, 0};
constexpr int CornerPenalty = 15; // a man in a corner is easily enclosed

int directionsFor(FiveRule rule)
{
    return rule == FiveRule::WithDiagonals ? DirectionNb : OrthogonalNb;
}

// The value of one colour's open windows of five along lines that can still make a five.
int lineScore(const Board& board, const HasamiVariant& variant, Color side)
{
    const Geometry& g = board.geometry();
    const Cell own = manOf(side);
    const int directions = directionsFor(variant.five);
    int score = 0;
    for (int start = 0; start < g.squares(); ++start) {
        for (int d = 1; d < directions; d += 2) { // Down, Right, DownRight, DownLeft
            int count = 0;
            int sq = start;
            int length = 0;
            for (; length < 5 && sq != NoSq; ++length, sq = g.step(sq, d)) {
                if (board.at(sq) == own && !inOwnStartRanks(g.size(), side, g.rankOf(sq))) {
                    ++count;
                    continue;
                }
                if (board.at(sq) != Empty || inOwnStartRanks(g.size(), side, g.rankOf(sq))) break;
            }
            if (length == 5) score += LineValue[count];
        }
    }
    return score;
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

int sideScore(const Position& position, Color side)
{
    const Board& board = position.board();
    const HasamiVariant& variant = position.variant();
    int score = board.men(side) * ManValue;
    score += MobilityWeight * countSteps(board, variant, side);
    if (variant.edgeCaptures) score -= CornerPenalty * cornerMen(board, side);
    if (variant.five != FiveRule::None) score += lineScore(board, variant, side);
    return score;
}

} // namespace

int evaluate(const Position& position)
{
    const Color us = position.sideToMove();
    return sideScore(position, us) - sideScore(position, ~us);
}

} // namespace shogiban::hasami
