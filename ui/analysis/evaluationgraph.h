// The evaluation graph of a reviewed game, below the move list: sente's winning chance after
// each move (winchance.h; a mate is 0% or 100%) or sente's score (clamped to +-GraphLimit,
// mates at the edge), chosen in its context menu; gaps where a position is not searched yet,
// coloured dots on marked moves, and the position shown on the board marked by a line.
// Clicking the graph shows that position; hovering says its score.
#pragma once

#include "analysis/judgement.h"

#include <QWidget>

#include <vector>

namespace shogiban::ui {

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    enum class Scale { WinningChance, Score };

    explicit EvaluationGraph(QWidget* parent = nullptr);

    // One point per position (ply 0 = the start); marks[ply - 1] is the mark of move ply.
    void setData(std::vector<analysis::GraphPoint> points, std::vector<analysis::Mark> marks);
    void setCurrentPly(int ply);
    const std::vector<analysis::GraphPoint>& points() const { return m_points; }
    int currentPly() const { return m_current; }
    void setScale(Scale scale);
    Scale scale() const { return m_scale; }
    // How high a point is drawn: 0 at gote's edge, 1 at sente's, 0.5 level, in either scale.
    double heightOf(const analysis::GraphPoint& point) const;
    // Where a ply is drawn at a height, and the ply nearest to a point (for clicks and tests).
    QPointF pointOf(int ply, double height) const;
    int plyAt(const QPointF& point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plyRequested(int ply);
    void scaleChosen(Scale scale); // by the user, in the context menu

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override; // tooltips

private:
    QRectF plotArea() const;

    std::vector<analysis::GraphPoint> m_points;
    std::vector<analysis::Mark> m_marks;
    int m_current = 0;
    Scale m_scale = Scale::WinningChance;
};

} // namespace shogiban::ui
