#include "rules/handicap.h"

namespace shogiban {
namespace {

struct Entry {
    Handicap handicap;
    std::string_view id;
    std::string_view sfen;
};

// Only gote's first two ranks change; sente keeps its full set.
constexpr Entry Entries[] = {
    {Handicap::Even, "even", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {Handicap::Lance, "lance", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::Bishop, "bishop", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::Rook, "rook", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::RookLance, "rook-lance",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::TwoPieces, "two-pieces",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::FourPieces, "four-pieces",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::SixPieces, "six-pieces",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::EightPieces, "eight-pieces",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
    {Handicap::TenPieces, "ten-pieces", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},
};

const Entry& entryOf(Handicap h)
{
    return Entries[int(h)];
}

} // namespace

std::string_view handicapSfen(Handicap h)
{
    return entryOf(h).sfen;
}
std::string_view handicapId(Handicap h)
{
    return entryOf(h).id;
}

std::optional<Handicap> handicapFromId(std::string_view id)
{
    for (const Entry& e : Entries)
        if (e.id == id) return e.handicap;
    return std::nullopt;
}

std::optional<Handicap> handicapOfSfen(std::string_view sfen)
{
    for (const Entry& e : Entries)
        if (e.sfen == sfen) return e.handicap;
    return std::nullopt;
}

} // namespace shogiban
