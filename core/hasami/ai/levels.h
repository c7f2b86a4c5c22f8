// The ten AI levels as data: how deep the search looks, how many positions it may visit and
// how much random noise blurs its judgement. Lower levels see less and err more.
#pragma once

#include "game/gameai.h"
#include "hasami/ai/search.h"

namespace shogiban::hasami {

// A setting that each game has its own value of: the evaluations differ in scale and each
// game's ladder was measured on its own.
template <typename T> struct PerGame {
    T hasami;
    T daiHasami;
    T makYek;

    constexpr T of(GameKind kind) const
    {
        if (kind == GameKind::DaiHasami) return daiHasami;
        return kind == GameKind::MakYek ? makYek : hasami;
    }
};

struct LevelSettings {
    int depth;
    // Level 10 searches longer in mak-yek, where its null-move pruning pays only with the
    // deeper search that a larger budget gives.
    PerGame<int64_t> nodes;
    // The random noise (+- hundredths of a man) that blurs the evaluation of each position.
    // In dai hasami the open lines (worth 1-140) decide and a capture-game noise would drown
    // them; in mak-yek level 8's node budget buys no more depth than level 7's fixed four
    // plies (its tree is wider), so it has no error to spare.
    PerGame<int> noise;
    bool threats; // the evaluation sees men under threat of capture
    // What the level may leave to the opponent's next capture: level 10 leaves no man in the
    // hasami games; in mak-yek, where offering a man to take as many back (intervention takes
    // two at once) is a common good move, it leaves none that would be lost without that.
    PerGame<ManSafety> safety;
    // What a draw costs the level, in hundredths of a man (see SearchLimits). None in dai
    // hasami, where games end in a five long before repetitions or a ply limit.
    PerGame<int> contempt;
    // Null-move pruning: the same budget looks deeper. Measured to pay in classic hasami, and
    // in mak-yek with level 10's larger budget; the search never uses it in dai hasami, where
    // a pass can let a five through.
    PerGame<bool> nullMove;
};

LevelSettings levelSettings(int level); // level is clamped to 1..10
// The search limits for an AI request: the level's settings, tightened by the request's own.
SearchLimits searchLimits(
    const AiLimits& limits, const HasamiVariant& variant, uint64_t randomSeed);

} // namespace shogiban::hasami
