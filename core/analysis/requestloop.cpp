#include "analysis/requestloop.h"

#include <algorithm>

namespace shogiban::analysis {

void RequestLoop::run(Steps steps)
{
    m_steps = std::move(steps);
    m_thread = std::thread(&RequestLoop::loop, this);
}

void RequestLoop::quit()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        m_pending.reset();
        m_stop = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable()) m_thread.join();
}

uint64_t RequestLoop::submit(AnalysisRequest request)
{
    uint64_t id;
    {
        std::lock_guard lock(m_mutex);
        request.multiPv = std::clamp(request.multiPv, 1, MaxMultiPv);
        m_pending = std::move(request);
        id = ++m_lastRequest;
        m_stop = true; // the work in progress returns, then the loop takes the new request
    }
    m_wake.notify_one();
    return id;
}

void RequestLoop::cancel()
{
    std::lock_guard lock(m_mutex);
    m_pending.reset();
    m_stop = true;
}

void RequestLoop::loop()
{
    if (m_steps.prepare) m_steps.prepare();
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || m_pending.has_value(); });
        if (m_quit) break;
        const AnalysisRequest request = std::move(*m_pending);
        m_pending.reset();
        const uint64_t id = m_lastRequest;
        m_stop = false;
        m_steps.begin(request, id);
        lock.unlock();
        m_steps.work(request, id);
        lock.lock();
    }
    lock.unlock();
    if (m_steps.finish) m_steps.finish();
}

} // namespace shogiban::analysis
