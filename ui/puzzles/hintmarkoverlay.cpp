#include "puzzles/hintmarkoverlay.h"

#include "board/boardscene.h"

#include <QPainter>

#include <algorithm>

namespace shogiban::ui {

void HintMarkOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    if (!m_place) return;
    const QRectF r = m_place->fromHand()
        ? scene.standSlotRect(m_place->color, m_place->handKind)
        : scene.geometry().squareRect(m_place->square);
    if (r.isEmpty()) return;
    const qreal unit = std::min(r.width(), r.height());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x1F, 0x4E, 0x9A, 230), 0.08 * unit));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(r.center(), 0.46 * unit, 0.46 * unit);
    painter.restore();
}

} // namespace shogiban::ui
