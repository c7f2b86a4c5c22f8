// Handicap setups. The handicap giver plays gote (white, uwate) and moves first, so every
// handicap SFEN has "w" to move; removed pieces are out of the game.
#pragma once

#include <optional>
#include <string_view>

namespace shogiban {

enum class Handicap {
    Even,
    Lance, // the lance on 1a
    Bishop,
    Rook,
    RookLance,
    TwoPieces, // rook and bishop
    FourPieces, // also both lances
    SixPieces, // also both knights
    EightPieces, // also both silvers
    TenPieces, // also both golds
};

constexpr Handicap AllHandicaps[] = {Handicap::Even, Handicap::Lance, Handicap::Bishop,
    Handicap::Rook, Handicap::RookLance, Handicap::TwoPieces, Handicap::FourPieces,
    Handicap::SixPieces, Handicap::EightPieces, Handicap::TenPieces};

std::string_view handicapSfen(Handicap h);
// A stable id for settings and files ("even", "lance", "bishop", "rook", "rook-lance",
// "two-pieces", "four-pieces", "six-pieces", "eight-pieces", "ten-pieces").
std::string_view handicapId(Handicap h);
std::optional<Handicap> handicapFromId(std::string_view id);
// The handicap whose start position this is, if any.
std::optional<Handicap> handicapOfSfen(std::string_view sfen);

} // namespace shogiban
