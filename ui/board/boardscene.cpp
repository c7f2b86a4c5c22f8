#include "board/boardscene.h"

#include <algorithm>

namespace shogiban::ui {

void BoardScene::layOut(const QSizeF& size, bool flipped)
{
    const int files = m_rules ? m_rules->files() : 9;
    const int ranks = m_rules ? m_rules->ranks() : 9;
    // Seven kinds of shogi pieces lie in four rows of two; a single kind needs one row.
    const size_t kinds = m_rules ? m_rules->traits().standKinds.size() : 7;
    m_geometry.update(size, files, ranks, flipped, int((kinds + 1) / 2));
}

BoardPiece BoardScene::pieceAt(BoardSquare square) const
{
    if (!m_rules) return {};
    if (m_pending) {
        if (square == m_pending->to) {
            const Color mover = m_rules->sideToMove();
            if (m_pending->isDrop()) return {mover, m_pending->drop};
            const PieceType type = m_rules->pieceAt(m_pending->from).type;
            return {mover, m_pending->promote ? promoted(type) : type};
        }
        if (!m_pending->isDrop() && square == m_pending->from) return {};
    }
    return m_rules->pieceAt(square);
}

int BoardScene::standCount(Color holder, PieceType kind) const
{
    if (!m_rules) return 0;
    int count = m_rules->standCount(holder, kind);
    if (m_pending && m_pending->drop == kind && m_rules->sideToMove() == holder) --count;
    return count;
}

QRectF BoardScene::standSlotRect(Color holder, PieceType kind) const
{
    if (!m_rules) return {};
    const std::vector<PieceType>& kinds = m_rules->traits().standKinds;
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) return {};
    int index = 0;
    for (PieceType k : kinds) {
        if (k == kind) break;
        if (m_rules->standCount(holder, k) > 0) ++index;
    }
    return m_geometry.standSlotRect(holder, index);
}

QPointF BoardScene::centreOf(const PieceSource& source) const
{
    return source.fromHand() ? standSlotRect(source.color, source.handKind).center()
                             : m_geometry.squareRect(source.square).center();
}

std::optional<PieceSource> BoardScene::sourceAt(const QPointF& point) const
{
    if (!m_rules) return std::nullopt;
    if (const auto square = m_geometry.squareAt(point)) {
        const BoardPiece piece = pieceAt(*square);
        if (piece.empty()) return std::nullopt;
        return PieceSource{*square, NoPieceType, piece.color};
    }
    if (!standsDrop()) return std::nullopt; // captured men are for show
    for (Color color : {Black, White})
        for (PieceType kind : m_rules->traits().standKinds)
            if (standCount(color, kind) > 0 && standSlotRect(color, kind).contains(point))
                return PieceSource{{}, kind, color};
    return std::nullopt;
}

std::optional<BoardSquare> BoardScene::kingInCheck() const
{
    if (!m_rules || !m_rules->inCheck()) return std::nullopt;
    const BoardPiece king{m_rules->sideToMove(), King};
    for (int file = 0; file < m_rules->files(); ++file)
        for (int rank = 0; rank < m_rules->ranks(); ++rank)
            if (m_rules->pieceAt({file, rank}) == king) return BoardSquare{file, rank};
    return std::nullopt;
}

} // namespace shogiban::ui
