#include "board/glyphpath.h"

#include "board/boardfont.h"

#include <QHash>
#include <QTransform>

namespace shogiban::ui {

namespace {

constexpr qreal ReferenceEm = 100;

const QPainterPath& referencePath(const QString& text)
{
    static QHash<QString, QPainterPath> cache;
    auto it = cache.find(text);
    if (it == cache.end()) {
        QPainterPath path;
        path.addText(QPointF(0, 0), kanjiFont(ReferenceEm), text);
        it = cache.insert(text, path);
    }
    return *it;
}

} // namespace

QPainterPath glyphPath(const QString& text, const QPointF& centre, qreal emHeight, qreal widthScale)
{
    const QPainterPath& reference = referencePath(text);
    const QPointF inkCentre = reference.boundingRect().center();
    const qreal scale = emHeight / ReferenceEm;
    QTransform transform;
    transform.translate(centre.x(), centre.y());
    transform.scale(scale * widthScale, scale);
    transform.translate(-inkCentre.x(), -inkCentre.y());
    return transform.map(reference);
}

} // namespace shogiban::ui
