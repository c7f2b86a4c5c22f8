// The position editor's box of pieces: every kind for both players, unpromoted and promoted
// (sente's two rows, then gote's, pieces pointing the way their owner plays), each with how
// many of its kind are still outside the board and the hands. Click a piece to choose it for
// clicking onto squares (click it again to put it back), or drag it onto the board or a stand.
#pragma once

#include "board/piecepainter.h"
#include "rules/setupposition.h"

#include <QWidget>

#include <optional>

namespace shogiban::ui {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(const SetupPosition* setup, QWidget* parent = nullptr);

    void setPieceStyle(PieceStyle style);
    Piece chosen() const { return m_chosen; }
    void choose(Piece piece); // NoPiece: none
    // Where a piece is drawn (for tests); empty for a piece the palette does not hold.
    QRectF cellRect(Piece piece) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void chosenChanged(Piece piece);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    std::optional<Piece> pieceAt(const QPointF& point) const;
    qreal cellSize() const;
    void startDrag(Piece piece);

    const SetupPosition* m_setup;
    PiecePainter m_painter;
    Piece m_chosen = NoPiece;
    std::optional<Piece> m_pressed;
    QPointF m_pressPoint;
};

} // namespace shogiban::ui
