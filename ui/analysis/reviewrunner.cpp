#include "analysis/reviewrunner.h"

#include <QMetaObject>

#include <algorithm>

namespace shogiban::ui {

ReviewRunner::ReviewRunner(QObject* parent)
    : QObject(parent)
{
}

ReviewRunner::~ReviewRunner()
{
    m_stop = true;
    join();
}

void ReviewRunner::join()
{
    if (m_thread.joinable()) m_thread.join();
}

bool ReviewRunner::start(const analysis::GameReview& review, const analysis::ReviewOptions& options)
{
    if (m_running) return false;
    join(); // a cancelled run's thread has ended or is ending within milliseconds
    m_stop = false;
    m_running = true;
    m_total = review.positionCount();
    m_searched = review.searchedCount();
    m_moveTimeMs = options.nodes > 0 ? 0 : options.moveTimeMs;
    m_sinceProgress.start();
    const uint64_t run = ++m_run;
    emit progressed(m_searched, m_total);
    m_searching = true;
    m_thread = std::thread([this, run, review = analysis::GameReview(review), options]() mutable {
        const bool complete = analysis::runReview(review, options, m_stop,
            [&](int ply, int searched) {
                analysis::GameReview part
                    = analysis::GameReview::ofGame(review.startSfen, review.moves);
                part.positions[size_t(ply)] = review.positions[size_t(ply)];
                QMetaObject::invokeMethod(this, [this, run, part = std::move(part), ply, searched] {
                    if (run != m_run || !m_running) return;
                    m_searched = searched;
                    m_sinceProgress.restart();
                    emit positionSearched(part, ply);
                    emit progressed(m_searched, m_total);
                });
            });
        m_searching = false;
        QMetaObject::invokeMethod(this, [this, run, complete] {
            if (run != m_run || !m_running) return;
            m_running = false;
            emit finished(complete);
        });
    });
    return true;
}

void ReviewRunner::cancel()
{
    if (!m_running) return;
    m_stop = true;
    m_running = false;
    ++m_run; // what the thread still reports belongs to the cancelled run
    emit finished(false);
}

qint64 ReviewRunner::remainingMs() const
{
    if (!m_running) return 0;
    const qint64 left = qint64(m_total - m_searched) * m_moveTimeMs;
    return std::max<qint64>(0, left - std::min(m_sinceProgress.elapsed(), m_moveTimeMs));
}

} // namespace shogiban::ui
