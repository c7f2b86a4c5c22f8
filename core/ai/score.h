// Search scores in centipawns (a pawn on the board is about 90), with mate scores that carry
// the distance to mate: MateValue - plies for a win, -(MateValue - plies) for a loss.
#pragma once

namespace shogiban::ai {

using Value = int;

constexpr Value Infinite = 32001;
constexpr Value MateValue = 32000;
constexpr int MaxPly = 128;
constexpr Value MateInMaxPly = MateValue - 2 * MaxPly;
constexpr Value DrawValue = 0;

constexpr Value mateIn(int ply)
{
    return MateValue - ply;
}
constexpr Value matedIn(int ply)
{
    return -MateValue + ply;
}
constexpr bool isMateScore(Value v)
{
    return v >= MateInMaxPly || v <= -MateInMaxPly;
}

// Plies to mate, positive when the side to move mates (USI "score mate N").
constexpr int matePlies(Value v)
{
    return v > 0 ? MateValue - v : -(MateValue + v);
}

} // namespace shogiban::ai
