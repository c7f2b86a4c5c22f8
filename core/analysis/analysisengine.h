// What the analysis panel needs from an engine: analyse a position until told otherwise, keep
// the best lines, and say when they changed. The built-in engine (Analyser) is one; an external
// USI engine (UsiAnalysisEngine, over engine/usiclient.h) is another behind the same interface,
// so that the panel never knows which one it shows.
#pragma once

#include "analysis/line.h"
#include "engine/usiclient.h"
#include "rules/position.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace shogiban::analysis {

struct AnalysisRequest {
    Position position; // with the moves that led to it: repetitions are judged by them
    int multiPv = 1; // 1..MaxMultiPv
    int threads = 1; // a wish; an engine with its own thread setting may ignore it
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
    // An external engine could not start or stopped (crashed); the next start() tries again.
    std::optional<engine::UsiFailure> failure;
};

class AnalysisEngine {
public:
    // Called on a thread of the engine when the lines change and when a search ends: keep it
    // short (e.g. set a flag that the GUI reads on its own timer).
    using UpdateCallback = std::function<void(uint64_t request)>;

    virtual ~AnalysisEngine() = default;

    // The engine's name as the panel shows it ("Shogiban 1.0").
    virtual std::string name() const = 0;
    // Set before the first start().
    virtual void setUpdateCallback(UpdateCallback callback) = 0;
    // Analyses the position until stop() or the next start(); returns the request's id. Returns
    // at once: a running search is told to stop and the new one starts when it has.
    virtual uint64_t start(AnalysisRequest request) = 0;
    // Returns at once; the search ends within milliseconds.
    virtual void stop() = 0;
    virtual AnalysisSnapshot snapshot() const = 0;
};

// The built-in engine (Analyser), for code that needs only the interface.
std::unique_ptr<AnalysisEngine> createBuiltInEngine(size_t hashMegabytes);

} // namespace shogiban::analysis
