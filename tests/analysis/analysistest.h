// Helpers of the analysis tests: reviews of short games searched with a fixed node budget on
// one thread, so that the engine's answers do not depend on the machine's load.
#pragma once

#include "analysis/review.h"
#include "record/record.h"
#include "record/replay.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <QTest>

#include <initializer_list>
#include <string>

namespace shogiban::analysis::test {

inline constexpr uint64_t ReviewNodes = 150'000;

inline record::Record recordOf(std::string_view sfen, std::initializer_list<const char*> usi)
{
    Position pos;
    if (pos.setSfen(sfen)) qFatal("bad test sfen");
    std::vector<Move> moves;
    for (const char* text : usi) {
        const UsiMoveResult m = parseUsiMove(pos, text);
        if (!m) qFatal("bad test move %s", text);
        moves.push_back(m.move);
        pos.doMove(m.move);
    }
    return record::recordFromGame(sfen == record::StartSfen ? "" : sfen, moves, std::nullopt);
}

inline ReviewOptions deterministicOptions(uint64_t nodes = ReviewNodes)
{
    ReviewOptions options;
    options.nodes = nodes;
    options.threads = 1;
    options.hashMegabytes = 16;
    return options;
}

inline GameReview reviewed(const record::Record& rec, uint64_t nodes = ReviewNodes)
{
    GameReview review = GameReview::ofRecord(rec);
    const std::atomic<bool> stop{false};
    if (!runReview(review, deterministicOptions(nodes), stop)) qFatal("review stopped");
    return review;
}

} // namespace shogiban::analysis::test
