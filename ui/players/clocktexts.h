// Clocks in words and digits: a time control ("10 min + byoyomi 30 s"), the digits of a clock
// ("9:58", "1:00:00", the byoyomi's "28"), what a panel shows for a side at a moment, and the
// message of a loss on time.
#pragma once

#include "clock/gameclock.h"
#include "game/gamerules.h"
#include "players/playerpanel.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class ClockTexts {
    Q_DECLARE_TR_FUNCTIONS(ClockTexts)

public:
    // Time left as a clock shows it, rounded up ("0:01" until the last millisecond).
    static QString digits(int64_t ms);
    static QString describe(const clock::TimeControl& control);
    static ClockFace face(const clock::TimeControl& control, const clock::ClockReading& reading,
        bool paused);
    // How long (ms) before the flag a clock turns red.
    static int64_t lowTimeMs(const clock::TimeControl& control);
    // "Gote ran out of time: main time and byoyomi are spent."
    static QString timeUpMessage(SideNames names, Color loser, const clock::TimeControl& control);
};

} // namespace shogiban::ui
