// createRules(): one case per game kind. Each game's engineer adds its kind here.
#include "game/gamerules.h"

#include "game/shogirules.h"
#include "hasami/hasamirules.h"

namespace shogiban {
namespace {

std::unique_ptr<GameRules> createShogiRules(const GameSetup& setup, std::string* error)
{
    auto rules = std::make_unique<ShogiRules>();
    if (auto e = rules->reset(setup.startPosition)) {
        if (error) *error = describe(*e);
        return nullptr;
    }
    return rules;
}

} // namespace

std::unique_ptr<GameRules> createRules(const GameSetup& setup, std::string* error)
{
    switch (setup.kind) {
    case GameKind::Hasami:
    case GameKind::DaiHasami:
    case GameKind::MakYek:
        return hasami::createHasamiRules(setup, error);
    case GameKind::Shogi:
        return createShogiRules(setup, error);
    }
    if (error) *error = "this build has no rules for the requested game";
    return nullptr;
}

} // namespace shogiban
