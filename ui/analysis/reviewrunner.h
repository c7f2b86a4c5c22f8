// Runs a game review (analysis::runReview) on a thread of its own, so that the window stays
// usable: each position searched is handed to the GUI thread as soon as it is known, cancel()
// returns at once (the search ends within milliseconds), and a review started again continues
// with the positions not searched yet.
#pragma once

#include "analysis/review.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <thread>

namespace shogiban::ui {

class ReviewRunner : public QObject {
    Q_OBJECT

public:
    explicit ReviewRunner(QObject* parent = nullptr);
    ~ReviewRunner() override; // cancels and waits (milliseconds)

    // Searches the positions of `review` not searched yet; false when one is running.
    bool start(const analysis::GameReview& review, const analysis::ReviewOptions& options);
    void cancel(); // returns at once; finished(false) follows
    bool isRunning() const { return m_running; }
    // Whether the search thread still runs (a cancelled one ends within milliseconds).
    bool isSearching() const { return m_searching.load(); }

    int total() const { return m_total; } // positions of the game
    int searched() const { return m_searched; } // of them, searched now
    // Estimated milliseconds until the review is complete.
    qint64 remainingMs() const;

signals:
    // One more position searched: `part` is the game with that position's analysis (ply).
    void positionSearched(const analysis::GameReview& part, int ply);
    void progressed(int searched, int total);
    void finished(bool complete);

private:
    void join();

    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_searching{false};
    std::thread m_thread; // joined before the runner goes
    bool m_running = false;
    int m_total = 0;
    int m_searched = 0;
    qint64 m_moveTimeMs = 0;
    QElapsedTimer m_sinceProgress;
    uint64_t m_run = 0; // reports of an earlier run are ignored
};

} // namespace shogiban::ui
