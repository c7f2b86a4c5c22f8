// Where everything on the board widget goes: the wooden board, its squares, the coordinates and
// the two piece stands (komadai), for any widget size, board size and orientation. Pure layout,
// no painting, so hit tests and painting always agree.
#pragma once

#include "game/gamerules.h"
#include "rules/types.h"

#include <QRectF>
#include <QSizeF>

#include <optional>

namespace shogiban::ui {

class BoardGeometry {
public:
    // The height at which a board of `width` fills it with nothing to spare (pictures of it).
    static qreal heightForWidth(qreal width, int files, int ranks);

    // Lays the board out in a widget of `size`. Stands hold `standRows` rows of two slots each
    // (4 for shogi's seven kinds, 1 for the captured-men count of the hasami games).
    void update(const QSizeF& size, int files, int ranks, bool flipped, int standRows);

    int files() const { return m_files; }
    int ranks() const { return m_ranks; }
    bool flipped() const { return m_flipped; }

    QSizeF squareSize() const { return m_square; }
    QRectF gridRect() const { return m_grid; } // the squares
    QRectF boardRect() const; // the wooden board: grid plus its border
    QRectF squareRect(BoardSquare square) const;
    std::optional<BoardSquare> squareAt(const QPointF& point) const;
    // The point where grid lines cross between files/ranks (for star points), counted from
    // the top-left corner of the grid as drawn.
    QPointF gridPoint(int column, int row) const;

    // Where the labels of file numbers and rank names go.
    QRectF fileLabelRect(int file) const;
    QRectF rankLabelRect(int rank) const;

    // The stand of the given player: bottom right for the player at the bottom of the screen.
    QRectF standRect(Color color) const;
    // Beside a player's stand, towards the board's middle: the player's name and clock.
    QRectF playerRect(Color color) const;
    // The free space in a player's stand column, away from the stand and the player's panel
    // (the check notice).
    QRectF noticeRect(Color color) const;
    // Whether the player's pieces are drawn pointing down (the player at the top).
    bool isUpsideDown(Color color) const { return (color == White) != m_flipped; }

    // Slot `index` (0 = first kind) of a player's stand; each slot is one square wide plus room
    // for the count.
    QRectF standSlotRect(Color color, int index) const;
    int standRows() const { return m_standRows; }

private:
    int m_files = 9;
    int m_ranks = 9;
    bool m_flipped = false;
    int m_standRows = 4;
    QSizeF m_square;
    QRectF m_grid;
    QRectF m_topStand;
    QRectF m_bottomStand;
};

} // namespace shogiban::ui
