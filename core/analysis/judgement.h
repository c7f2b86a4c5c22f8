// The marks of a game review. Each move is judged by the winning chance (winchance.h) its
// mover lost against the engine's choice: the chance of the position before the move (the
// engine's best line) minus the chance after the move played.
//
//     lost chance >= 5%    inaccuracy
//     lost chance >= 10%   mistake
//     lost chance >= 20%   blunder
//
// At an even position a pawn thrown away is an inaccuracy and a bishop or a silver for nothing
// a blunder; a side that is far ahead can give back more before it is marked. Two cases are
// blunders whatever the chance says: giving up a mate of at most 5 plies that the mover had
// (the short mates a player should see), and a move after which the opponent mates when the
// mover was not being mated already. The engine's own choice is never marked.
#pragma once

#include "analysis/explanation.h"
#include "analysis/review.h"

#include <array>
#include <optional>
#include <vector>

namespace shogiban::analysis {

enum class Mark { None, Inaccuracy, Mistake, Blunder };

inline constexpr double InaccuracyLoss = 0.05;
inline constexpr double MistakeLoss = 0.10;
inline constexpr double BlunderLoss = 0.20;
inline constexpr int ShortMatePlies = 5;

Mark markForLoss(double lostChance);
const char* markName(Mark mark); // "inaccuracy", "mistake", "blunder"; nullptr for None

struct MoveJudgement {
    int ply = 0; // the move's number, 1 for the first move
    Color mover = Black;
    Move played;
    Move best; // the engine's choice in the position before the move
    ai::Value bestScore = 0; // for the mover: the position before, with the best move
    ai::Value playedScore = 0; // for the mover: the position after the move played
    double loss = 0; // lost winning chance, 0..1
    Mark mark = Mark::None;
    std::vector<Explanation> explanations; // for marked moves

    bool playedBest() const { return played == best; }
};

// One entry per move of the review (index ply - 1); nullopt where the position before or after
// the move has not been searched.
std::vector<std::optional<MoveJudgement>> judgeReview(const GameReview& review);

struct SideSummary {
    int moves = 0; // moves judged
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
    double averageLoss = 0; // lost winning chance per move, 0..1
    // Lost centipawns per move, each move's loss counted up to 1000, mates as GraphLimit.
    int averageCentipawnLoss = 0;
};

inline constexpr int MaxCountedCentipawnLoss = 1000;

std::array<SideSummary, ColorNb> summarize(
    const std::vector<std::optional<MoveJudgement>>& judgements);

// The evaluation graph: one point per position of the game, from sente's point of view.
struct GraphPoint {
    int ply = 0; // moves played before the position
    bool searched = false;
    ai::Value senteScore = 0; // clamped to +-GraphLimit (mates at the edge)
    ai::Value senteValue = 0; // the engine's score, unclamped
    double senteChance = 0.5;
    std::optional<int> senteMate; // plies, positive when sente mates
};

std::vector<GraphPoint> evaluationGraph(const GameReview& review);

} // namespace shogiban::analysis
