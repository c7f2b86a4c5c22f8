// Fitting the evaluation's weights to played games (the "Texel" method): the evaluation,
// turned into a winning chance by a logistic curve, should predict each sample's target, a
// blend of the game's result and the winning chance the playing engine's own score implies.
// Coordinate descent changes one weight at a time and keeps what lowers the mean squared error
// (or another objective, as in movechoice.h); each weight's step grows while it keeps helping
// and shrinks when it no longer does.
#pragma once

#include "ai/evalparams.h"
#include "tuning/samples.h"

#include <functional>
#include <span>
#include <string>
#include <vector>

namespace shogiban::tuning {

// The x in [lo, hi] where error(x) is least, for an error unimodal in x: a ternary search over
// log x, so that the steps are relative (scales and temperatures span orders of magnitude).
double minimizeOnLogScale(
    double lo, double hi, int steps, const std::function<double(double)>& error);

// The winning chance of a score in centipawns, for a curve of the given scale.
double winChance(double score, double scale);

// The scale that makes winChance(values[i]) predict results[i] best.
double fitScale(std::span<const double> values, std::span<const double> results);

// Each sample's target: resultWeight x the result + the rest x the winning chance the engine's
// score implies (results only for samples without one), the engine scores' curve fitted to
// the results of the training samples (validation[i] false).
std::vector<double> sampleTargets(
    const std::vector<Sample>& samples, const std::vector<bool>& validation, double resultWeight);

struct TuneSettings {
    // Weight of the game result against the engine score in each target (1: results only;
    // samples without an engine score always use the result).
    double resultWeight = 0.5;
    int passes = 8;
    // Cost of each weight's squared distance from where it started, added to the error: rare
    // features then move only as far as many samples ask for.
    double regularization = 0;
    // The weight groups to fit (names as forEachParamGroup gives them); empty: all.
    std::vector<std::string> groups;
    int threads = 1;
};

struct TuneReport {
    int pass = 0;
    double trainError = 0;
    double validationError = 0; // on the samples kept apart (every tenth game's)
    int changed = 0; // weights changed in this pass
};

// What the coordinate descent lowers: an error of the weights over the training samples, or
// over the samples kept apart to validate.
class Objective {
public:
    virtual ~Objective() = default;
    virtual double error(const ai::EvalParams& params, bool validation) const = 0;
};

// Coordinate descent from params over the settings' groups, reporting after each pass; returns
// the weights after the pass with the least validation error.
ai::EvalParams descend(const Objective& objective, ai::EvalParams params,
    const TuneSettings& settings, const std::function<void(const TuneReport&)>& report);

// The Texel objective: the mean squared error of the evaluation's winning chance against each
// sample's target.
class Tuner : public Objective {
public:
    // Samples with validation[i] set are only measured, never fitted.
    Tuner(std::vector<Sample> samples, std::vector<bool> validation, const TuneSettings& settings);

    double evalScale() const { return m_evalScale; }
    ai::EvalParams run(ai::EvalParams params, const std::function<void(const TuneReport&)>& report)
    {
        return descend(*this, params, m_settings, report);
    }
    double error(const ai::EvalParams& params, bool validation) const override;

private:
    std::vector<Sample> m_samples;
    std::vector<bool> m_validation;
    std::vector<double> m_targets;
    TuneSettings m_settings;
    double m_evalScale = 1;
};

} // namespace shogiban::tuning
