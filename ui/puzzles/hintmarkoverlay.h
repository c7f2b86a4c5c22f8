// The first hint of a tsume problem: a ring around the piece the move is made with, on the
// board or, for a drop, on the attacker's stand.
#pragma once

#include "board/boardoverlay.h"
#include "board/piecesource.h"

#include <optional>

namespace shogiban::ui {

class HintMarkOverlay : public BoardOverlay {
public:
    // The owner calls the board's update() after changing the mark.
    void setPlace(std::optional<PieceSource> place) { m_place = place; }
    void clear() { m_place.reset(); }
    const std::optional<PieceSource>& place() const { return m_place; }

    Layer layer() const override { return Layer::OverPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    std::optional<PieceSource> m_place;
};

} // namespace shogiban::ui
