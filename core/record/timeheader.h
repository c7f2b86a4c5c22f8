// The time controls a record's header names, in every format's own words: KIF 持ち時間 (both
// sides) or 先手持ち時間 / 後手持ち時間 (下手 / 上手 in handicap games) as "10分+秒読み30秒",
// CSA V3.0 "$TIME:600+30+0" / "$TIME+:" / "$TIME-:" and V2.2 "$TIME_LIMIT:00:10+30" (the CSA
// reader files them under the KIF keys), and JKF's header with the KIF keys.
#pragma once

#include "clock/timecontrol.h"
#include "record/record.h"

#include <array>
#include <optional>

namespace shogiban::record {

// Header keys of the time controls: both sides, then each side's own.
inline constexpr std::string_view TimeKey = "持ち時間";
inline constexpr std::array<std::string_view, ColorNb> SideTimeKey = {"先手持ち時間", "後手持ち時間"};
inline constexpr std::array<std::string_view, ColorNb> HandicapSideTimeKey
    = {"下手持ち時間", "上手持ち時間"};

// Each side's time control; nullopt where the header names none that can be read.
std::array<std::optional<clock::TimeControl>, ColorNb> timeControlsOf(const Record& record);
// Writes the time controls into the header (one key when both sides have the same).
void setTimeControls(Record& record, const std::array<clock::TimeControl, ColorNb>& controls);

// For the CSA writer: the CSA line of a header field that names a time control, or nullopt
// when the field is no time control. v22: "$TIME_LIMIT:hh:mm+ss" where it can be said so.
std::optional<std::string> csaTimeLine(std::string_view key, std::string_view value, bool v22);
// For the CSA reader: the header key and value under which a "$TIME..." line is kept.
std::optional<std::pair<std::string, std::string>> timeFieldOfCsa(
    std::string_view key, std::string_view value);

} // namespace shogiban::record
