#include "record/setup.h"

#include "rules/hand.h"
#include "rules/handicap.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace shogiban::record {

namespace {

constexpr std::string_view SfenLetters = " PLNSBRGK";

// The handicaps of the rules with their KIF and JKF names, then those that only appear in
// files (every 手合割 Kifu for Windows and the JKF presets know), then other programs' names
// for the same setups (read, never written: the first name of a setup is the one written).
const std::vector<HandicapName>& handicapTable()
{
    static const std::vector<HandicapName> table = [] {
        constexpr std::pair<std::string_view, std::string_view> Names[]
            = {{"HIRATE", "平手"}, {"KY", "香落ち"}, {"KA", "角落ち"}, {"HI", "飛車落ち"},
                {"HIKY", "飛香落ち"}, {"2", "二枚落ち"}, {"4", "四枚落ち"}, {"6", "六枚落ち"},
                {"8", "八枚落ち"}, {"10", "十枚落ち"}};
        std::vector<HandicapName> names;
        for (size_t i = 0; i < std::size(AllHandicaps); ++i)
            names.push_back({Names[i].first, Names[i].second, handicapSfen(AllHandicaps[i])});
        // Gote's left is the 1 file: 香落ち takes the lance on 1a, 左五枚落ち the knight on 2a.
        const HandicapName FileOnly[] = {
            {"KY_R", "右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"3", "三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"5", "五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"5_L", "左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"7_L", "左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"7_R", "右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
            {"KY", "左香落ち", names[1].sfen},
        };
        names.insert(names.end(), std::begin(FileOnly), std::end(FileOnly));
        return names;
    }();
    return table;
}

char sfenLetter(Piece p)
{
    char letter = SfenLetters[unpromoted(typeOf(p))];
    return colorOf(p) == White ? char(std::tolower(letter)) : letter;
}

template <typename Predicate> const HandicapName* findHandicap(Predicate matches)
{
    const std::vector<HandicapName>& table = handicapTable();
    auto it = std::find_if(table.begin(), table.end(), matches);
    return it == table.end() ? nullptr : &*it;
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

void BoardSetup::giveRestTo(Color side)
{
    for (PieceType t : Hand::Kinds) {
        int rest = Hand::setCount(t) - hands[~side][t];
        for (Piece p : board)
            if (p != NoPiece && unpromoted(typeOf(p)) == t) --rest;
        hands[side][t] = std::max(0, rest);
    }
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
    return handicapTable();
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

const HandicapName* handicapNameOfSfen(std::string_view sfen)
{
    return findHandicap([&](const HandicapName& h) {
        return sfenWithoutMoveNumber(h.sfen) == sfenWithoutMoveNumber(sfen);
    });
}

const HandicapName* handicapOfKifName(std::string_view name)
{
    return findHandicap([&](const HandicapName& h) { return h.kif == name; });
}

const HandicapName* handicapOfJkfPreset(std::string_view preset)
{
    return findHandicap([&](const HandicapName& h) { return h.jkf == preset; });
}

} // namespace shogiban::record
