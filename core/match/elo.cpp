#include "match/elo.h"

#include <algorithm>
#include <cmath>

namespace shogiban::match {

namespace {

// Elo from an expected score, with the score kept off 0 and 1 so that a clean sweep gives a
// large finite number instead of infinity.
double eloFromScore(double p)
{
    p = std::clamp(p, 0.001, 0.999);
    return -400.0 * std::log10(1.0 / p - 1.0);
}

} // namespace

double MatchScore::score() const
{
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
}

EloEstimate estimateElo(const MatchScore& s)
{
    const int n = s.games();
    if (n == 0) return {};
    const double p = s.score();
    // The variance of one game's score (1, 1/2 or 0) around the mean.
    const double variance = (s.wins * std::pow(1.0 - p, 2) + s.draws * std::pow(0.5 - p, 2)
                                + s.losses * std::pow(p, 2))
        / n;
    const double deviation = std::sqrt(variance / n) * 1.959964;
    const double low = eloFromScore(p - deviation);
    const double high = eloFromScore(p + deviation);
    return {eloFromScore(p), (high - low) / 2.0};
}

} // namespace shogiban::match
