// The hasami family (hasami shogi, dai hasami shogi, mak-yek) described as data: every variant
// the rulebook lists is one row of options, so the rules code has no per-variant branches.
#pragma once

#include "game/gamerules.h"

#include <span>
#include <string_view>

namespace shogiban::hasami {

enum class StartLayout {
    FirstRank, // 9 men on the player's first rank
    FirstTwoRanks, // 18 men on the first two ranks (the dai setup)
    FirstAndThirdRanks, // mak-yek: 16 men on the first and third ranks
};

enum class FiveRule {
    None, // no five-in-a-row goal
    Orthogonal, // ranks and files
    WithDiagonals, // ranks, files and diagonals
};

struct HasamiVariant {
    std::string_view id; // stable name used on the command line and in saved games
    GameKind kind;
    int size; // board is size x size
    StartLayout layout;
    bool oneStep; // men move one square instead of like a rook
    bool jumps; // dai hasami: a man may jump over one adjacent man
    bool edgeCaptures; // corner and edge-group enclosures count as captures
    bool intervention; // mak-yek: moving between two enemy men captures both
    FiveRule five;
    // Men to capture to win; 0 = no capture goal. "All but one" is men - 1.
    int capturesToWin;

    int menPerSide() const;
};

// All variants, the default of each kind first.
std::span<const HasamiVariant> allVariants();
// The variant of a kind with the given id; an empty id names the kind's default. nullptr when
// the id is unknown for that kind.
const HasamiVariant* findVariant(GameKind kind, std::string_view id);

} // namespace shogiban::hasami
