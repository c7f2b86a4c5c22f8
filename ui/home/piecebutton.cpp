#include "home/piecebutton.h"

#include "board/piecepainter.h"

#include <algorithm>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QPainter>

namespace shogiban::ui {
namespace {

// The font made smaller, down to 70%, until the text's longest word fits the width: a word
// cut at the wedge's edge ("komputerem") reads worse than a smaller title.
QFont fittingWords(QFont font, const QString& text, qreal width)
{
    const qreal full = font.pointSizeF();
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto longest = [&words](const QFont& f) {
        const QFontMetricsF metrics(f);
        qreal widest = 0;
        for (const QString& word : words) widest = std::max(widest, metrics.horizontalAdvance(word));
        return widest;
    };
    while (longest(font) > width && font.pointSizeF() > full * 0.7)
        font.setPointSizeF(font.pointSizeF() * 0.95);
    return font;
}

} // namespace

PieceButton::PieceButton(QWidget* parent)
    : QAbstractButton(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PieceButton::setDetail(const QString& detail)
{
    m_detail = detail;
    updateGeometry();
    update();
}

QSize PieceButton::sizeHint() const
{
    return {200, 190};
}

QSize PieceButton::minimumSizeHint() const
{
    return {150, 150};
}

void PieceButton::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        animateClick();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void PieceButton::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(6, 6, -6, -6);
    const QSizeF size(std::min(area.width(), area.height() * 0.95), area.height());
    const QPainterPath wedge = PiecePainter::wedgePath(size).translated(area.center());
    const bool pressed = isDown();
    const bool lit = underMouse() || hasFocus();
    painter.fillPath(wedge.translated(3, 4), QColor(0, 0, 0, 80));
    QLinearGradient wood(area.topLeft(), area.bottomRight());
    wood.setColorAt(0, pressed ? QColor(0xE2, 0xC2, 0x8C) : QColor(0xF7, 0xE2, 0xB4));
    wood.setColorAt(1, pressed ? QColor(0xC8, 0xA0, 0x60) : QColor(0xE2, 0xBE, 0x80));
    painter.fillPath(wedge, wood);
    painter.setPen(QPen(hasFocus() ? QColor(0xB0, 0x1E, 0x1E) : QColor(0x6A, 0x48, 0x20),
        hasFocus() ? 3.5 : (lit ? 2.2 : 1.4)));
    painter.drawPath(wedge);
    if (!isEnabled()) painter.fillPath(wedge, QColor(0x80, 0x80, 0x80, 110));

    // The text sits in the wide lower part of the wedge.
    const QRectF textArea = wedge.boundingRect().adjusted(size.width() * 0.14,
        size.height() * 0.30, -size.width() * 0.14, -size.height() * 0.06);
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(font().pointSizeF() * 1.25);
    titleFont = fittingWords(titleFont, text(), textArea.width());
    painter.setFont(titleFont);
    painter.setPen(PiecePainter::inkColor());
    const QFontMetricsF titleMetrics(titleFont);
    const QRectF titleRect = titleMetrics.boundingRect(
        textArea, Qt::AlignHCenter | Qt::TextWordWrap, text());
    const QRectF titleBox(textArea.left(), textArea.top(), textArea.width(), titleRect.height());
    painter.drawText(titleBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text());
    if (m_detail.isEmpty()) return;
    QFont detailFont = font();
    detailFont.setPointSizeF(font().pointSizeF() * 0.9);
    detailFont = fittingWords(detailFont, m_detail, textArea.width());
    painter.setFont(detailFont);
    painter.setPen(QColor(0x4A, 0x36, 0x20));
    painter.drawText(textArea.adjusted(0, titleBox.height() + 4, 0, 0),
        Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_detail);
}

} // namespace shogiban::ui
