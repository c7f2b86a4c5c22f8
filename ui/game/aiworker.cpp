#include "game/aiworker.h"

#include "engine/steadyclock.h"

#include <QMetaObject>

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace shogiban::ui {

namespace {

// The search may use a whole core; on a busy machine the window's thread should still win.
// Linux gives every thread its own nice value.
void lowerThisThreadsPriority()
{
#ifdef __linux__
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 5);
#endif
}

} // namespace

AiWorker::AiWorker(QObject* parent)
    : QObject(parent)
    , m_now(steadyMs)
{
}

AiWorker::~AiWorker()
{
    stop();
    for (Search& search : m_retired) search.thread.join();
}

int AiWorker::start(std::unique_ptr<GameRules> position, ThinkFunction think)
{
    stop();
    joinFinishedRetired();
    const int id = ++m_lastRequest;
    Search search{
        {}, std::make_shared<std::atomic<bool>>(false), std::make_shared<std::atomic<bool>>(false)};
    // The thread owns what it touches: the position copy, the search and the flags.
    search.thread = std::thread([this, id, stopFlag = search.stop, finished = search.finished,
                                    rules = std::move(position), think = std::move(think),
                                    now = m_now] {
        lowerThisThreadsPriority();
        ComputerReply reply = think(*rules, *stopFlag);
        reply.madeAtMs = now(); // the move counts from here, whatever the GUI thread is doing
        finished->store(true);
        if (stopFlag->load()) return;
        // Queued into the GUI thread; the destructor joins this thread before `this` dies.
        QMetaObject::invokeMethod(
            this, [this, id, reply] { finish(id, reply); }, Qt::QueuedConnection);
    });
    m_current = std::move(search);
    return id;
}

void AiWorker::stop()
{
    if (!m_current) return;
    m_current->stop->store(true);
    m_retired.push_back(std::move(*m_current));
    m_current.reset();
}

void AiWorker::joinFinishedRetired()
{
    auto finished = [](Search& search) {
        if (!search.finished->load()) return false;
        search.thread.join();
        return true;
    };
    m_retired.erase(std::remove_if(m_retired.begin(), m_retired.end(), finished), m_retired.end());
}

void AiWorker::finish(int requestId, const ComputerReply& reply)
{
    if (requestId != m_lastRequest || !m_current) return; // a stopped or superseded search
    m_current->thread.join(); // it has returned already, or is about to
    m_current.reset();
    joinFinishedRetired();
    emit moveFound(requestId, reply);
}

} // namespace shogiban::ui
