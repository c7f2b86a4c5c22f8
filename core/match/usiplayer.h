// A USI engine run as a child process.
#pragma once

#include "engine/process.h"
#include "match/player.h"

#include <memory>
#include <utility>

namespace shogiban::match {

class UsiPlayer final : public Player {
public:
    // argv: the engine's command line; options: setoption name/value pairs sent after "usi".
    // With USI_Ponder set to true the engine ponders: after each timed move it searches the
    // position after the reply it named, on the opponent's time ("go ponder"), and hears
    // "ponderhit" when that reply is played, "stop" when another is.
    UsiPlayer(
        std::vector<std::string> argv, std::vector<std::pair<std::string, std::string>> options);

    std::string name() const override { return m_name; }
    bool start() override;
    void newGame() override;
    Reply think(const GameSoFar& game, const MoveLimits& limits) override;
    void gameOver(GameResult result) override;
    void quit() override;
    PonderCount ponderCount() const override { return m_ponderCount; }

private:
    // Reads lines until one starts with the word; none after the timeout or when it died.
    // Scores of the info lines on the way are kept in lastScore.
    std::optional<std::string> waitFor(std::string_view word, int64_t timeoutMs,
        std::optional<usi::InfoScore>* lastScore = nullptr);
    bool syncReady();
    void startPondering(GameSoFar game, const std::string& move, const std::string& expected,
        const MoveLimits& limits);
    // Stops a search on the opponent's time; false if the engine gave no bestmove for it.
    bool stopPondering();

    std::vector<std::string> m_argv;
    std::vector<std::pair<std::string, std::string>> m_options;
    std::unique_ptr<engine::Process> m_process;
    std::string m_name;
    bool m_ponderEnabled = false;
    std::optional<GameSoFar> m_ponderedGame; // what the engine searches on the opponent's time
    PonderCount m_ponderCount;
};

} // namespace shogiban::match
