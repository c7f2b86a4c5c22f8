#include "board/piecepainter.h"

#include "board/glyphpath.h"
#include "board/piecelabels.h"

#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace shogiban::ui {

namespace {

// Height of each kind relative to the square, and width relative to its own height: measured
// from a standard set (king 32.5 x 28.5 mm ... pawn 27.5 x 22.5 mm on a 36 mm square).
struct Proportion {
    qreal height;
    qreal aspect;
};

Proportion proportionOf(PieceType type)
{
    switch (unpromoted(type)) {
    case King:
        return {0.90, 0.88};
    case Rook:
    case Bishop:
        return {0.87, 0.87};
    case Gold:
    case Silver:
        return {0.84, 0.865};
    case Knight:
        return {0.815, 0.85};
    case Lance:
        return {0.795, 0.82};
    default:
        return {0.765, 0.82};
    }
}

// Below this height two stacked kanji become unreadable: show the one-character form.
constexpr qreal TwoCharacterMinHeight = 34;

// Boxwood (tsuge): paler and yellower than the kaya board.
QColor woodLight()
{
    return QColor(0xFC, 0xEE, 0xC4);
}
QColor woodMiddle()
{
    return QColor(0xF6, 0xDF, 0xA2);
}
QColor woodDark()
{
    return QColor(0xE8, 0xC6, 0x7E);
}
QColor edgeColor()
{
    return QColor(0x7A, 0x55, 0x26);
}

void paintBody(QPainter* painter, const QSizeF& size)
{
    const QPainterPath wedge = PiecePainter::wedgePath(size);
    const qreal h = size.height();
    // Shadow cast on the board, then the wood face with a soft edge.
    painter->fillPath(wedge.translated(0.03 * h, 0.045 * h), QColor(40, 20, 0, 70));
    QLinearGradient wood(
        QPointF(-0.5 * size.width(), -0.5 * h), QPointF(0.5 * size.width(), 0.5 * h));
    wood.setColorAt(0, woodLight());
    wood.setColorAt(0.55, woodMiddle());
    wood.setColorAt(1, woodDark());
    painter->setPen(
        QPen(edgeColor(), qMax(0.6, 0.014 * h), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(wood);
    painter->drawPath(wedge);
    // A light bevel just inside the edge gives the face some thickness.
    QTransform inset;
    inset.scale(0.9, 0.92);
    painter->setPen(QPen(QColor(255, 250, 235, 110), qMax(0.5, 0.02 * h)));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(inset.map(wedge));
}

// The direction a step points to on screen (forward is up).
QPointF direction(const MoveStep& s)
{
    return QPointF(s.right, -s.forward);
}

// Mincho glyphs are thin; an outline stroke thickens them towards the brush strokes of a real
// carved and lacquered piece.
void drawGlyph(QPainter* painter, const QPainterPath& glyph, const QColor& ink, qreal weight)
{
    painter->setPen(QPen(ink, weight, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(ink);
    painter->drawPath(glyph);
}

} // namespace

QColor PiecePainter::inkColor()
{
    return QColor(0x1C, 0x14, 0x0E);
}
QColor PiecePainter::promotedColor()
{
    return QColor(0xB4, 0x1E, 0x16);
}

QPainterPath PiecePainter::wedgePath(const QSizeF& size)
{
    const qreal w = size.width() / 2;
    const qreal h = size.height() / 2;
    const qreal shoulderY = -h + 0.27 * size.height();
    QPainterPath path;
    path.moveTo(0, -h);
    path.lineTo(0.86 * w, shoulderY);
    path.lineTo(w, h);
    path.lineTo(-w, h);
    path.lineTo(-0.86 * w, shoulderY);
    path.closeSubpath();
    return path;
}

QSizeF PiecePainter::pieceSize(PieceType type, const QSizeF& square)
{
    const Proportion p = proportionOf(type);
    qreal height = p.height * square.height();
    // Never wider than the square allows (squares are slightly taller than wide).
    height = qMin(height, 0.96 * square.width() / p.aspect);
    return {height * p.aspect, height};
}

void PiecePainter::paint(
    QPainter* painter, const QRectF& square, PieceType type, Color color, bool upsideDown) const
{
    paintSized(painter, square.center(), pieceSize(type, square.size()), type, color, upsideDown);
}

void PiecePainter::paint(QPainter* painter, const QRectF& square, PieceSet set, PieceType type,
    Color color, bool upsideDown) const
{
    switch (set) {
    case PieceSet::Shogi:
        paint(painter, square, type, color, upsideDown);
        break;
    case PieceSet::HasamiMen:
        PiecePainter(PieceStyle::Kanji)
            .paint(painter, square, color == Black ? Pawn : ProPawn, color, upsideDown);
        break;
    case PieceSet::Stones:
        paintStone(painter, square, color);
        break;
    }
}

void PiecePainter::paintSized(QPainter* painter, const QPointF& centre, const QSizeF& size,
    PieceType type, Color color, bool upsideDown) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(centre);
    if (upsideDown) painter->rotate(180);
    paintBody(painter, size);
    paintLabel(painter, size, type, color);
    painter->restore();
}

void PiecePainter::paintLabel(
    QPainter* painter, const QSizeF& size, PieceType type, Color color) const
{
    switch (m_style) {
    case PieceStyle::Kanji:
        paintKanjiLabel(painter, size, type, color);
        break;
    case PieceStyle::International:
        paintInternationalLabel(painter, size, type);
        break;
    case PieceStyle::Both:
        paintBothLabel(painter, size, type, color);
        break;
    }
}

void PiecePainter::paintKanjiLabel(
    QPainter* painter, const QSizeF& size, PieceType type, Color color) const
{
    const qreal h = size.height();
    const QColor ink = isPromoted(type) ? promotedColor() : inkColor();
    const QString two = twoCharacterKanji(type, color);
    if (two.size() == 2 && h >= TwoCharacterMinHeight) {
        // Two characters stacked below the point, written narrow as on real pieces.
        const qreal weight = 0.012 * h;
        drawGlyph(
            painter, glyphPath(two.left(1), QPointF(0, -0.06 * h), 0.385 * h, 0.84), ink, weight);
        drawGlyph(
            painter, glyphPath(two.right(1), QPointF(0, 0.275 * h), 0.385 * h, 0.84), ink, weight);
        return;
    }
    drawGlyph(painter, glyphPath(oneCharacterKanji(type, color), QPointF(0, 0.1 * h), 0.54 * h),
        ink, 0.018 * h);
}

void PiecePainter::paintInternationalLabel(
    QPainter* painter, const QSizeF& size, PieceType type) const
{
    const qreal h = size.height();
    const QColor ink = isPromoted(type) ? promotedColor() : inkColor();
    const QPointF centre(0, 0.1 * h);
    paintMoveSign(painter, centre, QSizeF(0.3 * size.width(), 0.22 * h), pieceSteps(type), ink);
    const QString letter = westernLetter(unpromoted(type));
    drawGlyph(painter, glyphPath(letter, centre, 0.34 * h), ink, 0.014 * h);
}

void PiecePainter::paintBothLabel(
    QPainter* painter, const QSizeF& size, PieceType type, Color color) const
{
    const qreal h = size.height();
    const bool promotedFace = isPromoted(type);
    const QColor ink = promotedFace ? promotedColor() : inkColor();
    const qreal w = size.width();
    drawGlyph(painter, glyphPath(oneCharacterKanji(type, color), QPointF(0, -0.05 * h), 0.4 * h),
        ink, 0.016 * h);
    // The movement sign below the kanji; on a promoted face it moves left to make room for the
    // small sign of the kind it was, in the bottom right corner (as on the Czech set).
    const QPointF signCentre(promotedFace ? -0.1 * w : 0, 0.3 * h);
    paintMoveSign(painter, signCentre, QSizeF(0.15 * w, 0.085 * h), pieceSteps(type), ink);
    if (promotedFace) {
        const QString original = oneCharacterKanji(unpromoted(type), color);
        drawGlyph(painter, glyphPath(original, QPointF(0.28 * w, 0.35 * h), 0.18 * h), inkColor(),
            0.006 * h);
    }
}

void PiecePainter::paintMoveSign(QPainter* painter, const QPointF& centre, const QSizeF& unit,
    const std::vector<MoveStep>& steps, const QColor& color)
{
    const qreal dot = 0.22 * qMin(unit.width(), unit.height());
    const auto at = [&](QPointF d, qreal scale) {
        return centre + QPointF(d.x() * unit.width() * scale, d.y() * unit.height() * scale);
    };
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    for (const MoveStep& s : steps) {
        const QPointF d = direction(s);
        if (s.kind == StepKind::Step) {
            painter->drawEllipse(at(d, 1.0), dot, dot);
        } else if (s.kind == StepKind::Jump) {
            // Knight-like leaps: a ring where the piece lands, drawn a little inwards.
            const QPointF p = at(QPointF(d.x() * 0.75, d.y() * 0.8), 1.0);
            painter->setPen(QPen(color, 0.7 * dot));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(p, 1.1 * dot, 1.1 * dot);
            painter->setPen(Qt::NoPen);
            painter->setBrush(color);
        } else {
            // A slide: a line from beside the centre out past the step square, with a head.
            const QPointF unitDir = d / std::hypot(d.x(), d.y());
            const QPointF start = at(unitDir, 0.55);
            const QPointF tip = at(unitDir, 1.45);
            painter->setPen(QPen(color, 0.8 * dot, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(start, tip);
            painter->setPen(Qt::NoPen);
            const QPointF side(-unitDir.y(), unitDir.x());
            const qreal head = 1.6 * dot;
            QPolygonF arrow({tip + QPointF(unitDir.x() * head, unitDir.y() * head),
                tip + side * head, tip - side * head});
            painter->drawPolygon(arrow);
        }
    }
    painter->restore();
}

void PiecePainter::paintStone(QPainter* painter, const QRectF& square, Color color)
{
    const qreal radius = 0.43 * qMin(square.width(), square.height());
    const QPointF centre = square.center();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(30, 15, 0, 80));
    painter->drawEllipse(centre + QPointF(0.06 * radius, 0.09 * radius), radius, radius);
    QRadialGradient shine(centre - QPointF(0.35 * radius, 0.4 * radius), 1.5 * radius);
    if (color == Black) {
        shine.setColorAt(0, QColor(0x6A, 0x6A, 0x6A));
        shine.setColorAt(0.45, QColor(0x22, 0x22, 0x22));
        shine.setColorAt(1, QColor(0x05, 0x05, 0x05));
    } else {
        shine.setColorAt(0, QColor(0xFF, 0xFF, 0xFF));
        shine.setColorAt(0.6, QColor(0xEC, 0xEA, 0xE4));
        shine.setColorAt(1, QColor(0xB8, 0xB4, 0xAA));
    }
    painter->setBrush(shine);
    painter->setPen(QPen(QColor(0, 0, 0, color == Black ? 160 : 90), 0.03 * radius));
    painter->drawEllipse(centre, radius, radius);
    painter->restore();
}

} // namespace shogiban::ui
