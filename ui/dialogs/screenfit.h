// Windows and dialogs that fit the screen they open on: a size the content would like is
// shrunk to the screen's available area (without the task bars), less room for the window
// frame, so that no Close button falls off a 1366x768 laptop screen.
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace shogiban::ui {

// The room a window manager's frame and title bar take around a window, kept free.
inline constexpr QSize WindowFrameAllowance{16, 48};

// `preferred`, shrunk where it does not fit `available` with the frame around it.
QSize fittedSize(QSize preferred, const QRect& available);

// Resizes `window` to `preferred` or as much of it as fits the screen it will show on (its
// parent's screen when it has one).
void resizeToFit(QWidget* window, QSize preferred);

} // namespace shogiban::ui
