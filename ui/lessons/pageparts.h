// Parts the learner's pages share (the lessons and the tsume problems): their labels and the
// panel beside the board with the texts above and the buttons below.
#pragma once

#include <initializer_list>

class QLabel;
class QPushButton;
class QWidget;

namespace shogiban::ui {

enum class LabelLook { Plain, Bold, Title };

// A word-wrapping plain-text label, aligned top left.
QLabel* pageLabel(const char* objectName, LabelLook look = LabelLook::Plain);

// The texts from the top, a stretch, then Hint and Try Again side by side, Next and Home.
QWidget* sidePanel(std::initializer_list<QWidget*> texts, QPushButton* hint, QPushButton* retry,
    QPushButton* next, QPushButton* home);

} // namespace shogiban::ui
