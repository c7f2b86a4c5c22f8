// Asks whether a piece promotes, showing both faces drawn by the piece painter. Mouse: click a
// face. Keyboard: arrows choose, Enter confirms, P promotes, N does not, Esc cancels the move.
#pragma once

#include "board/piecestyle.h"
#include "rules/types.h"

#include <QDialog>

class QAbstractButton;

namespace shogiban::ui {

class PromotionDialog : public QDialog {
    Q_OBJECT
public:
    // `type` is the unpromoted kind that moves; `upsideDown` draws both faces as the piece
    // stands on the board.
    PromotionDialog(
        PieceType type, Color color, PieceStyle style, bool upsideDown, QWidget* parent = nullptr);

    // The choice, valid once the dialog was accepted.
    bool promotes() const { return m_promotes; }

signals:
    void promotionChosen(bool promote);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void choose(bool promote);

    QAbstractButton* m_promoteButton = nullptr;
    QAbstractButton* m_keepButton = nullptr;
    bool m_promotes = false;
};

} // namespace shogiban::ui
