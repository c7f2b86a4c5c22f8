// A picture of a position for blogs and handouts (File > Export Position Image): the board and
// stands as the board view draws them (the same renderer and painter, drawn afresh as vectors),
// with optional coordinates, the last move marked, and a title line above.
#pragma once

#include "board/piecestyle.h"
#include "game/gamerules.h"

#include <QSize>
#include <QString>

#include <optional>

class QImage;
class QPainter;

namespace shogiban::ui {

struct PositionPicture {
    const GameRules* rules = nullptr; // the position; not owned
    std::optional<BoardMove> lastMove; // marked when set
    QString title; // the line above the board; none when empty
    bool flipped = false; // gote at the bottom
    bool coordinates = true;
    PieceStyle pieceStyle = PieceStyle::Kanji;
    CoordinateStyle coordinateStyle = CoordinateStyle::Kanji;

    // The size of a picture `width` pixels wide: the board's own proportions, plus a band
    // above and below for the title when there is one.
    QSize sizeForWidth(int width) const;
    // Paints the picture filling a rectangle of `size` at the painter's origin.
    void paint(QPainter& painter, const QSize& size) const;
    QImage toImage(int width) const;
    // Writes the picture as PNG or SVG (by the path's extension); false with the reason.
    bool save(const QString& path, int width, QString* error) const;
};

} // namespace shogiban::ui
