// The first hint of a tsume problem: a ring around the piece the move is made with.
#pragma once

#include "board/boardoverlay.h"

#include <optional>

namespace shogiban::ui {

class HintMarkOverlay : public BoardOverlay {
public:
    // The owner calls the board's update() after changing the mark.
    void setSquare(std::optional<BoardSquare> square) { m_square = square; }
    std::optional<BoardSquare> square() const { return m_square; }

    Layer layer() const override { return Layer::OverPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    std::optional<BoardSquare> m_square;
};

} // namespace shogiban::ui
