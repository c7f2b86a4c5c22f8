// The player's hand on the board: picking a piece up (drag it and drop it, or click it and then
// its destination, on the board or from a stand), and the same with the keyboard (a cursor moved
// with the arrow keys over the squares and the side to move's stand, Enter or Space to pick up
// and put down, Esc to put back). It asks the rules which moves are legal and reports what the
// player chose; the view shows it and the owner plays it.
#pragma once

#include "board/boardscene.h"

#include <QObject>
#include <QPointF>

#include <optional>
#include <vector>

class QKeyEvent;

namespace shogiban::ui {

class BoardInput : public QObject {
    Q_OBJECT

public:
    explicit BoardInput(const BoardScene& scene, QObject* parent = nullptr);

    // Whether the person may move now (off while the computer thinks or during review).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    // The piece belongs to the side to move, which may move now.
    bool canMove(const PieceSource& source) const;

    const std::optional<PieceSource>& selected() const { return m_selected; }
    const std::vector<BoardMove>& selectedMoves() const { return m_selectedMoves; }
    const std::optional<PieceSource>& hovered() const { return m_hovered; }
    const std::optional<BoardSquare>& hoverSquare() const { return m_hoverSquare; }
    // The piece held under the mouse while it is dragged, and where.
    std::optional<PieceSource> dragged() const;
    QPointF dragPoint() const { return m_dragPoint; }
    // The keyboard cursor: a square, or a kind on the side to move's stand; nullopt until Up,
    // Down, Enter or Space brings it out (Left and Right browse the moves until then), and
    // again after Escape.
    const std::optional<PieceSource>& cursor() const { return m_cursor; }
    Qt::CursorShape cursorShape() const;

    // The position changed: the selection survives only while that piece can still move.
    void refresh();
    void select(std::optional<PieceSource> source);

    void press(const QPointF& point);
    void move(const QPointF& point, bool buttonDown);
    void release(const QPointF& point);
    void leave();
    // True when the key was for the board (arrows, Enter, Space, Esc, Tab on the stand).
    bool key(QKeyEvent* event);

signals:
    // Exactly one legal move: it is chosen.
    void moveChosen(const shogiban::BoardMove& move);
    // Both a promoting and a non-promoting move are legal: the player must choose.
    void promotionNeeded(const shogiban::BoardMove& unpromoted);
    // An illegal attempt; `dragged` pieces fly back from where they were let go.
    void moveRefused(const shogiban::RefusalReason& reason, const shogiban::ui::PieceSource& source,
        const QPointF& from, bool dragged);
    // The player tried to pick up a piece while moving is not possible (the computer's turn,
    // an earlier position shown, the game over): the owner says why.
    void blocked();
    // Something the board shows changed (selection, hover, drag, cursor).
    void changed();

private:
    // By value: the source is often m_selected, which the move clears.
    void tryMove(PieceSource source, BoardSquare target, const QPointF& from, bool dragged);
    void moveCursor(int columns, int rows);
    void activateCursor();

    const BoardScene& m_scene;
    bool m_interactive = true;
    std::optional<PieceSource> m_selected;
    std::vector<BoardMove> m_selectedMoves; // legal moves of the selected piece
    std::optional<PieceSource> m_pressed; // the piece under the mouse button
    bool m_pressedWasSelected = false;
    QPointF m_pressPoint;
    bool m_dragging = false;
    QPointF m_dragPoint;
    std::optional<PieceSource> m_hovered;
    std::optional<BoardSquare> m_hoverSquare;
    std::optional<PieceSource> m_cursor;
};

} // namespace shogiban::ui
