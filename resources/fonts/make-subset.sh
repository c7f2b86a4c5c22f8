#!/usr/bin/env bash
# Builds resources/fonts/shogiban-kanji.ttf, the kanji font bundled into Shogiban, from IPAex
# Mincho (Debian package fonts-ipaexfont-mincho) with pyftsubset (package python3-fonttools /
# fonttools). Run it once after changing the character list; commit the .ttf it writes.
#
# The subset keeps only the characters the program draws or writes: piece kanji, ranks and
# numbers, Japanese move notation, KIF/KI2/BOD headers and results, handicap names, kana and
# full-width forms. It is renamed "Shogiban Kanji" as the IPA Font License (Article 3.1.4)
# requires for a derived font. To use the original font instead, install IPAex Mincho and
# delete shogiban-kanji.ttf from the resources (see README-fonts.txt).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source_font="${1:-/usr/share/fonts/opentype/ipaexfont-mincho/ipaexm.ttf}"
out="$here/shogiban-kanji.ttf"
family="Shogiban Kanji"

# Kanji and words the program uses (pieces, notation, records, results, rules help).
words="
王玉将飛車角行金銀桂馬香歩兵と杏圭全龍竜成
一二三四五六七八九十百千万零
同打成不生右左上引寄直行入下中
王手先手後手投了詰み千日手持将棋入玉宣言勝ち負け引き分け反則切れ時間中断不戦
詰将棋不詰連続王手の千日手点数
平手香落右香落角落飛車落飛香落二枚落三枚落四枚落五枚落左五枚落六枚落左七枚落右七枚落八枚落十枚落
その他上手下手振り駒表裏
開始日時終了日時対局日棋戦戦型消費時間場所掲載備考表題作者発表誌出典手合割手数指手
持駒局面盤面編集変化分岐手番先後番残秒分読考慮
まで手で勝ちの持駒なし残り全部
将棋挟み大はさみ将棋歩兵と金成香成桂成銀龍王龍馬竜王角行金将銀将桂馬香車王将玉将
駒盤台取捕動進退跳越跳躍横縦斜前後方向一歩二歩打ち歩詰め行き所禁手
黒白石囲挟取五目並
封じ手最大手数手合棋譜記録解説感想対局者相手残り図作第期回年月日曜午前後刻開催主催協賛係観戦記者
予選決勝本戦詳細振駒上手持駒下手持駒トライ宣言法勝利敗北引分終局
加算
評価値読み筋深さノード数エンジン最善手疑問手悪手大悪手
"

# Latin-1, kana, CJK punctuation, full-width forms, arrows, box drawing and shogi symbols.
ranges="U+0020-007E,U+00A0-00FF,U+2010-2027,U+2190-2199,U+2500-257F,U+25A0-25FF,U+2600-2617,U+3000-303F,\
U+3041-3096,U+3099-309F,U+30A0-30FF,U+FF01-FF5E"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
printf '%s' "$words" | tr -d ' \n' >"$tmp/text.txt"

pyftsubset "$source_font" --text-file="$tmp/text.txt" --unicodes="$ranges" \
    --layout-features='*' --name-IDs='*' --name-languages='*' --no-hinting \
    --output-file="$tmp/subset.ttf"

# Rename the family in every name record (all languages); /usr/bin/python3 is the interpreter
# that has fontTools on Debian.
/usr/bin/python3 - "$tmp/subset.ttf" "$out" "$family" <<'PY'
import sys
from fontTools.ttLib import TTFont
src, dst, family = sys.argv[1:]
font = TTFont(src)
ps_name = family.replace(" ", "")
for record in font["name"].names:
    if record.nameID in (1, 16):
        record.string = family
    elif record.nameID in (4, 18):
        record.string = family
    elif record.nameID == 3:
        record.string = family + " subset of IPAex Mincho 00401"
    elif record.nameID == 6:
        record.string = ps_name
    elif record.nameID in (2, 17):
        record.string = "Regular"
font.save(dst)
PY
echo "wrote $out ($(stat -c %s "$out") bytes)"
