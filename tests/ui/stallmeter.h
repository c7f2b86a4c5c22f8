// Measures how long the GUI thread's event loop is held up: the longest gap between the ticks
// of a 5 ms timer, and the GUI thread's own processor time within that gap (the wall-clock gap
// also counts time the scheduler gave to other threads and programs).
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

#include <ctime>

class StallMeter {
public:
    StallMeter()
    {
        m_ticker.setInterval(5);
        QObject::connect(&m_ticker, &QTimer::timeout, [this] {
            const qint64 gap = m_sinceTick.restart();
            const qint64 cpu = threadCpuMs();
            if (gap > m_longest) {
                m_longest = gap;
                m_cpuInLongest = cpu - m_lastCpu;
            }
            m_lastCpu = cpu;
        });
        m_lastCpu = m_startCpu = threadCpuMs();
        m_sinceTick.start();
        m_ticker.start();
    }
    qint64 longestMs() const { return m_longest; }
    qint64 cpuInLongestMs() const { return m_cpuInLongest; }
    // The GUI thread's processor time since the meter started.
    qint64 cpuMs() const { return threadCpuMs() - m_startCpu; }

private:
    QTimer m_ticker;
    QElapsedTimer m_sinceTick;
    qint64 m_longest = 0;
    qint64 m_cpuInLongest = 0;
    qint64 m_lastCpu = 0;
    qint64 m_startCpu = 0;

    static qint64 threadCpuMs()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
    }
};

// The one-minute load average; 0 where the system does not say.
inline double loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly)) return 0;
    return file.readAll().split(' ').value(0).toDouble();
}
