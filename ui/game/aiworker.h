// Runs a computer player's search on its own thread so that the window never freezes.
// The search gets a private copy of the position and a stop flag; its answer comes back to the
// GUI thread as a queued signal. Stopping never waits: the stopped search is told to return,
// its answer is dropped, and its thread is joined later (at the latest when the worker dies).
#pragma once

#include "game/gamerules.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace shogiban::ui {

// One search: the position to think about and a flag that asks it to return at once.
using ThinkFunction = std::function<std::optional<BoardMove>(
    const GameRules& position, const std::atomic<bool>& stop)>;

class AiWorker : public QObject {
    Q_OBJECT

public:
    explicit AiWorker(QObject* parent = nullptr);
    ~AiWorker() override; // stops every search and joins the threads

    // Starts thinking about a copy of the position; a search already running is stopped first.
    // Returns the id that moveFound() will carry.
    int start(std::unique_ptr<GameRules> position, ThinkFunction think);
    // Tells the running search to stop, without waiting for it; its answer is discarded.
    void stop();
    bool isRunning() const { return m_current.has_value(); }

signals:
    // The search finished; move is empty when it found none (no legal move, or stopped).
    void moveFound(int requestId, std::optional<shogiban::BoardMove> move);

private:
    struct Search {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> stop;
        std::shared_ptr<std::atomic<bool>> finished;
    };

    void finish(int requestId, std::optional<BoardMove> move);
    void joinFinishedRetired();

    std::optional<Search> m_current;
    std::vector<Search> m_retired; // stopped searches whose threads may still be returning
    int m_lastRequest = 0;
};

} // namespace shogiban::ui
