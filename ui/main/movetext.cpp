#include "main/movetext.h"

namespace shogiban::ui {

MoveLabels describeMove(
    const GameRules& before, const BoardMove& move, const std::optional<BoardMove>& /*previous*/)
{
    const QString usi = QString::fromStdString(before.moveText(move));
    const QString mark = before.sideToMove() == Black ? QStringLiteral("☗") : QStringLiteral("☖");
    return {mark + usi, usi};
}

} // namespace shogiban::ui
