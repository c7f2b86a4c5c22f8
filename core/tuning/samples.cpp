#include "tuning/samples.h"

#include "ai/see.h"
#include "record/replay.h"
#include "rules/movegen.h"
#include "usi/infoscore.h"

#include <algorithm>

namespace shogiban::tuning {

namespace {

std::optional<int> engineScore(const record::RecordNode& node)
{
    for (const std::string& comment : node.comments) {
        const auto score = usi::parseInfoScoreComment(comment);
        if (!score) continue;
        if (!score->mate) return score->value;
        return score->value >= 0 ? MateScore : -MateScore;
    }
    return std::nullopt;
}

// Whether the side to move can win material at once: the static evaluation would be wrong there.
bool hasWinningCapture(const Position& pos)
{
    const MoveList<GenType::Captures> captures(pos);
    return std::any_of(
        captures.begin(), captures.end(), [&pos](Move m) { return ai::seeAtLeast(pos, m, 1); });
}

} // namespace

void appendSamples(
    const record::Record& record, const SampleFilter& filter, std::vector<Sample>& out)
{
    const auto ending = record::mainLineEnding(record);
    if (!ending) return;
    Position pos;
    if (pos.setSfen(record::startSfenOf(record))) return;
    const size_t first = out.size();
    int ply = 0;
    for (const record::RecordNode& node : record.moves) {
        if (node.isSpecial()) break;
        const bool quiet = !pos.inCheck() && !pos.isCapture(node.move) && !node.move.isPromotion();
        if (ply >= filter.skipPlies && quiet && !hasWinningCapture(pos)) {
            // A fresh copy without the game's history behind it: samples are many.
            Position alone;
            alone.setSfen(pos.sfen());
            out.push_back({Position(alone), 0.5, engineScore(node)});
        }
        pos.doMove(node.move);
        ++ply;
    }
    // The ending's meaning depends on who was to move when the game ended.
    const std::optional<Outcome> outcome = record::outcomeOf(*ending, pos.sideToMove());
    if (!outcome || outcome->reason == EndReason::Interrupted) {
        out.resize(first);
        return;
    }
    for (size_t i = first; i < out.size() && outcome->winner; ++i)
        out[i].result = *outcome->winner == out[i].pos.sideToMove() ? 1.0 : 0.0;
}

} // namespace shogiban::tuning
