#include "lessons/targetoverlay.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>
#include <numbers>

namespace shogiban::ui {

namespace {

QPolygonF star(const QPointF& centre, qreal radius)
{
    QPolygonF points;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 == 0 ? radius : radius * 0.45;
        const qreal angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        points << centre + QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    return points;
}

} // namespace

void TargetOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (BoardSquare square : m_targets) {
        const QRectF r = scene.geometry().squareRect(square);
        const qreal unit = r.width();
        painter.setPen(QPen(QColor(0x2E, 0x7D, 0x32, 220), 0.06 * unit));
        painter.setBrush(QColor(0x66, 0xBB, 0x6A, 50));
        painter.drawRoundedRect(r.adjusted(0.06 * unit, 0.06 * unit, -0.06 * unit, -0.06 * unit),
            0.12 * unit, 0.12 * unit);
        // In the middle of an empty square, in the corner over a piece to be captured.
        const bool empty = scene.pieceAt(square).empty();
        const QPointF centre = empty ? r.center() : r.topRight() + QPointF(-0.22 * unit, 0.22 * unit);
        painter.setPen(QPen(QColor(0x8A, 0x5A, 0x00), 0.03 * unit));
        painter.setBrush(QColor(0xFF, 0xC1, 0x07));
        painter.drawPolygon(star(centre, (empty ? 0.3 : 0.18) * unit));
    }
    painter.restore();
}

} // namespace shogiban::ui
