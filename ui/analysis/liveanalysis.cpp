#include "analysis/liveanalysis.h"

#include <QThread>

#include <algorithm>

namespace shogiban::ui {

LiveAnalysis::LiveAnalysis(QObject* parent)
    : QObject(parent)
{
    m_timer.setInterval(UpdateIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &LiveAnalysis::poll);
}

LiveAnalysis::~LiveAnalysis() = default; // the engine stops and joins its thread

int LiveAnalysis::defaultThreads()
{
    return std::max(1, QThread::idealThreadCount() - 1);
}

analysis::AnalysisEngine& LiveAnalysis::engine()
{
    if (!m_engine) setEngine(nullptr);
    return *m_engine;
}

void LiveAnalysis::setEngine(std::unique_ptr<analysis::AnalysisEngine> engine)
{
    const bool wasActive = m_active;
    if (m_engine) m_engine->stop();
    m_engine = engine ? std::move(engine) : analysis::createBuiltInEngine(HashMegabytes);
    m_engine->setUpdateCallback([changed = m_changed](uint64_t) { *changed = true; });
    if (wasActive) analyse(m_position, m_multiPv);
}

QString LiveAnalysis::engineName() const
{
    if (!m_engine) return QStringLiteral("Shogiban %1").arg(QStringLiteral(SHOGIBAN_VERSION));
    return QString::fromStdString(m_engine->name());
}

void LiveAnalysis::analyse(const Position& position, int multiPv)
{
    m_position = position;
    m_multiPv = std::clamp(multiPv, 1, analysis::MaxMultiPv);
    m_request = engine().start({position, m_multiPv, defaultThreads()});
    m_active = true;
    m_snapshot = {};
    m_snapshot.request = m_request;
    m_snapshot.sideToMove = position.sideToMove();
    m_snapshot.running = true;
    m_timer.start();
    emit updated();
}

void LiveAnalysis::stop()
{
    if (!m_active) return;
    m_active = false;
    m_timer.stop();
    if (m_engine) m_engine->stop();
    m_snapshot.running = false;
    emit updated();
}

analysis::AnalysisSnapshot LiveAnalysis::engineSnapshot() const
{
    return m_engine ? m_engine->snapshot() : analysis::AnalysisSnapshot();
}

void LiveAnalysis::poll()
{
    if (!m_active) return;
    const bool changed = m_changed->exchange(false);
    // While searching the node count grows between the engine's reports: show it too.
    if (!changed && !m_snapshot.running) return;
    analysis::AnalysisSnapshot now = m_engine->snapshot();
    if (now.request != m_request) return; // the engine has not taken the new position up yet
    m_snapshot = std::move(now);
    emit updated();
}

} // namespace shogiban::ui
