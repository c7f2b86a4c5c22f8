// The furigoma animation: five pawns thrown onto a patch of the board tumble through the air
// and land, each showing 歩 (pawn) or と (tokin) as the throw in core decided. It only shows a
// result; it never chooses one. A click or a key skips to the landed pawns.
#pragma once

#include "rules/furigoma.h"

#include <QVariantAnimation>
#include <QWidget>

namespace shogiban::ui {

enum class PieceStyle;

class FurigomaView : public QWidget {
    Q_OBJECT

public:
    static constexpr int DurationMs = 2400;

    FurigomaView(const FurigomaResult& result, PieceStyle style, QWidget* parent = nullptr);

    void start();
    void skip();
    bool isFinished() const { return m_finished; }
    QSize sizeHint() const override { return {520, 300}; }

signals:
    void finished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct PawnFrame {
        QPointF centre; // in units of the pawn size, relative to the widget's centre
        qreal height; // above the board, in pawn sizes (0 = landed)
        qreal spin; // rotation in the board plane, degrees
        qreal flip; // half-turns about the pawn's own axis; odd = tokin side up
    };

    PawnFrame frame(int index, qreal timeMs) const;
    void paintPawn(QPainter& painter, const PawnFrame& frame, qreal size) const;
    void finish();

    FurigomaResult m_result;
    PieceStyle m_style;
    QVariantAnimation m_animation;
    qreal m_timeMs = 0;
    bool m_finished = false;
};

} // namespace shogiban::ui
