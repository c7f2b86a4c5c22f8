// Game review: every position of a game's main line searched for a fixed time, in order, with
// progress after each position and a stop flag that ends the search within milliseconds. What
// was searched stays in the review, so a stopped review continues where it stopped.
#pragma once

#include "ai/score.h"
#include "analysis/line.h"
#include "rules/move.h"
#include "rules/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shogiban::record {
struct Record;
}

namespace shogiban::analysis {

// What the engine found in one position.
struct PositionAnalysis {
    ai::Value score = 0; // for the side to move
    std::vector<Move> pv; // the best line; empty when there is no legal move
    int depth = 0;
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    std::vector<AnalysisLine> lines; // every MultiPV line, best first (pv is lines[0]'s)

    Move best() const { return pv.empty() ? Move::none() : pv.front(); }
};

struct GameReview {
    std::string startSfen; // SFEN of the first position
    std::vector<Move> moves; // the main line
    // positions[i]: the position after i moves (moves.size() + 1 of them); nullopt: not yet
    // searched.
    std::vector<std::optional<PositionAnalysis>> positions;

    // A review of the record's main line with nothing searched yet.
    static GameReview ofRecord(const record::Record& record);
    // A review of a game with nothing searched yet.
    static GameReview ofGame(std::string_view startSfen, const std::vector<Move>& moves);
    int positionCount() const { return int(positions.size()); }
    int searchedCount() const;
    bool complete() const { return searchedCount() == positionCount(); }
    // The position after `ply` moves (with the history before it, for repetitions).
    Position positionAt(int ply) const;

    // Whether position `ply` of this review is position `ply` of other: the same start (move
    // numbers aside) and the same moves before it.
    bool sharesPosition(const GameReview& other, int ply) const;
    // Follows the game after it changed (a move played or taken back, another game opened):
    // the positions both games share keep what was searched, the others are unsearched.
    void follow(std::string_view startSfen, const std::vector<Move>& moves);
    // Takes what other searched in the positions both games share.
    void adopt(const GameReview& other);
};

struct ReviewOptions {
    int64_t moveTimeMs = 1000; // per position
    uint64_t nodes = 0; // when set: a node budget per position instead of the time
    int multiPv = 1;
    int threads = 1;
    // Enough for the few million nodes of a position at 10 s; more would take longer to
    // allocate when the review starts, when it cannot yet be cancelled.
    size_t hashMegabytes = 16;
};

// Default and bounds of the time per position (the GUI's choice; the command line takes any).
inline constexpr int64_t DefaultReviewMoveTimeMs = 1000;
inline constexpr int64_t MinReviewMoveTimeMs = 200;
inline constexpr int64_t MaxReviewMoveTimeMs = 10000;

// Called after each position searched: its index and how many of the game's positions are
// searched now.
using ReviewProgress = std::function<void(int position, int searched)>;

// Searches the positions of the review not searched yet, first to last. Returns true when the
// review is complete, false when stop ended it early (the position being searched then is
// left unsearched).
bool runReview(GameReview& review, const ReviewOptions& options, const std::atomic<bool>& stop,
    const ReviewProgress& progress = {});

} // namespace shogiban::analysis
