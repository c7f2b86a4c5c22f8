// Move hints: the legal destinations of the selected piece (and of the hovered one in learning
// mode), the men a hasami move would capture, the square a learner is refused, and the move
// the Hint action suggests, drawn as an arrow.
#pragma once

#include "board/boardinput.h"
#include "board/boardoverlay.h"
#include "board/piecestyle.h"

#include <optional>
#include <vector>

namespace shogiban::ui {

class HintOverlay : public BoardOverlay {
public:
    HintOverlay(const BoardScene& scene, const BoardInput& input);

    void setMode(HintMode mode) { m_mode = mode; }
    HintMode mode() const { return m_mode; }
    void setLearning(bool on) { m_learning = on; }
    void setSuggestedMove(std::optional<BoardMove> move) { m_suggested = move; }

    // The piece being explained: the selected one, or in learning mode the hovered one.
    std::optional<PieceSource> explainedSource() const;
    std::vector<BoardSquare> hintSquares() const;
    std::vector<BoardSquare> captureSquares() const;
    // Learning mode: why the selected piece may not go to the hovered square.
    std::optional<RefusalReason> hoveredRefusal() const;

    Layer layer() const override { return Layer::OverPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    bool visible() const;

    const BoardScene& m_scene;
    const BoardInput& m_input;
    HintMode m_mode = HintMode::Always;
    bool m_learning = false;
    std::optional<BoardMove> m_suggested;
};

} // namespace shogiban::ui
