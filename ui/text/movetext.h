// The one place where a move becomes the text of the move list, in both notations.
#pragma once

#include "window/movelistmodel.h"

#include "game/gamerules.h"

#include <optional>

namespace shogiban::ui {

// Labels for a move about to be played in `before`; `previous` is the move before it (for 同).
MoveLabels describeMove(
    const GameRules& before, const BoardMove& move, const std::optional<BoardMove>& previous);

} // namespace shogiban::ui
