#include "mate/materunner.h"

#include <QMetaObject>

namespace shogiban::ui {

namespace {
constexpr size_t HashMegabytes = 64;
}

MateRunner::MateRunner(QObject* parent)
    : QObject(parent)
{
}

MateRunner::~MateRunner()
{
    m_stop = true;
    join();
}

void MateRunner::join()
{
    if (m_thread.joinable()) m_thread.join();
}

void MateRunner::start(const Position& pos, mate::MateLimits limits)
{
    cancel();
    join(); // the cancelled search ends within milliseconds
    m_stop = false;
    m_running = true;
    const uint64_t run = ++m_run;
    limits.stop = &m_stop;
    limits.onLine = [this, run](const mate::MateResult& line) {
        QMetaObject::invokeMethod(this, [this, run, line] {
            if (run == m_run && m_running) emit lineFound(line);
        });
    };
    m_thread = std::thread([this, run, pos, limits] {
        mate::MateSolver solver(HashMegabytes);
        const mate::MateResult result = solver.solve(pos, limits);
        QMetaObject::invokeMethod(this, [this, run, result] {
            if (run != m_run || !m_running) return;
            m_running = false;
            emit finished(result);
        });
    });
}

void MateRunner::cancel()
{
    if (!m_running) return;
    m_stop = true;
    m_running = false;
    ++m_run;
}

} // namespace shogiban::ui
