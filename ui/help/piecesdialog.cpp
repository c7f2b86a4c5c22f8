#include "help/piecesdialog.h"

#include "board/boardtexts.h"
#include "board/piecepainter.h"
#include "dialogs/screenfit.h"
#include "help/movediagram.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

namespace shogiban::ui {

namespace {

constexpr PieceType UnpromotedRow[] = {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};
constexpr int DiagramSize = 120;
constexpr int PieceSize = 64;

// A piece drawn large above the diagram of its moves.
class PieceAndMoves : public QWidget {
public:
    PieceAndMoves(PieceType type, PieceStyle style, QWidget* parent)
        : QWidget(parent)
        , m_type(type)
        , m_style(style)
    {
        setFixedSize(DiagramSize, PieceSize + 8 + DiagramSize);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const PiecePainter pieces(m_style);
        const QRectF pieceArea((width() - PieceSize) / 2.0, 0, PieceSize, PieceSize);
        pieces.paint(&painter, pieceArea, m_type, Black, false);
        paintMoveDiagram(painter, QRectF(0, PieceSize + 8, DiagramSize, DiagramSize),
            pieceSteps(m_type),
            [&](QPainter& p, const QRectF& cell) { pieces.paint(&p, cell, m_type, Black, false); });
    }

private:
    PieceType m_type;
    PieceStyle m_style;
};

} // namespace

PiecesDialog::PiecesDialog(PieceStyle style, QWidget* parent)
    : QDialog(parent)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    auto* grid = new QWidget(this);
    auto* gridLayout = new QGridLayout(grid);
    gridLayout->setHorizontalSpacing(12);
    gridLayout->setVerticalSpacing(24);
    int column = 0;
    for (PieceType type : UnpromotedRow) {
        gridLayout->addWidget(createCard(type, style), 0, column, Qt::AlignTop);
        if (canPromote(type))
            gridLayout->addWidget(createCard(promoted(type), style), 1, column, Qt::AlignTop);
        ++column;
    }

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(grid);
    scroll->setWidgetResizable(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scroll);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resizeToFit(this, {1250, 800});
    retranslateUi();
}

QWidget* PiecesDialog::createCard(PieceType type, PieceStyle style)
{
    auto* card = new QWidget(this);
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* name = new QLabel(card);
    auto* moves = new QLabel(card);
    name->setAlignment(Qt::AlignCenter);
    name->setWordWrap(true);
    moves->setWordWrap(true);
    moves->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    card->setFixedWidth(DiagramSize + 8);
    layout->addWidget(new PieceAndMoves(type, style, card), 0, Qt::AlignHCenter);
    layout->addWidget(name);
    layout->addWidget(moves);
    layout->addStretch();
    m_cards.append({type, name, moves});
    return card;
}

void PiecesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void PiecesDialog::retranslateUi()
{
    setWindowTitle(tr("Pieces"));
    for (const Card& card : m_cards) {
        card.name->setText(
            QStringLiteral("<b>%1</b>").arg(BoardTexts::pieceName(card.type).toHtmlEscaped()));
        card.moves->setText(BoardTexts::movementText(card.type));
    }
}

} // namespace shogiban::ui
