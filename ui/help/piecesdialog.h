// Help > Pieces: the fourteen kinds of shogi pieces side by side in the chosen piece style, each
// with its name in the current language, a diagram of its moves and a sentence about them.
// Promoted kinds stand below the kinds they come from.
#pragma once

#include "rules/types.h"

#include <QDialog>
#include <QList>

class QLabel;
class QDialogButtonBox;

namespace shogiban::ui {

enum class PieceStyle;

class PiecesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PiecesDialog(PieceStyle style, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Card {
        PieceType type;
        QLabel* name;
        QLabel* moves;
    };

    QWidget* createCard(PieceType type, PieceStyle style);
    void retranslateUi();

    QList<Card> m_cards;
    QDialogButtonBox* m_buttons;
};

} // namespace shogiban::ui
