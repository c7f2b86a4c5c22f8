// What the analysis tools remember between runs (the panel's own visibility is part of the
// window's saved state): read once, written as soon as the user changes one of them.
#pragma once

#include "analysis/review.h"

class QSettings;

namespace shogiban::ui {

struct AnalysisSettings {
    int multiPv = 3; // lines shown, 1..MaxMultiPv
    bool arrows = true; // candidate moves as arrows on the board
    bool duringComputerGames = false; // analyse beside an unfinished game against the computer
    int reviewMoveTimeMs = int(analysis::DefaultReviewMoveTimeMs); // Analyse Game, per position
    bool graphShowsScore = false; // the evaluation graph: score instead of winning chance

    static AnalysisSettings load(const QSettings& settings);
    void save(QSettings& settings) const;
    bool operator==(const AnalysisSettings&) const = default;
};

} // namespace shogiban::ui
