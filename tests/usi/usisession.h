// A conversation with the shogiban-usi executable over its standard input and output, as a GUI
// holds it; the engine's standard error is kept apart (sanitizer reports land there) and must
// be empty when the session ends: the engine prints nothing there, so whatever is in it fails
// the test that was running (under scripts/sanitize.sh, a report of the engine process).
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QProcess>
#include <QTest>

class Session {
public:
    Session()
    {
        m_process.start(QStringLiteral(SHOGIBAN_USI_ENGINE), QStringList());
        m_process.waitForStarted();
    }
    ~Session()
    {
        if (m_process.state() != QProcess::NotRunning) {
            send("quit");
            if (!m_process.waitForFinished(10000)) m_process.kill();
            m_process.waitForFinished(3000);
        }
        const QByteArray errors = m_process.readAllStandardError();
        if (!errors.isEmpty())
            QTest::qFail(("the engine's standard error: " + errors.left(4000)).constData(),
                __FILE__, __LINE__);
    }
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    void send(const QByteArray& line) { m_process.write(line + '\n'); }

    // Lines up to and including the first that starts with prefix; the last one is empty if it
    // did not come within timeoutMs.
    QList<QByteArray> readUntil(const QByteArray& prefix, int timeoutMs = 10000)
    {
        QList<QByteArray> lines;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            while (m_process.canReadLine()) {
                lines.append(m_process.readLine().trimmed());
                if (lines.last().startsWith(prefix)) return lines;
            }
            m_process.waitForReadyRead(20);
        }
        lines.append(QByteArray());
        return lines;
    }

    QProcess& process() { return m_process; }

private:
    QProcess m_process;
};
