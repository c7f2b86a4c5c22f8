// Why a game could not be set up, as data: the UI words it in the user's language, the command
// line in English (describe()).
#pragma once

#include "hasami/notation.h"
#include "rules/position.h"

#include <optional>
#include <string>

namespace shogiban {

enum class SetupErrorCode {
    UnknownVariant, // detail: the variant id
    CapturesOutOfRange, // limit: the most men a side has
    BadShogiPosition, // sfen: why the SFEN was refused
    BadHasamiPosition, // hasamiPosition: why the position text was refused
};

struct SetupError {
    SetupErrorCode code = SetupErrorCode::UnknownVariant;
    std::string detail;
    int limit = 0;
    std::optional<SfenError> sfen;
    hasami::PositionTextError hasamiPosition = hasami::PositionTextError::None;
};

// English, for the command line and logs.
std::string describe(const SetupError& error);
std::string describe(hasami::PositionTextError error);

} // namespace shogiban
