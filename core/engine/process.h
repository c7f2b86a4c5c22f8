// A child process spoken to line by line over pipes: how the match tool runs other engines.
// The interface hides the platform; posixprocess.cpp implements it with fork/exec/poll and a
// Windows version would add its own file behind the same create().
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::engine {

class Process {
public:
    virtual ~Process() = default;

    // argv[0] is looked up in PATH. Returns false when the program cannot be started.
    virtual bool start(const std::vector<std::string>& argv) = 0;
    // Sends one line (the newline is added).
    virtual bool writeLine(std::string_view line) = 0;
    // The next line of standard output, or nullopt after timeoutMs or at end of output.
    virtual std::optional<std::string> readLine(int timeoutMs) = 0;
    virtual bool running() = 0;
    // Waits up to graceMs for the process to exit on its own, then kills it.
    virtual void stop(int graceMs) = 0;

    static std::unique_ptr<Process> create();
};

} // namespace shogiban::engine
