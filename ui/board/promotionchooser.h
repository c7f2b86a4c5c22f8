// The promotion choice: when a move may end promoted or not, the piece waits on its destination
// while PromotionDialog shows both faces; the choice completes the move, Esc takes it back.
#pragma once

#include "board/piecestyle.h"
#include "game/gamerules.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace shogiban::ui {

class PromotionDialog;

class PromotionChooser : public QObject {
    Q_OBJECT

public:
    explicit PromotionChooser(QWidget* board);

    // Asks about `unpromoted` for `piece` (drawn upside down for the player at the top).
    void ask(const BoardMove& unpromoted, BoardPiece piece, PieceStyle style, bool upsideDown);

signals:
    void chosen(const shogiban::BoardMove& move);
    void cancelled();

private:
    QWidget* m_board;
    QPointer<PromotionDialog> m_dialog;
};

} // namespace shogiban::ui
