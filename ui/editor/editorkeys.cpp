#include "editor/editorkeys.h"

namespace shogiban::ui::editorkeys {

Qt::Key letterOf(PieceType kind, PieceSet set)
{
    if (set != PieceSet::Shogi) return kind == Pawn ? Qt::Key_M : Qt::Key_unknown; // a man
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

PieceType kindOfKey(int key, PieceSet set)
{
    for (PieceType kind : Kinds)
        if (letterOf(kind, set) == key) return kind;
    return NoPieceType;
}

QKeySequence putKeys(PieceType kind, Color owner, PieceSet set)
{
    return QKeySequence(ownerModifier(owner) | letterOf(kind, set));
}

QKeySequence fromHandKeys(PieceType kind, Color holder)
{
    return QKeySequence(Qt::ControlModifier | ownerModifier(holder) | letterOf(kind));
}

} // namespace shogiban::ui::editorkeys
