#include "record/setup.h"

#include "rules/hand.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace shogiban::record {

namespace {

constexpr std::string_view SfenLetters = " PLNSBRGK";

constexpr std::array<HandicapName, 11> Handicaps = {{
    {"HIRATE", "平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {"KY", "香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"KY_R", "右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"KA", "角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"HI", "飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"HIKY", "飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"2", "二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"4", "四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"6", "六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"8", "八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {"10", "十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
}};

char sfenLetter(Piece p)
{
    char letter = SfenLetters[unpromoted(typeOf(p))];
    return colorOf(p) == White ? char(std::tolower(letter)) : letter;
}

} // namespace

BoardSetup BoardSetup::fromSfen(std::string_view sfen)
{
    Position pos;
    pos.setSfen(sfen);
    BoardSetup setup;
    for (int s = 0; s < SquareNb; ++s) setup.board[s] = pos.pieceOn(Square(s));
    for (Color c : {Black, White})
        for (PieceType t : Hand::Kinds) setup.hands[c][t] = pos.hand(c).count(t);
    setup.sideToMove = pos.sideToMove();
    return setup;
}

std::string BoardSetup::sfen() const
{
    std::string text;
    for (int r = Rank1; r <= Rank9; ++r) {
        int emptyRun = 0;
        for (int f = File9; f >= File1; --f) {
            Piece p = board[makeSquare(File(f), Rank(r))];
            if (typeOf(p) == NoPieceType) {
                ++emptyRun;
                continue;
            }
            if (emptyRun) text += char('0' + emptyRun);
            emptyRun = 0;
            if (isPromoted(typeOf(p))) text += '+';
            text += sfenLetter(p);
        }
        if (emptyRun) text += char('0' + emptyRun);
        if (r != Rank9) text += '/';
    }
    text += sideToMove == Black ? " b " : " w ";
    std::string hand;
    for (Color c : {Black, White})
        for (PieceType t : Hand::SfenOrder) {
            int n = hands[c][t];
            if (n <= 0) continue;
            if (n > 1) hand += std::to_string(n);
            hand += sfenLetter(makePiece(c, t));
        }
    return text + (hand.empty() ? "-" : hand) + " 1";
}

std::span<const HandicapName> handicapNames()
{
    return Handicaps;
}

std::string_view sfenWithoutMoveNumber(std::string_view sfen)
{
    size_t space = sfen.find_last_of(' ');
    bool numbered = space != std::string_view::npos && space + 1 < sfen.size()
        && std::all_of(
            sfen.begin() + space + 1, sfen.end(), [](char c) { return c >= '0' && c <= '9'; });
    std::string_view rest = numbered ? sfen.substr(0, space) : sfen;
    return rest.substr(0, rest.find_last_not_of(' ') + 1);
}

const HandicapName* handicapOfSfen(std::string_view sfen)
{
    auto it = std::find_if(Handicaps.begin(), Handicaps.end(), [&](const HandicapName& h) {
        return sfenWithoutMoveNumber(h.sfen) == sfenWithoutMoveNumber(sfen);
    });
    return it == Handicaps.end() ? nullptr : &*it;
}

const HandicapName* handicapOfKifName(std::string_view name)
{
    auto it = std::find_if(
        Handicaps.begin(), Handicaps.end(), [&](const HandicapName& h) { return h.kif == name; });
    return it == Handicaps.end() ? nullptr : &*it;
}

const HandicapName* handicapOfJkfPreset(std::string_view preset)
{
    auto it = std::find_if(
        Handicaps.begin(), Handicaps.end(), [&](const HandicapName& h) { return h.jkf == preset; });
    return it == Handicaps.end() ? nullptr : &*it;
}

} // namespace shogiban::record
