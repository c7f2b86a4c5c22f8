#include "termination.h"

#include <QSocketNotifier>

#include <csignal>
#ifdef Q_OS_UNIX
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace shogiban::gui {

#ifdef Q_OS_UNIX
namespace {

int g_sockets[2] = {-1, -1}; // the handler writes to [0], the event loop reads [1]
constexpr int Signals[] = {SIGTERM, SIGINT, SIGHUP};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_sockets[0], &byte, 1); // async-signal-safe
}

} // namespace

void TerminationSignals::catchEarly()
{
    if (g_sockets[0] >= 0) return;
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_sockets) != 0) return; // signals kill, as before
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : Signals) ::sigaction(signal, &action, nullptr);
}

TerminationSignals::TerminationSignals(std::function<void()> onSignal_, QObject* parent)
    : QObject(parent)
    , m_onSignal(std::move(onSignal_))
{
    catchEarly();
    if (g_sockets[0] < 0) return;
    // A byte written before now is still in the socket: the notifier fires for it at once.
    m_notifier = new QSocketNotifier(g_sockets[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::handle);
}

TerminationSignals::~TerminationSignals()
{
    if (!m_notifier) return;
    for (int signal : Signals) std::signal(signal, SIG_DFL);
    ::close(g_sockets[0]);
    ::close(g_sockets[1]);
    g_sockets[0] = g_sockets[1] = -1;
}

void TerminationSignals::handle()
{
    char byte = 0;
    [[maybe_unused]] const ssize_t read = ::read(g_sockets[1], &byte, 1);
    if (m_received) return; // once is enough; the close is under way
    m_received = true;
    m_onSignal();
}

#else // Windows ends a program without these signals: nothing to catch.
void TerminationSignals::catchEarly() { }
TerminationSignals::TerminationSignals(std::function<void()> onSignal_, QObject* parent)
    : QObject(parent)
    , m_onSignal(std::move(onSignal_))
{
}
TerminationSignals::~TerminationSignals() = default;
void TerminationSignals::handle() { }
#endif

} // namespace shogiban::gui
