// Renders a window to a PNG file, for documentation and for looking at the layout without a
// display (the offscreen platform).
#pragma once

#include <QSize>
#include <QString>

class QWidget;

namespace shogiban::ui {

// Shows the window at the size, lets it lay out, and saves what it draws; false on a write error.
bool saveScreenshot(QWidget& window, const QString& path, QSize size);

} // namespace shogiban::ui
