#include "clock/timecontrol.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace shogiban::clock {

namespace {

// About a year: more than any clock, small enough that no sum overflows.
constexpr int64_t MaxMs = int64_t(365) * 24 * 3600 * 1000;

std::string seconds(int64_t ms)
{
    std::string text = std::to_string(ms / 1000);
    if (const int64_t rest = ms % 1000) {
        std::string fraction = std::to_string(1000 + rest).substr(1);
        while (fraction.back() == '0') fraction.pop_back();
        text += "." + fraction;
    }
    return text;
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    for (;;) {
        const size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return parts;
        text.remove_prefix(at + 1);
    }
}

std::optional<int64_t> number(std::string_view text)
{
    int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty() || value < 0
        || value > MaxMs)
        return std::nullopt;
    return value;
}

// "30", "30.5": seconds, in milliseconds.
std::optional<int64_t> secondsMs(std::string_view text)
{
    const size_t dot = text.find('.');
    const std::optional<int64_t> whole = number(text.substr(0, dot));
    if (!whole || *whole > MaxMs / 1000) return std::nullopt;
    int64_t ms = *whole * 1000;
    if (dot != std::string_view::npos) {
        std::string_view fraction = text.substr(dot + 1);
        if (fraction.empty() || fraction.size() > 3 || !number(fraction)) return std::nullopt;
        std::string padded(fraction);
        padded.resize(3, '0');
        ms += *number(padded);
    }
    return ms;
}

TimeControl fromParts(int64_t mainMs, int64_t byoyomiMs, int64_t incrementMs)
{
    if (byoyomiMs > 0 && incrementMs > 0) return {}; // no such clock
    if (byoyomiMs > 0) return TimeControl::byoyomi(mainMs, byoyomiMs);
    if (incrementMs > 0) return TimeControl::fischer(mainMs, incrementMs);
    if (mainMs > 0) return TimeControl::suddenDeath(mainMs);
    return {};
}

// "1時間30分20秒" -> ms; the units in that order, each optional but one at least.
std::optional<int64_t> japaneseDuration(std::string_view text)
{
    static constexpr std::pair<std::string_view, int64_t> Units[]
        = {{"時間", 3600000}, {"分", 60000}, {"秒", 1000}};
    int64_t total = 0;
    bool any = false;
    for (const auto& [unit, scale] : Units) {
        const size_t at = text.find(unit);
        if (at == std::string_view::npos) continue;
        const std::optional<int64_t> n = number(text.substr(0, at));
        if (!n || *n > MaxMs / scale) return std::nullopt;
        total += *n * scale;
        any = true;
        text.remove_prefix(at + unit.size());
    }
    if (!any || !text.empty()) return std::nullopt;
    return total;
}

std::string japaneseText(int64_t ms)
{
    const int64_t s = ms / 1000;
    std::string text;
    if (s >= 3600) text += std::to_string(s / 3600) + "時間";
    if (s % 3600 / 60 > 0 || s < 60) text += std::to_string(s % 3600 / 60) + "分";
    if (s % 60 > 0) text += std::to_string(s % 60) + "秒";
    return text;
}

// Kasan ("added"), the KIF word of a Fischer increment.
constexpr std::string_view Increment = "加算";

std::string secondsText(int64_t ms)
{
    return std::to_string(ms / 1000) + "秒";
}

} // namespace

TimeControl TimeControl::normalized() const
{
    TimeControl n;
    n.kind = kind;
    if (kind == TimeKind::None) return n;
    n.mainMs = std::clamp<int64_t>(mainMs, 0, MaxMs);
    if (kind == TimeKind::Byoyomi) {
        n.byoyomiMs = std::clamp<int64_t>(byoyomiMs, 0, MaxMs);
        n.periods = std::clamp(periods, 1, 99);
        if (n.byoyomiMs == 0) n.kind = TimeKind::SuddenDeath;
    }
    if (kind == TimeKind::Fischer) n.incrementMs = std::clamp<int64_t>(incrementMs, 0, MaxMs);
    if (n.mainMs == 0 && n.byoyomiMs == 0) return {}; // nothing to play with
    return n;
}

std::optional<std::string> csaTimeSpec(const TimeControl& given)
{
    const TimeControl c = given.normalized();
    if (!c.timed()) return std::nullopt;
    return seconds(c.mainMs) + "+" + seconds(c.byoyomiMs) + "+" + seconds(c.incrementMs);
}

std::optional<TimeControl> parseCsaTimeSpec(std::string_view text)
{
    const std::vector<std::string_view> parts = split(text, '+');
    if (parts.size() == 3) {
        const auto main = secondsMs(parts[0]);
        const auto byoyomi = secondsMs(parts[1]);
        const auto increment = secondsMs(parts[2]);
        if (!main || !byoyomi || !increment) return std::nullopt;
        return fromParts(*main, *byoyomi, *increment);
    }
    // V2.2: "hh:mm+ss".
    if (parts.size() == 2) {
        const std::vector<std::string_view> clock = split(parts[0], ':');
        if (clock.size() != 2) return std::nullopt;
        const auto hours = number(clock[0]);
        const auto minutes = number(clock[1]);
        const auto byoyomi = secondsMs(parts[1]);
        if (!hours || !minutes || !byoyomi || *hours > 9999 || *minutes > 59) return std::nullopt;
        return fromParts((*hours * 60 + *minutes) * 60000, *byoyomi, 0);
    }
    return std::nullopt;
}

std::optional<std::string> kifTimeText(const TimeControl& given)
{
    const TimeControl c = given.normalized();
    switch (c.kind) {
    case TimeKind::None:
        return std::nullopt;
    case TimeKind::SuddenDeath:
        return japaneseText(c.mainMs);
    case TimeKind::Byoyomi: {
        std::string text = japaneseText(c.mainMs) + "+秒読み" + secondsText(c.byoyomiMs);
        if (c.periods > 1) text += "×" + std::to_string(c.periods);
        return text;
    }
    case TimeKind::Fischer:
        return japaneseText(c.mainMs) + "+" + secondsText(c.incrementMs) + std::string(Increment);
    }
    return std::nullopt;
}

std::optional<TimeControl> parseKifTimeText(std::string_view text)
{
    // A header value may end in any blank: a CR left by a line ending "\r\r\n" is one, and
    // writers print it as a space, which must read as the same time control.
    constexpr std::string_view Blanks = " \t\r\n";
    const size_t first = text.find_first_not_of(Blanks);
    text = first == std::string_view::npos
        ? std::string_view()
        : text.substr(first, text.find_last_not_of(Blanks) - first + 1);
    if (std::optional<TimeControl> csa = parseCsaTimeSpec(text)) return csa;
    const size_t plus = text.find('+');
    const std::optional<int64_t> main = japaneseDuration(text.substr(0, plus));
    if (!main) return std::nullopt;
    if (plus == std::string_view::npos) return fromParts(*main, 0, 0);
    std::string_view rest = text.substr(plus + 1);
    constexpr std::string_view Byoyomi = "秒読み", Times = "×";
    if (rest.starts_with(Byoyomi)) {
        rest.remove_prefix(Byoyomi.size());
        int periods = 1;
        if (const size_t times = rest.find(Times); times != std::string_view::npos) {
            const std::optional<int64_t> n = number(rest.substr(times + Times.size()));
            if (!n || *n < 1 || *n > 99) return std::nullopt;
            periods = int(*n);
            rest = rest.substr(0, times);
        }
        const std::optional<int64_t> byoyomi = japaneseDuration(rest);
        if (!byoyomi) return std::nullopt;
        return TimeControl::byoyomi(*main, *byoyomi, periods).normalized();
    }
    if (rest.ends_with(Increment)) {
        const std::optional<int64_t> increment
            = japaneseDuration(rest.substr(0, rest.size() - Increment.size()));
        if (!increment) return std::nullopt;
        return fromParts(*main, 0, *increment);
    }
    return std::nullopt;
}

} // namespace shogiban::clock
