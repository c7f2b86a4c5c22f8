#include "main/aiworker.h"

#include <QMetaObject>

namespace shogiban::ui {

AiWorker::AiWorker(QObject* parent)
    : QObject(parent)
{
}

AiWorker::~AiWorker()
{
    stop();
}

int AiWorker::start(std::unique_ptr<GameRules> position, ThinkFunction think)
{
    stop();
    const int id = ++m_lastRequest;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_running = true;
    // The thread owns everything it touches: the position copy, the search and the flag.
    m_thread = std::thread(
        [this, id, stopFlag = m_stop, rules = std::move(position), think = std::move(think)] {
            std::optional<BoardMove> move = think(*rules, *stopFlag);
            if (stopFlag->load()) return;
            // Queued into the GUI thread; Qt drops the call if this object is gone by then.
            QMetaObject::invokeMethod(
                this, [this, id, move] { finish(id, move); }, Qt::QueuedConnection);
        });
    return id;
}

void AiWorker::stop()
{
    if (m_stop) m_stop->store(true);
    if (m_thread.joinable()) m_thread.join();
    m_running = false;
}

void AiWorker::finish(int requestId, std::optional<BoardMove> move)
{
    if (requestId != m_lastRequest || !m_running) return; // a stopped or superseded search
    if (m_thread.joinable()) m_thread.join();
    m_running = false;
    emit moveFound(requestId, move);
}

} // namespace shogiban::ui
