// Runs the mate solver (core/mate) on a thread of its own, so that the window stays usable
// while it searches: cancel() returns at once (the solver stops within milliseconds) and the
// result of a cancelled or replaced search is never reported. Each mate found is reported
// while the solver goes on looking for a shorter one.
#pragma once

#include "mate/matesolver.h"
#include "rules/position.h"

#include <QObject>

#include <atomic>
#include <thread>

namespace shogiban::ui {

class MateRunner : public QObject {
    Q_OBJECT

public:
    explicit MateRunner(QObject* parent = nullptr);
    ~MateRunner() override; // cancels and waits (milliseconds)

    // Looks for a mate by the side to move of `pos`, with checks only; a search still running
    // is cancelled first. `limits.stop` is the runner's own.
    void start(const Position& pos, mate::MateLimits limits = {});
    void cancel(); // returns at once; nothing more is reported for that search
    bool isRunning() const { return m_running; }

signals:
    void lineFound(const shogiban::mate::MateResult& line); // not yet proven shortest
    void finished(const shogiban::mate::MateResult& result);

private:
    void join();

    std::atomic<bool> m_stop{false};
    std::thread m_thread; // joined before the runner goes
    bool m_running = false;
    uint64_t m_run = 0; // reports of an earlier run are ignored
};

} // namespace shogiban::ui
