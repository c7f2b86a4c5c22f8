#include "board/piecelabels.h"

namespace shogiban::ui {

QString kingKanji(Color color)
{
    return color == White ? QStringLiteral("王") : QStringLiteral("玉");
}

QString oneCharacterKanji(PieceType type, Color color)
{
    switch (type) {
    case Pawn:
        return QStringLiteral("歩");
    case Lance:
        return QStringLiteral("香");
    case Knight:
        return QStringLiteral("桂");
    case Silver:
        return QStringLiteral("銀");
    case Bishop:
        return QStringLiteral("角");
    case Rook:
        return QStringLiteral("飛");
    case Gold:
        return QStringLiteral("金");
    case King:
        return kingKanji(color);
    case ProPawn:
        return QStringLiteral("と");
    case ProLance:
        return QStringLiteral("杏");
    case ProKnight:
        return QStringLiteral("圭");
    case ProSilver:
        return QStringLiteral("全");
    case Horse:
        return QStringLiteral("馬");
    case Dragon:
        return QStringLiteral("龍");
    default:
        return {};
    }
}

QString twoCharacterKanji(PieceType type, Color color)
{
    switch (type) {
    case Pawn:
        return QStringLiteral("歩兵");
    case Lance:
        return QStringLiteral("香車");
    case Knight:
        return QStringLiteral("桂馬");
    case Silver:
        return QStringLiteral("銀将");
    case Bishop:
        return QStringLiteral("角行");
    case Rook:
        return QStringLiteral("飛車");
    case Gold:
        return QStringLiteral("金将");
    case King:
        return kingKanji(color) + QStringLiteral("将");
    default:
        return oneCharacterKanji(type, color);
    }
}

QString westernLetter(PieceType type)
{
    static const char* const Letters[] = {"", "P", "L", "N", "S", "B", "R", "G", "K"};
    if (type >= Pawn && type <= King) return QString::fromLatin1(Letters[type]);
    if (isPromoted(type)) return QLatin1Char('+') + westernLetter(unpromoted(type));
    return {};
}

} // namespace shogiban::ui
