#include "window/screenshot.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QWidget>

namespace shogiban::ui {

bool saveScreenshot(QWidget& window, const QString& path, QSize size)
{
    window.resize(size);
    window.show();
    QCoreApplication::processEvents(); // layouts and the first paint settle
    QPixmap pixmap = window.grab();
    pixmap.setDevicePixelRatio(1);
    return pixmap.save(path, "PNG");
}

} // namespace shogiban::ui
