// Stable text ids for game kinds, colours and end reasons, used in saved games and on the
// command line (never shown to users: the UI translates the enums themselves).
#pragma once

#include "game/gamerules.h"

#include <optional>
#include <string_view>

namespace shogiban {

std::string_view gameKindId(GameKind kind); // "shogi", "hasami", "dai-hasami", "mak-yek"
std::optional<GameKind> parseGameKind(std::string_view id);

std::string_view colorId(Color color); // "black", "white"
std::optional<Color> parseColor(std::string_view id);

std::string_view endReasonId(EndReason reason); // "captures", "five-in-row", "resignation", ...
std::optional<EndReason> parseEndReason(std::string_view id);

} // namespace shogiban
