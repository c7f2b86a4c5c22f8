// The thread of an analysis engine and its queue of one: start() leaves the newest request for
// the thread and tells the work in progress to stop, stop() drops what waits, and the thread
// takes one request at a time. Both engines (the built-in Analyser and UsiAnalysisEngine) keep
// what they show under the loop's mutex, so that a request and the state it resets change
// together.
#pragma once

#include "analysis/analysisengine.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace shogiban::analysis {

class RequestLoop {
public:
    struct Steps {
        std::function<void()> prepare; // on the thread, before the first request (may be empty)
        // Under mutex(): the engine's state for the request `id` (its snapshot's request).
        std::function<void(const AnalysisRequest&, uint64_t id)> begin;
        // Without the lock, until the work is done or stopFlag() is set.
        std::function<void(const AnalysisRequest&, uint64_t id)> work;
        std::function<void()> finish; // on the thread, after the last request (may be empty)
    };

    RequestLoop() = default;
    ~RequestLoop() { quit(); }
    RequestLoop(const RequestLoop&) = delete;
    RequestLoop& operator=(const RequestLoop&) = delete;

    void run(Steps steps); // starts the thread
    // Stops the work in progress, lets the thread finish and joins it.
    void quit();
    // Multi-PV clamped to 1..MaxMultiPv; returns the request's id.
    uint64_t submit(AnalysisRequest request);
    void cancel(); // drops the waiting request and stops the work in progress

    std::mutex& mutex() const { return m_mutex; }
    std::atomic<bool>& stopFlag() { return m_stop; }

private:
    void loop();

    Steps m_steps;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<AnalysisRequest> m_pending;
    uint64_t m_lastRequest = 0;
    bool m_quit = false;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

} // namespace shogiban::analysis
