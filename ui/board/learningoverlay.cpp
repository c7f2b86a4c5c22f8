#include "board/learningoverlay.h"

#include "board/boardpainter.h"
#include "board/boardtexts.h"
#include "game/movement.h"
#include "text/refusaltexts.h"

#include <algorithm>

namespace shogiban::ui {

LearningOverlay::LearningOverlay(const BoardScene& scene, const HintOverlay& hints)
    : m_scene(scene)
    , m_hints(hints)
{
}

std::vector<PatternSquare> LearningOverlay::patternSquares() const
{
    const GameRules* rules = m_scene.rules();
    const auto source = m_hints.explainedSource();
    if (!rules || !m_on || !source || source->fromHand()) return {};
    const BoardPiece piece = m_scene.pieceAt(source->square);
    if (piece.empty()) return {};
    return movementPattern(movementSteps(*rules, piece.type), piece.color, source->square,
        rules->files(), rules->ranks());
}

QString LearningOverlay::text() const
{
    const GameRules* rules = m_scene.rules();
    const auto source = m_hints.explainedSource();
    if (!m_on || !rules || !source) return {};
    if (const auto refusal = m_hints.hoveredRefusal()) return RefusalTexts::text(*refusal, m_style);
    // The rings drawn around the piece say how it gets there: a dashed one is a jump.
    const std::vector<PatternSquare> pattern = patternSquares();
    const bool jumps = std::any_of(pattern.begin(), pattern.end(),
        [](const PatternSquare& reach) { return reach.kind == StepKind::Jump; });
    const QString legend = jumps ? QLatin1Char(' ') + BoardTexts::jumpRingText() : QString();
    if (const std::optional<MenRules> men = rules->menRules())
        return BoardTexts::manText(*men) + legend;
    const PieceType type
        = source->fromHand() ? source->handKind : m_scene.pieceAt(source->square).type;
    if (type == NoPieceType) return {};
    return BoardTexts::pieceName(type) + QStringLiteral(": ")
        + (source->fromHand() ? BoardTexts::dropText(type) : BoardTexts::movementText(type))
        + legend;
}

void LearningOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    BoardPainter board(&painter, scene.geometry());
    const auto source = m_hints.explainedSource();
    for (const PatternSquare& reach : patternSquares()) board.paintPattern(source->square, reach);
}

} // namespace shogiban::ui
