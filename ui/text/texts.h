// The one place where the data core returns (refusals, end reasons, outcomes) becomes
// translated text, shared by the status bar, the result message and the tests.
#pragma once

#include "game/gamerules.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class Texts {
    Q_DECLARE_TR_FUNCTIONS(Texts)

public:
    // "Sente"/"Gote" in shogi, "Black"/"White" in the hasami games.
    static QString sideName(SideNames names, Color color);
    // Why a move was refused, as one sentence for the status bar.
    static QString refusal(MoveRefusal refusal);
    // Why typed text is not a move, naming the text.
    static QString typedMoveError(TypedMoveError error, const QString& text);
    // The reason alone, naming the side whose act or fault ended the game ("Sente resigned.",
    // "Checkmate.").
    static QString endReason(SideNames names, const Outcome& outcome);
    // The headline: "Sente wins" / "Draw".
    static QString resultHeadline(SideNames names, const Outcome& outcome);
    // Headline and reason together, e.g. "Gote wins. Sente resigned."
    static QString resultMessage(SideNames names, const Outcome& outcome);
    static QString gameName(GameKind kind);
};

} // namespace shogiban::ui
