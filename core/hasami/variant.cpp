#include "hasami/variant.h"

#include <array>

namespace shogiban::hasami {

namespace {

using enum StartLayout;

// id, kind, size, layout, oneStep, jumps, edgeCaptures, intervention, five, capturesToWin
constexpr std::array<HasamiVariant, 9> Variants = {{
    {"classic", GameKind::Hasami, 9, FirstRank, false, false, true, false, FiveRule::None, 8},
    {"capture-all", GameKind::Hasami, 9, FirstRank, false, false, true, false, FiveRule::None, 9},
    {"one-step", GameKind::Hasami, 9, FirstRank, true, false, true, false, FiveRule::None, 8},
    {"one-step-18", GameKind::Hasami, 9, FirstTwoRanks, true, false, true, false, FiveRule::None,
        18},
    {"dai-setup", GameKind::Hasami, 9, FirstTwoRanks, false, false, true, false, FiveRule::None,
        17},
    {"dai", GameKind::DaiHasami, 9, FirstTwoRanks, false, true, true, false, FiveRule::Orthogonal,
        0},
    {"dai-diagonal", GameKind::DaiHasami, 9, FirstTwoRanks, false, true, true, false,
        FiveRule::WithDiagonals, 0},
    {"dai-one-step", GameKind::DaiHasami, 9, FirstTwoRanks, true, true, true, false,
        FiveRule::WithDiagonals, 0},
    {"mak-yek", GameKind::MakYek, 8, FirstAndThirdRanks, false, false, false, true, FiveRule::None,
        16},
}};

} // namespace

int HasamiVariant::menPerSide() const
{
    return layout == FirstRank ? size : 2 * size;
}

std::span<const HasamiVariant> allVariants()
{
    return Variants;
}

const HasamiVariant* findVariant(GameKind kind, std::string_view id)
{
    for (const HasamiVariant& v : Variants)
        if (v.kind == kind && (id.empty() || v.id == id)) return &v;
    return nullptr;
}

} // namespace shogiban::hasami
