#include "board/arrowoverlay.h"

#include "board/boardpainter.h"

#include <QColor>

#include <algorithm>

namespace shogiban::ui {

void ArrowOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    if (!scene.rules()) return;
    BoardPainter board(&painter, scene.geometry());
    const Color side = scene.rules()->sideToMove();
    // Weakest first, so that the strongest arrow lies on top where two cross.
    std::vector<BoardArrow> ordered = m_arrows;
    std::stable_sort(ordered.begin(), ordered.end(),
        [](const BoardArrow& a, const BoardArrow& b) { return a.strength < b.strength; });
    for (const BoardArrow& arrow : ordered) {
        const double strength = std::clamp(arrow.strength, 0.0, 1.0);
        const PieceSource from = arrow.move.isDrop()
            ? PieceSource{{}, arrow.move.drop, side}
            : PieceSource{arrow.move.from, NoPieceType, side};
        // Deep blue, from almost opaque for the best move to faint for the last candidate.
        const QColor ink(0x1F, 0x4E, 0xB4, int(70 + 150 * strength));
        board.paintArrow(scene.centreOf(from), arrow.move.to, ink, 0.55 + 0.45 * strength);
    }
}

} // namespace shogiban::ui
