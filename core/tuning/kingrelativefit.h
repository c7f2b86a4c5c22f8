// Fitting the king-relative terms (ai/kingrelative.h) to played games by logistic regression:
// the rest of the evaluation stays as it is, and the weights of the features each position
// shows are fitted so that the whole evaluation, turned into a winning chance, predicts each
// sample's target (the blend of result and engine score that texel.h describes) with the
// least cross-entropy. Full-batch gradient descent with Adam steps and an L2 penalty; the
// weights of the epoch that predicts the games kept apart best are kept.
#pragma once

#include "ai/kingrelative.h"
#include "tuning/samples.h"

#include <functional>
#include <vector>

namespace shogiban::tuning {

struct KingRelativeFitSettings {
    double resultWeight = 0.5; // as in TuneSettings
    int epochs = 400;
    double learningRate = 1.0; // centipawns per Adam step
    // Cost of each weight's square (in centipawns) added to the mean cross-entropy: weights
    // of features few positions show stay near zero.
    double regularization = 1e-6;
};

struct KingRelativeFitReport {
    int epoch = 0;
    double trainLoss = 0; // mean cross-entropy, without the penalty
    double validationLoss = 0;
};

class KingRelativeFit {
public:
    KingRelativeFit(const std::vector<Sample>& samples, const std::vector<bool>& validation,
        const KingRelativeFitSettings& settings);

    double evalScale() const { return m_evalScale; }
    // Mean cross-entropy of the evaluation with these weights.
    double loss(const ai::KingRelativeWeights& weights, bool validation) const;
    // Reports every `every` epochs and at the end.
    ai::KingRelativeWeights run(
        const std::function<void(const KingRelativeFitReport&)>& report, int every = 25);

private:
    struct Item {
        double base; // the evaluation without the king-relative terms
        double target;
        bool validation;
        size_t begin, middle, end; // features of the side to move, then of the other side
    };
    std::vector<Item> m_items;
    std::vector<int> m_features;
    KingRelativeFitSettings m_settings;
    double m_evalScale = 1;

    double lossOf(const std::vector<double>& w, bool validation) const;
};

} // namespace shogiban::tuning
