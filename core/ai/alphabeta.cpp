// The node search of Searcher: principal variation search and quiescence search.
#include "ai/evaluate.h"
#include "ai/mateinone.h"
#include "ai/network.h"
#include "ai/movepicker.h"
#include "ai/search.h"
#include "ai/see.h"
#include "rules/position.h"

#include <algorithm>
#include <cmath>

namespace shogiban::ai {

namespace {

// Late move reductions grow with the logarithms of depth and move number.
struct ReductionTable {
    int r[64][64];
    ReductionTable()
    {
        for (int d = 1; d < 64; ++d)
            for (int n = 1; n < 64; ++n) r[d][n] = int(0.5 + std::log(d) * std::log(n) / 2.1);
    }
};
const ReductionTable Reductions;

int reduction(int depth, int moveCount)
{
    return Reductions.r[std::min(depth, 63)][std::min(moveCount, 63)];
}

// splitmix64: a well-mixed hash of the key for the levels' evaluation noise.
uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Repetition cycles in the search are short; looking further back costs time at every node.
constexpr int RepetitionWindow = 32;

} // namespace

Value Searcher::staticEval(const Position& pos, int ply)
{
    Value v = m_evalCache.get(pos.key(), [&] {
        const Value base = evaluate(pos);
        return m_network ? base + networkCorrection(pos, ply) * m_networkWeight / 100 : base;
    });
    if (m_limits.noise > 0) {
        const uint64_t span = uint64_t(2 * m_limits.noise + 1);
        v += int(mix(pos.key() ^ m_limits.seed) % span) - m_limits.noise;
    }
    return v;
}

void Searcher::noteMove(const Position& pos, Move m, int childPly)
{
    if (!m_network) return;
    NetworkPly& child = m_networkPlies[size_t(childPly)];
    child.changes = m ? network::changesOf(pos, m, m_network->shape.kingBuckets) : network::MoveChanges{};
    child.computed[Black] = child.computed[White] = false;
}

Value Searcher::networkCorrection(const Position& pos, int ply)
{
    // Each side's view from the nearest position back along the line where it is known (the
    // root's always is), move by move; afresh from this position where a move on the way
    // took that side's king to another bucket.
    NetworkPly& target = m_networkPlies[size_t(ply)];
    for (Color c : {Black, White}) {
        int known = ply;
        bool moved = false;
        while (!m_networkPlies[size_t(known)].computed[c] && !moved)
            moved = m_networkPlies[size_t(known--)].changes.refresh[c];
        if (moved) {
            m_network->refresh(pos, c, target.acc);
            target.computed[c] = true;
            continue;
        }
        for (int p = known + 1; p <= ply; ++p) {
            NetworkPly& here = m_networkPlies[size_t(p)];
            m_network->update(c, here.changes, m_networkPlies[size_t(p - 1)].acc, here.acc);
            here.computed[c] = true;
        }
    }
    return m_network->correction(target.acc, pos.sideToMove());
}

// Repetitions inside the search: a draw, unless one side checked with every move since the
// position last occurred, which loses by perpetual check.
bool Searcher::repetitionValue(const Position& pos, int ply, Value& value) const
{
    const Repetition r = pos.repetition(RepetitionWindow);
    if (r.earlier == 0) return false;
    const Color us = pos.sideToMove();
    if (pos.continuousCheck(~us) >= r.pliesToLast)
        value = mateIn(ply);
    else if (pos.continuousCheck(us) >= r.pliesToLast)
        value = matedIn(ply);
    else
        value = DrawValue;
    return true;
}

void Searcher::updatePv(int ply, Move m)
{
    m_pv[ply][0] = m;
    const int childLength = m_pvLength[ply + 1];
    std::copy(m_pv[ply + 1], m_pv[ply + 1] + childLength, m_pv[ply] + 1);
    m_pvLength[ply] = childLength + 1;
}

void Searcher::updateQuietStats(
    const Position& pos, Move best, const Move* quiets, int count, int ply, int depth)
{
    const int bonus = std::min(depth * depth * 32, History::Max / 4);
    m_history.addKiller(ply, best);
    if (const Move previous = pos.lastMove())
        m_history.setCounterMove(pos.pieceOn(previous.to()), previous.to(), best);
    m_history.update(pos.movedPiece(best), best.to(), bonus);
    for (int i = 0; i < count; ++i)
        m_history.update(pos.movedPiece(quiets[i]), quiets[i].to(), -bonus);
}

Value Searcher::alphaBeta(Position& pos, int depth, Value alpha, Value beta, int ply, bool pvNode)
{
    m_pvLength[ply] = 0;
    if (depth <= 0) return quiescence(pos, alpha, beta, ply, pvNode, true);
    countNode();
    pollLimits();
    if (m_stopped) return 0;
    m_selDepth = std::max(m_selDepth, ply);
    Value value;
    if (repetitionValue(pos, ply, value)) return value;
    if (ply >= MaxPly) return staticEval(pos, ply);
    // Mate distance pruning: no line can beat a shorter mate found already.
    alpha = std::max(alpha, matedIn(ply));
    beta = std::min(beta, mateIn(ply + 1));
    if (alpha >= beta) return alpha;

    const bool inCheck = pos.inCheck();
    const std::optional<TtEntry> tte = m_tt->probe(pos.key());
    const Move ttMove = tte ? tte->move : Move::none();
    if (tte && !pvNode && tte->depth >= depth) {
        const Value v = valueFromTt(tte->value, ply);
        if (tte->bound == Bound::Exact || (tte->bound == Bound::Lower && v >= beta)
            || (tte->bound == Bound::Upper && v <= alpha))
            return v;
    }
    const Value eval = inCheck ? -Infinite : tte ? tte->eval : staticEval(pos, ply);
    // Reverse futility: far above beta at low depth, the opponent will not catch up.
    if (!pvNode && !inCheck && depth <= 6 && eval - 100 * depth >= beta && !isMateScore(beta))
        return eval;
    // Null move: if passing still leaves us above beta, some real move will too. Drops make
    // zugzwang rare in shogi; two passes in a row would prove nothing.
    if (!pvNode && !inCheck && depth >= 3 && eval >= beta && !pos.lastMove().isNone()
        && !isMateScore(beta)) {
        const int r = 3 + depth / 4 + std::min((eval - beta) / 200, 3);
        noteMove(pos, Move::none(), ply + 1);
        pos.doNullMove();
        const Value v = -alphaBeta(pos, depth - r, -beta, -beta + 1, ply + 1, false);
        pos.undoNullMove();
        if (m_stopped) return 0;
        if (v >= beta) return isMateScore(v) ? beta : v;
    }
    // Without a hash move a deep search is cheaper one ply shallower.
    if (!ttMove && depth >= 6) --depth;

    MovePicker picker(pos, ttMove, m_history, ply, MovePicker::Kind::Main);
    Move quiets[64];
    int quietCount = 0;
    Value best = -Infinite;
    Move bestMove = Move::none();
    const Value oldAlpha = alpha;
    int moveCount = 0;
    while (Move m = picker.next()) {
        ++moveCount;
        const bool capture = pos.isCapture(m);
        const bool quiet = !capture && !m.isPromotion();
        const bool givesCheck = pos.givesCheck(m);
        if (!pvNode && !inCheck && best > -MateInMaxPly && moveCount > 1) {
            if (quiet && !givesCheck) {
                if (depth <= 6 && moveCount > 4 + depth * depth) continue;
                if (depth <= 5 && eval + 150 + 110 * depth <= alpha) continue;
                if (depth <= 4 && !seeAtLeast(pos, m, -40 * depth * depth)) continue;
            } else if (depth <= 4 && picker.lastScore() < 0 && !seeAtLeast(pos, m, -120 * depth)) {
                continue;
            }
        }
        // Check extension for checks that do not simply lose the checking piece.
        const int extension = givesCheck && ply < 2 * m_rootDepth && seeAtLeast(pos, m, 0);
        const int newDepth = depth - 1 + extension;
        noteMove(pos, m, ply + 1);
        pos.doMove(m);
        m_tt->prefetch(pos.key());
        Value v;
        if (moveCount == 1) {
            v = -alphaBeta(pos, newDepth, -beta, -alpha, ply + 1, pvNode);
        } else {
            int r = 0;
            if (depth >= 3 && quiet && moveCount > 1 + 2 * pvNode) {
                r = reduction(depth, moveCount) + !pvNode
                    - (picker.lastScore() >= MovePicker::KillerScore) - givesCheck;
                r = std::clamp(r, 0, newDepth - 1);
            }
            v = -alphaBeta(pos, newDepth - r, -alpha - 1, -alpha, ply + 1, false);
            if (v > alpha && r > 0)
                v = -alphaBeta(pos, newDepth, -alpha - 1, -alpha, ply + 1, false);
            if (pvNode && v > alpha && v < beta)
                v = -alphaBeta(pos, newDepth, -beta, -alpha, ply + 1, true);
        }
        pos.undoMove();
        if (m_stopped) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
        if (quiet && quietCount < 64) quiets[quietCount++] = m;
    }
    if (moveCount == 0) return matedIn(ply); // checkmate, or no move at all: a loss in shogi
    if (best >= beta && !pos.isCapture(bestMove) && !bestMove.isPromotion())
        updateQuietStats(pos, bestMove, quiets, quietCount, ply, depth);
    const Bound bound = best >= beta ? Bound::Lower : best > oldAlpha ? Bound::Exact : Bound::Upper;
    m_tt->store(pos.key(), bestMove, valueToTt(best, ply), inCheck ? 0 : eval, depth, bound);
    return best;
}

Value Searcher::quiescence(Position& pos, Value alpha, Value beta, int ply, bool pvNode, bool edge)
{
    countNode();
    pollLimits();
    if (m_stopped) return 0;
    m_selDepth = std::max(m_selDepth, ply);
    m_pvLength[ply] = 0;
    const bool inCheck = pos.inCheck();
    if (ply >= MaxPly || (!m_limits.quiescence && !inCheck)) return staticEval(pos, ply);

    const std::optional<TtEntry> tte = m_tt->probe(pos.key());
    if (tte && !pvNode) {
        const Value v = valueFromTt(tte->value, ply);
        if (tte->bound == Bound::Exact || (tte->bound == Bound::Lower && v >= beta)
            || (tte->bound == Bound::Upper && v <= alpha))
            return v;
    }
    Value best = -Infinite;
    Value standPat = -Infinite;
    if (!inCheck) {
        standPat = tte ? tte->eval : staticEval(pos, ply);
        if (standPat >= beta) return standPat;
        // The main search's last quiet move may have left a mate in one that no capture finds.
        if (const Move mate = edge ? mateInOne(pos) : Move::none()) {
            if (pvNode) {
                m_pvLength[ply + 1] = 0;
                updatePv(ply, mate);
            }
            return mateIn(ply + 1);
        }
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    MovePicker picker(
        pos, tte ? tte->move : Move::none(), m_history, ply, MovePicker::Kind::Quiescence);
    Move bestMove = Move::none();
    int moveCount = 0;
    while (Move m = picker.next()) {
        ++moveCount;
        if (!inCheck) {
            if (picker.lastScore() < 0) continue; // losing captures
            const PieceType victim = pos.isCapture(m) ? typeOf(pos.pieceOn(m.to())) : Pawn;
            if (standPat + captureGain(victim) + 200 <= alpha) continue;
        }
        noteMove(pos, m, ply + 1);
        pos.doMove(m);
        m_tt->prefetch(pos.key());
        const Value v = -quiescence(pos, -beta, -alpha, ply + 1, pvNode, false);
        pos.undoMove();
        if (m_stopped) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
    }
    if (inCheck && moveCount == 0) return matedIn(ply);
    const Bound bound = best >= beta ? Bound::Lower : Bound::Upper;
    m_tt->store(pos.key(), bestMove, valueToTt(best, ply), inCheck ? 0 : standPat, 0, bound);
    return best;
}

} // namespace shogiban::ai
