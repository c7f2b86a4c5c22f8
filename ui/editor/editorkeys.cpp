#include "editor/editorkeys.h"

namespace shogiban::ui::editorkeys {

Qt::Key letterOf(PieceType kind)
{
    switch (kind) {
    case King: return Qt::Key_K;
    case Rook: return Qt::Key_R;
    case Bishop: return Qt::Key_B;
    case Gold: return Qt::Key_G;
    case Silver: return Qt::Key_S;
    case Knight: return Qt::Key_N;
    case Lance: return Qt::Key_L;
    case Pawn: return Qt::Key_P;
    default: return Qt::Key_unknown;
    }
}

PieceType kindOfKey(int key)
{
    for (PieceType kind : Kinds)
        if (letterOf(kind) == key) return kind;
    return NoPieceType;
}

QKeySequence putKeys(PieceType kind, Color owner)
{
    return QKeySequence(ownerModifier(owner) | letterOf(kind));
}

QKeySequence fromHandKeys(PieceType kind, Color holder)
{
    return QKeySequence(Qt::ControlModifier | ownerModifier(holder) | letterOf(kind));
}

} // namespace shogiban::ui::editorkeys
