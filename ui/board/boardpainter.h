// Paints the parts of the board widget that are not pieces: the table, the wooden board with its
// grain, grid and star points, the coordinates, the stands, and every kind of highlight and mark.
// Stateless: the view decides what to show, this decides how it looks.
#pragma once

#include "board/boardgeometry.h"
#include "board/piecestyle.h"
#include "rules/movepattern.h"

#include <QColor>

class QPainter;

namespace shogiban::ui {

class BoardPainter {
public:
    BoardPainter(QPainter* painter, const BoardGeometry& geometry)
        : m_painter(painter)
        , m_geometry(geometry)
    {
    }

    void paintTable(const QRectF& area);
    // Kaya wood, golden and lighter in the middle, with its grain (the board, the start page).
    void paintKaya(const QRectF& area);
    void paintBoard(bool starPoints);
    void paintCoordinates(CoordinateStyle style);
    void paintStand(Color color);
    void paintCount(const QRectF& slot, int count, bool upsideDown);

    void paintLastMove(BoardSquare square);
    void paintSelection(BoardSquare square);
    void paintSelection(const QRectF& slot);
    // The keyboard's place on the board: a square or a stand slot.
    void paintKeyboardCursor(const QRectF& place);
    void paintCheck(BoardSquare kingSquare);
    void paintHint(BoardSquare square, bool capture);
    void paintPattern(BoardSquare from, const PatternSquare& reach);
    void paintRefused(BoardSquare square);
    void paintCapture(BoardSquare square);
    void paintSuggestion(const QPointF& from, BoardSquare to);
    // An arrow from a point (a square's or a stand slot's centre) to a square; width 1 is the
    // hint's arrow.
    void paintArrow(const QPointF& from, BoardSquare to, const QColor& ink, qreal width);
    void paintCheckNotice(Color color);

private:
    void paintWoodGrain(const QRectF& area, const QColor& grain, int lines, unsigned seed);

    QPainter* m_painter;
    const BoardGeometry& m_geometry;
};

} // namespace shogiban::ui
