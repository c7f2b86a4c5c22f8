// Help > About: the program, its version and what it is built with.
#pragma once

class QWidget;

namespace shogiban::ui {

void showAboutDialog(QWidget* parent);

} // namespace shogiban::ui
