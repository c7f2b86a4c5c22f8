// Text as a vector outline in the bundled kanji font, so that labels scale exactly with the
// pieces and the board instead of snapping to whole font pixel sizes.
#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QString>

namespace shogiban::ui {

// The outline of `text` at `emHeight` pixels per em, its ink box centred on `centre`, its width
// multiplied by `widthScale` (real pieces write their kanji slightly narrow).
QPainterPath glyphPath(
    const QString& text, const QPointF& centre, qreal emHeight, qreal widthScale = 1.0);

} // namespace shogiban::ui
