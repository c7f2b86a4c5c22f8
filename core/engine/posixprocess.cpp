// The POSIX implementation of engine::Process (Linux, macOS, the BSDs): fork and exec with
// pipes, poll for timeouts. Only POSIX calls: pipe and fcntl rather than Linux's pipe2.
#include "engine/process.h"

#include "engine/linebuffer.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace shogiban::engine {

namespace {

using SteadyClock = std::chrono::steady_clock;

// A pipe whose two ends are closed on exec: a later engine must not inherit this one's pipes
// (it would keep this engine's input open after we close it). dup2 clears the flag on the
// copies that become the child's standard input and output.
bool makePipe(int ends[2])
{
    if (pipe(ends) != 0) return false;
    for (int i = 0; i < 2; ++i) {
        if (fcntl(ends[i], F_SETFD, FD_CLOEXEC) != 0) {
            close(ends[0]);
            close(ends[1]);
            return false;
        }
    }
    return true;
}

void closeFd(int& fd)
{
    if (fd >= 0) close(fd);
    fd = -1;
}

class PosixProcess final : public Process {
public:
    ~PosixProcess() override { stop(200); }

    bool start(const std::vector<std::string>& argv) override
    {
        if (argv.empty() || m_pid > 0) return false;
        int toChild[2], fromChild[2], execCheck[2];
        if (!makePipe(toChild)) return false;
        if (!makePipe(fromChild)) {
            closeBoth(toChild);
            return false;
        }
        if (!makePipe(execCheck)) {
            closeBoth(toChild);
            closeBoth(fromChild);
            return false;
        }
        // Everything the child needs is made before fork: between fork and exec a child of a
        // threaded program may only make async-signal-safe calls (no allocation).
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        // A child writing to a dead engine must not kill the match tool.
        std::signal(SIGPIPE, SIG_IGN);
        m_pid = fork();
        if (m_pid == 0) runChild(args.data(), toChild, fromChild, execCheck);
        close(toChild[0]);
        close(fromChild[1]);
        close(execCheck[1]);
        m_in = toChild[1];
        m_out = fromChild[0];
        bool execFailed = m_pid < 0;
        if (!execFailed) {
            char failed = 0;
            // The pipe closes on a successful exec; a byte means exec failed.
            ssize_t n;
            while ((n = read(execCheck[0], &failed, 1)) < 0 && errno == EINTR) {
            }
            execFailed = n == 1;
        }
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
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            done += size_t(n);
        }
        return true;
    }

    std::optional<std::string> readLine(int timeoutMs) override
    {
        const auto deadline = SteadyClock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            if (auto line = m_lines.takeLine()) return line;
            if (m_out < 0) return std::nullopt;
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - SteadyClock::now());
            if (left.count() <= 0) return std::nullopt;
            pollfd p{m_out, POLLIN, 0};
            if (poll(&p, 1, int(left.count())) <= 0) continue;
            char chunk[4096];
            ssize_t n = read(m_out, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                closeFd(m_out);
                return m_lines.takeRest();
            }
            m_lines.append(std::string_view(chunk, size_t(n)));
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
        char* const* args, int toChild[2], int fromChild[2], int execCheck[2])
    {
        redirect(toChild[0], STDIN_FILENO);
        redirect(fromChild[1], STDOUT_FILENO);
        // The other ends close on exec; the exec check's write end too, which tells the
        // parent that exec succeeded.
        execvp(args[0], args);
        char failed = 1;
        (void)!write(execCheck[1], &failed, 1);
        _exit(127);
    }

    // fd becomes the standard stream `target`, kept open across exec.
    static void redirect(int fd, int target)
    {
        if (fd == target) fcntl(fd, F_SETFD, 0); // dup2 onto itself would keep close-on-exec
        else dup2(fd, target);
    }

    static void closeBoth(int ends[2])
    {
        close(ends[0]);
        close(ends[1]);
    }

    pid_t m_pid = -1;
    int m_in = -1;
    int m_out = -1;
    LineBuffer m_lines;
};

} // namespace

std::unique_ptr<Process> Process::create()
{
    return std::make_unique<PosixProcess>();
}

} // namespace shogiban::engine
