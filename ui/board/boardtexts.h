// The translated words of the board: piece names, how each piece moves and promotes (learning
// mode) and the check notice. Core reports these as data; the board turns them into text here
// (refusals: text/texts.h, shared with the status bar).
#pragma once

#include "game/gamerules.h"
#include "rules/types.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class BoardTexts {
    Q_DECLARE_TR_FUNCTIONS(BoardTexts)
public:
    static QString pieceName(PieceType type);
    // How a piece on the board moves, and whether and how it promotes.
    static QString movementText(PieceType type);
    // Where a piece in hand may be dropped.
    static QString dropText(PieceType type);
    // How the men of a hasami game move (and jump), capture and win, from their variant's rules.
    static QString manText(const MenRules& rules);
    // What the dashed rings of learning mode mean (a knight's or a dai hasami man's jumps).
    static QString jumpRingText();
    static QString checkText();
};

} // namespace shogiban::ui
