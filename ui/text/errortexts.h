// The words for core's setup and position errors (codes and columns), in the user's language.
#pragma once

#include "game/setuperror.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class ErrorTexts {
    Q_DECLARE_TR_FUNCTIONS(ErrorTexts)

public:
    // Why a game could not be set up, e.g. "The start position is not valid: a side has two
    // kings (column 12)."
    static QString setupError(const SetupError& error);
    // Why an SFEN was refused, with the column where the problem was found.
    static QString sfenError(const SfenError& error);
    // The reason alone, without the column ("one side has two kings").
    static QString sfenReason(SfenErrorCode code);
    static QString hasamiPositionError(hasami::PositionTextError error);
};

} // namespace shogiban::ui
