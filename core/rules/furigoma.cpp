#include "rules/furigoma.h"

#include <algorithm>
#include <random>

namespace shogiban {

int FurigomaResult::pawns() const
{
    return int(std::count(faces.begin(), faces.end(), PawnFace::Pawn));
}

int FurigomaResult::tokins() const
{
    return PawnCount - pawns();
}

FurigomaResult throwFurigoma(uint64_t seed)
{
    // mt19937_64 is specified exactly by the standard, so a seed means the same throw on every
    // platform; one bit of each draw decides a pawn's face (distributions are not portable).
    std::mt19937_64 generator(seed);
    FurigomaResult result;
    for (PawnFace& face : result.faces)
        face = (generator() >> 32) & 1 ? PawnFace::Tokin : PawnFace::Pawn;
    return result;
}

uint64_t randomFurigomaSeed()
{
    std::random_device device;
    return (uint64_t(device()) << 32) ^ device();
}

} // namespace shogiban
