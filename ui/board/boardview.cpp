#include "board/boardview.h"

#include "board/boardpainter.h"
#include "board/promotiondialog.h"

#include <QEvent>
#include <QPainter>

namespace shogiban::ui {

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

BoardView::~BoardView()
{
    // Owners may hold on to `done` callbacks that touch this view: never run them from here.
    if (m_flight) m_flight->done = nullptr;
}

void BoardView::setRules(const GameRules* rules)
{
    m_rules = rules;
    m_lastMove.reset();
    m_suggestedMove.reset();
    refresh();
}

void BoardView::refresh()
{
    m_shownMove.reset();
    // The selection survives a refresh only while that piece can still move from there.
    if (m_selected && !(m_rules && canMove(*m_selected))) select(std::nullopt);
    if (m_selected) m_selectedMoves = legalMovesFrom(*m_rules, *m_selected);
    relayout();
    updateLearningText();
    update();
}

void BoardView::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive) {
        select(std::nullopt);
        m_pressed.reset();
        m_dragging = false;
    }
    update();
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
    m_suggestedMove = move;
    update();
}

void BoardView::setPieceStyle(PieceStyle style)
{
    m_pieces.setStyle(style);
    update();
}

void BoardView::setHintMode(HintMode mode)
{
    m_hintMode = mode;
    update();
}

void BoardView::setLearningMode(bool on)
{
    m_learning = on;
    updateLearningText();
    update();
}

void BoardView::setCoordinateStyle(CoordinateStyle style)
{
    m_coordinates = style;
    update();
}

QRectF BoardView::squareRect(BoardSquare square) const
{
    return m_geometry.squareRect(square);
}

QRectF BoardView::handSlotRect(Color color, PieceType kind) const
{
    if (!m_rules) return {};
    // The kinds held fill the slots in order, without gaps, as pieces lie on a real stand. The
    // rules' counts (not the displayed ones) keep a slot in place while its last piece is dragged.
    const std::vector<PieceType>& kinds = standKinds(m_rules->kind());
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) return {};
    const Color holder = m_rules->kind() == GameKind::Shogi ? color : ~color;
    int index = 0;
    for (PieceType k : kinds) {
        if (k == kind) break;
        if (m_rules->handCount(holder, k) > 0) ++index;
    }
    return m_geometry.standSlotRect(color, index);
}

QSize BoardView::sizeHint() const
{
    return {800, 560};
}

QSize BoardView::minimumSizeHint() const
{
    return {320, 230};
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

void BoardView::relayout()
{
    const int files = m_rules ? m_rules->files() : 9;
    const int ranks = m_rules ? m_rules->ranks() : 9;
    m_geometry.update(size(), files, ranks, m_flipped, standRows());
}

int BoardView::standRows() const
{
    return m_rules && m_rules->kind() != GameKind::Shogi ? 1 : 4;
}

BoardPiece BoardView::displayedPiece(BoardSquare square) const
{
    if (!m_rules) return {};
    if (m_shownMove) {
        if (square == m_shownMove->to) {
            const Color mover = m_rules->sideToMove();
            if (m_shownMove->isDrop()) return {mover, m_shownMove->drop};
            const PieceType type = m_rules->pieceAt(m_shownMove->from).type;
            return {mover, m_shownMove->promote ? promoted(type) : type};
        }
        if (!m_shownMove->isDrop() && square == m_shownMove->from) return {};
    }
    return m_rules->pieceAt(square);
}

int BoardView::displayedHandCount(Color color, PieceType kind) const
{
    if (!m_rules) return 0;
    int count = m_rules->handCount(color, kind);
    if (m_shownMove && m_shownMove->drop == kind && m_rules->sideToMove() == color) --count;
    return count;
}

bool BoardView::isLifted(const PieceSource& source) const
{
    return (m_dragging && m_pressed == source) || (m_flight && m_flight->hidden == source);
}

QPointF BoardView::sourceCentre(const PieceSource& source) const
{
    return source.fromHand() ? handSlotRect(source.color, source.handKind).center()
                             : squareRect(source.square).center();
}

std::optional<PieceSource> BoardView::sourceAt(const QPointF& point) const
{
    if (!m_rules) return std::nullopt;
    if (const auto square = m_geometry.squareAt(point)) {
        const BoardPiece piece = displayedPiece(*square);
        if (piece.empty()) return std::nullopt;
        return PieceSource{*square, NoPieceType, piece.color};
    }
    // Stands hold pieces to drop only in shogi; the hasami counts are for show.
    if (m_rules->kind() != GameKind::Shogi) return std::nullopt;
    for (Color color : {Black, White})
        for (PieceType kind : standKinds(GameKind::Shogi))
            if (displayedHandCount(color, kind) > 0 && handSlotRect(color, kind).contains(point))
                return PieceSource{{}, kind, color};
    return std::nullopt;
}

std::optional<BoardSquare> BoardView::kingInCheck() const
{
    if (!m_rules || !m_rules->inCheck()) return std::nullopt;
    const BoardPiece king{m_rules->sideToMove(), King};
    for (int file = 0; file < m_rules->files(); ++file)
        for (int rank = 0; rank < m_rules->ranks(); ++rank)
            if (m_rules->pieceAt({file, rank}) == king) return BoardSquare{file, rank};
    return std::nullopt;
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter board(&painter, m_geometry);
    board.paintTable(rect());
    board.paintBoard(m_geometry.files() == 9 && m_geometry.ranks() == 9);
    board.paintCoordinates(m_coordinates);
    if (!m_rules) return;
    for (Color color : {Black, White}) board.paintStand(color);
    paintMarks(painter);
    paintPattern(painter);
    paintPieces(painter);
    paintHands(painter);
    paintHints(painter);
    if (m_rules->inCheck()) board.paintCheckNotice(m_rules->sideToMove());
    // A dragged piece is lifted: a little larger, as if nearer the eye.
    if (m_dragging && m_pressed)
        paintPieceAt(painter, m_dragPoint,
            m_pressed->fromHand() ? BoardPiece{m_pressed->color, m_pressed->handKind}
                                  : displayedPiece(m_pressed->square),
            1.12);
    if (m_flight)
        paintPieceAt(painter, m_flight->from + (m_flight->to - m_flight->from) * m_flightProgress,
            m_flight->piece);
}

void BoardView::paintMarks(QPainter& painter)
{
    BoardPainter board(&painter, m_geometry);
    if (m_lastMove) {
        if (!m_lastMove->isDrop()) board.paintLastMove(m_lastMove->from);
        board.paintLastMove(m_lastMove->to);
    }
    if (m_selected) {
        if (m_selected->fromHand())
            board.paintSelection(handSlotRect(m_selected->color, m_selected->handKind));
        else
            board.paintSelection(m_selected->square);
    }
    if (const auto king = kingInCheck()) board.paintCheck(*king);
}

void BoardView::paintPieces(QPainter& painter)
{
    for (int file = 0; file < m_geometry.files(); ++file)
        for (int rank = 0; rank < m_geometry.ranks(); ++rank) {
            const BoardSquare square{file, rank};
            const BoardPiece piece = displayedPiece(square);
            if (piece.empty() || isLifted(PieceSource{square, NoPieceType, piece.color})) continue;
            paintPiece(painter, squareRect(square), piece);
        }
}

void BoardView::paintHands(QPainter& painter)
{
    BoardPainter board(&painter, m_geometry);
    const GameKind kind = m_rules->kind();
    for (Color color : {Black, White}) {
        for (PieceType type : standKinds(kind)) {
            // Shogi stands hold the owner's pieces in hand; hasami stands show the enemy men
            // that player captured.
            const Color shown = kind == GameKind::Shogi ? color : ~color;
            int count = displayedHandCount(shown, type);
            const QRectF slot = handSlotRect(color, type);
            if (isLifted(PieceSource{{}, type, color})) --count;
            if (count <= 0) continue;
            const QRectF square(slot.topLeft(), m_geometry.squareSize());
            paintPiece(painter, square, BoardPiece{shown, type});
            if (count > 1 || kind != GameKind::Shogi)
                board.paintCount(slot, count, m_geometry.isUpsideDown(color));
        }
    }
}

void BoardView::paintPiece(QPainter& painter, const QRectF& square, const BoardPiece& piece) const
{
    const bool upsideDown = m_geometry.isUpsideDown(piece.color);
    switch (m_rules ? m_rules->kind() : GameKind::Shogi) {
    case GameKind::Shogi:
        m_pieces.paint(&painter, square, piece.type, piece.color, upsideDown);
        break;
    case GameKind::Hasami:
        // The rulebook's men: black's pawns face up (歩), white's turned over (と).
        PiecePainter(PieceStyle::Kanji)
            .paint(
                &painter, square, piece.color == Black ? Pawn : ProPawn, piece.color, upsideDown);
        break;
    case GameKind::DaiHasami:
    case GameKind::MakYek:
        PiecePainter::paintStone(&painter, square, piece.color);
        break;
    }
}

void BoardView::paintPieceAt(
    QPainter& painter, const QPointF& centre, const BoardPiece& piece, qreal scale) const
{
    const QSizeF size = m_geometry.squareSize() * scale;
    paintPiece(painter, QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), piece);
}

} // namespace shogiban::ui
