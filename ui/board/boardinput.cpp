#include "board/boardinput.h"

#include <QApplication>
#include <QKeyEvent>

#include <algorithm>

namespace shogiban::ui {

BoardInput::BoardInput(const BoardScene& scene, QObject* parent)
    : QObject(parent)
    , m_scene(scene)
{
}

void BoardInput::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive) {
        select(std::nullopt);
        m_pressed.reset();
        m_dragging = false;
    }
    emit changed();
}

bool BoardInput::canMove(const PieceSource& source) const
{
    const GameRules* rules = m_scene.rules();
    return m_interactive && rules && !rules->outcome() && !m_scene.pendingMove()
        && source.color == rules->sideToMove();
}

std::optional<PieceSource> BoardInput::dragged() const
{
    return m_dragging ? m_pressed : std::nullopt;
}

Qt::CursorShape BoardInput::cursorShape() const
{
    // The hand tells which pieces may be picked up.
    if (m_dragging) return Qt::ClosedHandCursor;
    if (m_hovered && canMove(*m_hovered)) return Qt::OpenHandCursor;
    return Qt::ArrowCursor;
}

void BoardInput::refresh()
{
    if (m_selected && !canMove(*m_selected)) {
        select(std::nullopt);
        return;
    }
    if (m_selected) m_selectedMoves = legalMovesFrom(*m_scene.rules(), *m_selected);
}

void BoardInput::select(std::optional<PieceSource> source)
{
    m_selected = source;
    m_selectedMoves = source ? legalMovesFrom(*m_scene.rules(), *source) : std::vector<BoardMove>{};
    emit changed();
}

void BoardInput::press(const QPointF& point)
{
    const auto source = m_scene.sourceAt(point);
    const bool movable = source && canMove(*source);
    const auto square = m_scene.geometry().squareAt(point);
    // With a piece selected, a click on anything but another own piece is its destination.
    if (m_selected && square && !(movable && source != m_selected)) {
        if (source == m_selected) {
            m_pressed = source;
            m_pressedWasSelected = true;
            m_pressPoint = point;
            return;
        }
        tryMove(*m_selected, *square, m_scene.geometry().squareRect(*square).center(), false);
        return;
    }
    if (!movable) {
        select(std::nullopt);
        if (source && !m_interactive) emit blocked();
        return;
    }
    m_pressedWasSelected = m_selected == source;
    select(source);
    m_pressed = source;
    m_pressPoint = point;
}

void BoardInput::move(const QPointF& point, bool buttonDown)
{
    if (m_pressed && buttonDown) {
        if (!m_dragging
            && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            m_dragPoint = point;
            emit changed();
        }
    }
    const auto square = m_scene.geometry().squareAt(point);
    const auto hovered = m_scene.sourceAt(point);
    if (square == m_hoverSquare && hovered == m_hovered) return;
    m_hoverSquare = square;
    m_hovered = hovered;
    emit changed();
}

void BoardInput::release(const QPointF& point)
{
    if (!m_pressed) return;
    const PieceSource source = *m_pressed;
    const bool dragged = m_dragging;
    m_pressed.reset();
    m_dragging = false;
    const auto square = m_scene.geometry().squareAt(point);
    if (!dragged) {
        // A click: the piece stays selected for a click on its destination, unless it was
        // already selected (a second click puts it down).
        if (m_pressedWasSelected) select(std::nullopt);
        return;
    }
    if (square && !source.fromHand() && *square == source.square) {
        emit changed(); // put back where it was
        return;
    }
    if (!square) {
        // Dropped off the board: the piece goes back and nothing happens.
        select(std::nullopt);
        emit moveRefused(RefusalReason{}, source, point, true);
        return;
    }
    tryMove(source, *square, point, true);
}

void BoardInput::leave()
{
    m_hovered.reset();
    m_hoverSquare.reset();
    emit changed();
}

void BoardInput::tryMove(PieceSource source, BoardSquare target, const QPointF& from, bool dragged)
{
    const GameRules& rules = *m_scene.rules();
    const std::vector<BoardMove> moves = movesTo(legalMovesFrom(rules, source), target);
    select(std::nullopt);
    if (moves.empty()) {
        RefusalReason reason = explainRefusalFor(rules, source, target);
        if (reason.refusal == MoveRefusal::None) reason.refusal = MoveRefusal::PieceCannotMoveThere;
        emit moveRefused(reason, source, from, dragged);
        return;
    }
    if (moves.size() == 1) {
        emit moveChosen(moves.front());
        return;
    }
    BoardMove plain = moves.front();
    plain.promote = false;
    emit promotionNeeded(plain);
}

bool BoardInput::key(QKeyEvent* event)
{
    if (!m_scene.rules()) return false;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_selected) {
            m_pressed.reset();
            m_dragging = false;
            select(std::nullopt);
            return true;
        }
        if (!m_cursor) return false;
        m_cursor.reset(); // the arrow keys browse the moves again
        emit changed();
        return true;
    // Left and Right browse the moves until the cursor is out (Up, Down, Enter or Space).
    case Qt::Key_Left:
        if (!m_cursor) return false;
        moveCursor(-1, 0);
        return true;
    case Qt::Key_Right:
        if (!m_cursor) return false;
        moveCursor(1, 0);
        return true;
    case Qt::Key_Up:
        moveCursor(0, -1);
        return true;
    case Qt::Key_Down:
        moveCursor(0, 1);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activateCursor();
        return true;
    default:
        return false;
    }
}

void BoardInput::moveCursor(int columns, int rows)
{
    const BoardGeometry& g = m_scene.geometry();
    const GameRules& rules = *m_scene.rules();
    if (!m_cursor) {
        // The first key shows the cursor in the middle of the board.
        m_cursor = PieceSource{{g.files() / 2, g.ranks() / 2}, NoPieceType, Black};
        emit changed();
        return;
    }
    if (m_cursor->fromHand()) {
        // On a stand: up and down go through the kinds it holds; sideways back to the board.
        const std::vector<PieceType>& kinds = rules.traits().standKinds;
        std::vector<PieceType> held;
        for (PieceType kind : kinds)
            if (m_scene.standCount(m_cursor->color, kind) > 0) held.push_back(kind);
        const bool standOnRight = !g.isUpsideDown(m_cursor->color);
        if (columns != 0 || held.empty()) {
            if (columns == (standOnRight ? -1 : 1) || held.empty()) {
                const int column = standOnRight ? g.files() - 1 : 0;
                const int file = g.flipped() ? column : g.files() - 1 - column;
                const int row = standOnRight ? g.ranks() - 1 : 0;
                const int rank = g.flipped() ? g.ranks() - 1 - row : row;
                m_cursor = PieceSource{{file, rank}, NoPieceType, m_cursor->color};
            }
        } else {
            auto it = std::find(held.begin(), held.end(), m_cursor->handKind);
            int index = it == held.end() ? 0 : int(it - held.begin());
            index = (index + rows + int(held.size())) % int(held.size());
            m_cursor->handKind = held[size_t(index)];
        }
        emit changed();
        return;
    }
    // On the board, in screen directions: file 0 is on the right unless the board is flipped.
    const int fileStep = g.flipped() ? columns : -columns;
    const int rankStep = g.flipped() ? -rows : rows;
    const int file = m_cursor->square.file + fileStep;
    const int rank = m_cursor->square.rank + rankStep;
    if (file < 0 || file >= g.files()) {
        // Off the board's side, onto the stand there (the bottom player's on the right).
        const Color holder = (columns > 0) != g.flipped() ? Black : White;
        if (m_scene.standsDrop())
            for (PieceType kind : rules.traits().standKinds)
                if (m_scene.standCount(holder, kind) > 0) {
                    m_cursor = PieceSource{{}, kind, holder};
                    break;
                }
    } else if (rank >= 0 && rank < g.ranks()) {
        m_cursor->square = {file, rank};
    }
    emit changed();
}

void BoardInput::activateCursor()
{
    if (!m_cursor) {
        moveCursor(0, 0);
        return;
    }
    if (!m_interactive) {
        emit blocked();
        return;
    }
    const PieceSource& at = *m_cursor;
    const QPointF centre = m_scene.centreOf(at);
    if (at.fromHand()) {
        if (canMove(at)) select(m_selected == at ? std::nullopt : std::optional(at));
        else
            emit moveRefused(plainRefusal(MoveRefusal::NotInHand), at, centre, false);
        return;
    }
    const BoardPiece piece = m_scene.pieceAt(at.square);
    const PieceSource here{at.square, NoPieceType, piece.color};
    if (m_selected && m_selected == here) {
        select(std::nullopt); // put down where it was
        return;
    }
    if (!piece.empty() && canMove(here)) {
        select(here);
        return;
    }
    if (m_selected) {
        tryMove(*m_selected, at.square, centre, false);
        return;
    }
    emit moveRefused(pickUpRefusal(piece), here, centre, false);
}

} // namespace shogiban::ui
