#include "help/movediagram.h"

#include "board/piecepainter.h"
#include "game/catalog.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace shogiban::ui {

namespace {

constexpr int GridSize = 5;
constexpr int Centre = GridSize / 2;
const QColor BoardColour(0xf2, 0xd7, 0x9c);
const QColor LineColour(0x5a, 0x40, 0x20);
const QColor MarkColour(0xb0, 0x20, 0x20);

// Screen direction of a step: forward is up the screen (the piece belongs to sente).
QPoint screenDirection(const MoveStep& step)
{
    return {step.right, -step.forward};
}

QRectF cellRect(const QRectF& area, QPoint cell)
{
    const qreal side = area.width() / GridSize;
    return QRectF(area.left() + cell.x() * side, area.top() + cell.y() * side, side, side);
}

bool onGrid(QPoint cell)
{
    return cell.x() >= 0 && cell.y() >= 0 && cell.x() < GridSize && cell.y() < GridSize;
}

void paintGrid(QPainter& painter, const QRectF& area)
{
    painter.fillRect(area, BoardColour);
    painter.setPen(QPen(LineColour, qMax(1.0, area.width() / 200)));
    const qreal side = area.width() / GridSize;
    for (int i = 0; i <= GridSize; ++i) {
        painter.drawLine(QPointF(area.left() + i * side, area.top()),
            QPointF(area.left() + i * side, area.bottom()));
        painter.drawLine(QPointF(area.left(), area.top() + i * side),
            QPointF(area.right(), area.top() + i * side));
    }
}

void paintStep(QPainter& painter, const QRectF& cell)
{
    const qreal r = cell.width() * 0.18;
    painter.setPen(Qt::NoPen);
    painter.setBrush(MarkColour);
    painter.drawEllipse(cell.center(), r, r);
}

void paintSlide(QPainter& painter, const QRectF& area, QPoint direction)
{
    const qreal side = area.width() / GridSize;
    const QPoint centre(Centre, Centre);
    QPoint last = centre + direction;
    while (onGrid(last + direction)) last += direction;
    const QPointF unit = QPointF(direction) / qSqrt(QPointF::dotProduct(direction, direction));
    const QPointF start = cellRect(area, centre).center() + unit * side * 0.55;
    const QPointF end = cellRect(area, last).center() + unit * side * 0.25;

    painter.setPen(QPen(MarkColour, side * 0.09, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(start, end - unit * side * 0.2);
    // The arrow head says "and further": the piece slides any number of squares.
    const QPointF normal(-unit.y(), unit.x());
    const qreal head = side * 0.3;
    QPainterPath arrow;
    arrow.moveTo(end);
    arrow.lineTo(end - unit * head + normal * head * 0.55);
    arrow.lineTo(end - unit * head - normal * head * 0.55);
    arrow.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(MarkColour);
    painter.drawPath(arrow);
}

void paintJump(QPainter& painter, const QRectF& cell)
{
    QPainterPath star;
    const qreal outer = cell.width() * 0.34;
    const qreal inner = outer * 0.42;
    for (int i = 0; i < 10; ++i) {
        const qreal angle = -M_PI / 2 + i * M_PI / 5;
        const qreal r = i % 2 ? inner : outer;
        const QPointF point = cell.center() + QPointF(qCos(angle), qSin(angle)) * r;
        i == 0 ? star.moveTo(point) : star.lineTo(point);
    }
    star.closeSubpath();
    painter.setPen(QPen(MarkColour, cell.width() * 0.06));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(star);
}

QImage diagramImage(const std::vector<MoveStep>& steps, int logicalSize, qreal pixelRatio,
    const CentrePainter& paintCentre)
{
    QImage image(QSize(logicalSize, logicalSize) * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintMoveDiagram(painter, QRectF(0, 0, logicalSize, logicalSize), steps, paintCentre);
    return image;
}

} // namespace

void paintMoveDiagram(QPainter& painter, const QRectF& area, const std::vector<MoveStep>& steps,
    const CentrePainter& paintCentre)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintGrid(painter, area);
    const QPoint centre(Centre, Centre);
    for (const MoveStep& step : steps) {
        const QPoint direction = screenDirection(step);
        switch (step.kind) {
        case StepKind::Slide:
            paintSlide(painter, area, direction);
            break;
        case StepKind::Step:
            paintStep(painter, cellRect(area, centre + direction));
            break;
        case StepKind::Jump:
            paintJump(painter, cellRect(area, centre + direction));
            break;
        }
    }
    paintCentre(painter, cellRect(area, centre));
    painter.restore();
}

QImage pieceMoveDiagram(PieceType type, PieceStyle style, int logicalSize, qreal pixelRatio)
{
    const PiecePainter pieces(style);
    return diagramImage(pieceSteps(type), logicalSize, pixelRatio,
        [&](QPainter& p, const QRectF& cell) { pieces.paint(&p, cell, type, Black, false); });
}

QImage manMoveDiagram(GameKind kind, PieceStyle style, int logicalSize, qreal pixelRatio)
{
    const PiecePainter pieces(style);
    return diagramImage(
        hasamiSteps(kind), logicalSize, pixelRatio, [&](QPainter& p, const QRectF& cell) {
            if (gameTraits(kind).pieceSet == PieceSet::HasamiMen)
                pieces.paint(&p, cell, Pawn, Black, false);
            else
                PiecePainter::paintStone(&p, cell, Black);
        });
}

} // namespace shogiban::ui
