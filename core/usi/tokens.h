// Splitting protocol lines into words, shared by the USI parser and the engine drivers.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace shogiban::usi {

std::vector<std::string_view> splitWords(std::string_view line);

// Joins words[first, last) with single spaces.
std::string joinWords(const std::vector<std::string_view>& words, size_t first, size_t last);

// A word of the input as it may be echoed to the GUI's log: bytes that are not printable
// ASCII as \xNN, and at most 40 of them (a hostile line can be long and binary).
std::string printableWord(std::string_view word);

// A whole word as an integer; nullopt for anything else (a sign, spaces, trailing text).
template <typename T> std::optional<T> parseNumber(std::string_view text)
{
    // Decimals go through parseDecimal: libc++ (macOS) has no floating-point from_chars.
    static_assert(std::is_integral_v<T>, "parseDecimal reads decimals");
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A whole word as a decimal number ("12", "-0.5", "1e-9") with '.' as the decimal point
// whatever the user's locale; nullopt for anything else, as parseNumber.
std::optional<double> parseDecimal(std::string_view text);

} // namespace shogiban::usi
