// GNU Shogi (Debian package gnushogi 1.4.x), which speaks its own text protocol, not USI. Its
// moves are in USI coordinates; see docs of TOOLCHAIN: "new", "level 0 0:SS", "depth N",
// "force", the reversed colour words ("white" makes it play sente) and "first".
#pragma once

#include "engine/process.h"
#include "match/player.h"

#include <memory>

namespace shogiban::match {

class GnuShogiPlayer final : public Player {
public:
    explicit GnuShogiPlayer(std::vector<std::string> argv = {"gnushogi"});

    std::string name() const override { return "GNU Shogi"; }
    bool start() override;
    void newGame() override;
    Reply think(const GameSoFar& game, const MoveLimits& limits) override;
    void gameOver(GameResult) override { }
    void quit() override;
    bool acceptsStartSfen(const std::string& sfen) const override { return sfen.empty(); }

private:
    // Brings a fresh game up to all moves but the last and names the side it plays.
    void setUpGame(const GameSoFar& game, const MoveLimits& limits);
    bool sendMove(const std::string& move);
    Reply readReply(int64_t timeoutMs);

    std::vector<std::string> m_argv;
    std::unique_ptr<engine::Process> m_process;
    size_t m_movesKnown = 0; // moves of the current game GNU Shogi has seen
    bool m_inGame = false;
};

} // namespace shogiban::match
