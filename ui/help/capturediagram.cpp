#include "help/capturediagram.h"

#include "board/piecepainter.h"

#include <QPainter>

namespace shogiban::ui {

namespace {

const QColor BoardColour(0xf2, 0xd7, 0x9c);
const QColor LineColour(0x5a, 0x40, 0x20);
const QColor MovedColour(0xa8, 0xd0, 0x80);
const QColor CrossColour(0xc0, 0x10, 0x10);

void paintEdges(QPainter& painter, const QRectF& area, Qt::Edges edges, qreal width)
{
    painter.setPen(QPen(LineColour, width, Qt::SolidLine, Qt::SquareCap));
    if (edges & Qt::TopEdge) painter.drawLine(area.topLeft(), area.topRight());
    if (edges & Qt::BottomEdge) painter.drawLine(area.bottomLeft(), area.bottomRight());
    if (edges & Qt::LeftEdge) painter.drawLine(area.topLeft(), area.bottomLeft());
    if (edges & Qt::RightEdge) painter.drawLine(area.topRight(), area.bottomRight());
}

void paintCross(QPainter& painter, const QRectF& cell)
{
    const QRectF r = cell.adjusted(
        cell.width() * 0.15, cell.height() * 0.15, -cell.width() * 0.15, -cell.height() * 0.15);
    painter.setPen(QPen(CrossColour, cell.width() * 0.1, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(r.topLeft(), r.bottomRight());
    painter.drawLine(r.topRight(), r.bottomLeft());
}

void paintCell(QPainter& painter, const QRectF& cell, QChar code, const PiecePainter& pieces)
{
    if (code == QLatin1Char('B')) painter.fillRect(cell, MovedColour);
    painter.setPen(QPen(LineColour, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(cell);
    // Black's men show the pawn (歩) side, white's men the tokin (と) side pointing down, as in
    // the rulebook.
    if (code == QLatin1Char('b') || code == QLatin1Char('B'))
        pieces.paint(&painter, cell, Pawn, Black, false);
    else if (code == QLatin1Char('w') || code == QLatin1Char('x'))
        pieces.paint(&painter, cell, ProPawn, White, true);
    if (code == QLatin1Char('x')) paintCross(painter, cell);
}

} // namespace

QImage captureDiagramImage(
    const CaptureDiagram& diagram, PieceStyle style, int cellSize, qreal pixelRatio)
{
    const int rows = int(diagram.rows.size());
    const int columns = rows ? int(diagram.rows.first().size()) : 0;
    const QSize size(columns * cellSize + 4, rows * cellSize + 4);
    QImage image(size * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);

    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area(2, 2, columns * cellSize, rows * cellSize);
    const PiecePainter pieces(style);
    painter.fillRect(area, BoardColour);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            paintCell(painter,
                QRectF(area.left() + c * cellSize, area.top() + r * cellSize, cellSize, cellSize),
                diagram.rows[r][c], pieces);
    paintEdges(painter, area, diagram.boardEdges, 4);
    return image;
}

} // namespace shogiban::ui
