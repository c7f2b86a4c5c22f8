#include "record/timeheader.h"

namespace shogiban::record {

namespace {

bool isHandicap(const Record& record)
{
    return !record.startSfen.empty() && record.startSfen != StartSfen;
}

std::optional<clock::TimeControl> readField(const Record& record, std::string_view key)
{
    const std::string* value = record.headerValue(key);
    if (!value) return std::nullopt;
    return clock::parseKifTimeText(*value);
}

} // namespace

std::array<std::optional<clock::TimeControl>, ColorNb> timeControlsOf(const Record& record)
{
    const std::optional<clock::TimeControl> both = readField(record, TimeKey);
    std::array<std::optional<clock::TimeControl>, ColorNb> controls{both, both};
    for (Color c : {Black, White}) {
        std::optional<clock::TimeControl> own = readField(record, SideTimeKey[c]);
        if (!own) own = readField(record, HandicapSideTimeKey[c]);
        if (own) controls[c] = own;
    }
    return controls;
}

void setTimeControls(Record& record, const std::array<clock::TimeControl, ColorNb>& controls)
{
    const auto black = clock::kifTimeText(controls[Black]);
    const auto white = clock::kifTimeText(controls[White]);
    if (black == white) {
        if (black) record.setHeader(TimeKey, *black);
        return;
    }
    const auto& keys = isHandicap(record) ? HandicapSideTimeKey : SideTimeKey;
    record.setHeader(keys[Black], black.value_or("なし"));
    record.setHeader(keys[White], white.value_or("なし"));
}

std::optional<std::string> csaTimeLine(std::string_view key, std::string_view value, bool v22)
{
    std::string name;
    if (key == TimeKey)
        name = "$TIME";
    else if (key == SideTimeKey[Black] || key == HandicapSideTimeKey[Black])
        name = "$TIME+";
    else if (key == SideTimeKey[White] || key == HandicapSideTimeKey[White])
        name = "$TIME-";
    else
        return std::nullopt;
    const std::optional<clock::TimeControl> control = clock::parseKifTimeText(value);
    if (!control || !control->timed()) return std::nullopt;
    if (v22) {
        // V2.2 knows one time control for both: whole minutes and a byoyomi in seconds.
        const bool expressible = name == "$TIME" && control->incrementMs == 0
            && control->mainMs % 60'000 == 0 && control->byoyomiMs % 1000 == 0;
        if (!expressible) return std::nullopt;
        const int64_t minutes = control->mainMs / 60'000;
        auto two = [](int64_t n) {
            std::string digits = std::to_string(n);
            return digits.size() < 2 ? "0" + digits : digits;
        };
        return "$TIME_LIMIT:" + two(minutes / 60) + ":" + two(minutes % 60) + "+"
            + two(control->byoyomiMs / 1000);
    }
    // A control with nothing to play with ("0 minutes + 10 seconds a move" as an increment)
    // has no CSA spec: it is left out.
    const std::optional<std::string> spec = clock::csaTimeSpec(*control);
    if (!spec) return std::nullopt;
    return name + ":" + *spec;
}

std::optional<std::pair<std::string, std::string>> timeFieldOfCsa(
    std::string_view key, std::string_view value)
{
    std::string_view kif;
    if (key == "TIME" || key == "TIME_LIMIT")
        kif = TimeKey;
    else if (key == "TIME+")
        kif = SideTimeKey[Black];
    else if (key == "TIME-")
        kif = SideTimeKey[White];
    else
        return std::nullopt;
    // Kept in KIF words when readable, as written otherwise (nothing is lost).
    const std::optional<clock::TimeControl> control = clock::parseCsaTimeSpec(value);
    const std::optional<std::string> text = control ? clock::kifTimeText(*control) : std::nullopt;
    return std::pair{std::string(kif), text.value_or(std::string(value))};
}

} // namespace shogiban::record
