#include "files/continuefile.h"

#include "files/wholefile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace shogiban::ui {

namespace {

const QString FileName = QStringLiteral("continue.json");
// The keys of the object around the record; the format names the file's purpose so that a
// JSON file of anything else is not taken for it.
const QString FormatKey = QStringLiteral("format");
const QString FormatName = QStringLiteral("shogiban-game-to-continue");
const QString VersionKey = QStringLiteral("version");
constexpr int Version = 1;
const QString SavedKey = QStringLiteral("saved");
const QString FlippedKey = QStringLiteral("flipped");
const QString GameKey = QStringLiteral("game");
const QString TurnKey = QStringLiteral("turn-ms"); // absent in the files of before
// A longer time on one move is no clock's: the value is not taken.
constexpr double MaxTurnMs = 366.0 * 24 * 3600 * 1000;

QString dayText(const QDate& day)
{
    const QDate today = QDate::currentDate();
    if (day == today) return ContinueFile::tr("today");
    if (day == today.addDays(-1)) return ContinueFile::tr("yesterday");
    return QLocale().toString(day, QLocale::ShortFormat);
}

} // namespace

ContinueFile::ContinueFile(QString folder)
    : m_folder(std::move(folder))
{
}

QString ContinueFile::path() const
{
    return QDir(m_folder).filePath(FileName);
}

bool ContinueFile::exists() const
{
    return QFile::exists(path());
}

bool ContinueFile::write(const SavedGame& game, bool flipped, int64_t turnMs, QString* error) const
{
    if (!QDir().mkpath(m_folder)) {
        if (error) *error = tr("the folder cannot be created");
        return false;
    }
    QJsonObject object;
    object[FormatKey] = FormatName;
    object[VersionKey] = Version;
    // Milliseconds: windows closed within a second keep games told apart by this time.
    object[SavedKey] = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    object[FlippedKey] = flipped;
    object[TurnKey] = qint64(turnMs);
    object[GameKey] = QJsonDocument::fromJson(RecordCodec::write(game, record::RecordFormat::Jkf)).object();
    return WholeFile::write(path(), QJsonDocument(object).toJson(), error);
}

ContinueFile::Reading ContinueFile::read() const
{
    QFile file(path());
    if (!file.exists()) return {};
    if (!file.open(QIODevice::ReadOnly)) return {std::nullopt, file.errorString()};
    const QByteArray bytes = file.read(qint64(record::MaxRecordBytes) + 1);
    if (bytes.size() > qint64(record::MaxRecordBytes)) return {std::nullopt, tr("it is too large")};
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError)
        return {std::nullopt,
            tr("it is not JSON (%1 at offset %2)").arg(parse.errorString()).arg(parse.offset)};
    const QJsonObject object = document.object();
    if (object.value(FormatKey).toString() != FormatName)
        return {std::nullopt, tr("it is not a game to continue written by Shogiban")};
    if (object.value(VersionKey).toInt() != Version)
        return {std::nullopt,
            tr("it is of version %1, which this Shogiban does not know")
                .arg(object.value(VersionKey).toVariant().toString())};
    const QDateTime saved = QDateTime::fromString(object.value(SavedKey).toString(), Qt::ISODate);
    if (!saved.isValid() || !object.value(FlippedKey).isBool() || !object.value(GameKey).isObject())
        return {std::nullopt, tr("the time, the board's side or the game is missing")};
    const LoadedGame loaded = RecordCodec::read(
        QJsonDocument(object.value(GameKey).toObject()).toJson(), record::RecordFormat::Jkf);
    // Only the whole game is continued: one read up to a bad move would be another game.
    if (!loaded.game || !loaded.error.isEmpty())
        return {std::nullopt, tr("its game cannot be read: %1").arg(loaded.error)};
    if (loaded.game->moves.empty()) return {std::nullopt, tr("its game has no moves")};
    const double turn = object.value(TurnKey).toDouble(0);
    const int64_t turnMs = turn > 0 && turn < MaxTurnMs ? int64_t(turn) : 0;
    return {Kept{*loaded.game, object.value(FlippedKey).toBool(), saved, turnMs}, {}};
}

QString ContinueFile::setAside() const
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString aside = QDir(m_folder).filePath(QStringLiteral("continue-unreadable-%1.json").arg(stamp));
    if (QFile::rename(path(), aside)) return aside;
    remove();
    return {};
}

void ContinueFile::remove() const
{
    QFile::remove(path());
}

QString ContinueFile::describe(const Kept& kept)
{
    const GameStart& start = kept.game.start;
    const int moves = int(kept.game.moves.size());
    const QString day = dayText(kept.saved.toLocalTime().date());
    if (start.againstComputer()) {
        const PlayerOptions& computer = start.players[start.isComputer(Black) ? Black : White];
        if (!computer.engineName.isEmpty())
            return tr("Against %1, move %2, %3").arg(computer.engineName).arg(moves).arg(day);
        return tr("Against level %1, move %2, %3").arg(computer.level).arg(moves).arg(day);
    }
    return tr("%1 and %2, move %3, %4")
        .arg(start.players[Black].name, start.players[White].name)
        .arg(moves)
        .arg(day);
}

} // namespace shogiban::ui
