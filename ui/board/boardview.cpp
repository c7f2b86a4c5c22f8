#include "board/boardview.h"

#include "board/boardpainter.h"
#include "board/promotionchooser.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace shogiban::ui {

namespace {

constexpr int FlyBackDuration = 150;
constexpr qreal LiftedScale = 1.12; // a dragged piece is a little larger, as if nearer the eye

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , m_input(m_scene)
    , m_hints(m_scene, m_input)
    , m_learning(m_scene, m_hints)
    , m_promotion(new PromotionChooser(this))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(&m_input, &BoardInput::changed, this, [this] {
        updateLearningText();
        update();
    });
    connect(&m_input, &BoardInput::moveChosen, this, &BoardView::commit);
    connect(&m_input, &BoardInput::promotionNeeded, this, &BoardView::askPromotion);
    connect(&m_input, &BoardInput::moveRefused, this,
        [this](const RefusalReason& reason, const PieceSource& source, const QPointF& from,
            bool dragged) {
            if (dragged) flyBack(source, from);
            if (reason.refusal != MoveRefusal::None) emit moveRefused(reason);
        });
    connect(&m_input, &BoardInput::blocked, this, &BoardView::moveBlocked);
    connect(m_promotion, &PromotionChooser::chosen, this, &BoardView::commit);
    connect(m_promotion, &PromotionChooser::cancelled, this, [this] {
        m_scene.setPendingMove(std::nullopt);
        update();
    });
    connect(&m_animator, &PieceAnimator::moved, this, &BoardView::updateFlight);
}

BoardView::~BoardView()
{
    // Owners may hold on to `done` callbacks that touch this view: never run them from here.
    m_animator.forgetCallback();
}

void BoardView::setRules(const GameRules* rules)
{
    m_scene.setRules(rules);
    m_lastMove.reset();
    m_hints.setSuggestedMove(std::nullopt);
    refresh();
}

void BoardView::refresh()
{
    m_scene.setPendingMove(std::nullopt);
    if (m_scene.rules()) m_input.refresh();
    relayout();
    updateLearningText();
    update();
}

void BoardView::setInteractive(bool interactive)
{
    m_input.setInteractive(interactive);
}

void BoardView::setFlipped(bool flipped)
{
    m_flipped = flipped;
    relayout();
    update();
}

void BoardView::setLastMove(std::optional<BoardMove> move)
{
    m_lastMove = move;
    update();
}

void BoardView::setSuggestedMove(std::optional<BoardMove> move)
{
    m_hints.setSuggestedMove(move);
    update();
}

void BoardView::setPieceStyle(PieceStyle style)
{
    m_renderer.setPieceStyle(style);
    update();
}

void BoardView::setHintMode(HintMode mode)
{
    m_hints.setMode(mode);
    update();
}

void BoardView::setLearningMode(bool on)
{
    m_hints.setLearning(on);
    m_learning.setOn(on);
    updateLearningText();
    update();
}

void BoardView::setCoordinateStyle(CoordinateStyle style)
{
    m_renderer.setCoordinateStyle(style);
    m_learning.setCoordinateStyle(style);
    update();
}

void BoardView::addOverlay(const BoardOverlay* overlay)
{
    m_overlays.push_back(overlay);
    update();
}

void BoardView::removeOverlay(const BoardOverlay* overlay)
{
    std::erase(m_overlays, overlay);
    update();
}

QRectF BoardView::squareRect(BoardSquare square) const
{
    return m_scene.geometry().squareRect(square);
}

QRectF BoardView::handSlotRect(Color color, PieceType kind) const
{
    return m_scene.standSlotRect(color, kind);
}

QRectF BoardView::playerRect(Color color) const
{
    return m_scene.geometry().playerRect(color);
}

QSize BoardView::sizeHint() const
{
    return {800, 560};
}

QSize BoardView::minimumSizeHint() const
{
    return {320, 230};
}

void BoardView::relayout()
{
    m_scene.layOut(size(), m_flipped);
    emit layoutChanged();
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void BoardView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        updateLearningText();
        update();
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_scene.rules()) return;
    // A piece still in flight lands at once: the player is faster than the animation.
    m_animator.finish();
    m_input.press(event->position());
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    m_input.move(event->position(), event->buttons() & Qt::LeftButton);
    setCursor(m_input.cursorShape());
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) m_input.release(event->position());
}

void BoardView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    m_input.leave();
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (!m_input.key(event)) QWidget::keyPressEvent(event);
}

bool BoardView::event(QEvent* event)
{
    // While the person may move, Up, Down, Enter and Space are the board's (its keyboard
    // cursor); Left and Right too once the cursor is out, and otherwise the window's shortcuts
    // for browsing the moves. Escape puts the cursor away.
    if (event->type() == QEvent::ShortcutOverride && m_input.isInteractive()) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Escape:
            if (!m_input.cursor()) break;
            [[fallthrough]];
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (static_cast<QKeyEvent*>(event)->modifiers() == Qt::NoModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    return QWidget::event(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update(); // the keyboard cursor shows while the board has the focus
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BoardView::commit(const BoardMove& move)
{
    m_scene.setPendingMove(move);
    update();
    emit moveChosen(move);
}

void BoardView::askPromotion(const BoardMove& unpromoted)
{
    // Meanwhile the piece waits on its destination, unpromoted.
    const BoardPiece piece = m_scene.rules()->pieceAt(unpromoted.from);
    m_scene.setPendingMove(unpromoted);
    update();
    m_promotion->ask(unpromoted, piece, m_renderer.pieceStyle(),
        m_scene.geometry().isUpsideDown(piece.color));
}

void BoardView::setAnimationDuration(int milliseconds)
{
    m_animationDuration = milliseconds;
}

void BoardView::animateMove(const BoardMove& move, std::function<void()> done)
{
    m_animator.finish();
    const GameRules* rules = m_scene.rules();
    if (!rules) {
        if (done) done();
        return;
    }
    // Before the move is played the piece stands on its origin (or in hand); after, on its
    // destination: fly whichever is there.
    const Color mover = rules->sideToMove();
    PieceAnimator::Flight flight;
    flight.done = std::move(done);
    flight.to = squareRect(move.to).center();
    const bool played
        = move.isDrop() ? !rules->pieceAt(move.to).empty() : rules->pieceAt(move.from).empty();
    if (played) {
        flight.piece = rules->pieceAt(move.to);
        flight.hidden = PieceSource{move.to, NoPieceType, flight.piece.color};
    } else if (move.isDrop()) {
        flight.piece = {mover, move.drop};
        flight.hidden = PieceSource{{}, move.drop, mover};
    } else {
        flight.piece = rules->pieceAt(move.from);
        flight.hidden = PieceSource{move.from, NoPieceType, flight.piece.color};
    }
    flight.from = move.isDrop() ? handSlotRect(flight.piece.color, move.drop).center()
                                : squareRect(move.from).center();
    m_animator.start(std::move(flight), m_animationDuration, isVisible());
}

void BoardView::flyBack(const PieceSource& source, const QPointF& from)
{
    PieceAnimator::Flight flight;
    flight.piece = source.fromHand() ? BoardPiece{source.color, source.handKind}
                                     : m_scene.pieceAt(source.square);
    flight.from = from;
    flight.to = m_scene.centreOf(source);
    flight.hidden = source;
    m_animator.start(
        std::move(flight), std::min(FlyBackDuration, m_animationDuration), isVisible());
}

void BoardView::updateFlight()
{
    if (!m_animator.isFlying()) {
        m_flightArea = {};
        update(); // landed
        return;
    }
    // A frame repaints only where the piece was and where it is now.
    const QSizeF size = m_scene.geometry().squareSize() * 1.4;
    const QRect area = QRectF(m_animator.position() - QPointF(size.width(), size.height()) / 2, size)
                           .toAlignedRect();
    update(m_flightArea.united(area));
    m_flightArea = area;
}

bool BoardView::isLifted(const PieceSource& source) const
{
    return m_input.dragged() == source || m_animator.hidden() == source;
}

void BoardView::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect dirty = event->rect();
    m_renderer.paintBackground(painter, m_scene, rect(), dirty);
    if (!m_scene.rules()) return;
    const auto lifted = [this](const PieceSource& source) { return isLifted(source); };
    paintMarks(painter);
    paintOverlays(painter, BoardOverlay::Layer::UnderPieces);
    m_renderer.paintPieces(painter, m_scene, lifted, dirty);
    m_renderer.paintStands(painter, m_scene, lifted, dirty);
    paintOverlays(painter, BoardOverlay::Layer::OverPieces);
    paintKeyboardCursor(painter);
    BoardPainter board(&painter, m_scene.geometry());
    if (m_scene.rules()->inCheck()) board.paintCheckNotice(m_scene.rules()->sideToMove());
    if (const auto dragged = m_input.dragged())
        m_renderer.paintPieceAt(painter, m_scene, m_input.dragPoint(),
            dragged->fromHand() ? BoardPiece{dragged->color, dragged->handKind}
                                : m_scene.pieceAt(dragged->square),
            LiftedScale);
    if (m_animator.isFlying())
        m_renderer.paintPieceAt(painter, m_scene, m_animator.position(), m_animator.piece());
}

void BoardView::paintMarks(QPainter& painter)
{
    BoardPainter board(&painter, m_scene.geometry());
    if (m_lastMove) {
        if (!m_lastMove->isDrop()) board.paintLastMove(m_lastMove->from);
        board.paintLastMove(m_lastMove->to);
    }
    if (const auto& selected = m_input.selected()) {
        if (selected->fromHand())
            board.paintSelection(handSlotRect(selected->color, selected->handKind));
        else
            board.paintSelection(selected->square);
    }
    if (const auto king = m_scene.kingInCheck()) board.paintCheck(*king);
}

void BoardView::paintKeyboardCursor(QPainter& painter)
{
    const auto& cursor = m_input.cursor();
    if (!cursor || !hasFocus()) return;
    const QRectF place = cursor->fromHand() ? handSlotRect(cursor->color, cursor->handKind)
                                            : squareRect(cursor->square);
    if (!place.isEmpty()) BoardPainter(&painter, m_scene.geometry()).paintKeyboardCursor(place);
}

void BoardView::paintOverlays(QPainter& painter, BoardOverlay::Layer layer)
{
    if (m_learning.layer() == layer) m_learning.paint(painter, m_scene);
    if (m_hints.layer() == layer) m_hints.paint(painter, m_scene);
    for (const BoardOverlay* overlay : m_overlays)
        if (overlay->layer() == layer) overlay->paint(painter, m_scene);
}

void BoardView::updateLearningText()
{
    const QString text = m_learning.text();
    setToolTip(m_hints.hoveredRefusal() ? text : QString());
    if (text == m_learningText) return;
    m_learningText = text;
    emit learningTextChanged(text);
}

} // namespace shogiban::ui
