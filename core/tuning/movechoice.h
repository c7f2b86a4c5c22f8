// Fitting the evaluation to a teacher's moves (comparison training, the way Bonanza learnt
// from professional games): in each position the move the teacher played should be the one
// the evaluation rates best among the moves it competes with. A move is rated by the
// evaluation of the position it leads to, less what the opponent's best capture there wins by
// static exchange (a number fixed when the choice is read, so that a move that leaves a piece
// hanging is not rated by a quiet evaluation alone). The error is the cross-entropy of the
// teacher's move under a softmax of the ratings at the temperature that fits those ratings best,
// so that weights cannot lower it by scaling every rating up.
#pragma once

#include "record/record.h"
#include "rules/position.h"
#include "tuning/texel.h"

#include <string>
#include <vector>

namespace shogiban::tuning {

struct MoveChoice {
    std::vector<Position> after; // the positions after the teacher's move (first) and its rivals
    std::vector<int> exchangeLoss; // centipawns the mover loses at once after each
};

struct MoveChoiceFilter {
    int skipPlies = 12; // the random opening and the moves just after it
    int rivals = 15; // the moves the evaluation in use rates best, besides the teacher's
    // Only the moves of the player whose name in the record (先手 or 後手, 下手 or 上手)
    // contains this; empty: every move.
    std::string teacher;
};

// The mover's loss at once in pos (the opponent to move): what its best capture wins by static
// exchange, 0 when no capture wins anything.
int exchangeLoss(const Position& pos);

// Appends a choice for each of the teacher's moves in the record's main line after the skipped
// plies where the mover had another legal move.
void appendMoveChoices(
    const record::Record& record, const MoveChoiceFilter& filter, std::vector<MoveChoice>& out);

class MoveChoiceObjective : public Objective {
public:
    // Choices with validation[i] set are only measured, never fitted.
    MoveChoiceObjective(std::vector<MoveChoice> choices, std::vector<bool> validation, int threads);

    // The best temperature for the weights in use, in centipawns.
    double temperature() const { return m_temperature; }
    double error(const ai::EvalParams& params, bool validation) const override;
    // The share of choices where the teacher's move is rated best (ties count against it).
    double agreement(const ai::EvalParams& params, bool validation) const;

private:
    // The ratings of each choice measured (training or validation), the teacher's move first.
    std::vector<std::vector<double>> ratingsOf(const ai::EvalParams& params, bool validation) const;
    double meanCrossEntropy(
        const std::vector<std::vector<double>>& rated, double temperature) const;
    double bestTemperature(const std::vector<std::vector<double>>& rated) const;

    std::vector<MoveChoice> m_choices;
    std::vector<bool> m_validation;
    int m_threads = 1;
    double m_temperature = 100;
};

} // namespace shogiban::tuning
