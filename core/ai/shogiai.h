// The shogi computer player behind the GameAi interface: the GUI's worker thread calls
// think(); the last search's score and principal variation stay available for an analysis
// view.
#pragma once

#include "ai/search.h"
#include "game/gameai.h"

#include <mutex>

namespace shogiban::ai {

class ShogiAi final : public GameAi {
public:
    ShogiAi();

    BoardMove think(
        const GameRules& rules, const AiLimits& limits, const std::atomic<bool>& stop) override;
    std::optional<BoardMove> expectedReply() const override;

    // The result of the last think(): score (side to move), depth, principal variation, and
    // whether the 27-point declaration was open (think() then still returns a move).
    SearchResult lastResult() const;
    // Progress of the running search, called on the thread that runs think().
    void setInfoCallback(Searcher::InfoCallback callback);

private:
    Searcher m_searcher;
    mutable std::mutex m_mutex;
    SearchResult m_last;
};

// The limits a level and the caller's bounds give (AiLimits: zero means the level's default).
SearchLimits limitsForLevel(const AiLimits& limits, uint64_t randomSeed);

} // namespace shogiban::ai
