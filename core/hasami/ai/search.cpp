#include "hasami/ai/search.h"

#include "hasami/ai/evaluate.h"
#include "hasami/captures.h"

#include <algorithm>

namespace shogiban::hasami {

namespace {

constexpr int Infinity = 32000;
constexpr int WinScore = 30000; // minus the ply of the win: quicker wins score higher
constexpr int MaxPly = 120;
constexpr int QuiescenceDepth = 6;
constexpr int LmrMinDepth = 3;
constexpr int LmrMinIndex = 4;
constexpr size_t TableSize = size_t(1) << 20;
constexpr int64_t CheckEvery = 1024; // nodes between looks at the clock and the stop flag

enum Bound : uint8_t { Exact, Lower, Upper };

// splitmix64: a well-mixed hash for the evaluation noise.
uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

} // namespace

Searcher::Searcher()
    : m_table(TableSize)
{
}

bool Searcher::shouldStop()
{
    if (m_aborted) return true;
    if (m_nodes < m_nextCheck) return false;
    m_nextCheck = m_nodes + CheckEvery;
    m_aborted = m_stop->load(std::memory_order_relaxed)
        || (m_limits.nodes > 0 && m_nodes >= m_limits.nodes)
        || (m_limits.time.count() > 0 && std::chrono::steady_clock::now() >= m_deadline);
    return m_aborted;
}

int Searcher::leafScore(const Position& pos) const
{
    int score = evaluate(pos, m_limits.threats);
    if (m_limits.noise > 0) {
        uint64_t h = mix(pos.key() ^ m_limits.seed);
        score += int(h % uint64_t(2 * m_limits.noise + 1)) - m_limits.noise;
    }
    return score;
}

int Searcher::terminalScore(const Position& pos, int ply) const
{
    const Outcome& outcome = *pos.outcome();
    if (!outcome.winner) return drawScore(pos);
    return *outcome.winner == pos.sideToMove() ? WinScore - ply : -WinScore + ply;
}

int Searcher::drawScore(const Position& pos) const
{
    return pos.sideToMove() == m_rootSide ? -m_limits.contempt : m_limits.contempt;
}

void Searcher::rememberQuiet(Step step, int depth, int ply)
{
    m_history[step.from][step.to] += depth * depth;
    if (ply < int(m_killers.size()) && !(m_killers[ply][0] == step)) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = step;
    }
}

// Sorts best-first: the table's move, then captures (most men first), killers, history.
void Searcher::orderSteps(const Position& pos, StepList& steps, Step ttMove, int ply, int* captures)
{
    std::array<int, MaxSteps> keys; // the first steps.size() are set below
    const bool killersKnown = ply < int(m_killers.size());
    std::array<bool, MaxSquares> capturing{};
    markCaptureSquares(pos.board(), pos.variant(), pos.sideToMove(), capturing);
    for (size_t i = 0; i < steps.size(); ++i) {
        const Step s = steps[i];
        captures[i] = capturing[s.to] ? pos.capturesOf(s) : 0;
        int key = m_history[s.from][s.to];
        if (captures[i] > 0)
            key = 1'000'000 * captures[i];
        else if (killersKnown && (s == m_killers[ply][0] || s == m_killers[ply][1]))
            key = 900'000;
        if (s == ttMove) key = 100'000'000;
        keys[i] = key;
    }
    // Insertion sort: lists are short and mostly small.
    for (size_t i = 1; i < steps.size(); ++i) {
        Step s = steps[i];
        int k = keys[i];
        int c = captures[i];
        size_t j = i;
        for (; j > 0 && keys[j - 1] < k; --j) {
            steps[j] = steps[j - 1];
            keys[j] = keys[j - 1];
            captures[j] = captures[j - 1];
        }
        steps[j] = s;
        keys[j] = k;
        captures[j] = c;
    }
}

int Searcher::quiesce(Position& pos, int alpha, int beta, int ply, int qdepth)
{
    ++m_nodes;
    if (pos.outcome()) return terminalScore(pos, ply);
    int standPat = leafScore(pos);
    if (qdepth == 0 || ply >= MaxPly || standPat >= beta || shouldStop()) return standPat;
    alpha = std::max(alpha, standPat);
    StepList steps;
    generateCaptureCandidates(pos.board(), pos.variant(), pos.sideToMove(), steps);
    for (Step step : steps) {
        if (pos.capturesOf(step) == 0) continue;
        pos.doMove(step);
        int score = -quiesce(pos, -beta, -alpha, ply + 1, qdepth - 1);
        pos.undoMove();
        if (score >= beta) return score;
        alpha = std::max(alpha, score);
    }
    return alpha;
}

int Searcher::searchNode(Position& pos, int depth, int alpha, int beta, int ply)
{
    if (pos.outcome()) return terminalScore(pos, ply);
    if (depth <= 0 || ply >= MaxPly) return quiesce(pos, alpha, beta, ply, QuiescenceDepth);
    ++m_nodes;
    if (ply > 0 && shouldStop()) return 0;
    // A repeated position is scored as the draw it leads to: the side ahead avoids it.
    if (ply > 0 && pos.repetitions() > 1) return drawScore(pos);

    const int originalAlpha = alpha;
    const uint64_t key = tableKey(pos);
    TtEntry& tt = entry(key);
    Step ttMove;
    if (tt.key == key) {
        ttMove = tt.move;
        if (ply > 0 && tt.depth >= depth) {
            if (tt.bound == Exact) return tt.score;
            if (tt.bound == Lower && tt.score >= beta) return tt.score;
            if (tt.bound == Upper && tt.score <= alpha) return tt.score;
        }
    }

    // Null move: a pass that still holds beta at a reduced depth. Not after a pass, and not in
    // five-in-a-row games, where a pass can lose to a five at once.
    if (m_limits.nullMove && ply > 0 && depth >= 3 && beta < WinScore - MaxPly
        && pos.variant().five == FiveRule::None && !(pos.lastStep() == Step{})
        && leafScore(pos) >= beta) {
        pos.doNullMove();
        const int score = -searchNode(pos, depth - 3, -beta, -beta + 1, ply + 1);
        pos.undoNullMove();
        if (m_aborted) return 0;
        // A win found after a pass proves nothing: passing is not a move.
        if (score >= beta) return std::min(score, WinScore - MaxPly - 1);
    }

    StepList steps;
    if (ply == 0)
        steps = m_rootSteps;
    else
        pos.generate(steps);
    std::array<int, MaxSteps> captures; // set by orderSteps
    orderSteps(pos, steps, ttMove, ply, captures.data());

    int best = -Infinity;
    Step bestStep = steps[0];
    for (size_t i = 0; i < steps.size(); ++i) {
        pos.doMove(steps[i]);
        int score;
        if (i == 0) {
            score = -searchNode(pos, depth - 1, -beta, -alpha, ply + 1);
        } else {
            // Late quiet moves are looked at one ply shallower first (late move reduction).
            const bool reduce = depth >= LmrMinDepth && int(i) >= LmrMinIndex && captures[i] == 0;
            score = -searchNode(pos, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
            if (reduce && score > alpha)
                score = -searchNode(pos, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta)
                score = -searchNode(pos, depth - 1, -beta, -alpha, ply + 1);
        }
        pos.undoMove();
        if (m_aborted) break;
        if (score > best) {
            best = score;
            bestStep = steps[i];
            if (ply == 0) m_rootBest = bestStep;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            if (captures[i] == 0) rememberQuiet(steps[i], depth, ply);
            break;
        }
    }
    if (m_aborted) return best == -Infinity ? 0 : best;

    tt.key = key;
    tt.move = bestStep;
    tt.score = int16_t(best);
    tt.depth = int8_t(depth);
    tt.bound = best >= beta ? Lower : (best <= originalAlpha ? Upper : Exact);
    return best;
}

SearchResult Searcher::deepen(Position& position)
{
    m_nextCheck = 0;
    m_aborted = false;
    SearchResult result;
    result.best = m_rootSteps[0];
    for (int depth = 1; depth <= m_limits.depth; ++depth) {
        m_rootBest = Step{};
        int score = searchNode(position, depth, -Infinity, Infinity, 0);
        if (m_aborted && m_rootBest == Step{}) break;
        result.best = m_rootBest == Step{} ? result.best : m_rootBest;
        if (m_aborted) break;
        result.score = score;
        result.depth = depth;
        if (score >= WinScore - MaxPly) break; // a forced win needs no deeper look
    }
    return result;
}

SearchResult Searcher::search(
    Position& position, const SearchLimits& limits, const std::atomic<bool>& stop)
{
    m_limits = limits;
    m_stop = &stop;
    m_deadline = std::chrono::steady_clock::now() + limits.time;
    m_nodes = 0;
    m_rootSide = position.sideToMove();
    m_keySalt = limits.contempt != 0 ? mix(uint64_t(m_rootSide) + 1) : 0;
    m_history = {};
    m_killers = {};

    m_rootSteps.clear();
    position.generate(m_rootSteps);
    const size_t allSteps = m_rootSteps.size();
    if (limits.safety != ManSafety::Any) keepSafeSteps(position, m_rootSteps, limits.safety);
    SearchResult result = deepen(position);
    // Keeping every man safe must not cost the game (a five the opponent completes in dai
    // hasami): when every safe step loses by force, all steps are searched again.
    const bool safeStepsLose = result.depth > 0 && result.score <= -WinScore + MaxPly;
    if (m_rootSteps.size() < allSteps && safeStepsLose && !stop.load()) {
        const int64_t spent = m_nodes;
        m_nodes = 0;
        m_rootSteps.clear();
        position.generate(m_rootSteps);
        result = deepen(position);
        m_nodes += spent;
    }
    result.nodes = m_nodes;
    return result;
}

} // namespace shogiban::hasami
