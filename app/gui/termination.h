// SIGTERM, SIGINT and SIGHUP (a logout, `kill`, Ctrl+C in the terminal) end the program as a
// normal close instead of killing it: the signal handler only writes a byte to a socket, and
// the event loop then closes the window without questions, so that unsaved moves stay in the
// autosave and are offered back at the next start.
#pragma once

#include <QObject>

#include <functional>

class QSocketNotifier;

namespace shogiban::gui {

class TerminationSignals : public QObject {
public:
    // Catches the signals from now on (before QApplication exists, too): one that arrives
    // during a slow start waits until a TerminationSignals handles it.
    static void catchEarly();
    // onSignal runs in the event loop (never in the signal handler) once a signal arrived,
    // before or after this object was made.
    explicit TerminationSignals(std::function<void()> onSignal, QObject* parent = nullptr);
    ~TerminationSignals() override;

    bool received() const { return m_received; }

private:
    void handle();

    std::function<void()> m_onSignal;
    QSocketNotifier* m_notifier = nullptr;
    bool m_received = false;
};

} // namespace shogiban::gui
