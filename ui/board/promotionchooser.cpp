#include "board/promotionchooser.h"

#include "board/promotiondialog.h"

namespace shogiban::ui {

PromotionChooser::PromotionChooser(QWidget* board)
    : QObject(board)
    , m_board(board)
{
}

void PromotionChooser::ask(
    const BoardMove& unpromoted, BoardPiece piece, PieceStyle style, bool upsideDown)
{
    auto* dialog = new PromotionDialog(piece.type, piece.color, style, upsideDown, m_board);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    connect(dialog, &PromotionDialog::promotionChosen, this, [this, unpromoted](bool promote) {
        BoardMove move = unpromoted;
        move.promote = promote;
        emit chosen(move);
    });
    connect(dialog, &QDialog::rejected, this, &PromotionChooser::cancelled);
    dialog->open();
}

} // namespace shogiban::ui
