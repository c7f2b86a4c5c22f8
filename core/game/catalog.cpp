#include "game/catalog.h"

#include "ai/shogiai.h"
#include "game/shogirules.h"
#include "hasami/ai/hasamiai.h"
#include "hasami/hasamirules.h"
#include "rules/handicap.h"

#include <algorithm>

namespace shogiban {
namespace {

std::vector<VariantOffer> hasamiVariants(GameKind kind)
{
    std::vector<VariantOffer> offers;
    for (const hasami::HasamiVariant& v : hasami::allVariants())
        if (v.kind == kind) offers.push_back({v.id, v.menPerSide(), v.capturesToWin});
    return offers;
}

std::vector<HandicapOffer> shogiHandicaps()
{
    std::vector<HandicapOffer> offers;
    for (Handicap h : AllHandicaps)
        if (h == Handicap::Even)
            offers.push_back({});
        else
            offers.push_back({handicapId(h), handicapSfen(h)});
    return offers;
}

template <class Ai> std::unique_ptr<GameAi> makeAi()
{
    return std::make_unique<Ai>();
}

std::vector<GameOffer> makeCatalog()
{
    std::vector<GameOffer> games;
    games.push_back({&ShogiRules::shogiTraits(), {{}}, shogiHandicaps(), &ShogiRules::create,
        &makeAi<ai::ShogiAi>});
    for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami, GameKind::MakYek})
        games.push_back({&hasami::HasamiRules::traitsOf(kind), hasamiVariants(kind), {},
            &hasami::createHasamiRules, &makeAi<hasami::HasamiAi>});
    return games;
}

} // namespace

std::span<const GameOffer> gameCatalog()
{
    static const std::vector<GameOffer> games = makeCatalog();
    return games;
}

const GameOffer& gameOffer(GameKind kind)
{
    const std::span<const GameOffer> games = gameCatalog();
    const auto it = std::find_if(games.begin(), games.end(),
        [kind](const GameOffer& offer) { return offer.traits->kind == kind; });
    return it != games.end() ? *it : games.front();
}

const GameTraits& gameTraits(GameKind kind)
{
    return *gameOffer(kind).traits;
}

std::unique_ptr<GameRules> createRules(const GameSetup& setup, SetupError* error)
{
    return gameOffer(setup.kind).createRules(setup, error);
}

std::unique_ptr<GameAi> createGameAi(GameKind kind)
{
    const GameOffer& offer = gameOffer(kind);
    return offer.createAi ? offer.createAi() : nullptr;
}

} // namespace shogiban
