#include "tuning/texel.h"

#include "ai/evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <thread>

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

// One weight the tuner may change.
struct Weight {
    int* value;
    int start;
    bool inert = false; // changing it changed nothing: the evaluation does not read it
};

std::vector<Weight> weightsOf(ai::EvalParams& params, const std::vector<std::string>& groups)
{
    std::vector<Weight> weights;
    ai::forEachParamGroup(params, [&](std::string_view name, std::span<int> values) {
        if (!groups.empty() && std::find(groups.begin(), groups.end(), name) == groups.end())
            return;
        for (int& v : values) weights.push_back({&v, v});
    });
    return weights;
}

// Big steps first, finer ones as the fit settles.
int stepFor(int value, int pass)
{
    const int divisor = pass < 2 ? 8 : pass < 4 ? 16 : 32;
    return std::max(pass < 4 ? 2 : 1, std::abs(value) / divisor);
}

} // namespace

double winChance(double score, double scale)
{
    return 1.0 / (1.0 + std::exp(-score / scale));
}

double fitScale(std::span<const double> values, std::span<const double> results)
{
    // The error is unimodal in the scale: a ternary search over its logarithm.
    double lo = std::log(20.0), hi = std::log(5000.0);
    for (int i = 0; i < 80; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (meanSquaredError(values, results, std::exp(a))
            < meanSquaredError(values, results, std::exp(b)))
            hi = b;
        else
            lo = a;
    }
    return std::exp((lo + hi) / 2);
}

Tuner::Tuner(
    std::vector<Sample> samples, std::vector<bool> validation, const TuneSettings& settings)
    : m_samples(std::move(samples))
    , m_validation(std::move(validation))
    , m_settings(settings)
{
    std::vector<double> scores, scoreResults, evals, targets;
    for (size_t i = 0; i < m_samples.size(); ++i) {
        const Sample& s = m_samples[i];
        if (s.engineScore && !m_validation[i]) {
            scores.push_back(*s.engineScore);
            scoreResults.push_back(s.result);
        }
    }
    if (!scores.empty()) m_engineScale = fitScale(scores, scoreResults);
    for (size_t i = 0; i < m_samples.size(); ++i) {
        const Sample& s = m_samples[i];
        const double w = s.engineScore ? m_settings.resultWeight : 1.0;
        const double engine = s.engineScore ? winChance(*s.engineScore, m_engineScale) : 0.5;
        m_targets.push_back(w * s.result + (1 - w) * engine);
        if (!m_validation[i]) {
            evals.push_back(ai::evaluate(s.pos));
            targets.push_back(m_targets.back());
        }
    }
    m_evalScale = fitScale(evals, targets);
}

double Tuner::error(const ai::EvalParams& params, bool validation) const
{
    const int threads = std::max(1, m_settings.threads);
    std::vector<double> sums(size_t(threads), 0.0);
    std::vector<size_t> counts(size_t(threads), 0);
    const auto work = [&](int t) {
        for (size_t i = size_t(t); i < m_samples.size(); i += size_t(threads)) {
            if (m_validation[i] != validation) continue;
            const double d
                = winChance(ai::evaluate(m_samples[i].pos, params), m_evalScale) - m_targets[i];
            sums[size_t(t)] += d * d;
            ++counts[size_t(t)];
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (std::thread& th : pool) th.join();
    double sum = 0;
    size_t count = 0;
    for (int t = 0; t < threads; ++t) {
        sum += sums[size_t(t)];
        count += counts[size_t(t)];
    }
    return count ? sum / double(count) : 0;
}

ai::EvalParams Tuner::run(
    ai::EvalParams params, const std::function<void(const TuneReport&)>& report)
{
    std::vector<Weight> weights = weightsOf(params, m_settings.groups);
    // The objective: the error plus the regularization's cost of the changes so far.
    double currentError = error(params, false);
    double penalty = 0;
    const auto cost = [this](const Weight& w, int value) {
        const double d = value - w.start;
        return m_settings.regularization * d * d;
    };
    // Early stopping: the weights of the pass that predicted the games kept apart best.
    ai::EvalParams bestValidated = params;
    double bestValidation = error(params, true);
    for (int pass = 0; pass < m_settings.passes; ++pass) {
        int changed = 0;
        for (Weight& w : weights) {
            if (w.inert) continue;
            const int original = *w.value;
            const int step = stepFor(original, pass);
            bool improved = false, anyEffect = false;
            for (int candidate : {original + step, original - step}) {
                *w.value = candidate;
                const double plain = error(params, false);
                const double newPenalty = penalty - cost(w, original) + cost(w, candidate);
                anyEffect = anyEffect || plain != currentError;
                if (plain + newPenalty < currentError + penalty) {
                    currentError = plain;
                    penalty = newPenalty;
                    improved = true;
                    break;
                }
            }
            if (!improved) *w.value = original;
            changed += improved;
            w.inert = !anyEffect;
        }
        const double validation = error(params, true);
        report({pass + 1, currentError, validation, changed});
        if (validation <= bestValidation) {
            bestValidation = validation;
            bestValidated = params;
        }
        if (changed == 0 && pass >= 4) break;
    }
    return bestValidated;
}

} // namespace shogiban::tuning
