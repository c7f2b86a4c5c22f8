#include "puzzles/hintmarkoverlay.h"

#include <QPainter>

namespace shogiban::ui {

void HintMarkOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    if (!m_square) return;
    const QRectF r = scene.geometry().squareRect(*m_square);
    const qreal unit = r.width();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x1F, 0x4E, 0x9A, 230), 0.08 * unit));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(r.center(), 0.46 * unit, 0.46 * unit);
    painter.restore();
}

} // namespace shogiban::ui
