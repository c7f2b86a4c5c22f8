#include "window/busyindicator.h"

#include <QPainter>
#include <QTimerEvent>

#include <algorithm>

namespace shogiban::ui {

namespace {
constexpr int Dots = 3;
constexpr int StepMs = 180;
} // namespace

BusyIndicator::BusyIndicator(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize BusyIndicator::sizeHint() const
{
    const int dot = fontMetrics().height() / 2;
    return {Dots * dot * 2, dot * 2};
}

void BusyIndicator::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const qreal cell = qreal(width()) / Dots;
    const qreal radius = std::min(cell, qreal(height())) / 4;
    QColor colour = palette().color(QPalette::Highlight);
    for (int i = 0; i < Dots; ++i) {
        colour.setAlphaF(i == m_lit ? 1.0 : 0.3);
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(cell * (i + 0.5), height() / 2.0), radius, radius);
    }
}

void BusyIndicator::showEvent(QShowEvent* event)
{
    m_timer.start(StepMs, this);
    QWidget::showEvent(event);
}

void BusyIndicator::hideEvent(QHideEvent* event)
{
    m_timer.stop();
    QWidget::hideEvent(event);
}

void BusyIndicator::timerEvent(QTimerEvent* event)
{
    if (event->timerId() != m_timer.timerId()) return QWidget::timerEvent(event);
    m_lit = (m_lit + 1) % Dots;
    update();
}

} // namespace shogiban::ui
