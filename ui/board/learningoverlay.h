// Learning mode: how the explained piece moves, drawn on the squares around it (under the
// pieces), and the text that explains it or says why the hovered square is refused.
#pragma once

#include "board/boardoverlay.h"
#include "board/hintoverlay.h"
#include "rules/movepattern.h"

#include <QString>

#include <vector>

namespace shogiban::ui {

class LearningOverlay : public BoardOverlay {
public:
    LearningOverlay(const BoardScene& scene, const HintOverlay& hints);

    void setOn(bool on) { m_on = on; }
    bool isOn() const { return m_on; }
    // How squares are named in the refusals it explains (as the board labels them).
    void setCoordinateStyle(CoordinateStyle style) { m_style = style; }

    std::vector<PatternSquare> patternSquares() const;
    // The explanation of the explained piece, or why the hovered square is refused; empty
    // when learning mode is off or nothing is explained.
    QString text() const;

    Layer layer() const override { return Layer::UnderPieces; }
    void paint(QPainter& painter, const BoardScene& scene) const override;

private:
    const BoardScene& m_scene;
    const HintOverlay& m_hints;
    bool m_on = false;
    CoordinateStyle m_style = CoordinateStyle::Kanji;
};

} // namespace shogiban::ui
