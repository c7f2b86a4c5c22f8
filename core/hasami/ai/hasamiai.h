// GameAi for hasami shogi, dai hasami shogi and mak-yek.
#pragma once

#include "game/gameai.h"
#include "hasami/ai/search.h"

#include <random>

namespace shogiban::hasami {

class HasamiAi final : public GameAi {
public:
    HasamiAi();
    // `rules` must be a hasami-family GameRules (from createRules) with a legal move.
    BoardMove think(
        const GameRules& rules, const AiLimits& limits, const std::atomic<bool>& stop) override;
    // The details of the last think(), for tools and tests.
    const SearchResult& lastResult() const { return m_last; }

private:
    Searcher m_searcher;
    std::mt19937_64 m_random;
    SearchResult m_last;
};

} // namespace shogiban::hasami
