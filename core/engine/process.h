// A child process spoken to line by line over pipes: how the match tool and the external
// engine players run other programs; nothing else in core starts one. The interface hides the
// platform: posixprocess.cpp (fork/exec/poll) and windowsprocess.cpp (CreateProcessW, a
// named pipe read with overlapped I/O, no console window); core/CMakeLists.txt compiles one.
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

    // argv in UTF-8, as every name in core (platform/files.h): not QFile::encodeName, which
    // is the ANSI code page on Windows. argv[0] is looked up in PATH (on Windows also beside
    // the running program and in the current folder, ".exe" added). Returns false when the
    // program cannot be started.
    virtual bool start(const std::vector<std::string>& argv) = 0;
    // Sends one line (the newline is added).
    virtual bool writeLine(std::string_view line) = 0;
    // The next line of standard output, or nullopt after timeoutMs or at end of output.
    virtual std::optional<std::string> readLine(int timeoutMs) = 0;
    virtual bool running() = 0;
    // Closes its input, waits up to graceMs for the process to exit on its own, then kills it;
    // either way it is reaped (no zombie, no handle left open).
    virtual void stop(int graceMs) = 0;

    static std::unique_ptr<Process> create();
};

} // namespace shogiban::engine
