// External USI engines as computer players. The controller asks for a move through the AI
// factory as for the built-in AI; an engine player's search runs on the AI worker's thread and
// speaks to the engine process there, so the window never waits for an engine. One process per
// side, started at its first move (handshake, the user's options, isready) and kept for the
// following moves and games; each game begins with usinewgame and ends with gameover.
// A crashed, hung or silent engine pauses the game with a message (resuming starts it again);
// an illegal move loses; bestmove resign and win end the game. Every process is quit and reaped
// when its side no longer needs it and when this object goes.
#pragma once

#include "engines/engineconfig.h"
#include "engine/usiclient.h"
#include "game/gamecontroller.h"

#include <QObject>

#include <map>
#include <memory>
#include <atomic>
#include <functional>
#include <thread>
#include <vector>

namespace shogiban::ui {

class EngineLog;
struct EngineSession;

class EnginePlayers : public QObject {
    Q_OBJECT

public:
    explicit EnginePlayers(EngineLog* log, QObject* parent = nullptr);
    ~EnginePlayers() override; // quits and reaps every engine

    void setEngines(const EngineList& engines);
    const EngineList& engines() const { return m_engines; }

    // The controller's factory: requests for an external engine are played here, the others by
    // `builtIn`.
    GameController::AiFactory factory(GameController::AiFactory builtIn);
    // Before a game starts: engines its players do not use are quit.
    void prepare(const GameStart& game);
    // The game ended: each engine that played is told whether it won ("gameover").
    void gameOver(const GameStart& game, const Outcome& outcome);
    // How many engine processes run now (for tests).
    int runningEngines() const;

    // How long an engine may take to start ("usi", "isready") and, beyond the time it may use
    // for a move, to answer with one before it counts as hung. Tests shorten them.
    struct Timeouts {
        int handshakeMs = engine::UsiClient::HandshakeTimeoutMs;
        int readyMs = engine::UsiClient::ReadyTimeoutMs;
        int hangGraceMs = 10000; // in timed games the flag falls first
    };
    void setTimeouts(const Timeouts& timeouts) { m_timeouts = timeouts; }

private:
    ThinkFunction engineThink(const ThinkRequest& request);
    // Runs on a thread of its own, joined at the latest by the destructor: quitting an engine
    // waits for its search to return, which the GUI thread must not.
    // Only the GUI thread calls it.
    void inBackground(std::function<void()> task);
    void quitInBackground(std::shared_ptr<EngineSession> session);

    struct Background {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> finished;
    };

    EngineLog* m_log;
    EngineList m_engines;
    Timeouts m_timeouts;
    std::map<Color, std::shared_ptr<EngineSession>> m_sessions; // touched on the GUI thread
    std::vector<Background> m_background;
};

} // namespace shogiban::ui
