#include "players/clocktexts.h"

#include "text/texts.h"

namespace shogiban::ui {

namespace {

int64_t secondsUp(int64_t ms)
{
    return (std::max<int64_t>(0, ms) + 999) / 1000;
}

// "10 min", "1 h 30 min", "45 s", "1 min 30 s".
QString duration(int64_t ms)
{
    const int64_t s = ms / 1000;
    QStringList parts;
    if (s >= 3600) parts << ClockTexts::tr("%1 h").arg(s / 3600);
    if (s % 3600 / 60 > 0) parts << ClockTexts::tr("%1 min").arg(s % 3600 / 60);
    if (s % 60 > 0 || parts.isEmpty()) parts << ClockTexts::tr("%1 s").arg(s % 60);
    return parts.join(QLatin1Char(' '));
}

} // namespace

QString ClockTexts::digits(int64_t ms)
{
    const int64_t s = secondsUp(ms);
    if (s < 3600) return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString ClockTexts::describe(const clock::TimeControl& given)
{
    const clock::TimeControl c = given.normalized();
    switch (c.kind) {
    case clock::TimeKind::None:
        return tr("No clock");
    case clock::TimeKind::SuddenDeath:
        return tr("%1, sudden death").arg(duration(c.mainMs));
    case clock::TimeKind::Byoyomi: {
        const QString byoyomi = c.periods > 1
            ? tr("byoyomi %1 × %2").arg(duration(c.byoyomiMs)).arg(c.periods)
            : tr("byoyomi %1").arg(duration(c.byoyomiMs));
        if (c.mainMs == 0)
            return c.periods > 1 ? tr("Byoyomi %1 × %2").arg(duration(c.byoyomiMs)).arg(c.periods)
                                 : tr("Byoyomi %1").arg(duration(c.byoyomiMs));
        return tr("%1 + %2").arg(duration(c.mainMs), byoyomi);
    }
    case clock::TimeKind::Fischer:
        return tr("%1 + %2 per move").arg(duration(c.mainMs), duration(c.incrementMs));
    }
    return {};
}

int64_t ClockTexts::lowTimeMs(const clock::TimeControl& control)
{
    // The last ten seconds of a byoyomi; in sudden death and Fischer the last half minute.
    return control.kind == clock::TimeKind::Byoyomi ? 10'000 : 30'000;
}

ClockFace ClockTexts::face(
    const clock::TimeControl& control, const clock::ClockReading& reading, bool paused)
{
    ClockFace face;
    face.timed = control.timed();
    if (!face.timed) return face;
    face.running = reading.running;
    face.low = reading.flagged || reading.untilFlagMs() <= lowTimeMs(control);
    if (reading.flagged) {
        face.digits = digits(0);
        face.caption = tr("Time up");
        return face;
    }
    if (reading.inByoyomi) {
        face.digits = QString::number(secondsUp(reading.byoyomiMs));
        face.caption = reading.periodsLeft > 1
            ? tr("Byoyomi, %n period(s)", nullptr, reading.periodsLeft)
            : tr("Byoyomi");
    } else {
        face.digits = digits(reading.mainMs);
        if (control.kind == clock::TimeKind::Byoyomi)
            face.caption = tr("then %1 per move").arg(duration(control.byoyomiMs));
        else if (control.kind == clock::TimeKind::Fischer)
            face.caption = tr("+%1 per move").arg(duration(control.incrementMs));
    }
    if (paused) face.caption = tr("Paused");
    return face;
}

QString ClockTexts::timeUpMessage(SideNames names, Color loser, const clock::TimeControl& control)
{
    const QString side = Texts::sideName(names, loser);
    if (control.kind == clock::TimeKind::Byoyomi)
        return tr("%1 ran out of time: the main time and the byoyomi were spent.").arg(side);
    return tr("%1 ran out of time.").arg(side);
}

} // namespace shogiban::ui
