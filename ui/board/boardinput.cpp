// BoardView: the mouse and the keyboard. Drag a piece and drop it, or click it and then click
// its destination; both work for pieces on the board and in hand.
#include "board/boardview.h"

#include "board/promotiondialog.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace shogiban::ui {

bool BoardView::canMove(const PieceSource& source) const
{
    return m_interactive && m_rules && !m_rules->outcome() && !m_shownMove
        && source.color == m_rules->sideToMove();
}

void BoardView::select(std::optional<PieceSource> source)
{
    m_selected = source;
    m_selectedMoves = source ? legalMovesFrom(*m_rules, *source) : std::vector<BoardMove>{};
    updateLearningText();
    update();
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_rules) return;
    // A piece still in flight lands at once: the player is faster than the animation.
    finishFlight();
    const QPointF point = event->position();
    const auto source = sourceAt(point);
    const bool movable = source && canMove(*source);
    const auto square = m_geometry.squareAt(point);
    // With a piece selected, a click on anything but another own piece is its destination.
    if (m_selected && square && !(movable && source != m_selected)) {
        if (source == m_selected) {
            m_pressed = source;
            m_pressedWasSelected = true;
            m_pressPoint = point;
            return;
        }
        tryMove(*m_selected, *square, false);
        return;
    }
    if (!movable) {
        select(std::nullopt);
        return;
    }
    m_pressedWasSelected = m_selected == source;
    select(source);
    m_pressed = source;
    m_pressPoint = point;
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF point = event->position();
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging
            && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            m_dragPoint = point;
            update();
        }
    }
    updateHover(point);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) return;
    const PieceSource source = *m_pressed;
    const bool dragged = m_dragging;
    m_pressed.reset();
    m_dragging = false;
    const QPointF point = event->position();
    const auto square = m_geometry.squareAt(point);
    const bool backHome = square && !source.fromHand() && *square == source.square;
    if (!dragged) {
        // A click: the piece stays selected for a click on its destination, unless it was
        // already selected (a second click puts it down).
        if (m_pressedWasSelected) select(std::nullopt);
        return;
    }
    if (backHome) {
        update();
        return;
    }
    if (!square) {
        // Dropped off the board: the piece goes back and nothing happens.
        select(std::nullopt);
        flyBack(source, point);
        return;
    }
    tryMove(source, *square, true);
}

void BoardView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    m_hovered.reset();
    m_hoverSquare.reset();
    updateLearningText();
    update();
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_selected) {
        m_pressed.reset();
        m_dragging = false;
        select(std::nullopt);
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::updateHover(const QPointF& point)
{
    const auto square = m_geometry.squareAt(point);
    const auto hovered = sourceAt(point);
    // The hand cursor tells which pieces may be picked up.
    if (m_dragging)
        setCursor(Qt::ClosedHandCursor);
    else if (hovered && canMove(*hovered))
        setCursor(Qt::OpenHandCursor);
    else
        unsetCursor();
    if (square == m_hoverSquare && hovered == m_hovered) return;
    m_hoverSquare = square;
    m_hovered = hovered;
    updateLearningText();
    if (m_learning || m_selected) update();
}

void BoardView::tryMove(const PieceSource& source, BoardSquare target, bool dragged)
{
    const std::vector<BoardMove> moves = movesTo(legalMovesFrom(*m_rules, source), target);
    if (moves.empty()) {
        MoveRefusal refusal = refusalFor(*m_rules, source, target);
        if (refusal == MoveRefusal::None) refusal = MoveRefusal::PieceCannotMoveThere;
        select(std::nullopt);
        if (dragged) flyBack(source, squareRect(target).center());
        emit moveRefused(refusal);
        return;
    }
    select(std::nullopt);
    if (moves.size() == 1) {
        commit(moves.front());
        return;
    }
    // Both a promoting and a non-promoting move are legal: the player chooses.
    BoardMove plain = moves.front();
    plain.promote = false;
    askPromotion(plain);
}

void BoardView::commit(const BoardMove& move)
{
    m_shownMove = move;
    update();
    emit moveChosen(move);
}

void BoardView::askPromotion(const BoardMove& move)
{
    // Meanwhile the piece waits on its destination, unpromoted.
    m_shownMove = move;
    update();
    const BoardPiece piece = m_rules->pieceAt(move.from);
    auto* dialog = new PromotionDialog(
        piece.type, piece.color, m_pieces.style(), m_geometry.isUpsideDown(piece.color), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_promotionDialog = dialog;
    connect(dialog, &PromotionDialog::promotionChosen, this, [this, move](bool promote) {
        BoardMove chosen = move;
        chosen.promote = promote;
        commit(chosen);
    });
    connect(dialog, &QDialog::rejected, this, [this] {
        m_shownMove.reset();
        update();
    });
    dialog->open();
}

} // namespace shogiban::ui
