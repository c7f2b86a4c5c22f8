#include "usi/tokens.h"

#include <locale>
#include <sstream>

namespace shogiban::usi {

std::vector<std::string_view> splitWords(std::string_view line)
{
    std::vector<std::string_view> words;
    size_t i = 0;
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i])) ++i;
        size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

std::string printableWord(std::string_view word)
{
    constexpr size_t MaxShown = 40;
    constexpr char Hex[] = "0123456789abcdef";
    std::string text;
    for (size_t i = 0; i < word.size() && i < MaxShown; ++i) {
        const auto c = static_cast<unsigned char>(word[i]);
        if (c >= 0x20 && c < 0x7f)
            text += char(c);
        else
            text += {'\\', 'x', Hex[c >> 4], Hex[c & 15]};
    }
    if (word.size() > MaxShown) text += "...";
    return text;
}

std::string joinWords(const std::vector<std::string_view>& words, size_t first, size_t last)
{
    std::string text;
    for (size_t i = first; i < last && i < words.size(); ++i) {
        if (!text.empty()) text += ' ';
        text += words[i];
    }
    return text;
}

std::optional<double> parseDecimal(std::string_view text)
{
    if (text.empty() || text.front() == '+' || static_cast<unsigned char>(text.front()) <= ' ')
        return std::nullopt;
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    double value = 0;
    in >> std::noskipws >> value;
    if (in.fail() || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
    return value;
}

} // namespace shogiban::usi
