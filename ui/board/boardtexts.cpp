#include "board/boardtexts.h"

#include <QStringList>

namespace shogiban::ui {

QString BoardTexts::pieceName(PieceType type)
{
    switch (type) {
    case Pawn:
        return tr("Pawn");
    case Lance:
        return tr("Lance");
    case Knight:
        return tr("Knight");
    case Silver:
        return tr("Silver general");
    case Gold:
        return tr("Gold general");
    case Bishop:
        return tr("Bishop");
    case Rook:
        return tr("Rook");
    case King:
        return tr("King");
    case ProPawn:
        return tr("Tokin (promoted pawn)");
    case ProLance:
        return tr("Promoted lance");
    case ProKnight:
        return tr("Promoted knight");
    case ProSilver:
        return tr("Promoted silver");
    case Horse:
        return tr("Dragon horse (promoted bishop)");
    case Dragon:
        return tr("Dragon king (promoted rook)");
    default:
        return {};
    }
}

QString BoardTexts::movementText(PieceType type)
{
    switch (type) {
    case Pawn:
        return tr("Moves one square straight forward and captures the same way. Promotes to a "
                  "tokin, which moves like a gold general; it must promote on the last rank.");
    case Lance:
        return tr("Moves any number of empty squares straight forward. Promotes to move like a "
                  "gold general; it must promote on the last rank.");
    case Knight:
        return tr("Jumps two squares forward and one to the side, over any piece; it has only "
                  "these two moves. Promotes to move like a gold general; it must promote on the "
                  "last two ranks.");
    case Silver:
        return tr("Moves one square diagonally or straight forward: five directions, but not "
                  "sideways or straight back. May promote to move like a gold general.");
    case Gold:
        return tr("Moves one square in any direction except diagonally backwards. It does not "
                  "promote.");
    case Bishop:
        return tr("Moves any number of empty squares diagonally. Promotes to the dragon horse, "
                  "which also steps one square straight in any direction.");
    case Rook:
        return tr("Moves any number of empty squares along its rank or file. Promotes to the "
                  "dragon king, which also steps one square diagonally.");
    case King:
        return tr("Moves one square in any direction, never into check. It does not promote.");
    case ProPawn:
    case ProLance:
    case ProKnight:
    case ProSilver:
        return tr("Moves like a gold general: one square in any direction except diagonally "
                  "backwards. Captured, it goes to the captor's hand unpromoted.");
    case Horse:
        return tr("Moves any number of empty squares diagonally, or one square straight in any "
                  "direction. Captured, it goes to the captor's hand as a bishop.");
    case Dragon:
        return tr("Moves any number of empty squares along its rank or file, or one square "
                  "diagonally. Captured, it goes to the captor's hand as a rook.");
    default:
        return {};
    }
}

QString BoardTexts::dropText(PieceType type)
{
    switch (type) {
    case Pawn:
        return tr("A pawn in hand may be dropped on any empty square except the last rank, a file "
                  "that already holds an unpromoted pawn of yours (nifu), or a square where it "
                  "would give checkmate at once (uchifuzume).");
    case Lance:
        return tr("A lance in hand may be dropped on any empty square except the last rank, where "
                  "it could never move.");
    case Knight:
        return tr("A knight in hand may be dropped on any empty square except the last two ranks, "
                  "where it could never move.");
    default:
        return tr("A piece in hand may be dropped on any empty square, unpromoted; it may promote "
                  "on a later move.");
    }
}

QString BoardTexts::manText(const MenRules& rules)
{
    QStringList sentences;
    if (rules.oneStep)
        sentences << (rules.jumps ? tr("A man moves one square along its rank or file, or jumps "
                                       "over one adjacent man to the empty square behind it (a "
                                       "jump captures nothing).")
                                  : tr("A man moves one square along its rank or file."));
    else
        sentences << (rules.jumps ? tr("A man moves like a rook, any number of empty squares "
                                       "along its rank or file, or jumps over one adjacent man to "
                                       "the empty square behind it (a jump captures nothing).")
                                  : tr("A man moves like a rook, any number of empty squares "
                                       "along its rank or file, without jumping."));
    sentences << (rules.edgeCaptures ? tr("Enemy men enclosed between two of yours on a line, or "
                                          "in a corner, are captured.")
                                     : tr("Enemy men enclosed between two of yours on a line are "
                                          "captured."));
    if (rules.intervention)
        sentences << tr("A man that moves between two enemy men captures both.");
    if (rules.fiveInRow)
        sentences << (rules.fiveDiagonal ? tr("Five of your men in a row, along a rank, a file or "
                                              "a diagonal, outside your two starting ranks win.")
                                         : tr("Five of your men in a row, along a rank or a file, "
                                              "outside your two starting ranks win."));
    if (rules.capturesToWin > 0)
        sentences << tr("Capture %n enemy men to win.", nullptr, rules.capturesToWin);
    return sentences.join(QLatin1Char(' '));
}

QString BoardTexts::jumpRingText()
{
    return tr("A dashed ring marks a square reached by a jump.");
}

QString BoardTexts::checkText()
{
    return tr("Check");
}

} // namespace shogiban::ui
