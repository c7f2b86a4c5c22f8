// The squares a lesson asks the player to reach, marked with a star over the board.
#pragma once

#include "board/boardoverlay.h"

#include <vector>

namespace shogiban::ui {

class TargetOverlay : public BoardOverlay {
public:
    // The owner calls the board's update() after changing the targets.
    void setTargets(std::vector<BoardSquare> targets) { m_targets = std::move(targets); }
    const std::vector<BoardSquare>& targets() const { return m_targets; }

    Layer layer() const override { return Layer::OverPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    std::vector<BoardSquare> m_targets;
};

} // namespace shogiban::ui
