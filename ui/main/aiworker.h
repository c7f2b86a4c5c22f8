// Runs a computer player's search on its own thread so that the window never freezes.
// The search gets a private copy of the position and a stop flag; its answer comes back to the
// GUI thread as a queued signal, tagged with the request it answers so stale answers are dropped.
#pragma once

#include "game/gamerules.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace shogiban::ui {

// One search: the position to think about and a flag that asks it to return at once.
using ThinkFunction = std::function<std::optional<BoardMove>(
    const GameRules& position, const std::atomic<bool>& stop)>;

class AiWorker : public QObject {
    Q_OBJECT

public:
    explicit AiWorker(QObject* parent = nullptr);
    ~AiWorker() override; // stops and joins a running search

    // Starts thinking about a copy of the position; a search already running is stopped first.
    // Returns the id that moveFound() will carry.
    int start(std::unique_ptr<GameRules> position, ThinkFunction think);
    // Asks the running search to stop and waits for its thread; its answer is discarded.
    void stop();
    bool isRunning() const { return m_running; }

signals:
    // The search finished; move is empty when it found none (no legal move, or stopped).
    void moveFound(int requestId, std::optional<shogiban::BoardMove> move);

private:
    void finish(int requestId, std::optional<BoardMove> move);

    std::thread m_thread;
    std::shared_ptr<std::atomic<bool>> m_stop;
    int m_lastRequest = 0;
    bool m_running = false;
};

} // namespace shogiban::ui
