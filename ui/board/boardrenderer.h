// Paints the board scene. The still parts (table, wooden board, grid, coordinates, stands) come
// from a picture made once per size, orientation and coordinate style, and every piece from an
// image made once per kind, colour, direction and square size, so that a move repaints a few
// images instead of drawing glyph outlines and wood grain again.
#pragma once

#include "board/boardscene.h"
#include "board/piecepainter.h"
#include "board/piecestyle.h"

#include <QHash>
#include <QPixmap>

#include <functional>

class QPainter;

namespace shogiban::ui {

class BoardRenderer {
public:
    // Whether a piece is drawn elsewhere (dragged, or in flight) instead of where it stands.
    using IsLifted = std::function<bool(const PieceSource&)>;

    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return m_pieces.style(); }
    void setCoordinateStyle(CoordinateStyle style);
    CoordinateStyle coordinateStyle() const { return m_coordinates; }

    // The table, the board and the stands, filling `area` (the widget's rectangle).
    void paintBackground(QPainter& painter, const BoardScene& scene, const QRect& area);
    void paintPieces(QPainter& painter, const BoardScene& scene, const IsLifted& lifted);
    void paintStands(QPainter& painter, const BoardScene& scene, const IsLifted& lifted);
    // One piece centred on a point at `scale` times its size on a square (drag, flight).
    void paintPieceAt(QPainter& painter, const BoardScene& scene, const QPointF& centre,
        const BoardPiece& piece, qreal scale = 1.0) const;

private:
    // Paints a piece as the game's traits have it, centred in `square`.
    void drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
        const BoardPiece& piece) const;
    const QPixmap& pieceImage(const BoardScene& scene, const BoardPiece& piece, qreal pixelRatio);

    PiecePainter m_pieces;
    CoordinateStyle m_coordinates = CoordinateStyle::Kanji;
    QPixmap m_background;
    QString m_backgroundKey;
    QHash<QString, QPixmap> m_pieceImages;
    QString m_pieceImagesKey; // the square size and style the images were made for
};

} // namespace shogiban::ui
