// Training the evaluation network (ai/network.h) on a teacher's scores: each position of
// labelled games (scripts/nn-label.py) with the teacher's score, turned into a winning chance
// (and blended with the game's outcome where asked), as the target; the prediction is the
// static evaluation plus the network's correction, turned into a chance on the evaluation's
// own scale. Minibatches with Adam steps (those of
// the first layer only for the inputs a batch shows), every position also seen with its files
// mirrored; the network of the epoch that predicts the games kept apart best is kept.
#pragma once

#include "ai/network.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban::tuning {

struct NetworkFitSettings {
    ai::NetworkShape shape;
    int epochs = 12;
    int batchSize = 256;
    double learningRate = 1e-3;
    // Each epoch's step is this times the one before: the later epochs settle in the minimum
    // the first ones found, where a constant step keeps the weights jumping around it.
    double rateDecay = 1;
    // AdamW's weight decay of the first and hidden layers' weights (those of the inputs a
    // batch shows): the network then leans less on inputs few positions show.
    double weightDecay = 0;
    double teacherScale = 600; // the teacher's centipawns per unit of log-odds
    // The share of the game's outcome in each position's target, the rest the teacher's
    // winning chance: the outcome as the teacher judges the game's last position (the side
    // it has ahead there won, as after a mate or a resignation; even: a draw).
    double resultWeight = 0;
    int skipPlies = 8; // the random opening
    int maxTeacherScore = 3000; // positions the teacher scores higher are decided
    int validationEvery = 10; // every tenth game is kept apart
    unsigned seed = 1;
};

// The least-squares slopes of the teacher's scores on the evaluation and the other way.
struct TeacherSlopes {
    double teacherOnEvaluation = 0;
    double evaluationOnTeacher = 0;
};

struct NetworkFitReport {
    int epoch = 0;
    double trainLoss = 0; // mean cross-entropy over the targets' own entropy
    double validationLoss = 0;
};

class NetworkFit {
public:
    explicit NetworkFit(const NetworkFitSettings& settings);

    // Adds the positions of one line of scripts/nn-label.py's output; an error names what
    // is wrong with it (the line is then skipped).
    std::optional<std::string> addGame(std::string_view line);

    size_t trainingPositions() const;
    size_t validationPositions() const;
    double evalScale() const { return m_evalScale; }
    // How the teacher's scale compares with the evaluation's over the training positions.
    TeacherSlopes teacherSlopes() const;
    // The loss over the targets' entropy with the network (validation positions or not).
    double loss(const ai::Network& net, bool validation) const;

    // Trains from random weights of the settings' shape, or from INITIAL's weights (its shape):
    // a network then learns positions of a new kind without forgetting what it knew first.
    // The positions' inputs follow the settings' shape: with king buckets there, INITIAL must
    // have them too (Network::withKingBuckets; train-net widens it before adding the games).
    ai::Network run(const std::function<void(const NetworkFitReport&)>& report,
        const ai::Network* initial = nullptr);

private:
    struct Item {
        float base; // the static evaluation, centipawns
        float target; // the teacher's winning chance, blended with the outcome
        float teacher; // its score
        uint32_t begin, middle, end; // active inputs: the side to move's, then the other's
        bool validation;
    };
    NetworkFitSettings m_settings;
    std::vector<Item> m_items;
    std::vector<uint16_t> m_features;
    mutable double m_evalScale = 0; // fitted on the first call of run() or loss()
    int m_games = 0;

    void fitScale() const;
    double itemLoss(const ai::Network& net, const Item& item) const;
};

} // namespace shogiban::tuning
