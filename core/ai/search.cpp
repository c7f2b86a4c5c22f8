// Iterative deepening and the root of the search; the node search is in alphabeta.cpp.
#include "ai/search.h"

#include "ai/movepicker.h"
#include "engine/steadyclock.h"
#include "rules/movegen.h"
#include "rules/position.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace shogiban::ai {

Searcher::Searcher(size_t hashMegabytes)
    : m_tt(std::make_shared<TranspositionTable>(hashMegabytes))
{
    m_history.clear();
}

Searcher::Searcher(std::shared_ptr<TranspositionTable> tt, int helperIndex)
    : m_tt(std::move(tt))
    , m_helperIndex(helperIndex)
{
    m_history.clear();
}

Searcher::~Searcher() = default;

void Searcher::setThreads(int threads)
{
    threads = std::clamp(threads, 1, MaxThreads);
    if (threads == this->threads()) return;
    m_helpers.clear();
    for (int i = 1; i < threads; ++i)
        m_helpers.push_back(std::unique_ptr<Searcher>(new Searcher(m_tt, i)));
}

void Searcher::newGame()
{
    m_tt->clear();
    if (m_mateCheck) m_mateCheck->clear();
    m_history.clear();
    for (auto& helper : m_helpers) helper->m_history.clear();
}

uint64_t Searcher::totalNodes() const
{
    uint64_t total = nodes();
    for (const auto& helper : m_helpers) total += helper->nodes();
    return total;
}

bool Searcher::skipsDepth(int depth) const
{
    // Helper 1 searches the odd depths, helper 2 the even ones, 3 and 4 pairs of depths, ...
    const int size = 1 + (m_helperIndex - 1) / 2;
    return m_helperIndex > 0 && (depth + m_helperIndex) / size % 2 == 1;
}

bool Searcher::stillPondering()
{
    if (!m_ponderFlag) return false;
    if (m_ponderFlag->load(std::memory_order_relaxed)) return true;
    m_ponderFlag = nullptr;
    m_startMs = steadyMs();
    return false;
}

int64_t Searcher::elapsedMs() const
{
    return steadyMs() - m_startMs;
}

void Searcher::prepare(
    const Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
    const std::atomic<bool>* pondering)
{
    m_limits = limits;
    m_limits.multiPv = std::max(1, limits.multiPv);
    m_stopRequest = &stop;
    m_ponderFlag = pondering;
    m_startMs = steadyMs();
    m_stopped = false;
    m_nodes = 0;
    m_evalCache.clear();
    m_network = m_limits.network && networkWeight() > 0 ? networkInUse() : nullptr;
    m_networkWeight = networkWeight();
    if (m_network) m_network->refresh(pos, m_networkPlies[0].acc);
    m_networkPlies[0].computed[Black] = m_networkPlies[0].computed[White] = true;
    if (m_mateCheck) m_mateCheck->newSearch();
    m_rootMoves.clear();
    for (Move m : MoveList<GenType::Legal>(pos))
        m_rootMoves.push_back({m, -Infinite, -Infinite, 0, {m}});
}

void Searcher::help(Position pos, const SearchLimits& limits, const std::atomic<bool>& stop,
    const std::atomic<bool>& callerStop)
{
    SearchLimits own = limits;
    own.infinite = true; // the main thread decides when to stop
    own.multiPv = 1;
    prepare(pos, own, stop, nullptr);
    m_callerStop = &callerStop;
    iterate(pos);
    m_callerStop = nullptr;
}

SearchResult Searcher::search(
    Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
    const std::atomic<bool>* pondering)
{
    m_tt->newSearch();
    prepare(pos, limits, stop, pondering);
    SearchResult result;
    if (m_rootMoves.empty()) return result;
    std::atomic<bool> helpersStop{false};
    std::vector<std::thread> helperThreads;
    for (auto& helper : m_helpers) helper->m_nodes = 0; // before the first report
    for (auto& helper : m_helpers)
        helperThreads.emplace_back(
            &Searcher::help, helper.get(), pos, m_limits, std::cref(helpersStop), std::cref(stop));
    iterate(pos);
    helpersStop = true;
    for (std::thread& t : helperThreads) t.join();
    const RootMove& best = m_rootMoves.front();
    result.best = best.move;
    result.pv = best.pv;
    result.ponder = best.pv.size() > 1 ? best.pv[1] : ponderFromTable(pos, best.move);
    result.score = best.score == -Infinite ? best.previousScore : best.score;
    result.depth = m_rootDepth;
    result.nodes = totalNodes();
    result.timeMs = elapsedMs();
    return result;
}

// A line cut short (a stop in the first iterations, or a line that ends in a table cutoff)
// still names the expected reply when the table knows one, so that pondering can start.
Move Searcher::ponderFromTable(Position& pos, Move best) const
{
    pos.doMove(best);
    const std::optional<TtEntry> entry = m_tt->probe(pos.key());
    const Move reply
        = entry && entry->move && pos.isLegal(entry->move) ? entry->move : Move::none();
    pos.undoMove();
    return reply;
}

void Searcher::iterate(Position& pos)
{
    const int maxDepth = m_limits.depth > 0 ? std::min(m_limits.depth, MaxPly - 1) : MaxPly - 1;
    const int multiPv = std::min<int>(m_limits.multiPv, int(m_rootMoves.size()));
    int completed = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        if (skipsDepth(depth)) continue;
        m_rootDepth = depth;
        for (RootMove& rm : m_rootMoves) rm.previousScore = rm.score;
        for (int pvIndex = 0; pvIndex < multiPv && !m_stopped; ++pvIndex) {
            m_selDepth = 0;
            aspiration(pos, depth, pvIndex);
            std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(), RootMove::byScore);
            if (m_stopped) break;
            // A later line can score above an earlier one (a move searched with a reduced
            // depth or a null window among the others gets its full search here): the lines
            // stay best first, and are all reported again when their order changed.
            const auto searched = m_rootMoves.begin() + pvIndex + 1;
            const bool reordered
                = !std::is_sorted(m_rootMoves.begin(), searched, RootMove::byScore);
            std::stable_sort(m_rootMoves.begin(), searched, RootMove::byScore);
            for (int line = reordered ? 0 : pvIndex; line <= pvIndex; ++line)
                report(depth, line, m_rootMoves[size_t(line)].score, Bound::Exact);
        }
        if (m_stopped) break;
        completed = depth;
        if (stillPondering() || m_limits.infinite || !m_limits.timed()) continue;
        // Another iteration would probably not finish in the time this move deserves. In
        // byoyomi (optimum == maximum) the period is used to its end.
        const int64_t elapsed = elapsedMs();
        const bool singleReply = m_rootMoves.size() == 1 && depth >= 4;
        if (singleReply
            || (m_limits.time.optimum < m_limits.time.maximum
                && elapsed > m_limits.time.optimum * 6 / 10))
            break;
    }
    m_rootDepth = std::max(1, completed);
}

Value Searcher::aspiration(Position& pos, int depth, int pvIndex)
{
    const Value previous = m_rootMoves[pvIndex].previousScore;
    Value delta = 40;
    Value alpha = -Infinite, beta = Infinite;
    if (depth >= 4 && previous != -Infinite && !isMateScore(previous)) {
        alpha = std::max(previous - delta, -Infinite);
        beta = std::min(previous + delta, Infinite);
    }
    for (;;) {
        const Value v = searchRoot(pos, depth, alpha, beta, pvIndex);
        if (m_stopped) return v;
        std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(), RootMove::byScore);
        if (v <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(v - delta, -Infinite);
        } else if (v >= beta) {
            beta = std::min(v + delta, Infinite);
        } else {
            return v;
        }
        delta += delta / 2 + 10;
        if (delta > 1500) alpha = -Infinite, beta = Infinite;
    }
}

Value Searcher::searchRoot(Position& pos, int depth, Value alpha, Value beta, int pvIndex)
{
    Value best = -Infinite;
    int moveCount = 0;
    m_pvLength[0] = 0;
    for (size_t i = size_t(pvIndex); i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        ++moveCount;
        const bool givesCheck = pos.givesCheck(rm.move);
        const int newDepth = depth - 1 + (givesCheck && depth < 6 ? 1 : 0);
        noteMove(pos, rm.move, 1);
        pos.doMove(rm.move);
        countNode();
        Value v;
        if (moveCount == 1) {
            v = -alphaBeta(pos, newDepth, -beta, -alpha, 1, true);
        } else {
            const int reduction = depth >= 3 && moveCount > 4 && !givesCheck ? 1 : 0;
            v = -alphaBeta(pos, newDepth - reduction, -alpha - 1, -alpha, 1, false);
            if (v > alpha && reduction) v = -alphaBeta(pos, newDepth, -alpha - 1, -alpha, 1, false);
            if (v > alpha && v < beta) v = -alphaBeta(pos, newDepth, -beta, -alpha, 1, true);
        }
        if ((moveCount == 1 || v > alpha) && opponentMates(pos, rm, depth, v))
            v = matedIn(1 + rm.opponentMate);
        pos.undoMove();
        if (m_stopped) return best == -Infinite ? 0 : best;
        if (moveCount == 1 || v > alpha) {
            rm.score = v;
            rm.selDepth = m_selDepth;
            rm.pv.assign(1, rm.move);
            rm.pv.insert(rm.pv.end(), m_pv[1], m_pv[1] + m_pvLength[1]);
        } else {
            rm.score = -Infinite; // only known to be no better than the best
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (v >= beta) break;
            }
        }
    }
    return best;
}

bool Searcher::opponentMates(Position& pos, RootMove& rm, int depth, Value v)
{
    // From depth 4 on: the first iterations take a few milliseconds, and change their mind.
    if (!m_limits.mateCheck || m_helperIndex != 0 || depth < 4 || isMateScore(v) || m_stopped)
        return false;
    if (!rm.mateAsked) {
        auto deadline = std::chrono::steady_clock::time_point::max();
        if (m_limits.timed() && !m_limits.infinite && !stillPondering())
            deadline = std::chrono::steady_clock::now()
                + std::chrono::milliseconds(
                    std::max<int64_t>(0, m_limits.time.maximum - elapsedMs()));
        if (!m_mateCheck) m_mateCheck = std::make_unique<RootMateCheck>();
        rm.opponentMate = m_mateCheck->opponentMates(pos, m_stopRequest, deadline).value_or(0);
        rm.mateAsked = true;
    }
    return rm.opponentMate > 0;
}

void Searcher::pollLimits()
{
    if (m_stopRequest && m_stopRequest->load(std::memory_order_relaxed)) m_stopped = true;
    if (m_callerStop && m_callerStop->load(std::memory_order_relaxed)) m_stopped = true;
    if (m_limits.nodes && nodes() >= m_limits.nodes) m_stopped = true;
    if ((nodes() & 1023) != 0 || stillPondering() || m_limits.infinite || !m_limits.timed())
        return;
    // A search that has not finished depth 1 keeps going: there must be a move to play.
    if (m_rootDepth > 1 && elapsedMs() >= m_limits.time.maximum) m_stopped = true;
}

void Searcher::report(int depth, int pvIndex, Value score, Bound bound)
{
    if (!m_onInfo) return;
    const RootMove& rm = m_rootMoves[size_t(pvIndex)];
    SearchInfo info;
    info.depth = depth;
    info.selDepth = std::max(rm.selDepth, depth);
    info.multiPv = pvIndex + 1;
    info.score = score;
    info.bound = bound;
    info.nodes = totalNodes();
    info.timeMs = elapsedMs();
    info.hashfull = m_tt->hashfull();
    info.pv = rm.pv;
    m_onInfo(info);
}

} // namespace shogiban::ai
