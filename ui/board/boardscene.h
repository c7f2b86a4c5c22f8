// What the board shows and where: the rules' position laid out by BoardGeometry, with a move
// the player chose shown on it until the owner plays it and refreshes the view. The parts of
// the board view (painting, input, overlays, animation) read the scene; none of them judges a
// move, and none asks which game is played: the rules' traits say how stands and pieces work.
#pragma once

#include "board/boardgeometry.h"
#include "board/piecesource.h"
#include "game/gamerules.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

namespace shogiban::ui {

class BoardScene {
public:
    // The game shown; not owned.
    void setRules(const GameRules* rules) { m_rules = rules; }
    const GameRules* rules() const { return m_rules; }
    void layOut(const QSizeF& size, bool flipped);
    const BoardGeometry& geometry() const { return m_geometry; }

    // A move the player chose, shown until the owner plays it (or nullopt to forget it).
    void setPendingMove(std::optional<BoardMove> move) { m_pending = move; }
    const std::optional<BoardMove>& pendingMove() const { return m_pending; }

    // The position as shown: the rules' one with the pending move on it.
    BoardPiece pieceAt(BoardSquare square) const;
    int standCount(Color holder, PieceType kind) const;
    bool standsDrop() const { return m_rules && m_rules->traits().standsDrop; }

    // The slot of a kind on a player's stand. The kinds held fill the slots in order, without
    // gaps, as pieces lie on a real stand; the rules' counts (not the shown ones) keep a slot in
    // place while its last piece is dragged. Empty for a kind the stands do not hold.
    QRectF standSlotRect(Color holder, PieceType kind) const;
    QPointF centreOf(const PieceSource& source) const;
    // The piece (on a square or a stand that drops) under a point.
    std::optional<PieceSource> sourceAt(const QPointF& point) const;
    std::optional<BoardSquare> kingInCheck() const;

private:
    const GameRules* m_rules = nullptr;
    BoardGeometry m_geometry;
    std::optional<BoardMove> m_pending;
};

} // namespace shogiban::ui
