#include "furigoma/furigomaview.h"

#include "board/piecepainter.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QtMath>

#include <algorithm>

namespace shogiban::ui {

namespace {

constexpr qreal FlightMs = 1550;
constexpr qreal BounceMs = 260;
constexpr qreal StaggerMs = 90;
const QColor BoardColour(0xe9, 0xc7, 0x84);
const QColor GridColour(0x8a, 0x66, 0x30);

// Where each pawn comes to rest and how it lies, in pawn sizes from the centre: scattered
// like a real throw, but never overlapping.
constexpr QPointF Landing[FurigomaResult::PawnCount]
    = {{-2.7, 0.25}, {-1.3, -0.45}, {0.05, 0.3}, {1.4, -0.3}, {2.75, 0.2}};
constexpr qreal LandingSpin[FurigomaResult::PawnCount] = {-14, 9, -4, 16, -8};

qreal easeOut(qreal t)
{
    return 1 - (1 - t) * (1 - t);
}

} // namespace

FurigomaView::FurigomaView(const FurigomaResult& result, PieceStyle style, QWidget* parent)
    : QWidget(parent)
    , m_result(result)
    , m_style(style)
{
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(360, 220);
    setCursor(Qt::PointingHandCursor);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(qreal(DurationMs));
    m_animation.setDuration(DurationMs);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_timeMs = value.toReal();
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, &FurigomaView::finish);
}

void FurigomaView::start()
{
    m_finished = false;
    m_animation.start();
}

void FurigomaView::skip()
{
    if (m_finished) return;
    m_animation.stop();
    m_timeMs = DurationMs;
    update();
    finish();
}

void FurigomaView::finish()
{
    if (m_finished) return;
    m_finished = true;
    emit finished();
}

FurigomaView::PawnFrame FurigomaView::frame(int index, qreal timeMs) const
{
    const qreal local = timeMs - index * StaggerMs;
    const qreal t = std::clamp(local / FlightMs, 0.0, 1.0);
    const qreal eased = easeOut(t);
    // The pawns leave the thrower's hands below the board and fly up onto it.
    const QPointF start(0.4 * (index - 2), 3.2);
    const QPointF centre = start + (Landing[index] - start) * eased;
    const qreal bounce = std::clamp((local - FlightMs) / BounceMs, 0.0, 1.0);
    const qreal height = 2.2 * 4 * t * (1 - t) + 0.18 * qSin(M_PI * bounce);
    // An even number of half-turns ends pawn side up, an odd number tokin side up.
    const int halfTurns = 6 + 2 * (index % 2) + (m_result.faces[index] == PawnFace::Tokin ? 1 : 0);
    const qreal turn = (index % 2 ? 1 : -1) * 540.0;
    return {centre, height, LandingSpin[index] + turn * (1 - eased), halfTurns * eased};
}

void FurigomaView::paintPawn(QPainter& painter, const PawnFrame& pawn, qreal size) const
{
    const QPointF ground = QPointF(width() / 2.0, height() / 2.0) + pawn.centre * size;
    // The shadow stays on the board and grows fainter as the pawn rises.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, int(70 / (1 + pawn.height))));
    const QPointF shadowOffset(pawn.height * size * 0.25, pawn.height * size * 0.15);
    painter.drawEllipse(ground + shadowOffset, size * 0.42, size * 0.47);

    const qreal facing = qCos(M_PI * pawn.flip);
    const bool tokinUp = facing < 0;
    painter.save();
    painter.translate(ground - QPointF(0, pawn.height * size * 0.55));
    painter.rotate(pawn.spin);
    const qreal lift = 1 + 0.12 * pawn.height;
    painter.scale(lift, lift * std::max(0.05, std::abs(facing)));
    const QSizeF pawnSize(size * 0.82, size * 0.9);
    PiecePainter(m_style).paintSized(
        &painter, QPointF(0, 0), pawnSize, tokinUp ? ProPawn : Pawn, Black, false);
    painter.restore();
}

void FurigomaView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), BoardColour);
    const qreal cell = std::min(width() / 9.0, height() / 5.0);
    painter.setPen(QPen(GridColour, 1));
    const QPointF origin(width() / 2.0 - 4.5 * cell, height() / 2.0 - 2.5 * cell);
    for (int i = 0; i <= 9; ++i)
        painter.drawLine(origin + QPointF(i * cell, 0), origin + QPointF(i * cell, 5 * cell));
    for (int i = 0; i <= 5; ++i)
        painter.drawLine(origin + QPointF(0, i * cell), origin + QPointF(9 * cell, i * cell));

    const qreal size = cell * 0.95;
    for (int i = 0; i < FurigomaResult::PawnCount; ++i)
        paintPawn(painter, frame(i, m_timeMs), size);
}

void FurigomaView::mousePressEvent(QMouseEvent* event)
{
    skip();
    event->accept();
}

void FurigomaView::keyPressEvent(QKeyEvent* event)
{
    if (m_finished) {
        QWidget::keyPressEvent(event); // let the dialog handle Enter and Escape
        return;
    }
    skip();
    event->accept();
}

} // namespace shogiban::ui
