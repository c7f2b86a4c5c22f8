#include "main/computerplayer.h"

#include "game/gameai.h"

namespace shogiban::ui {

GameController::AiFactory builtInAiFactory()
{
    return [](GameKind kind, int level) -> ThinkFunction {
        return [kind, level](const GameRules& rules,
                   const std::atomic<bool>& stop) -> std::optional<BoardMove> {
            // Made here, on the worker thread: an AI may allocate large tables when created.
            const std::unique_ptr<GameAi> ai = createGameAi(kind);
            if (!ai || rules.legalMoves().empty()) return std::nullopt;
            AiLimits limits;
            limits.level = level;
            return ai->think(rules, limits, stop);
        };
    };
}

} // namespace shogiban::ui
