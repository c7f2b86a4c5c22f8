#include "tuning/networkfit.h"

#include "ai/evaluate.h"
#include "rules/position.h"
#include "rules/usimove.h"
#include "tuning/texel.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <random>

namespace shogiban::tuning {

namespace {

std::vector<std::string_view> splitOn(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    while (true) {
        const size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return parts;
        text.remove_prefix(at + 1);
    }
}

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> out;
    for (std::string_view w : splitOn(text, ' '))
        if (!w.empty()) out.push_back(w);
    return out;
}

// Cross-entropy of predicting p where the target is t, kept finite at p = 0 or 1.
double crossEntropy(double p, double t)
{
    constexpr double Tiny = 1e-12;
    return -(t * std::log(std::max(p, Tiny)) + (1 - t) * std::log(std::max(1 - p, Tiny)));
}

// What the loss cannot go below: the targets' own entropy.
double entropy(double t)
{
    return crossEntropy(t, t);
}

// 1 if the teacher's score says the side to move is ahead, 0 behind, 0.5 even (or no number).
float outcomeFor(std::string_view score)
{
    long long value = 0;
    if (std::from_chars(score.data(), score.data() + score.size(), value).ec != std::errc{}) return 0.5f;
    return value > 0 ? 1.0f : value < 0 ? 0.0f : 0.5f;
}

// Adam's step for one weight.
struct Adam {
    static constexpr double Beta1 = 0.9, Beta2 = 0.999, Epsilon = 1e-8;
    std::vector<float> m, v;
    explicit Adam(size_t n)
        : m(n, 0.0f)
        , v(n, 0.0f)
    {
    }
    // decay: AdamW's decoupled weight decay, a share of the weight each step.
    void step(float& w, float g, size_t i, double rate, double decay = 0)
    {
        m[i] = float(Beta1 * m[i] + (1 - Beta1) * g);
        v[i] = float(Beta2 * v[i] + (1 - Beta2) * g * g);
        w -= float(rate * (m[i] / (std::sqrt(double(v[i])) + Epsilon) + decay * w));
    }
};

} // namespace

NetworkFit::NetworkFit(const NetworkFitSettings& settings)
    : m_settings(settings)
{
}

std::optional<std::string> NetworkFit::addGame(std::string_view line)
{
    const std::vector<std::string_view> fields = splitOn(line, '\t');
    if (fields.size() != 3) return "expected a game, its scores and best moves, split by tabs";
    const std::vector<std::string_view> game = words(fields[0]);
    const std::vector<std::string_view> scores = words(fields[1]);
    const std::vector<std::string_view> best = words(fields[2]);
    Position pos;
    size_t at = 0;
    if (!game.empty() && game[0] == "sfen" && game.size() >= 5) {
        std::string sfen;
        for (size_t i = 1; i <= 4; ++i) sfen += std::string(game[i]) + (i < 4 ? " " : "");
        if (auto error = pos.setSfen(sfen)) return "bad SFEN: " + describe(*error);
        at = 5;
    } else if (!game.empty() && game[0] == "startpos") {
        at = 1;
    } else {
        return "the game starts with neither 'startpos' nor 'sfen'";
    }
    if (at < game.size() && game[at] == "moves") ++at;
    const size_t plies = game.size() - at;
    if (scores.size() != plies || best.size() != plies)
        return "the game has " + std::to_string(plies) + " moves, " + std::to_string(scores.size())
            + " scores and " + std::to_string(best.size()) + " best moves";
    const bool validation = m_games % std::max(1, m_settings.validationEvery) == 0;
    ++m_games;
    const float lastMoverOutcome = plies == 0 ? 0.5f : outcomeFor(scores.back());
    for (size_t ply = 0; ply < plies; ++ply) {
        const std::string_view score = scores[ply];
        int teacher = 0;
        const bool centipawns = !score.empty() && score[0] != '#'
            && std::from_chars(score.data(), score.data() + score.size(), teacher).ec == std::errc{};
        const UsiMoveResult teacherMove = parseUsiMove(pos, best[ply]);
        const bool quiet = !pos.inCheck() && teacherMove
            && pos.pieceOn(teacherMove.move.to()) == NoPiece;
        if (int(ply) >= m_settings.skipPlies && centipawns && quiet
            && std::abs(teacher) <= m_settings.maxTeacherScore) {
            const float base = float(ai::evaluate(pos));
            const bool lastMoverToMove = (plies - 1 - ply) % 2 == 0;
            const float outcome = lastMoverToMove ? lastMoverOutcome : 1 - lastMoverOutcome;
            const float target = float((1 - m_settings.resultWeight) * winChance(teacher, m_settings.teacherScale)
                + m_settings.resultWeight * outcome);
            // Validation positions are seen as they are; training ones mirrored too.
            for (bool mirror : {false, true}) {
                if (mirror && validation) break;
                Item item{base, target, float(teacher), uint32_t(m_features.size()), 0, 0, validation};
                const bool buckets = m_settings.shape.kingBuckets;
                ai::network::activeFeatures(pos, pos.sideToMove(), mirror, m_features, buckets);
                item.middle = uint32_t(m_features.size());
                ai::network::activeFeatures(pos, ~pos.sideToMove(), mirror, m_features, buckets);
                item.end = uint32_t(m_features.size());
                m_items.push_back(item);
            }
        }
        const UsiMoveResult move = parseUsiMove(pos, game[at + ply]);
        if (!move) return "move " + std::to_string(ply + 1) + " (" + std::string(game[at + ply])
            + "): " + describe(*move.error);
        pos.doMove(move.move);
    }
    m_evalScale = 0;
    return std::nullopt;
}

size_t NetworkFit::trainingPositions() const
{
    return size_t(std::count_if(
        m_items.begin(), m_items.end(), [](const Item& i) { return !i.validation; }));
}

size_t NetworkFit::validationPositions() const
{
    return m_items.size() - trainingPositions();
}

TeacherSlopes NetworkFit::teacherSlopes() const
{
    double xy = 0, xx = 0, yy = 0;
    for (const Item& item : m_items) {
        if (item.validation) continue;
        xy += double(item.base) * item.teacher;
        xx += double(item.base) * item.base;
        yy += double(item.teacher) * item.teacher;
    }
    return {xx > 0 ? xy / xx : 0, yy > 0 ? xy / yy : 0};
}

void NetworkFit::fitScale() const
{
    std::vector<double> evals, targets;
    for (const Item& item : m_items) {
        if (item.validation) continue;
        evals.push_back(item.base);
        targets.push_back(item.target);
    }
    m_evalScale = evals.empty() ? 1 : tuning::fitScale(evals, targets);
}

double NetworkFit::itemLoss(const ai::Network& net, const Item& item) const
{
    const std::span<const uint16_t> f(m_features);
    const double out = net.forward(
        f.subspan(item.begin, item.middle - item.begin), f.subspan(item.middle, item.end - item.middle));
    const double p = winChance(item.base + 100 * out, m_evalScale);
    return crossEntropy(p, item.target) - entropy(item.target);
}

double NetworkFit::loss(const ai::Network& net, bool validation) const
{
    if (m_evalScale == 0) fitScale();
    double sum = 0;
    size_t n = 0;
    for (const Item& item : m_items) {
        if (item.validation != validation) continue;
        sum += itemLoss(net, item);
        ++n;
    }
    return n ? sum / double(n) : 0;
}

ai::Network NetworkFit::run(const std::function<void(const NetworkFitReport&)>& report,
    const ai::Network* initial)
{
    if (m_evalScale == 0) fitScale();
    const ai::NetworkShape shape = initial ? initial->shape : m_settings.shape;
    const size_t a = size_t(shape.accumulator), h = size_t(shape.hidden);
    ai::Network net = initial ? *initial : ai::Network::zero(shape);
    std::mt19937 random(m_settings.seed);
    const auto uniform = [&random](float bound) {
        return std::uniform_real_distribution<float>(-bound, bound)(random);
    };
    if (!initial) {
        // Accumulators start in the middle of their range, the output at zero: the first
        // prediction is the evaluation's own.
        for (float& w : net.inputWeights) w = uniform(0.05f);
        std::fill(net.inputBias.begin(), net.inputBias.end(), 0.5f);
        for (float& w : net.hiddenWeights) w = uniform(1.0f / std::sqrt(float(2 * a)));
        std::fill(net.hiddenBias.begin(), net.hiddenBias.end(), 0.5f);
    }

    Adam inputAdam(net.inputWeights.size()), inputBiasAdam(a), hiddenAdam(net.hiddenWeights.size()),
        hiddenBiasAdam(h), outputAdam(h), outputBiasAdam(1);
    std::vector<float> gInput(net.inputWeights.size(), 0.0f), gInputBias(a), gHidden(net.hiddenWeights.size()),
        gHiddenBias(h), gOutput(h);
    float gOutputBias = 0;
    std::vector<char> touched(size_t(shape.inputs()), 0);
    std::vector<uint16_t> touchedList;

    std::vector<uint32_t> order;
    for (uint32_t i = 0; i < m_items.size(); ++i)
        if (!m_items[i].validation) order.push_back(i);
    ai::Network best = net;
    double bestValidation = loss(net, true);
    report({0, loss(net, false), bestValidation});

    std::vector<float> acc(2 * a), x(2 * a), hid(h), hidPre(h), hidGrad(h), dx(2 * a);
    const std::span<const uint16_t> features(m_features);
    for (int epoch = 1; epoch <= m_settings.epochs; ++epoch) {
        const double rate = m_settings.learningRate * std::pow(m_settings.rateDecay, epoch - 1);
        const double decay = m_settings.weightDecay;
        std::shuffle(order.begin(), order.end(), random);
        for (size_t start = 0; start < order.size(); start += size_t(m_settings.batchSize)) {
            const size_t end = std::min(order.size(), start + size_t(m_settings.batchSize));
            const float scale = 1.0f / float(end - start);
            for (size_t k = start; k < end; ++k) {
                const Item& item = m_items[order[k]];
                const std::span<const uint16_t> sides[2] = {
                    features.subspan(item.begin, item.middle - item.begin),
                    features.subspan(item.middle, item.end - item.middle)};
                // Forward, keeping what the gradients need.
                for (int s = 0; s < 2; ++s) {
                    float* accS = acc.data() + size_t(s) * a;
                    std::copy(net.inputBias.begin(), net.inputBias.end(), accS);
                    for (uint16_t f : sides[s]) {
                        const float* w = net.inputWeights.data() + size_t(f) * a;
                        for (size_t j = 0; j < a; ++j) accS[j] += w[j];
                    }
                }
                for (size_t j = 0; j < 2 * a; ++j) x[j] = std::clamp(acc[j], 0.0f, 1.0f);
                std::copy(net.hiddenBias.begin(), net.hiddenBias.end(), hidPre.begin());
                for (size_t j = 0; j < 2 * a; ++j) {
                    if (x[j] == 0.0f) continue;
                    const float* w = net.hiddenWeights.data() + j * h;
                    for (size_t i = 0; i < h; ++i) hidPre[i] += w[i] * x[j];
                }
                float out = net.outputBias;
                for (size_t i = 0; i < h; ++i) {
                    hid[i] = std::clamp(hidPre[i], 0.0f, 1.0f);
                    out += net.outputWeights[i] * hid[i];
                }
                // d(cross-entropy)/d(out): the chance's error times the logit's slope.
                const double p = winChance(item.base + 100.0 * out, m_evalScale);
                const float dOut = float((p - item.target) * 100.0 / m_evalScale) * scale;
                gOutputBias += dOut;
                std::vector<float>& dh = hidGrad;
                for (size_t i = 0; i < h; ++i) {
                    gOutput[i] += dOut * hid[i];
                    const bool open = hidPre[i] > 0.0f && hidPre[i] < 1.0f;
                    dh[i] = open ? dOut * net.outputWeights[i] : 0.0f;
                    gHiddenBias[i] += dh[i];
                }
                for (size_t j = 0; j < 2 * a; ++j) {
                    const float* w = net.hiddenWeights.data() + j * h;
                    float* g = gHidden.data() + j * h;
                    float d = 0.0f;
                    for (size_t i = 0; i < h; ++i) {
                        g[i] += dh[i] * x[j];
                        d += dh[i] * w[i];
                    }
                    dx[j] = d;
                }
                for (size_t j = 0; j < 2 * a; ++j)
                    if (acc[j] <= 0.0f || acc[j] >= 1.0f) dx[j] = 0.0f;
                for (int s = 0; s < 2; ++s) {
                    const float* d = dx.data() + size_t(s) * a;
                    for (size_t j = 0; j < a; ++j) gInputBias[j] += d[j];
                    for (uint16_t f : sides[s]) {
                        if (!touched[f]) touched[f] = 1, touchedList.push_back(f);
                        float* g = gInput.data() + size_t(f) * a;
                        for (size_t j = 0; j < a; ++j) g[j] += d[j];
                    }
                }
            }
            for (uint16_t f : touchedList) {
                for (size_t j = 0; j < a; ++j) {
                    const size_t i = size_t(f) * a + j;
                    inputAdam.step(net.inputWeights[i], gInput[i], i, rate, decay);
                    gInput[i] = 0.0f;
                }
                touched[f] = 0;
            }
            touchedList.clear();
            for (size_t j = 0; j < a; ++j) inputBiasAdam.step(net.inputBias[j], gInputBias[j], j, rate);
            for (size_t i = 0; i < gHidden.size(); ++i)
                hiddenAdam.step(net.hiddenWeights[i], gHidden[i], i, rate, decay);
            for (size_t i = 0; i < h; ++i) {
                hiddenBiasAdam.step(net.hiddenBias[i], gHiddenBias[i], i, rate);
                outputAdam.step(net.outputWeights[i], gOutput[i], i, rate);
            }
            outputBiasAdam.step(net.outputBias, gOutputBias, 0, rate);
            std::fill(gInputBias.begin(), gInputBias.end(), 0.0f);
            std::fill(gHidden.begin(), gHidden.end(), 0.0f);
            std::fill(gHiddenBias.begin(), gHiddenBias.end(), 0.0f);
            std::fill(gOutput.begin(), gOutput.end(), 0.0f);
            gOutputBias = 0;
        }
        const double validation = loss(net, true);
        report({epoch, loss(net, false), validation});
        if (validation < bestValidation) {
            bestValidation = validation;
            best = net;
        }
    }
    return best;
}

} // namespace shogiban::tuning
