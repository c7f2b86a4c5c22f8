#include "players/playerpanel.h"

#include "board/boardfont.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace shogiban::ui {

namespace {

const QColor Paper(0xFB, 0xF3, 0xE4);
const QColor PaperToMove(0xFF, 0xFB, 0xF0);
const QColor Frame(0x9A, 0x7B, 0x52);
const QColor FrameToMove(0x2E, 0x6B, 0xB8);
const QColor Ink(0x2A, 0x22, 0x18);
const QColor Faint(0x6B, 0x5C, 0x48);
const QColor RunningBack(0x2E, 0x6B, 0xB8);
const QColor LowBack(0xC0, 0x1C, 0x16);

} // namespace

PlayerPanel::PlayerPanel(QWidget* parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents, false);
}

void PlayerPanel::setPlayer(const QString& name, const QString& detail)
{
    if (name == m_name && detail == m_detail) return;
    m_name = name;
    m_detail = detail;
    updateToolTip();
    update();
}

void PlayerPanel::setToMove(bool toMove)
{
    if (toMove == m_toMove) return;
    m_toMove = toMove;
    update();
}

void PlayerPanel::setClock(const ClockFace& face)
{
    if (face == m_clock) return;
    m_clock = face;
    update();
}

void PlayerPanel::setUnit(qreal unit)
{
    if (qFuzzyCompare(unit, m_unit)) return;
    m_unit = unit;
    updateToolTip();
    update();
}

QFont PlayerPanel::nameFont() const
{
    QFont f = font();
    f.setFamilies({f.family(), kanjiFontFamily()});
    f.setPixelSize(std::max(10, int(m_unit * 0.3)));
    f.setBold(true);
    return f;
}

QFont PlayerPanel::detailFont() const
{
    QFont f = font();
    f.setFamilies({f.family(), kanjiFontFamily()});
    f.setPixelSize(std::max(9, int(m_unit * 0.24)));
    return f;
}

QFont PlayerPanel::digitsFont() const
{
    QFont f = font();
    f.setPixelSize(std::max(14, int(m_unit * 0.62)));
    f.setBold(true);
    f.setStyleHint(QFont::Monospace);
    return f;
}

QString PlayerPanel::shownName() const
{
    const qreal width = rect().width() - 2 * margin() - 2;
    return QFontMetricsF(nameFont()).elidedText(m_name, Qt::ElideRight, width);
}

void PlayerPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateToolTip();
}

void PlayerPanel::updateToolTip()
{
    // The whole name and what plays, whenever the panel had to shorten either.
    const qreal width = rect().width() - 2 * margin() - 2;
    const bool cut = shownName() != m_name
        || QFontMetricsF(detailFont()).horizontalAdvance(m_detail) > width;
    setToolTip(cut ? m_name + QLatin1Char('\n') + m_detail : QString());
}

void PlayerPanel::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal m = margin();
    const QRectF box = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(QPen(m_toMove ? FrameToMove : Frame, m_toMove ? 2.5 : 1.2));
    p.setBrush(m_toMove ? PaperToMove : Paper);
    p.drawRoundedRect(box, m * 1.5, m * 1.5);

    qreal y = box.top() + m * 0.6;
    const qreal width = box.width() - 2 * m;
    const QFontMetricsF nameMetrics(nameFont());
    p.setFont(nameFont());
    p.setPen(Ink);
    p.drawText(QRectF(box.left() + m, y, width, nameMetrics.height()),
        Qt::AlignLeft | Qt::AlignVCenter, shownName());
    y += nameMetrics.height();

    const QFontMetricsF detailMetrics(detailFont());
    p.setFont(detailFont());
    p.setPen(Faint);
    p.drawText(QRectF(box.left() + m, y, width, detailMetrics.height()),
        Qt::AlignLeft | Qt::AlignVCenter,
        detailMetrics.elidedText(m_detail, Qt::ElideRight, width));
    y += detailMetrics.height() + m * 0.4;
    if (!m_clock.timed && m_clock.caption.isEmpty()) return;

    // The clock: a plate that is filled while it runs, red when time is low.
    const QFontMetricsF digitsMetrics(digitsFont());
    const qreal captionHeight = m_clock.caption.isEmpty() ? 0 : detailMetrics.height();
    const QRectF plate(box.left() + m * 0.6, y, box.width() - 1.2 * m,
        std::max<qreal>(digitsMetrics.height(), box.bottom() - m * 0.6 - y));
    if (m_clock.timed) {
        const QColor back = m_clock.low ? LowBack : RunningBack;
        if (m_clock.running) {
            p.setPen(Qt::NoPen);
            p.setBrush(back);
            p.drawRoundedRect(plate, m, m);
        }
        p.setPen(m_clock.running ? QColor(Qt::white) : m_clock.low ? LowBack : Ink);
        p.setFont(digitsFont());
        p.drawText(plate.adjusted(0, 0, 0, -captionHeight), Qt::AlignCenter, m_clock.digits);
    }
    if (!m_clock.caption.isEmpty()) {
        p.setFont(detailFont());
        p.setPen(m_clock.running ? QColor(Qt::white) : Faint);
        const QRectF captionRect(
            plate.left(), plate.bottom() - captionHeight - m * 0.2, plate.width(), captionHeight);
        p.drawText(captionRect, Qt::AlignCenter,
            detailMetrics.elidedText(m_clock.caption, Qt::ElideRight, plate.width() - m));
    }
}

} // namespace shogiban::ui
