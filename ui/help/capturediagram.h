// Small board diagrams for the hasami rules: a few squares with men on them, the man that has
// just moved on a highlighted square, and a cross on each man its move captures.
#pragma once

#include <QImage>
#include <QStringList>

namespace shogiban::ui {

enum class PieceStyle;

struct CaptureDiagram {
    // One string per rank from the top: '.' empty, 'b' black man, 'w' white man, 'B' the black
    // man that has just moved, 'x' a white man captured by that move.
    QStringList rows;
    // The sides where the diagram ends at the edge of the board (drawn thick).
    Qt::Edges boardEdges = {};
};

QImage captureDiagramImage(
    const CaptureDiagram& diagram, PieceStyle style, int cellSize, qreal pixelRatio);

} // namespace shogiban::ui
