#include "tuning/kingrelativefit.h"

#include "ai/evaluate.h"
#include "tuning/texel.h"

#include <algorithm>
#include <cmath>

namespace shogiban::tuning {

namespace {

// Cross-entropy of predicting p where the target is t, kept finite at p = 0 or 1.
double crossEntropy(double p, double t)
{
    constexpr double Tiny = 1e-12;
    return -(t * std::log(std::max(p, Tiny)) + (1 - t) * std::log(std::max(1 - p, Tiny)));
}

} // namespace

KingRelativeFit::KingRelativeFit(const std::vector<Sample>& samples,
    const std::vector<bool>& validation, const KingRelativeFitSettings& settings)
    : m_settings(settings)
{
    const std::vector<double> targets = sampleTargets(samples, validation, settings.resultWeight);
    std::vector<double> evals, trainTargets;
    for (size_t i = 0; i < samples.size(); ++i) {
        const Position& pos = samples[i].pos;
        Item item{double(ai::evaluate(pos, ai::DefaultEvalParams, nullptr)), targets[i],
            validation[i], m_features.size(), 0, 0};
        const auto add = [this](int f) { m_features.push_back(f); };
        ai::kingrelative::forEachFeature(pos, pos.sideToMove(), add);
        item.middle = m_features.size();
        ai::kingrelative::forEachFeature(pos, ~pos.sideToMove(), add);
        item.end = m_features.size();
        m_items.push_back(item);
        if (!item.validation) {
            evals.push_back(item.base);
            trainTargets.push_back(item.target);
        }
    }
    // The scale of the evaluation without the terms: the terms are fitted to that curve, so
    // that the evaluation keeps the scale the search's margins assume.
    m_evalScale = fitScale(evals, trainTargets);
}

double KingRelativeFit::lossOf(const std::vector<double>& w, bool validation) const
{
    double sum = 0;
    size_t count = 0;
    for (const Item& item : m_items) {
        if (item.validation != validation) continue;
        double v = item.base;
        for (size_t j = item.begin; j < item.middle; ++j) v += w[size_t(m_features[j])];
        for (size_t j = item.middle; j < item.end; ++j) v -= w[size_t(m_features[j])];
        sum += crossEntropy(winChance(v, m_evalScale), item.target);
        ++count;
    }
    return count ? sum / double(count) : 0;
}

double KingRelativeFit::loss(const ai::KingRelativeWeights& weights, bool validation) const
{
    return lossOf(std::vector<double>(weights.values.begin(), weights.values.end()), validation);
}

ai::KingRelativeWeights KingRelativeFit::run(
    const std::function<void(const KingRelativeFitReport&)>& report, int every)
{
    constexpr size_t N = ai::kingrelative::FeatureNb;
    std::vector<double> w(N, 0.0), m(N, 0.0), v(N, 0.0), gradient(N);
    const size_t trainCount = size_t(
        std::count_if(m_items.begin(), m_items.end(), [](const Item& i) { return !i.validation; }));
    if (trainCount == 0) return {};
    constexpr double Beta1 = 0.9, Beta2 = 0.999, Epsilon = 1e-8;
    std::vector<double> best = w;
    double bestValidation = lossOf(w, true);
    for (int epoch = 1; epoch <= m_settings.epochs; ++epoch) {
        for (size_t j = 0; j < N; ++j) gradient[j] = 2 * m_settings.regularization * w[j];
        for (const Item& item : m_items) {
            if (item.validation) continue;
            double value = item.base;
            for (size_t j = item.begin; j < item.middle; ++j) value += w[size_t(m_features[j])];
            for (size_t j = item.middle; j < item.end; ++j) value -= w[size_t(m_features[j])];
            // d(cross-entropy)/d(value) of a logistic curve: (p - t) / scale.
            const double g
                = (winChance(value, m_evalScale) - item.target) / m_evalScale / double(trainCount);
            for (size_t j = item.begin; j < item.middle; ++j) gradient[size_t(m_features[j])] += g;
            for (size_t j = item.middle; j < item.end; ++j) gradient[size_t(m_features[j])] -= g;
        }
        const double c1 = 1 - std::pow(Beta1, epoch), c2 = 1 - std::pow(Beta2, epoch);
        for (size_t j = 0; j < N; ++j) {
            m[j] = Beta1 * m[j] + (1 - Beta1) * gradient[j];
            v[j] = Beta2 * v[j] + (1 - Beta2) * gradient[j] * gradient[j];
            w[j] -= m_settings.learningRate * (m[j] / c1) / (std::sqrt(v[j] / c2) + Epsilon);
            w[j] = std::clamp(
                w[j], -double(ai::MaxKingRelativeWeight), double(ai::MaxKingRelativeWeight));
        }
        if (epoch % every == 0 || epoch == m_settings.epochs) {
            const double validation = lossOf(w, true);
            report({epoch, lossOf(w, false), validation});
            if (validation <= bestValidation) {
                bestValidation = validation;
                best = w;
            }
        }
    }
    ai::KingRelativeWeights result;
    for (size_t j = 0; j < N; ++j) result.values[j] = int16_t(std::lround(best[j]));
    return result;
}

} // namespace shogiban::tuning
