// The engine of the analysis panel on the GUI side: it starts the analysis of a position at
// once (the engine drops the old search within milliseconds) and reports what the engine found
// at most every UpdateIntervalMs, read on the GUI thread from the engine's snapshot, so that the
// event loop never waits for the search. The built-in engine is used until another is set.
#pragma once

#include "analysis/analysisengine.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>

namespace shogiban::ui {

class LiveAnalysis : public QObject {
    Q_OBJECT

public:
    static constexpr int UpdateIntervalMs = 100; // at most ten updates a second
    static constexpr size_t HashMegabytes = 64;

    explicit LiveAnalysis(QObject* parent = nullptr);
    ~LiveAnalysis() override;

    // Replaces the engine (e.g. an external USI engine); nullptr returns to the built-in one.
    void setEngine(std::unique_ptr<analysis::AnalysisEngine> engine);
    QString engineName() const;
    // Threads asked of the engine: every core but one, so that the window stays quick.
    static int defaultThreads();

    // Analyses the position from now on, with `multiPv` lines.
    void analyse(const Position& position, int multiPv);
    void stop();
    bool isActive() const { return m_active; }
    const Position& position() const { return m_position; }
    int multiPv() const { return m_multiPv; }
    // The last snapshot of the current request (empty right after analyse()).
    const analysis::AnalysisSnapshot& snapshot() const { return m_snapshot; }
    // What the engine reports this moment, before the next update shows it (for measuring).
    analysis::AnalysisSnapshot engineSnapshot() const;
    uint64_t request() const { return m_request; }

signals:
    // The snapshot changed: new lines, deeper, more nodes, or a new position.
    void updated();

private:
    analysis::AnalysisEngine& engine();
    void poll();

    std::unique_ptr<analysis::AnalysisEngine> m_engine; // made when first needed
    // Set by the engine's thread, read by poll(); shared so that a late callback finds it.
    std::shared_ptr<std::atomic<bool>> m_changed = std::make_shared<std::atomic<bool>>(false);
    QTimer m_timer;
    Position m_position;
    int m_multiPv = 1;
    uint64_t m_request = 0;
    bool m_active = false;
    analysis::AnalysisSnapshot m_snapshot;
};

} // namespace shogiban::ui
