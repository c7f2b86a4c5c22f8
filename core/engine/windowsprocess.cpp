// The Windows implementation of engine::Process: CreateProcessW with the child's standard input
// on an anonymous pipe and its standard output on a named pipe read with overlapped I/O, so
// that readLine can wait with a timeout (anonymous pipes cannot). Engines start without a
// console window; the child inherits exactly its three standard handles.
#include "engine/process.h"

#include "engine/linebuffer.h"
#include "platform/utf16.h"

#include <windows.h> // WIN32_LEAN_AND_MEAN and NOMINMAX: core/CMakeLists.txt

#include <algorithm>
#include <atomic>
#include <chrono>

namespace shogiban::engine {

namespace {

using SteadyClock = std::chrono::steady_clock;

// One argument as the C runtime's command line parser (CommandLineToArgvW) reads it back:
// quoted when it has blanks or quotes, a quote escaped by a backslash, and backslashes
// doubled where they come before a quote.
void appendQuoted(std::wstring& line, const std::wstring& arg)
{
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
        line += arg;
        return;
    }
    line += L'"';
    for (size_t i = 0;; ++i) {
        size_t backslashes = 0;
        while (i < arg.size() && arg[i] == L'\\') ++i, ++backslashes;
        if (i == arg.size()) {
            line.append(backslashes * 2, L'\\');
            break;
        }
        if (arg[i] == L'"') line.append(backslashes * 2 + 1, L'\\');
        else line.append(backslashes, L'\\');
        line += arg[i];
    }
    line += L'"';
}

std::wstring commandLine(const std::vector<std::string>& argv)
{
    std::wstring line;
    for (const std::string& arg : argv) {
        if (!line.empty()) line += L' ';
        appendQuoted(line, platform::utf16FromNarrow(arg));
    }
    return line;
}

void closeHandle(HANDLE& handle)
{
    if (handle && handle != INVALID_HANDLE_VALUE) CloseHandle(handle);
    handle = nullptr;
}

// The handles of one child, closed by whoever holds them last.
struct ChildHandles {
    HANDLE in = nullptr; // its standard input: the read end of our pipe
    HANDLE out = nullptr; // its standard output: the client end of our named pipe
    HANDLE err = nullptr; // its standard error: ours, or NUL when we have none
    ~ChildHandles()
    {
        closeHandle(in);
        closeHandle(out);
        closeHandle(err);
    }
};

class WindowsProcess final : public Process {
public:
    ~WindowsProcess() override { stop(200); }

    bool start(const std::vector<std::string>& argv) override
    {
        if (argv.empty() || m_process) return false;
        ChildHandles child;
        if (!createPipes(child)) {
            stop(0);
            return false;
        }
        if (!createChild(argv, child)) {
            stop(0);
            return false;
        }
        return true;
    }

    bool writeLine(std::string_view line) override
    {
        if (!m_in) return false;
        std::string data(line);
        data += '\n';
        size_t done = 0;
        while (done < data.size()) {
            DWORD written = 0;
            const DWORD chunk = DWORD(std::min<size_t>(data.size() - done, 1 << 16));
            if (!WriteFile(m_in, data.data() + done, chunk, &written, nullptr) || written == 0)
                return false;
            done += written;
        }
        return true;
    }

    std::optional<std::string> readLine(int timeoutMs) override
    {
        const auto deadline = SteadyClock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            if (auto line = m_lines.takeLine()) return line;
            if (!m_out) return std::nullopt;
            if (!m_reading && !beginRead()) return endOfOutput();
            if (m_reading) {
                const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - SteadyClock::now());
                const DWORD waitMs = DWORD(std::max<long long>(0, left.count()));
                if (WaitForSingleObject(m_readDone, waitMs) != WAIT_OBJECT_0)
                    return std::nullopt; // the read stays pending for the next call
                DWORD received = 0;
                m_reading = false;
                if (!GetOverlappedResult(m_out, &m_overlapped, &received, FALSE))
                    return endOfOutput();
                m_lines.append(std::string_view(m_chunk, received));
            }
        }
    }

    bool running() override
    {
        return m_process && WaitForSingleObject(m_process, 0) == WAIT_TIMEOUT;
    }

    void stop(int graceMs) override
    {
        closeHandle(m_in); // the child reads the end of its input
        cancelRead();
        closeHandle(m_out);
        closeHandle(m_readDone);
        if (!m_process) return;
        if (WaitForSingleObject(m_process, DWORD(std::max(graceMs, 0))) != WAIT_OBJECT_0) {
            TerminateProcess(m_process, 1);
            WaitForSingleObject(m_process, 5000);
        }
        closeHandle(m_process);
    }

private:
    bool createPipes(ChildHandles& child)
    {
        SECURITY_ATTRIBUTES inheritable{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
        if (!CreatePipe(&child.in, &m_in, &inheritable, 0)) return false;
        SetHandleInformation(m_in, HANDLE_FLAG_INHERIT, 0);

        static std::atomic<unsigned> counter{0};
        const std::wstring name = L"\\\\.\\pipe\\shogiban-engine-"
            + std::to_wstring(GetCurrentProcessId()) + L"-" + std::to_wstring(++counter);
        m_out = CreateNamedPipeW(name.c_str(),
            PIPE_ACCESS_INBOUND | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
            PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1, 0,
            sizeof m_chunk, 0, nullptr);
        if (m_out == INVALID_HANDLE_VALUE) {
            m_out = nullptr;
            return false;
        }
        child.out = CreateFileW(name.c_str(), GENERIC_WRITE, 0, &inheritable, OPEN_EXISTING,
            FILE_ATTRIBUTE_NORMAL, nullptr);
        if (child.out == INVALID_HANDLE_VALUE) return false;

        const HANDLE ours = GetStdHandle(STD_ERROR_HANDLE);
        if (!ours || ours == INVALID_HANDLE_VALUE
            || !DuplicateHandle(GetCurrentProcess(), ours, GetCurrentProcess(), &child.err, 0,
                TRUE, DUPLICATE_SAME_ACCESS))
            child.err = CreateFileW(L"NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                &inheritable, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
        if (child.err == INVALID_HANDLE_VALUE) return false;

        m_readDone = CreateEventW(nullptr, TRUE, FALSE, nullptr);
        return m_readDone != nullptr;
    }

    bool createChild(const std::vector<std::string>& argv, ChildHandles& child)
    {
        // Only these three handles reach the child, even while other threads start programs.
        HANDLE inherited[] = {child.in, child.out, child.err};
        SIZE_T listSize = 0;
        InitializeProcThreadAttributeList(nullptr, 1, 0, &listSize);
        std::vector<char> listMemory(listSize);
        auto* list = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(listMemory.data());
        if (!InitializeProcThreadAttributeList(list, 1, 0, &listSize)) return false;
        const bool listed = UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST,
            inherited, sizeof inherited, nullptr, nullptr);

        STARTUPINFOEXW startup{};
        startup.StartupInfo.cb = sizeof startup;
        startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
        startup.StartupInfo.hStdInput = child.in;
        startup.StartupInfo.hStdOutput = child.out;
        startup.StartupInfo.hStdError = child.err;
        startup.lpAttributeList = listed ? list : nullptr;
        std::wstring line = commandLine(argv);
        PROCESS_INFORMATION info{};
        const DWORD flags = CREATE_NO_WINDOW | (listed ? EXTENDED_STARTUPINFO_PRESENT : 0);
        const BOOL created = CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, flags,
            nullptr, nullptr, &startup.StartupInfo, &info);
        DeleteProcThreadAttributeList(list);
        if (!created) return false;
        CloseHandle(info.hThread);
        m_process = info.hProcess;
        return true;
    }

    // Starts reading the next chunk; false at the end of the output.
    bool beginRead()
    {
        m_overlapped = OVERLAPPED{};
        m_overlapped.hEvent = m_readDone;
        ResetEvent(m_readDone);
        if (ReadFile(m_out, m_chunk, sizeof m_chunk, nullptr, &m_overlapped)
            || GetLastError() == ERROR_IO_PENDING) {
            m_reading = true; // done at once or later: the event is set either way
            return true;
        }
        return false;
    }

    void cancelRead()
    {
        if (!m_reading) return;
        CancelIoEx(m_out, &m_overlapped);
        DWORD ignored = 0;
        GetOverlappedResult(m_out, &m_overlapped, &ignored, TRUE); // the buffer is ours again
        m_reading = false;
    }

    // The child closed its output: the rest of the buffer is its last line.
    std::optional<std::string> endOfOutput()
    {
        closeHandle(m_out);
        return m_lines.takeRest();
    }

    HANDLE m_process = nullptr;
    HANDLE m_in = nullptr; // our end of the child's standard input
    HANDLE m_out = nullptr; // our end of the child's standard output (overlapped)
    HANDLE m_readDone = nullptr; // signalled when the pending read completes
    OVERLAPPED m_overlapped{};
    bool m_reading = false;
    char m_chunk[4096];
    LineBuffer m_lines;
};

} // namespace

std::unique_ptr<Process> Process::create()
{
    return std::make_unique<WindowsProcess>();
}

} // namespace shogiban::engine
