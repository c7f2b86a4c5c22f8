#include "editor/piecepalette.h"

#include "board/boardtexts.h"
#include "editor/editorboard.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPalette>

#include <array>

namespace shogiban::ui {

namespace {

constexpr int Columns = 8;
constexpr qreal Gap = 0.25; // between the two players' rows, in cells

// The columns of a player's two rows: each promoted kind under its unpromoted one.
constexpr std::array<PieceType, Columns> Unpromoted
    = {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};
constexpr std::array<PieceType, Columns> Promoted
    = {NoPieceType, Dragon, Horse, NoPieceType, ProSilver, ProKnight, ProLance, ProPawn};

} // namespace

PiecePalette::PiecePalette(const SetupPosition* setup, QWidget* parent)
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

QSize PiecePalette::sizeHint() const
{
    return {Columns * 46, heightForWidth(Columns * 46)};
}

QSize PiecePalette::minimumSizeHint() const
{
    return {Columns * 30, heightForWidth(Columns * 30)};
}

int PiecePalette::heightForWidth(int width) const
{
    return int((4 + Gap) * width / Columns) + 1;
}

qreal PiecePalette::cellSize() const
{
    return std::min(qreal(width()) / Columns, qreal(height()) / (4 + Gap));
}

QRectF PiecePalette::cellRect(Piece piece) const
{
    const Color color = colorOf(piece);
    const PieceType type = typeOf(piece);
    const qreal cell = cellSize();
    for (int row = 0; row < 2; ++row) {
        const auto& kinds = row == 0 ? Unpromoted : Promoted;
        for (int column = 0; column < Columns; ++column)
            if (kinds[size_t(column)] == type) {
                const qreal top = (color * 2 + row + (color == White ? Gap : 0)) * cell;
                return {column * cell, top, cell, cell};
            }
    }
    return {};
}

std::optional<Piece> PiecePalette::pieceAt(const QPointF& point) const
{
    for (Color c : {Black, White})
        for (const auto* kinds : {&Unpromoted, &Promoted})
            for (PieceType type : *kinds) {
                if (type == NoPieceType) continue;
                const Piece piece = makePiece(c, type);
                if (cellRect(piece).contains(point)) return piece;
            }
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
    for (Color c : {Black, White})
        for (const auto* kinds : {&Unpromoted, &Promoted})
            for (PieceType type : *kinds) {
                if (type == NoPieceType) continue;
                const Piece piece = makePiece(c, type);
                const QRectF rect = cellRect(piece);
                if (piece == m_chosen) {
                    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
                    painter.setBrush(palette().color(QPalette::Highlight).lighter(170));
                    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4);
                }
                m_painter.paint(&painter, rect.adjusted(2, 2, -2, -2), type, c, c == White);
                // How many of the kind are left, once per kind (on the unpromoted face).
                if (isPromoted(type)) continue;
                const int left = m_setup->piecesLeft(type);
                painter.setPen(left > 0 ? palette().color(QPalette::WindowText)
                                        : palette().color(QPalette::PlaceholderText));
                painter.drawText(rect.adjusted(0, 0, -1, 0), Qt::AlignRight | Qt::AlignBottom,
                    QString::number(left));
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
    setToolTip(hovered ? BoardTexts::pieceName(typeOf(*hovered)) : QString());
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
        m_painter.paint(&painter, QRectF(0, 0, cell, cell), typeOf(piece), colorOf(piece),
            colorOf(piece) == White);
    }
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(image);
    drag->setHotSpot(QPoint(int(cell / 2), int(cell / 2)));
    drag->exec(Qt::CopyAction);
}

} // namespace shogiban::ui
