// Diagrams of how a piece moves, drawn like those in the rulebooks: a 5x5 part of the board
// with the piece in the middle, a dot on each square it steps to, a line with an arrow where
// it slides any number of squares, and a star where it jumps.
#pragma once

#include "rules/movepattern.h"

#include <QImage>
#include <QRectF>

#include <functional>
#include <vector>

class QPainter;

namespace shogiban::ui {

enum class PieceStyle;

// Paints the piece (or man) standing on the middle square into the given square rectangle.
using CentrePainter = std::function<void(QPainter&, const QRectF&)>;

void paintMoveDiagram(QPainter& painter, const QRectF& area, const std::vector<MoveStep>& steps,
    const CentrePainter& paintCentre);

// A shogi piece's diagram as an image of side logicalSize (device independent pixels).
QImage pieceMoveDiagram(PieceType type, PieceStyle style, int logicalSize, qreal pixelRatio);
// The same for a man of a hasami game (a pawn in hasami shogi, a stone in the others).
QImage manMoveDiagram(GameKind kind, PieceStyle style, int logicalSize, qreal pixelRatio);

} // namespace shogiban::ui
