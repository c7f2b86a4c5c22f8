#include "board/promotiondialog.h"

#include "board/boardtexts.h"
#include "board/piecepainter.h"

#include <QAbstractButton>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

// One face of the piece, as a focusable button with its caption underneath.
class PieceFaceButton : public QAbstractButton {
public:
    PieceFaceButton(PieceType type, Color color, PieceStyle style, bool upsideDown,
        const QString& caption, QWidget* parent)
        : QAbstractButton(parent)
        , m_type(type)
        , m_color(color)
        , m_painter(style)
        , m_upsideDown(upsideDown)
    {
        setText(caption);
        setFocusPolicy(Qt::StrongFocus);
        setCursor(Qt::PointingHandCursor);
        setAccessibleName(caption);
    }

    QSize sizeHint() const override
    {
        const int captionWidth = fontMetrics().horizontalAdvance(text()) + 16;
        return {std::max(120, captionWidth), 150};
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF frame = QRectF(rect()).adjusted(2, 2, -2, -2);
        const bool active = hasFocus() || underMouse();
        painter.setPen(
            QPen(active ? palette().highlight().color() : palette().mid().color(), active ? 3 : 1));
        painter.setBrush(QColor(0xEE, 0xC9, 0x84));
        painter.drawRoundedRect(frame, 8, 8);
        const qreal captionHeight = 1.6 * fontMetrics().height();
        const QRectF pieceArea(
            frame.left(), frame.top() + 6, frame.width(), frame.height() - captionHeight - 6);
        const qreal side = std::min(pieceArea.width(), pieceArea.height());
        m_painter.paint(&painter,
            QRectF(pieceArea.center() - QPointF(side / 2, side / 2), QSizeF(side, side)), m_type,
            m_color, m_upsideDown);
        painter.setPen(palette().text().color());
        painter.drawText(
            QRectF(frame.left(), frame.bottom() - captionHeight, frame.width(), captionHeight),
            Qt::AlignCenter, text());
    }

private:
    PieceType m_type;
    Color m_color;
    PiecePainter m_painter;
    bool m_upsideDown;
};

} // namespace

PromotionDialog::PromotionDialog(
    PieceType type, Color color, PieceStyle style, bool upsideDown, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(BoardTexts::pieceName(type));
    auto* question = new QLabel(tr("Promote this piece?"));
    question->setAlignment(Qt::AlignCenter);
    m_promoteButton
        = new PieceFaceButton(promoted(type), color, style, upsideDown, tr("Promote (P)"), this);
    m_keepButton
        = new PieceFaceButton(type, color, style, upsideDown, tr("Do not promote (N)"), this);
    auto* faces = new QHBoxLayout;
    faces->addWidget(m_promoteButton);
    faces->addWidget(m_keepButton);
    auto* hint = new QLabel(tr("Esc cancels the move."));
    hint->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addLayout(faces);
    layout->addWidget(hint);
    connect(m_promoteButton, &QAbstractButton::clicked, this, [this] { choose(true); });
    connect(m_keepButton, &QAbstractButton::clicked, this, [this] { choose(false); });
    m_promoteButton->setFocus();
}

void PromotionDialog::choose(bool promote)
{
    m_promotes = promote;
    emit promotionChosen(promote);
    accept();
}

void PromotionDialog::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_P:
        choose(true);
        return;
    case Qt::Key_N:
        choose(false);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        m_promoteButton->setFocus();
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        m_keepButton->setFocus();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        choose(focusWidget() != m_keepButton);
        return;
    default:
        QDialog::keyPressEvent(event);
    }
}

} // namespace shogiban::ui
