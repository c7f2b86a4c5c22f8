#include "dialogs/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace shogiban::ui {

QSize fittedSize(QSize preferred, const QRect& available)
{
    if (available.isEmpty()) return preferred;
    const QSize room = available.size() - WindowFrameAllowance;
    return preferred.boundedTo(room.expandedTo({200, 150}));
}

void resizeToFit(QWidget* window, QSize preferred)
{
    const QWidget* anchor = window->parentWidget() ? window->parentWidget()->window() : window;
    const QScreen* screen = anchor->screen() ? anchor->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect();
    // A dialog's layout may need more than was asked for; it must still fit.
    const QSize wanted = preferred.expandedTo(window->minimumSizeHint());
    window->resize(fittedSize(wanted, available));
}

} // namespace shogiban::ui
