// BoardView: move hints and learning mode (movement patterns, explanations, refused squares).
#include "board/boardpainter.h"
#include "board/boardtexts.h"
#include "board/boardview.h"
#include "game/movement.h"
#include "text/texts.h"

#include <QPainter>

namespace shogiban::ui {

std::optional<PieceSource> BoardView::explainedSource() const
{
    if (m_selected) return m_selected;
    if (m_learning) return m_hovered;
    return std::nullopt;
}

bool BoardView::hintsVisible() const
{
    return m_hintMode == HintMode::Always || (m_hintMode == HintMode::LearningOnly && m_learning);
}

std::vector<BoardSquare> BoardView::hintSquares() const
{
    std::vector<BoardSquare> squares;
    const auto source = explainedSource();
    if (!m_rules || !source) return squares;
    // Drop squares of a piece in hand are part of the lesson in learning mode.
    const bool shown = hintsVisible() || (m_learning && source->fromHand());
    if (!shown) return squares;
    const std::vector<BoardMove> moves
        = source == m_selected ? m_selectedMoves : legalMovesFrom(*m_rules, *source);
    for (const BoardMove& m : moves)
        if (std::find(squares.begin(), squares.end(), m.to) == squares.end())
            squares.push_back(m.to);
    return squares;
}

std::vector<PatternSquare> BoardView::patternSquares() const
{
    const auto source = explainedSource();
    if (!m_rules || !m_learning || !source || source->fromHand()) return {};
    const BoardPiece piece = displayedPiece(source->square);
    if (piece.empty()) return {};
    return movementPattern(movementSteps(*m_rules, piece.type), piece.color, source->square,
        m_rules->files(), m_rules->ranks());
}

std::vector<BoardSquare> BoardView::captureSquares() const
{
    std::vector<BoardSquare> squares;
    if (!m_rules || !m_selected || !m_hoverSquare || !hintsVisible()) return squares;
    for (const BoardMove& move : movesTo(m_selectedMoves, *m_hoverSquare))
        for (const BoardSquare& s : m_rules->capturesOf(move))
            if (s != move.to && std::find(squares.begin(), squares.end(), s) == squares.end())
                squares.push_back(s);
    return squares;
}

std::optional<MoveRefusal> BoardView::hoveredRefusal() const
{
    if (!m_rules || !m_learning || !m_selected || !m_hoverSquare) return std::nullopt;
    if (!m_selected->fromHand() && m_selected->square == *m_hoverSquare) return std::nullopt;
    if (!movesTo(m_selectedMoves, *m_hoverSquare).empty()) return std::nullopt;
    return refusalFor(*m_rules, *m_selected, *m_hoverSquare);
}

void BoardView::updateLearningText()
{
    QString text;
    const auto source = explainedSource();
    if (m_learning && m_rules && source) {
        const PieceType type
            = source->fromHand() ? source->handKind : displayedPiece(source->square).type;
        if (m_rules->kind() != GameKind::Shogi)
            text = BoardTexts::manText(m_rules->kind());
        else if (type != NoPieceType)
            text = BoardTexts::pieceName(type) + QStringLiteral(": ")
                + (source->fromHand() ? BoardTexts::dropText(type)
                                      : BoardTexts::movementText(type));
        if (const auto refusal = hoveredRefusal()) text = Texts::refusal(*refusal);
    }
    setToolTip(hoveredRefusal() ? text : QString());
    if (text == m_learningText) return;
    m_learningText = text;
    emit learningTextChanged(text);
}

void BoardView::paintPattern(QPainter& painter)
{
    BoardPainter board(&painter, m_geometry);
    const auto source = explainedSource();
    for (const PatternSquare& reach : patternSquares()) board.paintPattern(source->square, reach);
}

void BoardView::paintHints(QPainter& painter)
{
    BoardPainter board(&painter, m_geometry);
    for (const BoardSquare& square : hintSquares())
        board.paintHint(square, !displayedPiece(square).empty());
    for (const BoardSquare& square : captureSquares()) board.paintCapture(square);
    if (hoveredRefusal()) board.paintRefused(*m_hoverSquare);
    if (m_suggestedMove) {
        const QPointF from = m_suggestedMove->isDrop()
            ? handSlotRect(m_rules->sideToMove(), m_suggestedMove->drop).center()
            : squareRect(m_suggestedMove->from).center();
        board.paintSuggestion(from, m_suggestedMove->to);
    }
}

} // namespace shogiban::ui
