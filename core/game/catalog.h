// The games Shogiban plays, each registered once (catalog.cpp): its traits, what a New Game
// dialog offers for it (variants, handicaps, captures to win), and how its rules and its AI are
// made. A new game adds its core code and one entry there.
#pragma once

#include "game/gameai.h"
#include "game/gamerules.h"
#include "game/setuperror.h"

#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace shogiban {

struct VariantOffer {
    std::string_view id; // empty: the game's one standard form
    int menPerSide = 0; // hasami games; 0 for shogi
    int capturesToWin = 0; // the variant's own goal; 0 when it is not won by captures
};

struct HandicapOffer {
    std::string_view id; // empty for the even game
    std::string_view sfen; // empty for the even game
};

struct GameOffer {
    const GameTraits* traits;
    std::vector<VariantOffer> variants; // the default first
    std::vector<HandicapOffer> handicaps; // the even game first; empty when there are none
    std::unique_ptr<GameRules> (*createRules)(const GameSetup& setup, SetupError* error);
    std::unique_ptr<GameAi> (*createAi)(); // nullptr when the game has no AI
};

// Every game, in the order a menu lists them.
std::span<const GameOffer> gameCatalog();
const GameOffer& gameOffer(GameKind kind);
const GameTraits& gameTraits(GameKind kind);

// The rules for a setup; nullptr, with the reason in `error`, when the setup is invalid.
std::unique_ptr<GameRules> createRules(const GameSetup& setup, SetupError* error = nullptr);

} // namespace shogiban
