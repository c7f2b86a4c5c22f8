// A start position as plain data (board, hands, side to move), for the formats that describe
// positions piece by piece (KIF board diagrams, CSA P lines, JKF initial data) and the table
// of handicap setups with their names in each format.
#pragma once

#include "rules/position.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace shogiban::record {

struct BoardSetup {
    std::array<Piece, SquareNb> board{}; // NoPiece on empty squares
    std::array<std::array<int, HandTypeNb>, ColorNb> hands{};
    Color sideToMove = Black;

    static BoardSetup fromSfen(std::string_view sfen); // sfen must be valid
    std::string sfen() const; // move number 1
    bool empty(Square s) const { return typeOf(board[s]) == NoPieceType; }
    // Gives side every piece of the set that is neither on the board nor in the other hand
    // ("the rest", as tsume problems give it to the defender: KIF 残り全部, CSA 00AL).
    void giveRestTo(Color side);
};

struct HandicapName {
    std::string_view jkf; // JKF initial.preset
    std::string_view kif; // KIF 手合割
    std::string_view sfen;
};

// HIRATE first, then the handicaps.
std::span<const HandicapName> handicapNames();
// The preset whose position equals sfen (ignoring the move number); nullptr when none.
const HandicapName* handicapNameOfSfen(std::string_view sfen);
const HandicapName* handicapOfKifName(std::string_view name);
const HandicapName* handicapOfJkfPreset(std::string_view preset);

// sfen without its move number, for comparing positions.
std::string_view sfenWithoutMoveNumber(std::string_view sfen);

} // namespace shogiban::record
