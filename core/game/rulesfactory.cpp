// createRules(): one case per game kind. Each game's engineer adds its kind here.
#include "game/gamerules.h"

#include "hasami/hasamirules.h"

namespace shogiban {

std::unique_ptr<GameRules> createRules(const GameSetup& setup, std::string* error)
{
    switch (setup.kind) {
    case GameKind::Hasami:
    case GameKind::DaiHasami:
    case GameKind::MakYek:
        return hasami::createHasamiRules(setup, error);
    case GameKind::Shogi:
        break;
    }
    if (error) *error = "this build has no rules for the requested game";
    return nullptr;
}

} // namespace shogiban
