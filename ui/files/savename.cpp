#include "files/savename.h"

#include <QRegularExpression>

namespace shogiban::ui {

QString SaveName::suggested(const GameStart& game, const QDate& date)
{
    QString name = tr("%1 %2 vs %3")
                       .arg(date.toString(Qt::ISODate), game.players[Black].name,
                           game.players[White].name)
                       .simplified();
    // Refused on Windows or meaningful to a shell or a file system: \ / : * ? " < > |
    static const QRegularExpression refused(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    name.remove(refused);
    while (name.startsWith(QLatin1Char('.'))) name.remove(0, 1);
    return name.trimmed();
}

QString SaveName::extension(record::RecordFormat format)
{
    if (format == record::RecordFormat::Jkf) return QStringLiteral("shogiban.json");
    const std::string_view ext = record::extensionOf(format);
    return QString::fromUtf8(ext.data(), qsizetype(ext.size()));
}

} // namespace shogiban::ui
