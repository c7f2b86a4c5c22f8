#include "game/gameoptions.h"

namespace shogiban::ui {

PlayerKind NewGameChoice::kindOf(int player) const
{
    switch (mode) {
    case GameMode::AgainstComputer:
        return player == 0 ? PlayerKind::Human : PlayerKind::Computer;
    case GameMode::TwoPlayers:
        return PlayerKind::Human;
    case GameMode::ComputerVsComputer:
        return PlayerKind::Computer;
    }
    return PlayerKind::Human;
}

GameStart makeGameStart(
    const NewGameChoice& choice, bool playerOneIsSente, const std::string& startPosition)
{
    GameStart options;
    options.setup.kind = choice.kind;
    options.setup.variant = choice.variant.toStdString();
    options.setup.startPosition = startPosition;
    options.setup.capturesToWin = choice.capturesToWin;
    for (int player = 0; player < 2; ++player) {
        const Color color = (player == 0) == playerOneIsSente ? Black : White;
        options.players[color]
            = {choice.kindOf(player), choice.levels[player], choice.names[player], {}, {}};
        if (choice.kindOf(player) == PlayerKind::Computer && choice.kind == GameKind::Shogi)
            options.players[color].engine = choice.engines[player];
        options.clocks[color] = choice.clocks[choice.clockPerPlayer ? player : 0].normalized();
    }
    return options;
}

} // namespace shogiban::ui
