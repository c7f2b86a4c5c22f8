// The built-in computer players: core's AI for each game, run at a level by the AI worker.
#pragma once

#include "game/gamecontroller.h"

namespace shogiban::ui {

// Makes a search of core's AI for the game at the level; a game without an AI in this build
// gets a search that finds nothing (the controller then ends the game).
GameController::AiFactory builtInAiFactory();

} // namespace shogiban::ui
