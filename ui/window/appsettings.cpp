#include "window/appsettings.h"

#include "clock/timecontrol.h"

#include <QSettings>

#include <algorithm>

namespace shogiban::ui {

namespace {

// Enums are stored as their numbers; an out-of-range number (an edited file) gives the default.
template <typename Enum>
Enum readEnum(const QSettings& settings, const QString& key, Enum fallback, Enum last)
{
    const int value = settings.value(key, int(fallback)).toInt();
    return value >= 0 && value <= int(last) ? Enum(value) : fallback;
}

int readLevel(const QSettings& settings, const QString& key)
{
    return std::clamp(settings.value(key, 1).toInt(), 1, 10);
}

// A time control as CSA writes it ("600+30+0", empty for none) and its byoyomi periods.
clock::TimeControl readClock(const QSettings& s, const QString& key)
{
    std::optional<clock::TimeControl> c
        = clock::parseCsaTimeSpec(s.value(key).toString().toStdString());
    if (!c) return {};
    c->periods = s.value(key + QStringLiteral("Periods"), 1).toInt();
    return c->normalized();
}

void writeClock(QSettings& s, const QString& key, const clock::TimeControl& c)
{
    s.setValue(key, QString::fromStdString(clock::csaTimeSpec(c).value_or(std::string())));
    s.setValue(key + QStringLiteral("Periods"), c.normalized().periods);
}

NewGameChoice loadGame(const QSettings& s)
{
    NewGameChoice game;
    game.kind = readEnum(s, "game/kind", GameKind::Shogi, GameKind::MakYek);
    game.variant = s.value("game/variant").toString();
    game.handicap = s.value("game/handicap").toString();
    game.capturesToWin = std::clamp(s.value("game/capturesToWin", 0).toInt(), 0, 18);
    game.mode = readEnum(s, "game/mode", GameMode::AgainstComputer, GameMode::ComputerVsComputer);
    game.first = readEnum(s, "game/first", FirstPlayer::PlayerOne, FirstPlayer::Furigoma);
    game.names = {s.value("game/name1").toString(), s.value("game/name2").toString()};
    game.levels = {readLevel(s, "game/level1"), readLevel(s, "game/level2")};
    game.engines = {s.value("game/engine1").toString(), s.value("game/engine2").toString()};
    game.clocks = {readClock(s, "game/clock1"), readClock(s, "game/clock2")};
    game.clockPerPlayer = s.value("game/clockPerPlayer", false).toBool();
    return game;
}

void saveGame(QSettings& s, const NewGameChoice& game)
{
    s.setValue("game/kind", int(game.kind));
    s.setValue("game/variant", game.variant);
    s.setValue("game/handicap", game.handicap);
    s.setValue("game/capturesToWin", game.capturesToWin);
    s.setValue("game/mode", int(game.mode));
    s.setValue("game/first", int(game.first));
    s.setValue("game/name1", game.names[0]);
    s.setValue("game/name2", game.names[1]);
    s.setValue("game/level1", game.levels[0]);
    s.setValue("game/level2", game.levels[1]);
    s.setValue("game/engine1", game.engines[0]);
    s.setValue("game/engine2", game.engines[1]);
    writeClock(s, "game/clock1", game.clocks[0]);
    writeClock(s, "game/clock2", game.clocks[1]);
    s.setValue("game/clockPerPlayer", game.clockPerPlayer);
}

} // namespace

AppSettings AppSettings::load(const QSettings& s)
{
    AppSettings a;
    a.pieceStyle = readEnum(s, "board/pieceStyle", PieceStyle::Kanji, PieceStyle::Both);
    a.hintMode = readEnum(s, "board/hints", HintMode::Always, HintMode::Never);
    a.coordinateStyle
        = readEnum(s, "board/coordinates", CoordinateStyle::Kanji, CoordinateStyle::Letters);
    a.notation = readEnum(s, "moves/notation", Notation::Japanese, Notation::Western);
    a.learningMode = s.value("board/learningMode", false).toBool();
    a.askBeforeVariation = s.value("moves/askBeforeVariation", false).toBool();
    a.autoFlip = s.value("board/autoFlip", true).toBool();
    a.pondering = s.value("computer/ponder", false).toBool();
    a.sounds = s.value("sound/on", true).toBool();
    a.soundVolume = std::clamp(s.value("sound/volume", 80).toInt(), 0, 100);
    a.lastGame = loadGame(s);
    a.windowGeometry = s.value("window/geometry").toByteArray();
    a.windowState = s.value("window/state").toByteArray();
    a.splitterState = s.value("window/splitter").toByteArray();
    return a;
}

void AppSettings::save(QSettings& s) const
{
    s.setValue("board/pieceStyle", int(pieceStyle));
    s.setValue("board/hints", int(hintMode));
    s.setValue("board/coordinates", int(coordinateStyle));
    s.setValue("moves/notation", int(notation));
    s.setValue("board/learningMode", learningMode);
    s.setValue("moves/askBeforeVariation", askBeforeVariation);
    s.setValue("board/autoFlip", autoFlip);
    s.setValue("computer/ponder", pondering);
    s.setValue("sound/on", sounds);
    s.setValue("sound/volume", soundVolume);
    saveGame(s, lastGame);
    s.setValue("window/geometry", windowGeometry);
    s.setValue("window/state", windowState);
    s.setValue("window/splitter", splitterState);
}

} // namespace shogiban::ui
