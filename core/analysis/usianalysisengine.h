// The analysis panel's engine when the user picks an external USI engine: the engine runs on
// a thread of this object's, is told "position" and "go infinite" for each request and "stop"
// when the next one comes, and its info lines (multipv, score, depth, pv) become the lines the
// panel shows. A failed engine (cannot start, crashes) is reported in the snapshot; the next
// request starts it again.
#pragma once

#include "analysis/analysisengine.h"
#include "analysis/requestloop.h"
#include "engine/usiclient.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shogiban::analysis {

struct UsiEngineSetup {
    std::vector<std::string> argv;
    std::string name; // as the panel shows it
    // setoption pairs sent after the handshake; an empty value for a button to press.
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<std::string> buttons; // names among `options` that are buttons
    engine::UsiLogSink log;
};

class UsiAnalysisEngine final : public AnalysisEngine {
public:
    explicit UsiAnalysisEngine(UsiEngineSetup setup);
    ~UsiAnalysisEngine() override; // stops the search, quits and reaps the engine
    UsiAnalysisEngine(const UsiAnalysisEngine&) = delete;
    UsiAnalysisEngine& operator=(const UsiAnalysisEngine&) = delete;

    std::string name() const override { return m_setup.name; }
    void setUpdateCallback(UpdateCallback callback) override { m_onUpdate = std::move(callback); }
    uint64_t start(AnalysisRequest request) override;
    void stop() override;
    AnalysisSnapshot snapshot() const override;

    // Parses one "info" line into the line of its rank (1 when no multipv is given); false for
    // lines without a score and pv. Moves of the pv that are not legal end it there.
    static bool parseInfo(std::string_view text, const Position& position, AnalysisLine* line,
        uint64_t* nodes, uint64_t* nps);

private:
    engine::UsiFailure ensureStarted(const AnalysisRequest& request);
    void analyse(const AnalysisRequest& request, uint64_t id);
    void setFailure(engine::UsiFailure failure, uint64_t id);

    UsiEngineSetup m_setup;
    UpdateCallback m_onUpdate;
    std::unique_ptr<engine::UsiClient> m_client; // used by the thread only
    int m_multiPvSent = 0;
    AnalysisSnapshot m_state; // under m_loop.mutex()
    int64_t m_startMs = 0;
    RequestLoop m_loop; // last: its thread starts once everything above exists
};

// The root position of `position` and the moves that led from it, in USI.
std::string usiPositionOf(const Position& position);

} // namespace shogiban::analysis
