// The position editor's box of pieces: every kind the game places for both players (shogi:
// unpromoted and promoted, sente's two rows, then gote's; the hasami games: a black and a white
// man side by side), pieces pointing the way their owner plays, each with how many of its kind
// are still outside the board (and the hands). Click a piece to choose it for clicking onto
// squares (click it again to put it back), or drag it onto the board or a stand.
#pragma once

#include "board/piecepainter.h"
#include "editor/setupmodel.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace shogiban::ui {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    explicit PiecePalette(const SetupModel* setup, QWidget* parent = nullptr);

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
    // The pieces shown, each face once.
    std::vector<Piece> pieces() const;
    std::optional<Piece> pieceAt(const QPointF& point) const;
    // Both players' pieces in one row (a game of one kind), or each player's rows stacked.
    bool sideBySide() const { return m_setup->kinds().size() == 1; }
    int faceRows() const { return m_setup->piecesTurnOver() ? 2 : 1; }
    // The grid in cells, the gap between the players included.
    qreal gridWidth() const;
    qreal gridHeight() const;
    qreal cellSize() const;
    void startDrag(Piece piece);

    const SetupModel* m_setup;
    PiecePainter m_painter;
    Piece m_chosen = NoPiece;
    std::optional<Piece> m_pressed;
    QPointF m_pressPoint;
};

} // namespace shogiban::ui
