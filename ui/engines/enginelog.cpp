#include "engines/enginelog.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QTime>

namespace shogiban::ui {

EngineLog::EngineLog(QObject* parent)
    : QObject(parent)
{
}

engine::UsiLogSink EngineLog::sink(const QString& engineName)
{
    QPointer<EngineLog> log(this);
    return [log, engineName](engine::LogDirection direction, std::string_view line) {
        const QString text = QString::fromUtf8(line.data(), qsizetype(line.size()));
        // QPointer is read on the GUI thread only, inside the queued call.
        QMetaObject::invokeMethod(
            qApp, [log, engineName, direction, text] {
                if (log) log->append(engineName, direction, text);
            },
            Qt::QueuedConnection);
    };
}

void EngineLog::append(
    const QString& engineName, engine::LogDirection direction, const QString& line)
{
    const QString arrow = direction == engine::LogDirection::ToEngine ? QStringLiteral(">")
                                                                      : QStringLiteral("<");
    const QString entry = QStringLiteral("%1 %2 %3 %4")
                              .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz")),
                                  engineName, arrow, line);
    m_lines.append(entry);
    if (m_lines.size() > MaxLines) m_lines.removeFirst();
    emit lineAdded(entry);
}

void EngineLog::clear()
{
    m_lines.clear();
    emit cleared();
}

} // namespace shogiban::ui
