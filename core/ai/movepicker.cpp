#include "ai/movepicker.h"

#include "ai/evaluate.h"
#include "ai/see.h"

namespace shogiban::ai {

namespace {

constexpr int TtMoveScore = 1 << 28;
constexpr int GoodCaptureScore = 1 << 24;
constexpr int KillerScore = 1 << 20;
constexpr int BadCaptureScore = -(1 << 24);

} // namespace

bool isUselessNonPromotion(const Position& pos, Move m)
{
    if (m.isDrop() || m.isPromotion()) return false;
    const Piece p = pos.pieceOn(m.from());
    const PieceType t = typeOf(p);
    if (t != Pawn && t != Bishop && t != Rook) return false;
    const Color c = colorOf(p);
    return inPromotionZone(c, m.from()) || inPromotionZone(c, m.to());
}

MovePicker::MovePicker(const Position& pos, Move ttMove, const History& history, int ply, Kind kind)
    : m_history(history)
    , m_ttMove(ttMove)
    , m_killers(history.killers(ply))
    , m_kind(kind)
{
    if (pos.inCheck())
        add<GenType::Evasions>(pos);
    else if (kind == Kind::Quiescence)
        add<GenType::Captures>(pos);
    else
        add<GenType::NonEvasions>(pos);
}

template <GenType T> void MovePicker::add(const Position& pos)
{
    for (Move m : MoveList<T>(pos)) {
        if (m_kind != Kind::All && isUselessNonPromotion(pos, m)) continue;
        m_moves[m_count++] = {m, score(pos, m)};
    }
}

int MovePicker::score(const Position& pos, Move m) const
{
    if (m == m_ttMove) return TtMoveScore;
    const Piece moved = pos.movedPiece(m);
    const PieceType victim = m.isDrop() ? NoPieceType : typeOf(pos.pieceOn(m.to()));
    int gain = victim != NoPieceType ? captureGain(victim) : 0;
    if (m.isPromotion()) gain += PieceValue[promoted(typeOf(moved))] - PieceValue[typeOf(moved)];
    if (gain > 0) {
        const int order = gain * 16 - PieceValue[typeOf(moved)];
        return (seeAtLeast(pos, m, 0) ? GoodCaptureScore : BadCaptureScore) + order;
    }
    if (m == m_killers[0]) return KillerScore + 1;
    if (m == m_killers[1]) return KillerScore;
    return m_history.score(moved, m.to());
}

Move MovePicker::next()
{
    if (m_index >= m_count) return Move::none();
    // Selection sort, one step per call: a cutoff usually comes early.
    int best = m_index;
    for (int i = m_index + 1; i < m_count; ++i)
        if (m_moves[i].score > m_moves[best].score) best = i;
    std::swap(m_moves[m_index], m_moves[best]);
    m_lastScore = m_moves[m_index].score;
    return m_moves[m_index++].move;
}

} // namespace shogiban::ai
