// A start page button drawn as a shogi piece: the five-sided wedge in light wood with its
// title and a line under it, a red outline when it has the keyboard focus.
#pragma once

#include <QAbstractButton>

namespace shogiban::ui {

class PieceButton : public QAbstractButton {
    Q_OBJECT

public:
    explicit PieceButton(QWidget* parent = nullptr);

    void setDetail(const QString& detail);
    QString detail() const { return m_detail; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString m_detail;
};

} // namespace shogiban::ui
