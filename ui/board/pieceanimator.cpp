#include "board/pieceanimator.h"

#include <QVariantAnimation>

namespace shogiban::ui {

PieceAnimator::PieceAnimator(QObject* parent)
    : QObject(parent)
{
}

PieceAnimator::~PieceAnimator()
{
    forgetCallback();
}

void PieceAnimator::start(Flight flight, int duration, bool visible)
{
    finish();
    if (duration <= 0 || !visible) {
        if (flight.done) flight.done();
        emit moved();
        return;
    }
    m_flight = std::move(flight);
    m_progress = 0;
    if (!m_animation) {
        m_animation = new QVariantAnimation(this);
        m_animation->setStartValue(0.0);
        m_animation->setEndValue(1.0);
        m_animation->setEasingCurve(QEasingCurve::OutCubic);
        connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
            m_progress = v.toReal();
            emit moved();
        });
        connect(m_animation, &QVariantAnimation::finished, this, &PieceAnimator::finish);
    }
    m_animation->setDuration(duration);
    m_animation->start();
}

void PieceAnimator::finish()
{
    if (!m_flight) return;
    if (m_animation) m_animation->stop();
    std::function<void()> done = std::move(m_flight->done);
    m_flight.reset();
    emit moved();
    if (done) done();
}

void PieceAnimator::forgetCallback()
{
    if (m_flight) m_flight->done = nullptr;
}

std::optional<PieceSource> PieceAnimator::hidden() const
{
    return m_flight ? m_flight->hidden : std::nullopt;
}

BoardPiece PieceAnimator::piece() const
{
    return m_flight ? m_flight->piece : BoardPiece{};
}

QPointF PieceAnimator::position() const
{
    if (!m_flight) return {};
    return m_flight->from + (m_flight->to - m_flight->from) * m_progress;
}

} // namespace shogiban::ui
