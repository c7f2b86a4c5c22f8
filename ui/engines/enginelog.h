// The USI conversation with every external engine, for users who debug their engine setup
// (Help > Engine Log): "HH:mm:ss.zzz NAME > line" for what Shogiban sent, "<" for answers. Engines are spoken to on worker threads: they hand their lines over
// through a thread-safe sink, and the log keeps the last MaxLines on the GUI thread.
#pragma once

#include "engine/usiclient.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace shogiban::ui {

class EngineLog : public QObject {
    Q_OBJECT

public:
    static constexpr int MaxLines = 5000;

    explicit EngineLog(QObject* parent = nullptr);

    // A sink for one engine's client, callable from any thread; lines reach the log through
    // the event loop, and are dropped if the log is gone by then.
    engine::UsiLogSink sink(const QString& engineName);
    void append(const QString& engineName, engine::LogDirection direction, const QString& line);
    void clear();
    const QStringList& lines() const { return m_lines; }

signals:
    void lineAdded(const QString& line);
    void cleared();

private:
    QStringList m_lines;
};

} // namespace shogiban::ui
