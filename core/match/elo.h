// The Elo difference a match result suggests, with its 95% error margin.
#pragma once

namespace shogiban::match {

struct MatchScore {
    int wins = 0;
    int losses = 0;
    int draws = 0;
    int games() const { return wins + losses + draws; }
    double score() const; // 0..1, a draw counts half
};

struct EloEstimate {
    double elo = 0; // positive: the first engine is stronger
    double margin = 0; // half the width of the 95% confidence interval
};

EloEstimate estimateElo(const MatchScore& score);

} // namespace shogiban::match
