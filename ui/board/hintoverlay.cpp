#include "board/hintoverlay.h"

#include "board/boardpainter.h"

#include <algorithm>

namespace shogiban::ui {

namespace {

void addOnce(std::vector<BoardSquare>& squares, BoardSquare square)
{
    if (std::find(squares.begin(), squares.end(), square) == squares.end())
        squares.push_back(square);
}

} // namespace

HintOverlay::HintOverlay(const BoardScene& scene, const BoardInput& input)
    : m_scene(scene)
    , m_input(input)
{
}

bool HintOverlay::visible() const
{
    return m_mode == HintMode::Always || (m_mode == HintMode::LearningOnly && m_learning);
}

std::optional<PieceSource> HintOverlay::explainedSource() const
{
    if (m_input.selected()) return m_input.selected();
    if (m_learning) return m_input.hovered();
    return std::nullopt;
}

std::vector<BoardSquare> HintOverlay::hintSquares() const
{
    std::vector<BoardSquare> squares;
    const auto source = explainedSource();
    if (!m_scene.rules() || !source) return squares;
    // Drop squares of a piece in hand are part of the lesson in learning mode.
    if (!visible() && !(m_learning && source->fromHand())) return squares;
    const std::vector<BoardMove> moves = source == m_input.selected()
        ? m_input.selectedMoves()
        : legalMovesFrom(*m_scene.rules(), *source);
    for (const BoardMove& m : moves) addOnce(squares, m.to);
    return squares;
}

std::vector<BoardSquare> HintOverlay::captureSquares() const
{
    std::vector<BoardSquare> squares;
    const auto& hover = m_input.hoverSquare();
    if (!m_scene.rules() || !m_input.selected() || !hover || !visible()) return squares;
    for (const BoardMove& move : movesTo(m_input.selectedMoves(), *hover))
        for (const BoardSquare& s : m_scene.rules()->capturesOf(move))
            if (s != move.to) addOnce(squares, s);
    return squares;
}

std::optional<RefusalReason> HintOverlay::hoveredRefusal() const
{
    const auto& selected = m_input.selected();
    const auto& hover = m_input.hoverSquare();
    if (!m_scene.rules() || !m_learning || !selected || !hover) return std::nullopt;
    if (!selected->fromHand() && selected->square == *hover) return std::nullopt;
    if (!movesTo(m_input.selectedMoves(), *hover).empty()) return std::nullopt;
    return explainRefusalFor(*m_scene.rules(), *selected, *hover);
}

void HintOverlay::paint(QPainter& painter, const BoardScene& scene) const
{
    BoardPainter board(&painter, scene.geometry());
    for (const BoardSquare& square : hintSquares())
        board.paintHint(square, !scene.pieceAt(square).empty());
    for (const BoardSquare& square : captureSquares()) board.paintCapture(square);
    if (hoveredRefusal()) board.paintRefused(*m_input.hoverSquare());
    if (m_suggested && scene.rules()) {
        const PieceSource from = m_suggested->isDrop()
            ? PieceSource{{}, m_suggested->drop, scene.rules()->sideToMove()}
            : PieceSource{m_suggested->from, NoPieceType, scene.rules()->sideToMove()};
        board.paintSuggestion(scene.centreOf(from), m_suggested->to);
    }
}

} // namespace shogiban::ui
