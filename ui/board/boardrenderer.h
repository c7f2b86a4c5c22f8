// Paints the board scene. The still parts (table, wooden board, grid, coordinates, stands) come
// from a picture made once per size, orientation and coordinate style, and every piece from an
// image made once per kind, colour and square size, so that a move repaints a few
// images instead of drawing glyph outlines and wood grain again. The pieces of the player at
// the top are the same images turned half round.
#pragma once

#include "board/boardscene.h"
#include "board/piecepainter.h"
#include "board/piecestyle.h"

#include <QPixmap>

#include <array>
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
    // Whether the file numbers and rank names are drawn (on by default).
    void setCoordinatesShown(bool shown) { m_coordinatesShown = shown; }
    // Off: every part is drawn afresh as vectors instead of from cached images, for pictures
    // that keep vectors (SVG) or are drawn once (PNG export). On by default (the screen).
    void setCached(bool cached) { m_cached = cached; }

    // The table, the board and the stands, filling `area` (the widget's rectangle); only
    // `dirty` is painted, as are only the pieces that reach into it.
    void paintBackground(
        QPainter& painter, const BoardScene& scene, const QRect& area, const QRect& dirty);
    void paintPieces(
        QPainter& painter, const BoardScene& scene, const IsLifted& lifted, const QRect& dirty);
    void paintStands(
        QPainter& painter, const BoardScene& scene, const IsLifted& lifted, const QRect& dirty);
    // One piece centred on a point at `scale` times its size on a square (drag, flight).
    void paintPieceAt(QPainter& painter, const BoardScene& scene, const QPointF& centre,
        const BoardPiece& piece, qreal scale = 1.0);

private:
    // Paints a piece as the game's traits have it, centred in `square`.
    void drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
        const BoardPiece& piece) const;
    void drawPiece(QPainter& painter, const BoardScene& scene, const QRectF& square,
        const BoardPiece& piece, bool upsideDown) const;
    // Draws the cached image of a piece in `square` (a board square or a stand slot).
    void blitPiece(
        QPainter& painter, const BoardScene& scene, const QRectF& square, const BoardPiece& piece);
    // A piece's cached image, upright or turned half round.
    const QPixmap& pieceImage(
        const BoardScene& scene, const BoardPiece& piece, qreal pixelRatio, bool turned);
    // A transparent picture of `rect` with what `paint` draws there.
    static QPixmap paintLayer(
        const QRectF& rect, qreal pixelRatio, const std::function<void(QPainter&)>& paint);

    PiecePainter m_pieces;
    CoordinateStyle m_coordinates = CoordinateStyle::Kanji;
    bool m_coordinatesShown = true;
    bool m_cached = true;
    QPixmap m_table;
    QString m_tableKey;
    QPixmap m_boardImage; // the wooden board with its grid and shadow
    QString m_boardKey;
    QPixmap m_standImage[ColorNb];
    QString m_standKey;
    QPixmap m_background; // the parts laid out, with the coordinates
    QString m_backgroundKey;
    // What the piece images were made for; new images when any of it changes.
    struct ImageKey {
        QSizeF square;
        qreal pixelRatio = 0;
        PieceStyle style = PieceStyle::Kanji;
        PieceSet set = PieceSet::Shogi;
        bool operator==(const ImageKey&) const = default;
    };
    ImageKey m_pieceImagesKey;
    // By colour, kind and orientation; null until first drawn.
    std::array<QPixmap, int(ColorNb) * int(PieceTypeNb) * 2> m_pieceImages;
};

} // namespace shogiban::ui
