// Refused moves in words a beginner understands: the piece is named, the rule it broke is
// said, and what stood in the way (core's RefusalReason) is pointed at by its square.
#pragma once

#include "board/piecestyle.h"
#include "game/refusalreason.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class RefusalTexts {
    Q_DECLARE_TR_FUNCTIONS(RefusalTexts)

public:
    // One or two sentences, e.g. "The rook cannot jump over pieces: a pawn stands on 2f in its
    // way."; squares are named as the board labels them.
    static QString text(
        const RefusalReason& reason, CoordinateStyle style = CoordinateStyle::Letters);
    // A square: file number and rank letter ("2f"), or in kanji style as in Japanese
    // notation ("２六").
    static QString squareName(BoardSquare square, CoordinateStyle style = CoordinateStyle::Letters);
    // A piece as a sentence names it, lower case with its article ("the pawn").
    static QString pieceNoun(PieceType type, bool man = false);

private:
    static QString notItsMove(const RefusalReason& reason);
    static QString blocked(const RefusalReason& reason, CoordinateStyle style);
    static QString kingSafety(const RefusalReason& reason, CoordinateStyle style);
    static QString mustPromote(PieceType type);
    static QString deadDrop(PieceType type);
    static QString promotion(const RefusalReason& reason);
};

} // namespace shogiban::ui
