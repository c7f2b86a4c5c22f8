// Live analysis: the built-in engine searches a position on a thread of its own until it is
// stopped or given another position, keeping the best lines (MultiPV) for whoever shows them.
// Starting again never waits for the old search: it is told to stop and the new position is
// searched as soon as it has returned (within milliseconds).
#pragma once

#include "ai/search.h"
#include "analysis/analysisengine.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace shogiban::analysis {

class Analyser final : public AnalysisEngine {
public:
    // Returns at once: the search's hash table is made on the analysis thread (zeroing tens of
    // megabytes takes a while, and the caller may be the GUI thread).
    explicit Analyser(size_t hashMegabytes = 64);
    ~Analyser() override; // stops the search and joins the thread
    Analyser(const Analyser&) = delete;
    Analyser& operator=(const Analyser&) = delete;

    std::string name() const override;
    void setUpdateCallback(UpdateCallback callback) override { m_onUpdate = std::move(callback); }
    uint64_t start(AnalysisRequest request) override;
    void stop() override;
    AnalysisSnapshot snapshot() const override;

private:
    void run();
    void search(const AnalysisRequest& request, uint64_t id);
    void onInfo(const ai::SearchInfo& info, int multiPv, uint64_t id);
    std::vector<AnalysisLine> mergedLines() const; // under m_mutex

    const size_t m_hashMegabytes;
    std::unique_ptr<ai::Searcher> m_searcher; // made by the thread, set under m_mutex
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
