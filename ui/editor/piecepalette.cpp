#include "editor/piecepalette.h"

#include "editor/editorboard.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace shogiban::ui {

namespace {

constexpr qreal Gap = 0.25; // between the two players' pieces, in cells
constexpr qreal MaxCell = 64; // pixels: a palette of a few men stays small

} // namespace

PiecePalette::PiecePalette(const SetupModel* setup, QWidget* parent)
    : QWidget(parent)
    , m_setup(setup)
{
    setObjectName(QStringLiteral("piecePalette"));
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PiecePalette::setPieceStyle(PieceStyle style)
{
    m_painter.setStyle(style);
    update();
}

void PiecePalette::choose(Piece piece)
{
    if (piece == m_chosen) return;
    m_chosen = piece;
    update();
    emit chosenChanged(piece);
}

qreal PiecePalette::gridWidth() const
{
    const qreal kinds = qreal(m_setup->kinds().size());
    return sideBySide() ? 2 * kinds + Gap : kinds;
}

qreal PiecePalette::gridHeight() const
{
    return sideBySide() ? faceRows() : 2 * faceRows() + Gap;
}

QSize PiecePalette::sizeHint() const
{
    const int width = int(gridWidth() * std::min(MaxCell, 46.0));
    return {width, heightForWidth(width)};
}

QSize PiecePalette::minimumSizeHint() const
{
    const int width = int(gridWidth() * 30);
    return {width, heightForWidth(width)};
}

int PiecePalette::heightForWidth(int width) const
{
    return int(gridHeight() * std::min(MaxCell, width / gridWidth())) + 1;
}

qreal PiecePalette::cellSize() const
{
    return std::min({MaxCell, qreal(width()) / gridWidth(), qreal(height()) / gridHeight()});
}

std::vector<Piece> PiecePalette::pieces() const
{
    std::vector<Piece> pieces;
    for (Color c : {Black, White})
        for (PieceType kind : m_setup->kinds()) {
            const Piece piece = makePiece(c, kind);
            pieces.push_back(piece);
            if (m_setup->turnedOver(piece) != piece) pieces.push_back(m_setup->turnedOver(piece));
        }
    return pieces;
}

QRectF PiecePalette::cellRect(Piece piece) const
{
    const Color color = colorOf(piece);
    const Piece face = makePiece(color, typeOf(piece));
    const std::span<const PieceType> kinds = m_setup->kinds();
    const qreal cell = cellSize();
    for (size_t column = 0; column < kinds.size(); ++column) {
        const Piece unpromoted = makePiece(color, kinds[column]);
        const int row = face == unpromoted ? 0 : face == m_setup->turnedOver(unpromoted) ? 1 : -1;
        if (row < 0) continue;
        const qreal colourOffset = color == White ? 1 : 0;
        if (sideBySide())
            return {(colourOffset * (kinds.size() + Gap) + column) * cell, row * cell, cell, cell};
        return {column * cell, (colourOffset * (faceRows() + Gap) + row) * cell, cell, cell};
    }
    return {};
}

std::optional<Piece> PiecePalette::pieceAt(const QPointF& point) const
{
    for (Piece piece : pieces())
        if (cellRect(piece).contains(point)) return piece;
    return std::nullopt;
}

void PiecePalette::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal cell = cellSize();
    QFont small = font();
    small.setPixelSize(std::max(9, int(cell * 0.24)));
    painter.setFont(small);
    const PieceSet set = m_setup->traits().pieceSet;
    for (Piece piece : pieces()) {
        const Color c = colorOf(piece);
        const PieceType type = typeOf(piece);
        const QRectF rect = cellRect(piece);
        if (piece == m_chosen) {
            painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
            painter.setBrush(palette().color(QPalette::Highlight).lighter(170));
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4);
        }
        m_painter.paint(&painter, rect.adjusted(2, 2, -2, -2), set, type, c, c == White);
        // How many of the kind are left, once per kind (on the unpromoted face).
        if (isPromoted(type)) continue;
        const int left = m_setup->piecesLeft(c, type);
        painter.setPen(left > 0 ? palette().color(QPalette::WindowText)
                                : palette().color(QPalette::PlaceholderText));
        painter.drawText(
            rect.adjusted(0, 0, -1, 0), Qt::AlignRight | Qt::AlignBottom, QString::number(left));
    }
}

void PiecePalette::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) return;
    m_pressed = pieceAt(event->position());
    m_pressPoint = event->position();
}

void PiecePalette::mouseMoveEvent(QMouseEvent* event)
{
    const std::optional<Piece> hovered = pieceAt(event->position());
    setToolTip(hovered ? m_setup->pieceName(*hovered) : QString());
    if (!m_pressed || !(event->buttons() & Qt::LeftButton)) return;
    if ((event->position() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return;
    const Piece piece = *m_pressed;
    m_pressed.reset();
    startDrag(piece);
}

void PiecePalette::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) return;
    const Piece piece = *m_pressed;
    m_pressed.reset();
    if (pieceAt(event->position()) == piece) choose(piece == m_chosen ? NoPiece : piece);
}

void PiecePalette::startDrag(Piece piece)
{
    auto* mime = new QMimeData;
    mime->setData(QLatin1String(EditorBoard::PieceMimeType), QByteArray(1, char(piece)));
    const qreal cell = cellSize();
    const qreal ratio = devicePixelRatioF();
    QPixmap image(QSize(int(cell * ratio), int(cell * ratio)));
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        m_painter.paint(&painter, QRectF(0, 0, cell, cell), m_setup->traits().pieceSet,
            typeOf(piece), colorOf(piece), colorOf(piece) == White);
    }
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(image);
    drag->setHotSpot(QPoint(int(cell / 2), int(cell / 2)));
    drag->exec(Qt::CopyAction);
}

} // namespace shogiban::ui
