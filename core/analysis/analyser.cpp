#include "analysis/analyser.h"

#include "engine/steadyclock.h"
#include "rules/movegen.h"

#include <algorithm>

namespace shogiban::analysis {

Analyser::Analyser(size_t hashMegabytes)
    : m_hashMegabytes(hashMegabytes)
{
    m_loop.run({[this] { makeSearcher(); },
        [this](const AnalysisRequest& request, uint64_t id) { begin(request, id); },
        [this](const AnalysisRequest& request, uint64_t id) { search(request, id); }, {}});
}

Analyser::~Analyser() = default; // the loop, the last member, stops and joins first

std::unique_ptr<AnalysisEngine> createBuiltInEngine(size_t hashMegabytes)
{
    return std::make_unique<Analyser>(hashMegabytes);
}

std::string Analyser::name() const
{
    return std::string("Shogiban ") + SHOGIBAN_VERSION;
}

uint64_t Analyser::start(AnalysisRequest request)
{
    return m_loop.submit(std::move(request));
}

void Analyser::stop()
{
    m_loop.cancel();
}

AnalysisSnapshot Analyser::snapshot() const
{
    std::lock_guard lock(m_loop.mutex());
    AnalysisSnapshot s = m_state;
    s.lines = mergedLines();
    if (s.running) {
        s.nodes = m_searcher->searchedNodes();
        s.timeMs = steadyMs() - m_startMs;
    }
    s.nodesPerSecond = s.timeMs > 0 ? s.nodes * 1000 / uint64_t(s.timeMs) : 0;
    return s;
}

void Analyser::makeSearcher()
{
    auto searcher = std::make_unique<ai::Searcher>(m_hashMegabytes);
    std::lock_guard lock(m_loop.mutex());
    m_searcher = std::move(searcher);
}

void Analyser::begin(const AnalysisRequest& request, uint64_t id)
{
    m_state = {};
    m_state.request = id;
    m_state.sideToMove = request.position.sideToMove();
    m_complete.clear();
    m_partial.clear();
    m_searcher->setThreads(request.threads); // under the lock: snapshot() reads the helpers
}

void Analyser::search(const AnalysisRequest& request, uint64_t id)
{
    Position pos = request.position;
    const int legalMoves = int(MoveList<GenType::Legal>(pos).size());
    if (legalMoves == 0) {
        {
            std::lock_guard lock(m_loop.mutex());
            m_state.noLegalMove = true;
        }
        if (m_onUpdate) m_onUpdate(id);
        return;
    }
    const int multiPv = std::min(request.multiPv, legalMoves);
    m_searcher->setInfoCallback(
        [this, multiPv, id](const ai::SearchInfo& info) { onInfo(info, multiPv, id); });
    ai::SearchLimits limits;
    limits.infinite = true;
    limits.multiPv = multiPv;
    {
        std::lock_guard lock(m_loop.mutex());
        m_state.running = true;
        m_startMs = steadyMs();
    }
    const ai::SearchResult result = m_searcher->search(pos, limits, m_loop.stopFlag());
    {
        std::lock_guard lock(m_loop.mutex());
        m_state.running = false;
        m_state.nodes = result.nodes;
        m_state.timeMs = steadyMs() - m_startMs;
    }
    if (m_onUpdate) m_onUpdate(id);
}

void Analyser::onInfo(const ai::SearchInfo& info, int multiPv, uint64_t id)
{
    {
        std::lock_guard lock(m_loop.mutex());
        if (info.multiPv == 1) m_partial.clear();
        AnalysisLine line;
        line.rank = info.multiPv;
        line.score = info.score;
        line.depth = info.depth;
        line.selDepth = info.selDepth;
        line.pv = info.pv;
        m_partial.push_back(std::move(line));
        if (int(m_partial.size()) >= multiPv) {
            m_complete = std::move(m_partial);
            m_partial.clear();
        }
        m_state.depth = std::max(m_state.depth, info.depth);
    }
    if (m_onUpdate) m_onUpdate(id);
}

std::vector<AnalysisLine> Analyser::mergedLines() const
{
    // The lines of the iteration in progress first, then the rest of the last complete set
    // (without the moves the new lines already show), so that no move appears twice.
    std::vector<AnalysisLine> lines = m_partial;
    const size_t wanted = std::max(m_partial.size(), m_complete.size());
    for (const AnalysisLine& old : m_complete) {
        if (lines.size() >= wanted) break;
        const bool shown = std::any_of(lines.begin(), lines.end(),
            [&](const AnalysisLine& l) { return l.pv.front() == old.pv.front(); });
        if (!shown) lines.push_back(old);
    }
    for (size_t i = 0; i < lines.size(); ++i) lines[i].rank = int(i) + 1;
    return lines;
}

} // namespace shogiban::analysis
