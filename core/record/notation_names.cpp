// Piece names, digits and squares in the spellings kifu files use.
#include "record/notation.h"

#include <array>

namespace shogiban::record {

namespace {

constexpr std::array<std::string_view, PieceTypeNb> MoveNames = {
    "", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"};
constexpr std::array<std::string_view, PieceTypeNb> BoardNames
    = {"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"};
constexpr std::array<std::string_view, PieceTypeNb> CsaNames
    = {"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"};

struct Spelling {
    std::string_view text;
    PieceType type;
};

// Longest spellings first, so that 成銀 is not read as 成 + 銀.
constexpr std::array<Spelling, 20> Spellings = {{
    {"成香", ProLance},
    {"成桂", ProKnight},
    {"成銀", ProSilver},
    {"成歩", ProPawn},
    {"歩", Pawn},
    {"香", Lance},
    {"桂", Knight},
    {"銀", Silver},
    {"金", Gold},
    {"角", Bishop},
    {"飛", Rook},
    {"玉", King},
    {"王", King},
    {"と", ProPawn},
    {"杏", ProLance},
    {"圭", ProKnight},
    {"全", ProSilver},
    {"馬", Horse},
    {"龍", Dragon},
    {"竜", Dragon},
}};

constexpr std::array<std::string_view, 10> FullWidthDigits
    = {"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
constexpr std::array<std::string_view, 11> KanjiDigits
    = {"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};

} // namespace

std::string_view kanjiMoveName(PieceType type)
{
    return type < PieceTypeNb ? MoveNames[type] : "";
}

std::string_view kanjiBoardName(PieceType type)
{
    return type < PieceTypeNb ? BoardNames[type] : "";
}

std::optional<PieceType> takeKanjiPiece(std::string_view& text)
{
    for (const Spelling& s : Spellings)
        if (takePrefix(text, s.text)) return s.type;
    return std::nullopt;
}

std::string_view csaPieceName(PieceType type)
{
    return type < PieceTypeNb ? CsaNames[type] : "";
}

std::optional<PieceType> pieceFromCsa(std::string_view name)
{
    for (int t = Pawn; t < PieceTypeNb; ++t)
        if (CsaNames[t] == name) return PieceType(t);
    return std::nullopt;
}

std::string_view fullWidthDigit(int n)
{
    return n >= 0 && n <= 9 ? FullWidthDigits[n] : "";
}

std::string_view kanjiDigit(int n)
{
    return n >= 0 && n <= 10 ? KanjiDigits[n] : "";
}

std::optional<int> takeDigit(std::string_view& text)
{
    if (!text.empty() && text[0] >= '0' && text[0] <= '9') {
        int n = text[0] - '0';
        text.remove_prefix(1);
        return n;
    }
    for (int n = 0; n <= 9; ++n)
        if (takePrefix(text, FullWidthDigits[n]) || takePrefix(text, KanjiDigits[n])) return n;
    return std::nullopt;
}

std::string japaneseSquare(Square s)
{
    return std::string(fullWidthDigit(fileOf(s) + 1)) + std::string(kanjiDigit(rankOf(s) + 1));
}

void skipSpaces(std::string_view& text)
{
    while (!text.empty()) {
        if (text[0] == ' ' || text[0] == '\t' || text[0] == '\r')
            text.remove_prefix(1);
        else if (!takePrefix(text, "　"))
            return;
    }
}

bool takePrefix(std::string_view& text, std::string_view prefix)
{
    if (!text.starts_with(prefix)) return false;
    text.remove_prefix(prefix.size());
    return true;
}

} // namespace shogiban::record
