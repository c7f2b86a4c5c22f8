// Bytes read from a child process, handed out line by line ("\n" or "\r\n" endings): the part
// of engine::Process that is the same on every platform.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace shogiban::engine {

class LineBuffer {
public:
    void append(std::string_view bytes) { m_bytes.append(bytes); }

    // The next whole line, without its ending.
    std::optional<std::string> takeLine()
    {
        const size_t end = m_bytes.find('\n');
        if (end == std::string::npos) return std::nullopt;
        std::string line = m_bytes.substr(0, end);
        m_bytes.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
    }

    // At the end of the output: what is left is the last line, unless nothing is.
    std::optional<std::string> takeRest()
    {
        if (m_bytes.empty()) return std::nullopt;
        return std::exchange(m_bytes, {});
    }

private:
    std::string m_bytes;
};

} // namespace shogiban::engine
