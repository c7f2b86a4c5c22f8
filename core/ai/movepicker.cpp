#include "ai/movepicker.h"

#include "ai/evaluate.h"
#include "ai/see.h"
#include "rules/position.h"

#include <algorithm>

namespace shogiban::ai {

namespace {

constexpr int TtMoveScore = 1 << 28;
constexpr int GoodCaptureScore = 1 << 24;
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
    : m_pos(pos)
    , m_history(history)
    , m_kind(kind)
{
    const std::array<Move, 2>& killers = history.killers(ply);
    const Move previous = pos.lastMove();
    const Move counter
        = previous ? history.counterMove(pos.pieceOn(previous.to()), previous.to()) : Move::none();
    m_refutations = {killers[0], killers[1],
        counter == killers[0] || counter == killers[1] ? Move::none() : counter};
    const bool usable = ttMove && pos.isLegal(ttMove) && !isUselessNonPromotion(pos, ttMove)
        && (kind == Kind::Main || pos.inCheck() || pos.isCapture(ttMove));
    m_ttMove = usable ? ttMove : Move::none();
    if (pos.inCheck())
        m_stage = Stage::GenerateEvasions;
    else
        m_stage = m_ttMove ? Stage::TtMove : Stage::GenerateCaptures;
}

template <GenType T> void MovePicker::generate()
{
    for (Move m : MoveList<T>(m_pos)) {
        if (isUselessNonPromotion(m_pos, m)) continue;
        int score;
        if constexpr (T == GenType::Evasions) {
            score = m == m_ttMove ? TtMoveScore : evasionScore(m);
        } else {
            if (m == m_ttMove) continue; // returned first already
            // Promotions without capture come with the quiet moves but are ordered as gains.
            const bool gains = T == GenType::Captures || m.isPromotion();
            score = gains ? captureScore(m) : m_history.score(m_pos.movedPiece(m), m.to());
        }
        m_moves[m_end++] = {m, score};
    }
}

// Captures and promotions: by the material won, the cheapest attacker first among equals;
// the ones that lose material by exchange go below zero.
int MovePicker::captureScore(Move m) const
{
    const Piece moved = m_pos.movedPiece(m);
    int gain = m_pos.isCapture(m) ? captureGain(typeOf(m_pos.pieceOn(m.to()))) : 0;
    if (m.isPromotion()) gain += PieceValue[promoted(typeOf(moved))] - PieceValue[typeOf(moved)];
    const int order = gain * 16 - PieceValue[typeOf(moved)];
    return (seeAtLeast(m_pos, m, 0) ? GoodCaptureScore : BadCaptureScore) + order;
}

int MovePicker::evasionScore(Move m) const
{
    const bool gains = m_pos.isCapture(m) || m.isPromotion();
    if (gains) return captureScore(m);
    if (isRefutation(m)) return KillerScore + (m == m_refutations[0]);
    return m_history.score(m_pos.movedPiece(m), m.to());
}

MovePicker::ScoredMove& MovePicker::pickBest()
{
    int best = m_index;
    for (int i = m_index + 1; i < m_end; ++i)
        if (m_moves[i].score > m_moves[best].score) best = i;
    std::swap(m_moves[m_index], m_moves[best]);
    return m_moves[m_index++];
}

Move MovePicker::next()
{
    for (;;) {
        switch (m_stage) {
        case Stage::TtMove:
            m_stage = Stage::GenerateCaptures;
            m_lastScore = TtMoveScore;
            return m_ttMove;
        case Stage::GenerateCaptures:
            m_index = m_end = m_badEnd = 0;
            generate<GenType::Captures>();
            m_stage = Stage::GoodCaptures;
            break;
        case Stage::GoodCaptures:
            while (m_index < m_end) {
                const ScoredMove& sm = pickBest();
                if (sm.score < 0) { // kept for the end, after the quiet moves
                    m_moves[m_badEnd++] = sm;
                    continue;
                }
                m_lastScore = sm.score;
                return sm.move;
            }
            if (m_kind == Kind::Quiescence) {
                m_stage = Stage::Done;
                break;
            }
            m_stage = Stage::Refutations;
            break;
        case Stage::Refutations:
            while (m_refutationIndex < 3) {
                const Move k = m_refutations[size_t(m_refutationIndex++)];
                if (k && k != m_ttMove && !m_pos.isCapture(k) && !k.isPromotion()
                    && m_pos.isLegal(k) && !isUselessNonPromotion(m_pos, k)) {
                    m_lastScore = KillerScore + (m_refutationIndex == 1);
                    return k;
                }
            }
            m_stage = Stage::GenerateQuiets;
            break;
        case Stage::GenerateQuiets: {
            m_index = m_end = m_badEnd;
            generate<GenType::Quiets>();
            // Sorted once: most nodes that get this far look at many of their quiet moves. Losing
            // promotions go to the end with the quiet moves of bad history.
            std::stable_sort(m_moves.data() + m_index, m_moves.data() + m_end,
                [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
            m_stage = Stage::Quiets;
            break;
        }
        case Stage::Quiets:
            while (m_index < m_end) {
                const ScoredMove& sm = m_moves[m_index++];
                if (isRefutation(sm.move) && !sm.move.isPromotion()) continue; // played already
                m_lastScore = sm.score;
                return sm.move;
            }
            m_index = 0;
            m_end = m_badEnd;
            m_stage = Stage::BadCaptures;
            break;
        case Stage::GenerateEvasions:
            generate<GenType::Evasions>();
            m_stage = Stage::Evasions;
            break;
        case Stage::BadCaptures: // both: the best of what is left, until nothing is
        case Stage::Evasions:
            if (m_index < m_end) {
                const ScoredMove& sm = pickBest();
                m_lastScore = sm.score;
                return sm.move;
            }
            m_stage = Stage::Done;
            break;
        case Stage::Done:
            return Move::none();
        }
    }
}

} // namespace shogiban::ai
