#include "game/movement.h"

#include "hasami/hasamirules.h"

namespace shogiban {

std::vector<MoveStep> movementSteps(const GameRules& rules, PieceType type)
{
    if (rules.kind() == GameKind::Shogi) return pieceSteps(type);
    // The variant's flags live in the hasami rules; other implementations (test doubles) move
    // like the kind's standard game.
    if (const auto* hasami = dynamic_cast<const hasami::HasamiRules*>(&rules))
        return hasamiManSteps(hasami->variant().oneStep, hasami->variant().jumps);
    return hasamiSteps(rules.kind());
}

} // namespace shogiban
