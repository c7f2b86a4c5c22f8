// A time control for one side (no clock, sudden death, byoyomi, Fischer) and how records write
// it: CSA V3.0 "$TIME:600+30+0" (main + byoyomi + increment, in seconds) and the KIF header
// "持ち時間：10分+秒読み30秒". Plain data: the rules that run it are in gameclock.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shogiban::clock {

enum class TimeKind {
    None, // no clock: untimed
    SuddenDeath, // main time only; the flag falls when it is spent
    Byoyomi, // main time, then `periods` periods of byoyomiMs per move
    Fischer, // main time; incrementMs is added after every move
};

struct TimeControl {
    TimeKind kind = TimeKind::None;
    int64_t mainMs = 0;
    int64_t byoyomiMs = 0; // Byoyomi: one period
    int periods = 1; // Byoyomi: periods before the flag falls (1 in shogi)
    int64_t incrementMs = 0; // Fischer

    bool timed() const { return kind != TimeKind::None; }
    // The time control with the fields its kind does not use cleared, periods at least 1.
    TimeControl normalized() const;
    bool operator==(const TimeControl&) const = default;

    static TimeControl suddenDeath(int64_t mainMs) { return {TimeKind::SuddenDeath, mainMs}; }
    static TimeControl byoyomi(int64_t mainMs, int64_t byoyomiMs, int periods = 1)
    {
        return {TimeKind::Byoyomi, mainMs, byoyomiMs, periods};
    }
    static TimeControl fischer(int64_t mainMs, int64_t incrementMs)
    {
        return {TimeKind::Fischer, mainMs, 0, 1, incrementMs};
    }
};

// CSA V3.0: "600+30+0" (seconds: main + byoyomi + increment). nullopt for no clock.
std::optional<std::string> csaTimeSpec(const TimeControl& control);
// Reads "600+30+0" (V3.0, fractions allowed) and "00:10+30" (V2.2 $TIME_LIMIT: hh:mm+ss).
std::optional<TimeControl> parseCsaTimeSpec(std::string_view text);

// KIF 持ち時間: "10分", "10分+秒読み30秒", "10分+30秒" + kasan ("added", Fischer), "1時間30分".
std::optional<std::string> kifTimeText(const TimeControl& control);
// Reads what kifTimeText writes, and the CSA forms above.
std::optional<TimeControl> parseKifTimeText(std::string_view text);

} // namespace shogiban::clock
