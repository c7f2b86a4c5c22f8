// Furigoma: player one throws five pawns; more pawns than tokins face up means player one
// takes sente (moves first), more tokins means player two does.
#pragma once

#include "main/gameoptions.h"

class QWidget;

namespace shogiban::ui {

// Throws the pawns for a game about to start; true when player one takes sente.
bool throwFurigoma(QWidget* parent, const NewGameChoice& choice);

} // namespace shogiban::ui
