// What is written on a piece: kanji (one- and two-character forms) and the Western letter.
// Data only; translated names live in BoardTexts.
#pragma once

#include "rules/types.h"

#include <QString>

namespace shogiban::ui {

// Which king wears 玉 and which 王: by custom the senior player's king is 王; Shogiban gives
// 王 to gote (white) and 玉 to sente (black), as most game records and programs do.
QString kingKanji(Color color);

// 歩 香 桂 銀 金 角 飛 玉/王, and the promoted faces と 杏 圭 全 馬 龍.
QString oneCharacterKanji(PieceType type, Color color);

// The two characters on a real set's face (歩兵 香車 … 王将/玉将); promoted kinds keep their one
// cursive character (と 杏 圭 全 馬 龍), as on the reverse of real pieces.
QString twoCharacterKanji(PieceType type, Color color);

// K R B G S N L P; promoted kinds as +R +B +S +N +L +P (the rulebooks' notation).
QString westernLetter(PieceType type);

} // namespace shogiban::ui
