// The status bar's sign that the computer is thinking: three dots that light up in turn, a few
// times a second. A busy QProgressBar cost the GUI thread far more: the Fusion style laid out
// and painted it at every animation frame, the largest part of the window's work per move.
#pragma once

#include <QBasicTimer>
#include <QWidget>

namespace shogiban::ui {

class BusyIndicator : public QWidget {
    Q_OBJECT

public:
    explicit BusyIndicator(QWidget* parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void timerEvent(QTimerEvent* event) override;

private:
    QBasicTimer m_timer;
    int m_lit = 0; // the dot drawn bright
};

} // namespace shogiban::ui
