#include "analysis/winchance.h"

#include <algorithm>
#include <cmath>

namespace shogiban::analysis {

double winChance(Value v)
{
    if (ai::isMateScore(v)) return v > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + std::exp(-double(v) / WinChanceScale));
}

std::optional<int> matePlies(Value v)
{
    if (!ai::isMateScore(v)) return std::nullopt;
    return ai::matePlies(v);
}

Value clampForGraph(Value v)
{
    return std::clamp(v, -GraphLimit, GraphLimit);
}

} // namespace shogiban::analysis
