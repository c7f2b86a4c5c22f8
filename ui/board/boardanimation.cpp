// BoardView: pieces in flight (computer moves, refused pieces going back).
#include "board/boardview.h"

#include <QVariantAnimation>

namespace shogiban::ui {

namespace {

constexpr int FlyBackDuration = 150;

} // namespace

bool BoardView::isAnimating() const
{
    return m_flight.has_value();
}

void BoardView::setAnimationDuration(int milliseconds)
{
    m_animationDuration = milliseconds;
}

void BoardView::animateMove(const BoardMove& move, std::function<void()> done)
{
    finishFlight();
    if (!m_rules) {
        if (done) done();
        return;
    }
    // Before the move is played the piece stands on its origin (or in hand); after, on its
    // destination: fly whichever is there.
    const Color mover = m_rules->sideToMove();
    Flight flight;
    flight.done = std::move(done);
    flight.to = squareRect(move.to).center();
    const bool played
        = move.isDrop() ? !m_rules->pieceAt(move.to).empty() : m_rules->pieceAt(move.from).empty();
    if (played) {
        flight.piece = m_rules->pieceAt(move.to);
        flight.hidden = PieceSource{move.to, NoPieceType, flight.piece.color};
    } else if (move.isDrop()) {
        flight.piece = {mover, move.drop};
        flight.hidden = PieceSource{{}, move.drop, mover};
    } else {
        flight.piece = m_rules->pieceAt(move.from);
        flight.hidden = PieceSource{move.from, NoPieceType, flight.piece.color};
    }
    flight.from = move.isDrop() ? handSlotRect(flight.piece.color, move.drop).center()
                                : squareRect(move.from).center();
    startFlight(std::move(flight), m_animationDuration);
}

void BoardView::flyBack(const PieceSource& source, const QPointF& from)
{
    finishFlight();
    Flight flight;
    flight.piece = source.fromHand() ? BoardPiece{source.color, source.handKind}
                                     : displayedPiece(source.square);
    flight.from = from;
    flight.to = sourceCentre(source);
    flight.hidden = source;
    startFlight(std::move(flight), std::min(FlyBackDuration, m_animationDuration));
}

void BoardView::startFlight(Flight flight, int duration)
{
    if (duration <= 0 || !isVisible()) {
        if (flight.done) flight.done();
        update();
        return;
    }
    m_flight = std::move(flight);
    m_flightProgress = 0;
    if (!m_animation) {
        m_animation = new QVariantAnimation(this);
        m_animation->setStartValue(0.0);
        m_animation->setEndValue(1.0);
        m_animation->setEasingCurve(QEasingCurve::OutCubic);
        connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
            m_flightProgress = v.toReal();
            update();
        });
        connect(m_animation, &QVariantAnimation::finished, this, &BoardView::finishFlight);
    }
    m_animation->setDuration(duration);
    m_animation->start();
}

void BoardView::finishFlight()
{
    if (!m_flight) return;
    if (m_animation) m_animation->stop();
    std::function<void()> done = std::move(m_flight->done);
    m_flight.reset();
    update();
    if (done) done();
}

} // namespace shogiban::ui
