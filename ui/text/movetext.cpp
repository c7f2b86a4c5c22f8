#include "text/movetext.h"

#include "game/shogirules.h"
#include "record/notation.h"

namespace shogiban::ui {

namespace {

QString fromUtf8(const std::string& text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Shogi: core's notation module (☗７六歩 with 同 and the disambiguation words; P-7f).
std::optional<MoveLabels> shogiLabels(
    const GameRules& before, const BoardMove& move, const std::optional<BoardMove>& previous)
{
    const auto* shogi = dynamic_cast<const ShogiRules*>(&before);
    const std::optional<Move> played = ShogiRules::toMove(move);
    if (!shogi || !played) return std::nullopt;
    std::optional<Square> previousTo;
    if (previous)
        if (const std::optional<Move> last = ShogiRules::toMove(*previous)) previousTo = last->to();
    const Position& position = shogi->game().position();
    return MoveLabels{fromUtf8(record::japaneseMove(position, *played, previousTo)),
        fromUtf8(record::westernMove(position, *played))};
}

} // namespace

MoveLabels describeMove(
    const GameRules& before, const BoardMove& move, const std::optional<BoardMove>& previous)
{
    if (std::optional<MoveLabels> labels = shogiLabels(before, move, previous)) return *labels;
    // The hasami games are written in coordinates (9i9e), with the mover's mark.
    const QString coordinates = fromUtf8(before.moveText(move));
    const QString mark = before.sideToMove() == Black ? QStringLiteral("☗") : QStringLiteral("☖");
    return {mark + coordinates, coordinates};
}

} // namespace shogiban::ui
