// The POSIX implementation of engine::Process.
#include "engine/process.h"

#ifndef _WIN32

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace shogiban::engine {

namespace {

using SteadyClock = std::chrono::steady_clock;

class PosixProcess final : public Process {
public:
    ~PosixProcess() override { stop(200); }

    bool start(const std::vector<std::string>& argv) override
    {
        if (argv.empty() || m_pid > 0) return false;
        int toChild[2], fromChild[2], execCheck[2];
        if (pipe(toChild) != 0) return false;
        if (pipe(fromChild) != 0 || pipe2(execCheck, O_CLOEXEC) != 0) return false;
        // A child writing to a dead engine must not kill the match tool.
        std::signal(SIGPIPE, SIG_IGN);
        m_pid = fork();
        if (m_pid < 0) return false;
        if (m_pid == 0) runChild(argv, toChild, fromChild, execCheck);
        close(toChild[0]);
        close(fromChild[1]);
        close(execCheck[1]);
        m_in = toChild[1];
        m_out = fromChild[0];
        char failed = 0;
        // The pipe closes on a successful exec; a byte means exec failed.
        bool execFailed = read(execCheck[0], &failed, 1) == 1;
        close(execCheck[0]);
        if (execFailed) stop(0);
        return !execFailed;
    }

    bool writeLine(std::string_view line) override
    {
        if (m_in < 0) return false;
        std::string data(line);
        data += '\n';
        size_t done = 0;
        while (done < data.size()) {
            ssize_t n = write(m_in, data.data() + done, data.size() - done);
            if (n <= 0) return false;
            done += size_t(n);
        }
        return true;
    }

    std::optional<std::string> readLine(int timeoutMs) override
    {
        const auto deadline = SteadyClock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            if (auto line = takeLine()) return line;
            if (m_out < 0) return std::nullopt;
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - SteadyClock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{m_out, POLLIN, 0};
            if (poll(&p, 1, int(left.count())) <= 0) continue;
            char chunk[4096];
            ssize_t n = read(m_out, chunk, sizeof chunk);
            if (n <= 0) {
                close(m_out);
                m_out = -1;
                if (!m_buffer.empty()) return std::exchange(m_buffer, {});
                return std::nullopt;
            }
            m_buffer.append(chunk, size_t(n));
        }
    }

    bool running() override { return m_pid > 0 && waitpid(m_pid, nullptr, WNOHANG) == 0; }

    void stop(int graceMs) override
    {
        closeFd(m_in);
        closeFd(m_out);
        if (m_pid <= 0) return;
        const auto deadline = SteadyClock::now() + std::chrono::milliseconds(graceMs);
        while (waitpid(m_pid, nullptr, WNOHANG) == 0) {
            if (SteadyClock::now() >= deadline) {
                kill(m_pid, SIGKILL);
                waitpid(m_pid, nullptr, 0);
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        m_pid = -1;
    }

private:
    [[noreturn]] static void runChild(
        const std::vector<std::string>& argv, int toChild[2], int fromChild[2], int execCheck[2])
    {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        close(execCheck[0]);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execvp(args[0], args.data());
        char failed = 1;
        (void)!write(execCheck[1], &failed, 1);
        _exit(127);
    }

    std::optional<std::string> takeLine()
    {
        size_t end = m_buffer.find('\n');
        if (end == std::string::npos) return std::nullopt;
        std::string line = m_buffer.substr(0, end);
        m_buffer.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
    }

    static void closeFd(int& fd)
    {
        if (fd >= 0) close(fd);
        fd = -1;
    }

    pid_t m_pid = -1;
    int m_in = -1;
    int m_out = -1;
    std::string m_buffer;
};

} // namespace

std::unique_ptr<Process> Process::create()
{
    return std::make_unique<PosixProcess>();
}

} // namespace shogiban::engine

#endif
