// An engine taking part in a match, seen by the referee: it is told the game so far and
// answers with a move (USI text), a resignation or a win declaration.
#pragma once

#include "usi/infoscore.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shogiban::match {

// The limit for one move.
struct MoveLimits {
    int64_t byoyomiMs = 0; // time per move
    bool useMovetime = false; // send "go movetime" instead of "go byoyomi"
    uint64_t nodes = 0;
    int depth = 0;
};

// The game so far: the start position (empty = the even-game start) and the moves.
struct GameSoFar {
    std::string startSfen;
    std::vector<std::string> moves;
};

// DrawClaim: the program announced a draw by its own rules and stopped playing.
enum class ReplyKind { Move, Resign, Win, DrawClaim, NoReply };

struct Reply {
    ReplyKind kind = ReplyKind::NoReply;
    std::string move;
    std::optional<usi::InfoScore> score; // the engine's last score before its move
};

enum class GameResult { Win, Loss, Draw };

// How often a pondering engine had searched the move the opponent then played.
struct PonderCount {
    int hits = 0;
    int misses = 0;
};

class Player {
public:
    virtual ~Player() = default;

    virtual std::string name() const = 0;
    // Starts the program and waits until it is ready; false if it cannot play.
    virtual bool start() = 0;
    virtual void newGame() = 0;
    virtual Reply think(const GameSoFar& game, const MoveLimits& limits) = 0;
    virtual void gameOver(GameResult result) = 0;
    virtual void quit() = 0;
    // Whether it can start from this position (GNU Shogi only knows the even-game start).
    virtual bool acceptsStartSfen(const std::string& /*sfen*/) const { return true; }
    // Zero for a player that does not ponder.
    virtual PonderCount ponderCount() const { return {}; }
};

// How long to wait for a move beyond its limit before calling it lost on time.
int64_t replyTimeoutMs(const MoveLimits& limits);

} // namespace shogiban::match
