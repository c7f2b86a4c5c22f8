// A layer painted over the board by one part of the view (hints, learning mode) or from outside
// it (e.g. analysis arrows): it reads the scene and paints, and never handles input.
#pragma once

#include "board/boardscene.h"

class QPainter;

namespace shogiban::ui {

class BoardOverlay {
public:
    enum class Layer {
        UnderPieces, // marks on the squares (movement patterns)
        OverPieces, // marks on top (hints, arrows)
    };

    virtual ~BoardOverlay() = default;
    virtual Layer layer() const = 0;
    virtual void paint(QPainter& painter, const BoardScene& scene) const = 0;
};

} // namespace shogiban::ui
