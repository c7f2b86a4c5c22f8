#include "game/names.h"

#include <array>
#include <utility>

namespace shogiban {

namespace {

constexpr std::array<std::pair<GameKind, std::string_view>, 4> KindIds = {{
    {GameKind::Shogi, "shogi"},
    {GameKind::Hasami, "hasami"},
    {GameKind::DaiHasami, "dai-hasami"},
    {GameKind::MakYek, "mak-yek"},
}};

constexpr std::array<std::pair<EndReason, std::string_view>, 17> ReasonIds = {{
    {EndReason::Checkmate, "checkmate"},
    {EndReason::Stalemate, "stalemate"},
    {EndReason::Resignation, "resignation"},
    {EndReason::AgreedDraw, "agreed-draw"},
    {EndReason::IllegalMove, "illegal-move"},
    {EndReason::Sennichite, "sennichite"},
    {EndReason::PerpetualCheck, "perpetual-check"},
    {EndReason::Impasse24, "impasse-24"},
    {EndReason::Declaration27, "declaration-27"},
    {EndReason::MaxMoves, "max-moves"},
    {EndReason::TimeUp, "time-up"},
    {EndReason::Interrupted, "interrupted"},
    {EndReason::Captures, "captures"},
    {EndReason::FiveInRow, "five-in-row"},
    {EndReason::Repetition, "repetition"},
    {EndReason::TooFewMen, "too-few-men"},
    {EndReason::Forfeit, "forfeit"},
}};

template <typename Enum, size_t N>
std::string_view idOf(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value)
{
    for (const auto& [e, id] : table)
        if (e == value) return id;
    return {};
}

template <typename Enum, size_t N>
std::optional<Enum> valueOf(
    const std::array<std::pair<Enum, std::string_view>, N>& table, std::string_view id)
{
    for (const auto& [e, name] : table)
        if (name == id) return e;
    return std::nullopt;
}

} // namespace

std::string_view gameKindId(GameKind kind)
{
    return idOf(KindIds, kind);
}

std::optional<GameKind> parseGameKind(std::string_view id)
{
    return valueOf(KindIds, id);
}

std::string_view colorId(Color color)
{
    return color == Black ? "black" : "white";
}

std::optional<Color> parseColor(std::string_view id)
{
    if (id == "black") return Black;
    if (id == "white") return White;
    return std::nullopt;
}

std::string_view endReasonId(EndReason reason)
{
    return idOf(ReasonIds, reason);
}

std::optional<EndReason> parseEndReason(std::string_view id)
{
    return valueOf(ReasonIds, id);
}

} // namespace shogiban
