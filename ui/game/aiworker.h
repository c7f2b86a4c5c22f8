// Runs a computer player's search on its own thread so that the window never freezes.
// The search gets a private copy of the position and a stop flag; its answer comes back to the
// GUI thread as a queued signal. Stopping never waits: the stopped search is told to return,
// its answer is dropped, and its thread is joined later (at the latest when the worker dies).
#pragma once

#include "clock/gameclock.h"
#include "game/gamerules.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace shogiban::ui {

// What a computer player answers. A bare move (or nullopt: it found none) converts to it.
struct ComputerReply {
    // Unavailable: the player could not answer (an engine crashed, hung or would not start);
    // the game is paused and kept, and resuming asks again.
    enum class Kind { Move, Resign, DeclareWin, Failed, Unavailable };
    ComputerReply() = default;
    ComputerReply(std::optional<BoardMove> found) // NOLINT: implicit on purpose
        : kind(found ? Kind::Move : Kind::Failed)
        , move(found)
    {
    }
    static ComputerReply failed(QString why)
    {
        ComputerReply reply;
        reply.failure = std::move(why);
        return reply;
    }

    Kind kind = Kind::Failed;
    std::optional<BoardMove> move;
    // Failed, Unavailable: what went wrong, worded for the user and naming the player (empty:
    // no legal move was found, which loses like an illegal move).
    QString failure;
    int64_t madeAtMs = 0; // when the answer came (the worker's time source)
    // Move: the opponent's reply the player expects, which it may ponder on.
    std::optional<BoardMove> expectedReply;
};

// One search: the position to think about and a flag that asks it to return at once.
using ThinkFunction
    = std::function<ComputerReply(const GameRules& position, const std::atomic<bool>& stop)>;
// Tells the worker what time it is (milliseconds of a monotonic clock); tests pass their own.
using TimeSource = std::function<int64_t()>;

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
    // Stamps each answer with the moment it came (default: steadyMs()).
    void setTimeSource(TimeSource now) { m_now = std::move(now); }

signals:
    // The search finished (a stopped search never reports).
    void moveFound(int requestId, const shogiban::ui::ComputerReply& reply);

private:
    struct Search {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> stop;
        std::shared_ptr<std::atomic<bool>> finished;
    };

    void finish(int requestId, const ComputerReply& reply);
    void joinFinishedRetired();

    std::optional<Search> m_current;
    std::vector<Search> m_retired; // stopped searches whose threads may still be returning
    int m_lastRequest = 0;
    TimeSource m_now;
};

} // namespace shogiban::ui
