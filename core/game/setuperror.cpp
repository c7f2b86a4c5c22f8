#include "game/setuperror.h"

namespace shogiban {

std::string describe(hasami::PositionTextError error)
{
    using E = hasami::PositionTextError;
    switch (error) {
    case E::None:
        return {};
    case E::RankCount:
        return "wrong number of ranks";
    case E::RankLength:
        return "a rank does not match the board width";
    case E::BadCharacter:
        return "a rank holds a character other than b, w, 1-9";
    case E::TooManyMen:
        return "more men of one colour than the variant has";
    case E::NoMen:
        return "a colour has no man on the board";
    case E::SideToMove:
        return "side to move missing (b or w)";
    case E::CapturedCounts:
        return "captured counts missing or impossible";
    }
    return {};
}

std::string describe(const SetupError& error)
{
    switch (error.code) {
    case SetupErrorCode::UnknownVariant:
        return "unknown variant '" + error.detail + "'";
    case SetupErrorCode::CapturesOutOfRange:
        return "captures to win must be 0.." + std::to_string(error.limit);
    case SetupErrorCode::BadShogiPosition:
        return "start position: " + (error.sfen ? describe(*error.sfen) : error.detail);
    case SetupErrorCode::BadHasamiPosition:
        return "start position: " + describe(error.hasamiPosition);
    }
    return {};
}

} // namespace shogiban
