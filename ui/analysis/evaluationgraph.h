// The evaluation graph of a reviewed game, below the move list: sente's winning chance after
// each move (winchance.h; a mate is 0% or 100%), gaps where a position is not searched yet,
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
    explicit EvaluationGraph(QWidget* parent = nullptr);

    // One point per position (ply 0 = the start); marks[ply - 1] is the mark of move ply.
    void setData(std::vector<analysis::GraphPoint> points, std::vector<analysis::Mark> marks);
    void setCurrentPly(int ply);
    const std::vector<analysis::GraphPoint>& points() const { return m_points; }
    int currentPly() const { return m_current; }
    // Where a ply is drawn, and the ply nearest to a point (for clicks and tests).
    QPointF pointOf(int ply, double senteChance) const;
    int plyAt(const QPointF& point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plyRequested(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override; // tooltips

private:
    QRectF plotArea() const;

    std::vector<analysis::GraphPoint> m_points;
    std::vector<analysis::Mark> m_marks;
    int m_current = 0;
};

} // namespace shogiban::ui
