// The position editor's keys, in one place for the board that obeys them (EditorBoard) and the
// square menu that names them:
// - the arrow keys move the square cursor (screen directions, also on a flipped board);
// - K R B G S N L P put sente's king, rook, bishop, gold, silver, knight, lance or pawn on the
//   square (with Shift: gote's); the same key again on that piece turns it over;
// - + turns a piece over, Space turns it over and then gives it to the other player (as a
//   right-click does), Shift+Space gives it to the other player, Delete or Backspace removes it;
// - H puts the piece into sente's hand (Shift+H: gote's); Ctrl with a letter takes one of that
//   kind from sente's hand onto the square (Ctrl+Shift: from gote's);
// - Enter puts the palette's chosen piece; the Menu key or Shift+F10 opens the square's menu.
// In the hasami games M puts a black man (Shift+M: a white one); there are no hands.
#pragma once

#include "game/gamerules.h"
#include "rules/types.h"

#include <QKeySequence>

#include <array>

namespace shogiban::ui::editorkeys {

// The kinds that have a letter, in the order the menu lists them.
inline constexpr std::array<PieceType, 8> Kinds
    = {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn};

// The letter of an unpromoted kind (the SFEN letters; M for a man of the hasami games).
Qt::Key letterOf(PieceType kind, PieceSet set = PieceSet::Shogi);
// The kind of a letter key; NoPieceType for any other key.
PieceType kindOfKey(int key, PieceSet set = PieceSet::Shogi);
// Shift stands for gote.
inline Qt::KeyboardModifiers ownerModifier(Color owner)
{
    return owner == White ? Qt::ShiftModifier : Qt::NoModifier;
}
// The keys that put the owner's piece of a kind, or take one from the owner's hand.
QKeySequence putKeys(PieceType kind, Color owner, PieceSet set = PieceSet::Shogi);
QKeySequence fromHandKeys(PieceType kind, Color holder);

} // namespace shogiban::ui::editorkeys
