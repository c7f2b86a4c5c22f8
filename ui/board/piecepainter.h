// Draws shogi pieces as vector shapes: the five-sided wedge, graded in size like a real set, with
// its label in kanji, in international movement signs, or both. Also the go stones of dai hasami
// and mak-yek. Reused by the board, the promotion dialog, the piece help and the furigoma throw.
#pragma once

#include "board/piecestyle.h"
#include "game/gamerules.h"
#include "rules/movepattern.h"
#include "rules/types.h"

#include <QColor>
#include <QPainterPath>
#include <QRectF>

#include <vector>

class QPainter;

namespace shogiban::ui {

class PiecePainter {
public:
    explicit PiecePainter(PieceStyle style = PieceStyle::Kanji)
        : m_style(style)
    {
    }

    PieceStyle style() const { return m_style; }
    void setStyle(PieceStyle style) { m_style = style; }

    // The outline of a piece of the given size, centred on (0, 0) and pointing up (to -y).
    static QPainterPath wedgePath(const QSizeF& size);
    // The size of a piece of that kind standing on a square of the given size: kings largest,
    // pawns smallest, as in real sets.
    static QSizeF pieceSize(PieceType type, const QSizeF& square);

    // Paints a piece centred in `square`, sized for its kind, pointing up or (for the player
    // facing the other way) down. Promoted kinds show their red reverse face.
    void paint(QPainter* painter, const QRectF& square, PieceType type, Color color,
        bool upsideDown) const;
    // Paints a piece of a game's set: shogi's in this painter's style, hasami shogi's men (black's
    // pawns face up, white's turned over, as the rulebook has them) or go stones.
    void paint(QPainter* painter, const QRectF& square, PieceSet set, PieceType type, Color color,
        bool upsideDown) const;
    // Paints a piece of exactly the given size centred on `centre` (dialogs, animations).
    void paintSized(QPainter* painter, const QPointF& centre, const QSizeF& size, PieceType type,
        Color color, bool upsideDown) const;

    // The international sign: dots for steps, arrows for slides, rings for jumps, around
    // `centre`, `unit` apart, forward pointing up.
    static void paintMoveSign(QPainter* painter, const QPointF& centre, const QSizeF& unit,
        const std::vector<MoveStep>& steps, const QColor& color);

    // A go stone filling most of the square (dai hasami and mak-yek men).
    static void paintStone(QPainter* painter, const QRectF& square, Color color);

    static QColor inkColor();
    static QColor promotedColor();

private:
    void paintLabel(QPainter* painter, const QSizeF& size, PieceType type, Color color) const;
    void paintKanjiLabel(QPainter* painter, const QSizeF& size, PieceType type, Color color) const;
    void paintInternationalLabel(QPainter* painter, const QSizeF& size, PieceType type) const;
    void paintBothLabel(QPainter* painter, const QSizeF& size, PieceType type, Color color) const;

    PieceStyle m_style;
};

} // namespace shogiban::ui
