// Furigoma before a game: player one throws five pawns (core decides the faces, the dialog
// shows the throw); more pawns than tokins face up means player one takes sente.
#pragma once

#include <QString>

class QWidget;

namespace shogiban::ui {

// Throws, shows the throw, and returns true when the thrower (player one) moves first.
bool throwerMovesFirstByFurigoma(QWidget* parent, const QString& thrower);

} // namespace shogiban::ui
