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

// The winner of the game, read from the special move that ends its main line.
std::optional<Outcome> outcomeOfRecord(const record::Record& record)
{
    const auto ending = record::mainLineEnding(record);
    if (!ending) return std::nullopt;
    return record::outcomeOf(*ending, record::positionAfter(record).sideToMove());
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
    const std::optional<Outcome> outcome = outcomeOfRecord(record);
    if (!outcome || outcome->reason == EndReason::Interrupted) return;
    Position pos;
    if (pos.setSfen(record::startSfenOf(record))) return;
    int ply = 0;
    for (const record::RecordNode& node : record.moves) {
        if (node.isSpecial()) break;
        const bool quiet = !pos.inCheck() && !pos.isCapture(node.move) && !node.move.isPromotion()
            && !hasWinningCapture(pos);
        if (ply >= filter.skipPlies && quiet) {
            // A fresh copy without the game's history behind it: samples are many.
            Position alone;
            alone.setSfen(pos.sfen());
            Sample sample{Position(alone), 0.5, engineScore(node)};
            if (outcome->winner) sample.result = *outcome->winner == pos.sideToMove() ? 1.0 : 0.0;
            out.push_back(std::move(sample));
        }
        pos.doMove(node.move);
        ++ply;
    }
}

} // namespace shogiban::tuning
