// Live analysis: the built-in engine searches a position on a thread of its own until it is
// stopped or given another position, keeping the best lines (MultiPV) for whoever shows them.
// Starting again never waits for the old search: it is told to stop and the new position is
// searched as soon as it has returned (within milliseconds).
#pragma once

#include "ai/search.h"
#include "analysis/line.h"
#include "rules/position.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace shogiban::analysis {

struct AnalysisRequest {
    Position position; // with the moves that led to it: repetitions are judged by them
    int multiPv = 1; // 1..MaxMultiPv
    int threads = 1;
};

struct AnalysisSnapshot {
    uint64_t request = 0; // the id start() returned; 0 before the first
    Color sideToMove = Black;
    std::vector<AnalysisLine> lines; // best first; the deepest complete set, newer lines first
    int depth = 0; // the deepest iteration reported
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    uint64_t nodesPerSecond = 0;
    bool running = false;
    bool noLegalMove = false; // the side to move is checkmated (or has no move: a loss)
};

class Analyser {
public:
    // Called on the analysis thread when the lines change and when a search ends.
    using UpdateCallback = std::function<void(uint64_t request)>;

    explicit Analyser(size_t hashMegabytes = 64);
    ~Analyser(); // stops the search and joins the thread
    Analyser(const Analyser&) = delete;
    Analyser& operator=(const Analyser&) = delete;

    // Set before the first start().
    void setUpdateCallback(UpdateCallback callback) { m_onUpdate = std::move(callback); }

    // Analyses the position until stop() or the next start(); returns the request's id.
    uint64_t start(AnalysisRequest request);
    // Returns at once; the search ends within milliseconds.
    void stop();
    AnalysisSnapshot snapshot() const;

private:
    void run();
    void search(const AnalysisRequest& request, uint64_t id);
    void onInfo(const ai::SearchInfo& info, int multiPv, uint64_t id);
    std::vector<AnalysisLine> mergedLines() const; // under m_mutex

    ai::Searcher m_searcher;
    UpdateCallback m_onUpdate;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<AnalysisRequest> m_pending;
    uint64_t m_lastRequest = 0;
    bool m_quit = false;
    std::atomic<bool> m_stop{false};
    // The running search, under m_mutex.
    AnalysisSnapshot m_state;
    int64_t m_startMs = 0;
    std::vector<AnalysisLine> m_complete; // every line of the last finished iteration
    std::vector<AnalysisLine> m_partial; // lines of the iteration in progress
    std::thread m_thread; // last: starts once everything above exists
};

} // namespace shogiban::analysis
