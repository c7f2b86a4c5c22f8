// Arrows over the pieces for moves someone proposes: the analysis panel's candidate moves, the
// best one strongest, or the next move of a line being previewed. Drops start at the stand.
#pragma once

#include "board/boardoverlay.h"

#include <vector>

namespace shogiban::ui {

struct BoardArrow {
    BoardMove move; // a move of the side to move in the position shown
    double strength = 1; // 0..1: the best candidate 1, weaker ones fainter and thinner
    bool operator==(const BoardArrow&) const = default;
};

class ArrowOverlay : public BoardOverlay {
public:
    // The owner calls the board's update() after changing the arrows.
    void setArrows(std::vector<BoardArrow> arrows) { m_arrows = std::move(arrows); }
    const std::vector<BoardArrow>& arrows() const { return m_arrows; }

    Layer layer() const override { return Layer::OverPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    std::vector<BoardArrow> m_arrows;
};

} // namespace shogiban::ui
