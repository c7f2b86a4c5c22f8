// The USI engine: reacts to each command line and writes replies through a callback, searching
// on a worker thread so that "stop" and "ponderhit" are heard at once. The stdin/stdout loop
// around it is app/usi; tests drive it line by line.
#pragma once

#include "ai/search.h"
#include "mate/matesolver.h"
#include "rules/position.h"
#include "usi/command.h"
#include "usi/options.h"

#include <atomic>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace shogiban::usi {

class Engine {
public:
    using Output = std::function<void(const std::string&)>;

    explicit Engine(Output output);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Handles one input line; returns false after "quit".
    bool handle(std::string_view line);
    // Waits until the current search (if any) has printed its bestmove.
    void waitForSearch();
    // An "info string" line for the GUI's log, e.g. about input the loop could not read.
    void tell(const std::string& text) { send("info string " + text); }

private:
    void send(const std::string& line);
    void identify();
    void setOption(const Command& c);
    void setPosition(const PositionParams& p);
    void go(const GoParams& g);
    void perft(int depth);
    ai::SearchLimits limitsFor(const GoParams& g) const;
    void runSearch(ai::SearchLimits limits, bool waitForStop);
    void runMate(int64_t ms); // "go mate": ms, or -1 for infinite
    void stopSearch();

    Output m_output;
    std::mutex m_outputMutex;
    Options m_options;
    Position m_position;
    // Why the last "position" could not be set up: then there is no position to search (the
    // previous one is not silently searched instead).
    std::optional<std::string> m_positionError;
    ai::Searcher m_searcher;
    mate::MateSolver m_mateSolver{16};
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_pondering{false};
};

} // namespace shogiban::usi
