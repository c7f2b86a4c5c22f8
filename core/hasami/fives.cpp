#include "hasami/fives.h"

namespace shogiban::hasami {

namespace {

constexpr int FiveLength = 5;

bool counts(const Board& board, Color side, int sq)
{
    const Geometry& g = board.geometry();
    return sq != NoSq && board.at(sq) == manOf(side)
        && !inOwnStartRanks(g.size(), side, g.rankOf(sq));
}

int lineDirections(const HasamiVariant& variant)
{
    switch (variant.five) {
    case FiveRule::None:
        return 0;
    case FiveRule::Orthogonal:
        return OrthogonalNb;
    case FiveRule::WithDiagonals:
        return DirectionNb;
    }
    return 0;
}

} // namespace

bool fiveThrough(const Board& board, const HasamiVariant& variant, Color side, int sq)
{
    if (!counts(board, side, sq)) return false;
    const Geometry& g = board.geometry();
    const int directions = lineDirections(variant);
    for (int d = 0; d < directions; d += 2) { // d and d + 1 are the two ways along one line
        int length = 1;
        for (int way : {d, d + 1})
            for (int s = g.step(sq, way); counts(board, side, s); s = g.step(s, way)) ++length;
        if (length >= FiveLength) return true;
    }
    return false;
}

bool hasFive(const Board& board, const HasamiVariant& variant, Color side)
{
    if (variant.five == FiveRule::None || board.men(side) < FiveLength) return false;
    const int squares = board.geometry().squares();
    for (int sq = 0; sq < squares; ++sq)
        if (fiveThrough(board, variant, side, sq)) return true;
    return false;
}

} // namespace shogiban::hasami
