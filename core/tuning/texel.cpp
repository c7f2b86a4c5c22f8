#include "tuning/texel.h"

#include "ai/evaluate.h"
#include "tuning/parallel.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace shogiban::tuning {

namespace {

double meanSquaredError(
    std::span<const double> values, std::span<const double> results, double scale)
{
    double sum = 0;
    for (size_t i = 0; i < values.size(); ++i) {
        const double d = winChance(values[i], scale) - results[i];
        sum += d * d;
    }
    return values.empty() ? 0 : sum / double(values.size());
}

// One weight the tuner may change, with the step it will try next: doubled while moving on
// helps, halved when neither direction does, so that a weight far from its best value gets
// there in a few passes and one near it is settled finely.
struct Weight {
    int* value;
    int start;
    int step = 2;
    int direction = 1; // the way it last moved, tried first
    bool inert = false; // changing it changed nothing: the evaluation does not read it
};

std::vector<Weight> weightsOf(ai::EvalParams& params, const std::vector<std::string>& groups)
{
    std::vector<Weight> weights;
    ai::forEachParamGroup(params, [&](std::string_view name, std::span<int> values) {
        if (!groups.empty() && std::find(groups.begin(), groups.end(), name) == groups.end())
            return;
        for (int& v : values) weights.push_back({&v, v, std::max(2, std::abs(v) / 8)});
    });
    return weights;
}

// No single move of a weight goes further than this within a pass.
constexpr int MaxStep = 128;

} // namespace

double winChance(double score, double scale)
{
    return 1.0 / (1.0 + std::exp(-score / scale));
}

double minimizeOnLogScale(
    double lo, double hi, int steps, const std::function<double(double)>& error)
{
    double a = std::log(lo), b = std::log(hi);
    for (int i = 0; i < steps; ++i) {
        const double x = a + (b - a) / 3, y = b - (b - a) / 3;
        if (error(std::exp(x)) < error(std::exp(y)))
            b = y;
        else
            a = x;
    }
    return std::exp((a + b) / 2);
}

double fitScale(std::span<const double> values, std::span<const double> results)
{
    // The error is unimodal in the scale.
    return minimizeOnLogScale(
        20, 5000, 80, [&](double scale) { return meanSquaredError(values, results, scale); });
}

std::vector<double> sampleTargets(
    const std::vector<Sample>& samples, const std::vector<bool>& validation, double resultWeight)
{
    std::vector<double> scores, scoreResults;
    for (size_t i = 0; i < samples.size(); ++i) {
        if (samples[i].engineScore && !validation[i]) {
            scores.push_back(*samples[i].engineScore);
            scoreResults.push_back(samples[i].result);
        }
    }
    const double engineScale = scores.empty() ? 1 : fitScale(scores, scoreResults);
    std::vector<double> targets;
    for (const Sample& s : samples) {
        const double w = s.engineScore ? resultWeight : 1.0;
        const double engine = s.engineScore ? winChance(*s.engineScore, engineScale) : 0.5;
        targets.push_back(w * s.result + (1 - w) * engine);
    }
    return targets;
}

Tuner::Tuner(
    std::vector<Sample> samples, std::vector<bool> validation, const TuneSettings& settings)
    : m_samples(std::move(samples))
    , m_validation(std::move(validation))
    , m_targets(sampleTargets(m_samples, m_validation, settings.resultWeight))
    , m_settings(settings)
{
    std::vector<double> evals, targets;
    for (size_t i = 0; i < m_samples.size(); ++i) {
        if (m_validation[i]) continue;
        evals.push_back(ai::evaluate(m_samples[i].pos));
        targets.push_back(m_targets[i]);
    }
    m_evalScale = fitScale(evals, targets);
}

double Tuner::error(const ai::EvalParams& params, bool validation) const
{
    return parallelMean(
        m_samples.size(), m_settings.threads,
        [&](size_t i) { return m_validation[i] == validation; },
        [&](size_t i) {
            const double d
                = winChance(ai::evaluate(m_samples[i].pos, params), m_evalScale) - m_targets[i];
            return d * d;
        });
}

ai::EvalParams descend(const Objective& objective, ai::EvalParams params,
    const TuneSettings& settings, const std::function<void(const TuneReport&)>& report)
{
    std::vector<Weight> weights = weightsOf(params, settings.groups);
    const auto error = [&objective](const ai::EvalParams& p, bool validation) {
        return objective.error(p, validation);
    };
    // The objective: the error plus the regularization's cost of the changes so far.
    double currentError = error(params, false);
    double penalty = 0;
    const auto cost = [&settings](const Weight& w, int value) {
        const double d = value - w.start;
        return settings.regularization * d * d;
    };
    bool anyEffect = false;
    // Sets the weight to value if that lowers the objective; otherwise leaves it.
    const auto tryValue = [&](Weight& w, int value) {
        const int original = *w.value;
        *w.value = value;
        const double plain = error(params, false);
        const double newPenalty = penalty - cost(w, original) + cost(w, value);
        anyEffect = anyEffect || plain != currentError;
        if (plain + newPenalty < currentError + penalty) {
            currentError = plain;
            penalty = newPenalty;
            return true;
        }
        *w.value = original;
        return false;
    };
    // Early stopping: the weights of the pass that predicted the games kept apart best.
    ai::EvalParams bestValidated = params;
    double bestValidation = error(params, true);
    for (int pass = 0; pass < settings.passes; ++pass) {
        int changed = 0;
        bool settled = true; // every weight at its finest step, and none moved
        for (Weight& w : weights) {
            if (w.inert) continue;
            anyEffect = false;
            const int original = *w.value;
            bool improved = false;
            for (int direction : {w.direction, -w.direction}) {
                if (tryValue(w, original + direction * w.step)) {
                    w.direction = direction;
                    improved = true;
                    break;
                }
            }
            if (improved) {
                while (w.step * 2 <= MaxStep && tryValue(w, *w.value + w.direction * w.step * 2))
                    w.step *= 2;
            } else {
                w.step = std::max(1, w.step / 2);
            }
            changed += improved;
            settled = settled && !improved && w.step == 1;
            w.inert = !anyEffect;
        }
        const double validation = error(params, true);
        report({pass + 1, currentError, validation, changed});
        if (validation <= bestValidation) {
            bestValidation = validation;
            bestValidated = params;
        }
        if (settled) break;
    }
    return bestValidated;
}

} // namespace shogiban::tuning
