#include "board/boardpainter.h"

#include "board/boardtexts.h"
#include "board/glyphpath.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace shogiban::ui {

namespace {

QColor lineColor()
{
    return QColor(0x1E, 0x14, 0x0A);
}
QColor labelColor()
{
    return QColor(0xEE, 0xDF, 0xC2);
}

// A small deterministic random sequence, so the grain looks the same on every repaint and
// scales with the board.
class Grain {
public:
    explicit Grain(unsigned seed)
        : m_state(seed)
    {
    }
    qreal next()
    {
        m_state = m_state * 1664525u + 1013904223u;
        return (m_state >> 8) / qreal(1 << 24);
    }

private:
    unsigned m_state;
};

} // namespace

void BoardPainter::paintTable(const QRectF& area)
{
    QRadialGradient table(area.center(), 0.75 * std::hypot(area.width(), area.height()));
    table.setColorAt(0, QColor(0x5A, 0x46, 0x34));
    table.setColorAt(1, QColor(0x2C, 0x21, 0x18));
    m_painter->fillRect(area, table);
}

void BoardPainter::paintWoodGrain(const QRectF& area, const QColor& grain, int lines, unsigned seed)
{
    // Straight vertical grain (masame), each line gently waving.
    Grain random(seed);
    m_painter->save();
    m_painter->setClipRect(area);
    for (int i = 0; i < lines; ++i) {
        const qreal x = area.left() + random.next() * area.width();
        const qreal amplitude = (0.2 + random.next()) * area.width() / 150;
        const qreal phase = random.next() * 6.283;
        QPainterPath path(QPointF(x, area.top()));
        for (int step = 1; step <= 24; ++step) {
            const qreal t = step / 24.0;
            path.lineTo(x + amplitude * std::sin(phase + 7 * t), area.top() + t * area.height());
        }
        QColor c = grain;
        c.setAlphaF(c.alphaF() * (0.4 + random.next()));
        m_painter->setPen(QPen(c, (0.3 + 1.5 * random.next()) * area.width() / 500));
        m_painter->drawPath(path);
    }
    m_painter->restore();
}

void BoardPainter::paintKaya(const QRectF& area)
{
    QLinearGradient wood(area.topLeft(), area.bottomRight());
    wood.setColorAt(0, QColor(0xE4, 0xB2, 0x62));
    wood.setColorAt(0.5, QColor(0xEE, 0xC0, 0x72));
    wood.setColorAt(1, QColor(0xD6, 0x9C, 0x4C));
    m_painter->fillRect(area, wood);
    paintWoodGrain(area, QColor(0x9A, 0x5E, 0x1C, 55), 70, 12345u);
}

void BoardPainter::paintBoard(bool starPoints)
{
    const QRectF board = m_geometry.boardRect();
    const qreal unit = m_geometry.squareSize().width();
    m_painter->setRenderHint(QPainter::Antialiasing);
    // Shadow, then kaya wood: golden, lighter in the middle.
    m_painter->fillRect(board.translated(0.06 * unit, 0.1 * unit), QColor(0, 0, 0, 90));
    paintKaya(board);
    m_painter->setPen(QPen(QColor(0x7A, 0x52, 0x22), std::max(1.0, 0.03 * unit)));
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawRect(board);

    // The grid: thin lacquer lines, the outer frame a little heavier.
    const QRectF grid = m_geometry.gridRect();
    const qreal line = std::max(0.8, 0.02 * unit);
    m_painter->setPen(QPen(lineColor(), line, Qt::SolidLine, Qt::FlatCap));
    for (int c = 1; c < m_geometry.files(); ++c)
        m_painter->drawLine(
            m_geometry.gridPoint(c, 0), m_geometry.gridPoint(c, m_geometry.ranks()));
    for (int r = 1; r < m_geometry.ranks(); ++r)
        m_painter->drawLine(
            m_geometry.gridPoint(0, r), m_geometry.gridPoint(m_geometry.files(), r));
    m_painter->setPen(QPen(lineColor(), 2 * line));
    m_painter->drawRect(grid);

    if (!starPoints) return;
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(lineColor());
    const qreal radius = std::max(1.5, 0.075 * unit);
    for (int c : {3, 6})
        for (int r : {3, 6}) m_painter->drawEllipse(m_geometry.gridPoint(c, r), radius, radius);
}

void BoardPainter::paintCoordinates(CoordinateStyle style)
{
    static const QString Kanji = QStringLiteral("一二三四五六七八九");
    static const QString FullWidth = QStringLiteral("１２３４５６７８９");
    const qreal unit = m_geometry.squareSize().width();
    for (int f = 0; f < m_geometry.files(); ++f) {
        const QRectF r = m_geometry.fileLabelRect(f);
        m_painter->fillPath(glyphPath(FullWidth.mid(f, 1), r.center(), 0.34 * unit), labelColor());
    }
    for (int rank = 0; rank < m_geometry.ranks(); ++rank) {
        const QRectF r = m_geometry.rankLabelRect(rank);
        const QString label
            = style == CoordinateStyle::Kanji ? Kanji.mid(rank, 1) : QString(QChar(u'a' + rank));
        m_painter->fillPath(glyphPath(label, r.center(), 0.36 * unit), labelColor());
    }
}

void BoardPainter::paintStand(Color color)
{
    const QRectF stand = m_geometry.standRect(color);
    const qreal unit = m_geometry.squareSize().width();
    const qreal corner = 0.12 * unit;
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(QColor(0, 0, 0, 90));
    m_painter->drawRoundedRect(stand.translated(0.06 * unit, 0.1 * unit), corner, corner);
    QLinearGradient wood(stand.topLeft(), stand.bottomRight());
    wood.setColorAt(0, QColor(0xC9, 0x93, 0x55));
    wood.setColorAt(1, QColor(0xA4, 0x6C, 0x34));
    m_painter->setBrush(wood);
    m_painter->setPen(QPen(QColor(0x5E, 0x3A, 0x16), std::max(1.0, 0.03 * unit)));
    m_painter->drawRoundedRect(stand, corner, corner);
    paintWoodGrain(stand.adjusted(corner, corner, -corner, -corner), QColor(0x6A, 0x3C, 0x12, 50),
        14, color == Black ? 777u : 999u);
}

void BoardPainter::paintCount(const QRectF& slot, int count, bool upsideDown)
{
    const qreal unit = m_geometry.squareSize().width();
    // Bottom right of the slot as its owner sees it, written upright for everybody.
    const QPointF corner = upsideDown ? slot.topLeft() + QPointF(0.2 * unit, 0.22 * unit)
                                      : slot.bottomRight() - QPointF(0.2 * unit, 0.22 * unit);
    const qreal radius = 0.19 * unit;
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(QPen(QColor(0xF5, 0xEB, 0xD8), std::max(0.8, 0.02 * unit)));
    m_painter->setBrush(QColor(0x3A, 0x22, 0x10));
    m_painter->drawEllipse(corner, radius, radius);
    m_painter->fillPath(
        glyphPath(QString::number(count), corner, 0.3 * unit), QColor(0xF5, 0xEB, 0xD8));
}

void BoardPainter::paintLastMove(BoardSquare square)
{
    m_painter->fillRect(m_geometry.squareRect(square), QColor(0xE0, 0x78, 0x1E, 80));
}

void BoardPainter::paintSelection(BoardSquare square)
{
    paintSelection(m_geometry.squareRect(square));
}

void BoardPainter::paintSelection(const QRectF& slot)
{
    const qreal unit = m_geometry.squareSize().width();
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(QPen(QColor(0x1E, 0x6C, 0xC8, 220), std::max(1.0, 0.05 * unit)));
    m_painter->setBrush(QColor(0x3A, 0x8E, 0xE6, 70));
    m_painter->drawRoundedRect(slot.adjusted(1, 1, -1, -1), 0.08 * unit, 0.08 * unit);
}

void BoardPainter::paintKeyboardCursor(const QRectF& place)
{
    const qreal unit = m_geometry.squareSize().width();
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setBrush(Qt::NoBrush);
    // A light frame inside a dark one stays visible on the wood, the pieces and every mark.
    m_painter->setPen(QPen(QColor(0x10, 0x10, 0x10, 200), std::max(2.0, 0.09 * unit)));
    m_painter->drawRect(place.adjusted(2, 2, -2, -2));
    m_painter->setPen(QPen(QColor(0xFF, 0xD8, 0x30), std::max(1.0, 0.045 * unit)));
    m_painter->drawRect(place.adjusted(2, 2, -2, -2));
    m_painter->restore();
}

void BoardPainter::paintCheck(BoardSquare kingSquare)
{
    const QRectF r = m_geometry.squareRect(kingSquare);
    QRadialGradient glow(r.center(), 0.75 * r.width());
    glow.setColorAt(0, QColor(0xE0, 0x10, 0x10, 200));
    glow.setColorAt(0.7, QColor(0xE0, 0x10, 0x10, 90));
    glow.setColorAt(1, QColor(0xE0, 0x10, 0x10, 0));
    m_painter->fillRect(r, glow);
}

void BoardPainter::paintHint(BoardSquare square, bool capture)
{
    const QRectF r = m_geometry.squareRect(square);
    const qreal unit = r.width();
    const QColor hint(0x1B, 0x6E, 0x3A, 170);
    m_painter->setRenderHint(QPainter::Antialiasing);
    if (capture) {
        // A capture: corner marks, so the piece on the square stays readable.
        m_painter->setPen(Qt::NoPen);
        m_painter->setBrush(hint);
        const qreal s = 0.28 * unit;
        for (const auto& [corner, dx, dy] : {std::tuple{r.topLeft(), 1, 1}, {r.topRight(), -1, 1},
                 {r.bottomLeft(), 1, -1}, {r.bottomRight(), -1, -1}}) {
            m_painter->drawPolygon(
                QPolygonF({corner, corner + QPointF(dx * s, 0), corner + QPointF(0, dy * s)}));
        }
        return;
    }
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(hint);
    m_painter->drawEllipse(r.center(), 0.14 * unit, 0.14 * unit);
}

void BoardPainter::paintPattern(BoardSquare from, const PatternSquare& reach)
{
    // Like a rulebook diagram: a ring on each square a step or jump reaches, a line through the
    // squares a slide crosses.
    const QRectF r = m_geometry.squareRect(reach.square);
    const qreal unit = r.width();
    const QColor ink(0x1F, 0x4E, 0x9A, 190);
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->fillRect(r, QColor(0x4A, 0x86, 0xD8, 45));
    if (reach.kind == StepKind::Slide) {
        const QPointF origin = m_geometry.squareRect(from).center();
        QPointF d = r.center() - origin;
        d /= std::hypot(d.x(), d.y());
        m_painter->setPen(QPen(ink, 0.07 * unit, Qt::SolidLine, Qt::FlatCap));
        m_painter->drawLine(r.center() - d * 0.5 * unit, r.center() + d * 0.5 * unit);
        return;
    }
    m_painter->setPen(
        QPen(ink, 0.06 * unit, reach.kind == StepKind::Jump ? Qt::DashLine : Qt::SolidLine));
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawEllipse(r.center(), 0.3 * unit, 0.3 * unit);
}

void BoardPainter::paintRefused(BoardSquare square)
{
    const QRectF r = m_geometry.squareRect(square);
    const qreal inset = 0.3 * r.width();
    const QRectF cross = r.adjusted(inset, inset, -inset, -inset);
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(
        QPen(QColor(0xC0, 0x18, 0x18, 210), 0.08 * r.width(), Qt::SolidLine, Qt::RoundCap));
    m_painter->drawLine(cross.topLeft(), cross.bottomRight());
    m_painter->drawLine(cross.topRight(), cross.bottomLeft());
}

void BoardPainter::paintCapture(BoardSquare square)
{
    const QRectF r = m_geometry.squareRect(square);
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(QPen(QColor(0xC0, 0x18, 0x18, 220), 0.07 * r.width()));
    m_painter->setBrush(QColor(0xC0, 0x18, 0x18, 50));
    m_painter->drawEllipse(r.center(), 0.42 * r.width(), 0.42 * r.width());
}

void BoardPainter::paintSuggestion(const QPointF& from, BoardSquare to)
{
    const QRectF target = m_geometry.squareRect(to);
    const qreal unit = target.width();
    const QColor ink(0x10, 0x8A, 0x8A, 190);
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(QPen(ink, 0.08 * unit));
    m_painter->setBrush(Qt::NoBrush);
    m_painter->drawRect(target.adjusted(0.05 * unit, 0.05 * unit, -0.05 * unit, -0.05 * unit));
    paintArrow(from, to, ink, 1.0);
}

void BoardPainter::paintArrow(const QPointF& from, BoardSquare to, const QColor& ink, qreal width)
{
    const QRectF target = m_geometry.squareRect(to);
    const qreal unit = target.width();
    QPointF d = target.center() - from;
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1) return;
    d /= length;
    m_painter->setRenderHint(QPainter::Antialiasing);
    const QPointF tip = target.center() - d * 0.2 * unit;
    m_painter->setPen(QPen(ink, 0.12 * width * unit, Qt::SolidLine, Qt::RoundCap));
    m_painter->drawLine(from, tip - d * 0.25 * unit);
    const QPointF side(-d.y(), d.x());
    const qreal head = 0.22 * std::max(width, 0.7) * unit;
    m_painter->setPen(Qt::NoPen);
    m_painter->setBrush(ink);
    m_painter->drawPolygon(
        QPolygonF({tip, tip - d * 0.35 * unit + side * head, tip - d * 0.35 * unit - side * head}));
}

void BoardPainter::paintCheckNotice(Color color)
{
    // A red seal with 王手 and the translated word, in the free space of the checked side's
    // stand column.
    const QRectF area = m_geometry.noticeRect(color);
    const qreal unit = m_geometry.squareSize().width();
    const QSizeF seal(2.0 * unit, 1.5 * unit);
    if (area.height() < seal.height()) return;
    const QRectF box(area.center() - QPointF(seal.width() / 2, seal.height() / 2), seal);
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setPen(QPen(QColor(0xFF, 0xE8, 0xD0), 0.05 * unit));
    m_painter->setBrush(QColor(0xB8, 0x14, 0x10));
    m_painter->drawRoundedRect(box, 0.15 * unit, 0.15 * unit);
    const QColor text(0xFF, 0xF4, 0xE6);
    m_painter->fillPath(
        glyphPath(QStringLiteral("王手"), box.center() - QPointF(0, 0.2 * unit), 0.62 * unit),
        text);
    QFont font = m_painter->font();
    font.setPixelSize(std::max(8, int(0.3 * unit)));
    font.setBold(true);
    m_painter->setFont(font);
    m_painter->setPen(text);
    m_painter->drawText(QRectF(box.left(), box.center().y() + 0.2 * unit, box.width(), 0.45 * unit),
        Qt::AlignCenter, BoardTexts::checkText());
}

} // namespace shogiban::ui
