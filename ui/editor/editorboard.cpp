#include "editor/editorboard.h"

#include "board/boardpainter.h"
#include "editor/editorkeys.h"
#include "editor/editorsquaremenu.h"
#include "rules/setupposition.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

#include <cmath>

namespace shogiban::ui {

namespace {

constexpr qreal LiftedScale = 1.12;

BoardSquare toBoardSquare(Square s)
{
    return {fileOf(s), rankOf(s)};
}

Square toSquare(BoardSquare s)
{
    return makeSquare(File(s.file), Rank(s.rank));
}

std::optional<Piece> pieceOfMime(const QMimeData* mime)
{
    const QByteArray data = mime->data(QLatin1String(EditorBoard::PieceMimeType));
    if (data.size() != 1) return std::nullopt;
    const auto raw = uint8_t(data[0]);
    const PieceType type = typeOf(Piece(raw));
    if (raw >= PieceNb || type < Pawn || type > Dragon) return std::nullopt;
    return Piece(raw);
}

} // namespace

EditorBoard::EditorBoard(SetupModel* setup, QWidget* parent)
    : QWidget(parent)
    , m_setup(setup)
    , m_rules(setup)
{
    m_scene.setRules(&m_rules);
    setMouseTracking(true);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void EditorBoard::refresh()
{
    m_scene.layOut(size(), m_flipped);
    update();
}

void EditorBoard::setPieceStyle(PieceStyle style)
{
    m_renderer.setPieceStyle(style);
    update();
}

void EditorBoard::setCoordinateStyle(CoordinateStyle style)
{
    m_renderer.setCoordinateStyle(style);
    update();
}

void EditorBoard::setFlipped(bool flipped)
{
    m_flipped = flipped;
    refresh();
}

void EditorBoard::setProblemSquare(std::optional<Square> square)
{
    m_problem = square;
    update();
}

void EditorBoard::changed()
{
    update();
    emit edited();
}

void EditorBoard::place(Square square, Piece piece)
{
    m_setup->put(square, piece);
    changed();
}

void EditorBoard::cycle(Square square)
{
    const Piece piece = m_setup->pieceOn(square);
    if (piece == NoPiece) return;
    const Piece turned = m_setup->turnedOver(piece);
    // Unpromoted, promoted, then the other player's two faces; gold, king and men just change
    // hands.
    if (turned == piece || isPromoted(typeOf(piece)))
        place(square, otherOwner(turned));
    else
        place(square, turned);
}

void EditorBoard::turnOver(Square square)
{
    const Piece piece = m_setup->pieceOn(square);
    if (piece != NoPiece && m_setup->turnedOver(piece) != piece)
        place(square, m_setup->turnedOver(piece));
}

bool EditorBoard::moveToHand(Square square, Color holder)
{
    const Piece piece = m_setup->pieceOn(square);
    if (!m_setup->hasHands() || piece == NoPiece || typeOf(piece) == King) return false;
    m_setup->put(square, NoPiece);
    if (!addToHand(holder, piece)) {
        m_setup->put(square, piece); // that hand already holds the whole set of the kind
        return false;
    }
    return true;
}

bool EditorBoard::placeFromHand(Square square, Color holder, PieceType kind)
{
    const int count = m_setup->handCount(holder, kind);
    if (!m_setup->hasHands() || count == 0) return false;
    m_setup->setHandCount(holder, kind, count - 1);
    place(square, makePiece(holder, kind));
    return true;
}

void EditorBoard::changeOwner(Square square)
{
    const Piece piece = m_setup->pieceOn(square);
    if (piece != NoPiece) place(square, otherOwner(piece));
}

bool EditorBoard::addToHand(Color holder, Piece piece)
{
    const PieceType kind = unpromoted(typeOf(piece));
    if (!m_setup->hasHands() || kind == King || kind == NoPieceType) return false;
    const int before = m_setup->handCount(holder, kind);
    m_setup->setHandCount(holder, kind, before + 1);
    if (m_setup->handCount(holder, kind) == before) return false; // a whole set is there
    changed();
    return true;
}

QRectF EditorBoard::squareRect(Square square) const
{
    return m_scene.geometry().squareRect(toBoardSquare(square));
}

QRectF EditorBoard::standRect(Color color) const
{
    return m_scene.geometry().standRect(color);
}

QRectF EditorBoard::standSlotRect(Color holder, PieceType kind) const
{
    return m_scene.standSlotRect(holder, kind);
}

std::optional<Square> EditorBoard::squareAt(const QPointF& point) const
{
    const std::optional<BoardSquare> square = m_scene.geometry().squareAt(point);
    if (!square) return std::nullopt;
    return toSquare(*square);
}

std::optional<Color> EditorBoard::standAt(const QPointF& point) const
{
    for (Color c : {Black, White})
        if (standRect(c).contains(point)) return c;
    return std::nullopt;
}

std::optional<EditorBoard::Held> EditorBoard::heldAt(const QPointF& point) const
{
    const std::optional<PieceSource> source = m_scene.sourceAt(point);
    if (!source) return std::nullopt;
    if (source->fromHand())
        return Held{std::nullopt, source->color, source->handKind,
            makePiece(source->color, source->handKind)};
    const Square square = toSquare(source->square);
    return Held{square, Black, NoPieceType, m_setup->pieceOn(square)};
}

void EditorBoard::takeAway(const Held& held)
{
    if (held.square)
        m_setup->put(*held.square, NoPiece);
    else
        m_setup->setHandCount(
            held.standColor, held.standKind, m_setup->handCount(held.standColor, held.standKind) - 1);
}

void EditorBoard::putDown(const Held& held, const QPointF& point)
{
    if (const std::optional<Square> target = squareAt(point)) {
        if (held.square == target) return;
        takeAway(held);
        m_setup->put(*target, held.piece);
    } else if (const std::optional<Color> stand = standAt(point); stand && m_setup->hasHands()) {
        if (!held.square && held.standColor == *stand) return;
        if (unpromoted(typeOf(held.piece)) == King) return; // kings are never in hand
        takeAway(held);
        addToHand(*stand, held.piece);
    } else {
        takeAway(held); // let go off the board (or onto a stand without hands): taken away
    }
    changed();
}

void EditorBoard::rightClick(const QPointF& point, bool changeOwnerOnly)
{
    if (const std::optional<Square> square = squareAt(point)) {
        changeOwnerOnly ? changeOwner(*square) : cycle(*square);
        return;
    }
    if (const std::optional<Held> held = heldAt(point)) {
        takeAway(*held);
        changed();
    }
}

void EditorBoard::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const QPointF point = event->position();
    if (event->button() == Qt::RightButton) {
        rightClick(point, event->modifiers() & Qt::ShiftModifier);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    m_pressed = heldAt(point);
    m_pressPoint = point;
    m_dragPoint = point;
    m_dragging = false;
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF point = event->position();
    const std::optional<Square> hover = squareAt(point);
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
    if (!m_pressed || !(event->buttons() & Qt::LeftButton)) return;
    if (!m_dragging
        && (point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (m_dragging) {
        m_dragPoint = point;
        setCursor(Qt::ClosedHandCursor);
        update();
    }
}

void EditorBoard::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) return;
    const QPointF point = event->position();
    const std::optional<Held> held = m_pressed;
    const bool dragged = m_dragging;
    m_pressed.reset();
    m_dragging = false;
    unsetCursor();
    if (held && dragged) {
        putDown(*held, point);
        return;
    }
    // A click: the palette's piece goes on the square (a second click takes it away again).
    if (const std::optional<Square> square = squareAt(point); square && m_brush != NoPiece)
        place(*square, m_setup->pieceOn(*square) == m_brush ? NoPiece : m_brush);
    else if (const std::optional<Color> stand = standAt(point); stand && m_brush != NoPiece)
        addToHand(*stand, m_brush);
    update();
}

void EditorBoard::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    m_hover.reset();
    update();
}

void EditorBoard::setKeyboardSquare(Square square)
{
    m_cursor = square;
    m_onStand.reset();
    update();
}

void EditorBoard::moveKeyboardSquare(int columns, int rows)
{
    if (m_onStand) {
        moveOnStand(columns, rows);
        return;
    }
    if (!m_cursor) {
        // The first arrow shows the cursor where the mouse is, or in the middle.
        setKeyboardSquare(m_hover.value_or(
            makeSquare(File(m_setup->files() / 2), Rank(m_setup->ranks() / 2))));
        return;
    }
    // Screen directions: file 1 is on the right unless the board is flipped.
    const int file = fileOf(*m_cursor) + (m_flipped ? columns : -columns);
    const int rank = rankOf(*m_cursor) + (m_flipped ? -rows : rows);
    if (file >= 0 && file < m_setup->files() && rank >= 0 && rank < m_setup->ranks()) {
        setKeyboardSquare(makeSquare(File(file), Rank(rank)));
    } else if (const std::optional<Color> stand = standBeyond(columns, rows)) {
        // Onto the stand, at its first kind in hand.
        m_onStand = StandPlace{*stand, NoPieceType};
        for (PieceType kind : m_rules.traits().standKinds)
            if (m_setup->handCount(*stand, kind) > 0) {
                m_onStand->kind = kind;
                break;
            }
        update();
    }
}

std::optional<Color> EditorBoard::standBeyond(int columns, int rows) const
{
    if (!m_scene.standsDrop()) return std::nullopt; // the hasami games have no hands
    const QRectF board = m_scene.geometry().boardRect();
    for (Color c : {Black, White}) {
        const QRectF stand = standRect(c);
        if ((columns > 0 && stand.left() >= board.right()) || (columns < 0 && stand.right() <= board.left())
            || (rows > 0 && stand.top() >= board.bottom()) || (rows < 0 && stand.bottom() <= board.top()))
            return c;
    }
    return std::nullopt;
}

// On a stand the arrows go to the nearest kind in hand that way on the screen; with none left
// that way, towards the board they go back to the square the cursor left.
void EditorBoard::moveOnStand(int columns, int rows)
{
    const QPointF from = standCursorRect().center();
    const QPointF way(columns, rows);
    std::optional<PieceType> nearest;
    qreal nearestDistance = 0;
    for (PieceType kind : m_rules.traits().standKinds) {
        if (kind == m_onStand->kind || m_setup->handCount(m_onStand->holder, kind) == 0) continue;
        const QPointF to = standSlotRect(m_onStand->holder, kind).center() - from;
        const qreal along = to.x() * way.x() + to.y() * way.y();
        const qreal across = std::abs(to.x() * way.y() - to.y() * way.x());
        if (along <= 1) continue;
        const qreal distance = along + 2 * across;
        if (!nearest || distance < nearestDistance) {
            nearest = kind;
            nearestDistance = distance;
        }
    }
    if (nearest) {
        m_onStand->kind = *nearest;
        update();
        return;
    }
    const QPointF toBoard = m_scene.geometry().boardRect().center() - from;
    if (toBoard.x() * way.x() + toBoard.y() * way.y() > 0) {
        m_onStand.reset();
        update();
    }
}

QRectF EditorBoard::standCursorRect() const
{
    const StandPlace& place = *m_onStand;
    if (place.kind != NoPieceType && m_setup->handCount(place.holder, place.kind) > 0)
        return standSlotRect(place.holder, place.kind);
    return standRect(place.holder); // nothing chosen in hand: the whole stand
}

void EditorBoard::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: moveKeyboardSquare(-1, 0); return;
    case Qt::Key_Right: moveKeyboardSquare(1, 0); return;
    case Qt::Key_Up: moveKeyboardSquare(0, -1); return;
    case Qt::Key_Down: moveKeyboardSquare(0, 1); return;
    default: break;
    }
    if (m_onStand) {
        if (!editStandByKey(*event)) QWidget::keyPressEvent(event);
        return;
    }
    // Before the first arrow the keys act on the square under the mouse.
    const std::optional<Square> square = m_cursor ? m_cursor : m_hover;
    if (!square || !editByKey(*square, *event)) QWidget::keyPressEvent(event);
}

// On a stand: a letter adds one of its kind to that hand (Shift: takes one away) and chooses
// the kind; + and - (Delete, Backspace) change the chosen kind's count; Enter adds the
// palette's piece.
bool EditorBoard::editStandByKey(const QKeyEvent& event)
{
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (modifiers & (Qt::AltModifier | Qt::MetaModifier | Qt::ControlModifier)) return false;
    StandPlace& place = *m_onStand;
    auto addOne = [&](PieceType kind, int change) {
        const int count = m_setup->handCount(place.holder, kind);
        if (change > 0)
            addToHand(place.holder, makePiece(place.holder, kind));
        else if (count > 0) {
            m_setup->setHandCount(place.holder, kind, count - 1);
            changed();
        }
    };
    if (const PieceType kind = editorkeys::kindOfKey(event.key()); kind != NoPieceType) {
        if (kind == King) return true; // kings are never in hand
        place.kind = kind;
        addOne(kind, modifiers & Qt::ShiftModifier ? -1 : 1);
        return true;
    }
    switch (event.key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        if (place.kind != NoPieceType) addOne(place.kind, 1);
        return true;
    case Qt::Key_Minus:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (place.kind != NoPieceType) addOne(place.kind, -1);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_brush == NoPiece || unpromoted(typeOf(m_brush)) == King) return false;
        place.kind = unpromoted(typeOf(m_brush));
        addOne(place.kind, 1);
        return true;
    default: return false;
    }
}

bool EditorBoard::editByKey(Square square, const QKeyEvent& event)
{
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (modifiers & (Qt::AltModifier | Qt::MetaModifier)) return false; // mnemonics, the desktop's
    const bool shift = modifiers & Qt::ShiftModifier;
    const Color owner = shift ? White : Black;
    const Piece piece = m_setup->pieceOn(square);
    const PieceType kind = editorkeys::kindOfKey(event.key(), m_setup->traits().pieceSet);
    if (kind != NoPieceType) {
        if (modifiers & Qt::ControlModifier) {
            placeFromHand(square, owner, kind);
            return true;
        }
        const Piece put = makePiece(owner, kind);
        place(square, piece == put ? m_setup->turnedOver(put) : put);
        return true;
    }
    if (modifiers & Qt::ControlModifier) return false;
    switch (event.key()) {
    case Qt::Key_Plus: turnOver(square); return true;
    case Qt::Key_Space: shift ? changeOwner(square) : cycle(square); return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: place(square, NoPiece); return true;
    case Qt::Key_H: moveToHand(square, owner); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Without a chosen piece Enter is the dialog's (its default button).
        if (m_brush == NoPiece) return false;
        place(square, piece == m_brush ? NoPiece : m_brush);
        return true;
    case Qt::Key_Menu: showSquareMenu(square); return true;
    case Qt::Key_F10:
        if (!shift) return false;
        showSquareMenu(square);
        return true;
    default: return false;
    }
}

void EditorBoard::showSquareMenu(Square square)
{
    setKeyboardSquare(square);
    auto* menu = new EditorSquareMenu(this, *m_setup, square);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(mapToGlobal(squareRect(square).center().toPoint()));
}

void EditorBoard::dragEnterEvent(QDragEnterEvent* event)
{
    if (pieceOfMime(event->mimeData())) event->acceptProposedAction();
}

void EditorBoard::dragMoveEvent(QDragMoveEvent* event)
{
    const QPointF point = event->position();
    const bool target = squareAt(point) || standAt(point);
    target ? event->acceptProposedAction() : event->ignore();
}

void EditorBoard::dropEvent(QDropEvent* event)
{
    const std::optional<Piece> piece = pieceOfMime(event->mimeData());
    if (!piece) return;
    const QPointF point = event->position();
    if (const std::optional<Square> square = squareAt(point))
        place(*square, *piece);
    else if (const std::optional<Color> stand = standAt(point))
        addToHand(*stand, *piece);
    event->acceptProposedAction();
}

void EditorBoard::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    refresh();
}

bool EditorBoard::isLifted(const PieceSource& source) const
{
    if (!m_dragging || !m_pressed) return false;
    if (m_pressed->square) return !source.fromHand() && toSquare(source.square) == *m_pressed->square;
    // One piece of a stand's kind is in the hand; the rest stay on the stand.
    return false;
}

void EditorBoard::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect dirty = event->rect();
    m_renderer.paintBackground(painter, m_scene, rect(), dirty);
    BoardPainter board(&painter, m_scene.geometry());
    if (m_problem) board.paintRefused(toBoardSquare(*m_problem));
    if (m_hover && !m_dragging) board.paintSelection(toBoardSquare(*m_hover));
    const auto lifted = [this](const PieceSource& source) { return isLifted(source); };
    m_renderer.paintPieces(painter, m_scene, lifted, dirty);
    m_renderer.paintStands(painter, m_scene, lifted, dirty);
    if (m_onStand)
        board.paintKeyboardCursor(standCursorRect());
    else if (m_cursor)
        board.paintKeyboardCursor(squareRect(*m_cursor));
    if (m_dragging && m_pressed) {
        const Piece p = m_pressed->piece;
        m_renderer.paintPieceAt(
            painter, m_scene, m_dragPoint, BoardPiece{colorOf(p), typeOf(p)}, LiftedScale);
    }
}

} // namespace shogiban::ui
