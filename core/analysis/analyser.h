// Live analysis: the built-in engine searches a position on a thread of its own until it is
// stopped or given another position, keeping the best lines (MultiPV) for whoever shows them.
// Starting again never waits for the old search: it is told to stop and the new position is
// searched as soon as it has returned (within milliseconds).
#pragma once

#include "ai/search.h"
#include "analysis/analysisengine.h"
#include "analysis/requestloop.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
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
    void makeSearcher(); // on the loop's thread
    void begin(const AnalysisRequest& request, uint64_t id); // under the loop's mutex
    void search(const AnalysisRequest& request, uint64_t id);
    void onInfo(const ai::SearchInfo& info, int multiPv, uint64_t id);
    std::vector<AnalysisLine> mergedLines() const; // under m_loop.mutex()

    const size_t m_hashMegabytes;
    std::unique_ptr<ai::Searcher> m_searcher; // made by the thread, set under m_loop.mutex()
    UpdateCallback m_onUpdate;
    // The running search, under m_loop.mutex().
    AnalysisSnapshot m_state;
    int64_t m_startMs = 0;
    std::vector<AnalysisLine> m_complete; // every line of the last finished iteration
    std::vector<AnalysisLine> m_partial; // lines of the iteration in progress
    RequestLoop m_loop; // last: its thread starts once everything above exists
};

} // namespace shogiban::analysis
