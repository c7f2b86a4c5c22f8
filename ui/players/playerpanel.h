// One player's panel beside their piece stand: the name (bold, elided with the whole name in
// the tooltip), what plays (a person, the computer's level, an engine's name), and the clock in
// large digits: highlighted while it runs, the byoyomi as its own countdown, red when time is
// low. Everything scales with the board's squares.
#pragma once

#include <QString>
#include <QWidget>

namespace shogiban::ui {

// What a panel's clock shows, already worded.
struct ClockFace {
    bool timed = false;
    QString digits; // the big number: main time, or the byoyomi countdown
    QString caption; // beneath it: "Byoyomi 30 s", "+10 s per move", "Byoyomi", "Paused"
    bool running = false;
    bool low = false; // red
    bool operator==(const ClockFace&) const = default;
};

class PlayerPanel : public QWidget {
    Q_OBJECT

public:
    explicit PlayerPanel(QWidget* parent = nullptr);

    void setPlayer(const QString& name, const QString& detail);
    void setToMove(bool toMove);
    void setClock(const ClockFace& face);
    // The board's square width: fonts and margins follow it.
    void setUnit(qreal unit);

    QString name() const { return m_name; }
    QString detail() const { return m_detail; }
    const ClockFace& clock() const { return m_clock; }
    bool isToMove() const { return m_toMove; }
    // The name as painted (elided with "…" when it does not fit).
    QString shownName() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QFont nameFont() const;
    QFont detailFont() const;
    QFont digitsFont() const;
    qreal margin() const { return std::max<qreal>(3, m_unit * 0.1); }
    void updateToolTip();

    QString m_name;
    QString m_detail;
    ClockFace m_clock;
    bool m_toMove = false;
    qreal m_unit = 40;
};

} // namespace shogiban::ui
