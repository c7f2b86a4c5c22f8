// createGameAi(): one case per game kind. Each game's AI engineer adds its kind here.
#include "game/gameai.h"

#include "ai/shogiai.h"
#include "hasami/ai/hasamiai.h"

namespace shogiban {

std::unique_ptr<GameAi> createGameAi(GameKind kind)
{
    switch (kind) {
    case GameKind::Hasami:
    case GameKind::DaiHasami:
    case GameKind::MakYek:
        return std::make_unique<hasami::HasamiAi>();
    case GameKind::Shogi:
        return std::make_unique<ai::ShogiAi>();
    }
    return nullptr;
}

} // namespace shogiban
