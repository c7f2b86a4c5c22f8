#include "text/movetext.h"

namespace shogiban::ui {

MoveLabels describeMove(
    const GameRules& before, const BoardMove& move, const std::optional<BoardMove>& previous)
{
    const MoveNotation notation = before.notation(move, previous);
    return {QString::fromStdString(notation.japanese), QString::fromStdString(notation.western)};
}

} // namespace shogiban::ui
