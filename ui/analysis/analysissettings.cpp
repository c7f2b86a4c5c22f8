#include "analysis/analysissettings.h"

#include "analysis/line.h"

#include <QSettings>

#include <algorithm>

namespace shogiban::ui {

AnalysisSettings AnalysisSettings::load(const QSettings& s)
{
    AnalysisSettings a;
    a.multiPv = std::clamp(s.value("analysis/multiPv", a.multiPv).toInt(), 1, analysis::MaxMultiPv);
    a.arrows = s.value("analysis/arrows", a.arrows).toBool();
    a.duringComputerGames = s.value("analysis/duringComputerGames", false).toBool();
    a.reviewMoveTimeMs
        = std::clamp(s.value("analysis/reviewMoveTimeMs", a.reviewMoveTimeMs).toInt(),
            int(analysis::MinReviewMoveTimeMs), int(analysis::MaxReviewMoveTimeMs));
    a.graphShowsScore = s.value("analysis/graphShowsScore", false).toBool();
    return a;
}

void AnalysisSettings::save(QSettings& s) const
{
    s.setValue("analysis/multiPv", multiPv);
    s.setValue("analysis/arrows", arrows);
    s.setValue("analysis/duringComputerGames", duringComputerGames);
    s.setValue("analysis/reviewMoveTimeMs", reviewMoveTimeMs);
    s.setValue("analysis/graphShowsScore", graphShowsScore);
}

} // namespace shogiban::ui
