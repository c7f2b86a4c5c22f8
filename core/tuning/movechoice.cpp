#include "tuning/movechoice.h"

#include "ai/evaluate.h"
#include "ai/see.h"
#include "record/replay.h"
#include "rules/movegen.h"
#include "tuning/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace shogiban::tuning {

namespace {

// No exchange wins more than the two most valuable pieces there are.
constexpr int MaxExchange = 4096;

// The most capture wins by static exchange: the largest threshold it reaches.
int exchangeGain(const Position& pos, Move capture)
{
    if (!ai::seeAtLeast(pos, capture, 1)) return 0;
    int lo = 1, hi = MaxExchange; // seeAtLeast(lo) holds
    while (lo < hi) {
        const int mid = (lo + hi + 1) / 2;
        if (ai::seeAtLeast(pos, capture, mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

// The rating of the move that led to `after` for the side that played it.
double rating(const Position& after, int loss, const ai::EvalParams& params)
{
    return -double(ai::evaluate(after, params)) - loss;
}

// -log of the teacher's (the first) share of the softmax of the ratings, computed from the
// largest rating down so that no exponential overflows.
double crossEntropy(const std::vector<double>& r, double temperature)
{
    const double top = *std::max_element(r.begin(), r.end());
    double sum = 0;
    for (double v : r) sum += std::exp((v - top) / temperature);
    return std::log(sum) - (r.front() - top) / temperature;
}

// Whether the record names the player of this side as the teacher (or no teacher is named).
bool playsTeacher(const record::Record& record, Color side, const std::string& teacher)
{
    if (teacher.empty()) return true;
    for (const char* key : side == Black ? std::array{"先手", "下手"} : std::array{"後手", "上手"})
        if (const std::string* name = record.headerValue(key))
            return name->find(teacher) != std::string::npos;
    return false;
}

} // namespace

int exchangeLoss(const Position& pos)
{
    int loss = 0;
    for (Move m : MoveList<GenType::Captures>(pos)) loss = std::max(loss, exchangeGain(pos, m));
    return loss;
}

void appendMoveChoices(
    const record::Record& record, const MoveChoiceFilter& filter, std::vector<MoveChoice>& out)
{
    Position pos;
    if (pos.setSfen(record::startSfenOf(record))) return;
    const bool teaches[ColorNb] = {
        playsTeacher(record, Black, filter.teacher), playsTeacher(record, White, filter.teacher)};
    int ply = 0;
    for (const record::RecordNode& node : record.moves) {
        if (node.isSpecial() || !pos.isLegal(node.move)) break;
        const MoveList<GenType::Legal> legal(pos);
        if (ply >= filter.skipPlies && legal.size() > 1 && teaches[pos.sideToMove()]) {
            // Without the game's history behind it: choices are many.
            Position alone;
            alone.setSfen(pos.sfen());
            struct Rated {
                Position after;
                int loss;
                double value;
            };
            const auto rate = [&alone](Move m) {
                Position after = alone;
                after.doMove(m);
                const int loss = exchangeLoss(after);
                const double value = rating(after, loss, ai::DefaultEvalParams);
                return Rated{std::move(after), loss, value};
            };
            std::vector<Rated> rivals;
            for (Move m : legal)
                if (m != node.move) rivals.push_back(rate(m));
            const size_t kept = std::min(rivals.size(), size_t(std::max(1, filter.rivals)));
            std::partial_sort(rivals.begin(), rivals.begin() + std::ptrdiff_t(kept), rivals.end(),
                [](const Rated& a, const Rated& b) { return a.value > b.value; });
            MoveChoice choice;
            Rated played = rate(node.move);
            choice.after.push_back(std::move(played.after));
            choice.exchangeLoss.push_back(played.loss);
            for (size_t i = 0; i < kept; ++i) {
                choice.after.push_back(std::move(rivals[i].after));
                choice.exchangeLoss.push_back(rivals[i].loss);
            }
            out.push_back(std::move(choice));
        }
        pos.doMove(node.move);
        ++ply;
    }
}

MoveChoiceObjective::MoveChoiceObjective(
    std::vector<MoveChoice> choices, std::vector<bool> validation, int threads)
    : m_choices(std::move(choices))
    , m_validation(std::move(validation))
    , m_threads(threads)
{
    m_temperature = bestTemperature(ratingsOf(ai::DefaultEvalParams, false));
}

std::vector<std::vector<double>> MoveChoiceObjective::ratingsOf(
    const ai::EvalParams& params, bool validation) const
{
    std::vector<size_t> measured;
    for (size_t i = 0; i < m_choices.size(); ++i)
        if (m_validation[i] == validation) measured.push_back(i);
    std::vector<std::vector<double>> rated(measured.size());
    parallelFor(measured.size(), m_threads, [&](size_t k, int) {
        const MoveChoice& choice = m_choices[measured[k]];
        for (size_t j = 0; j < choice.after.size(); ++j)
            rated[k].push_back(rating(choice.after[j], choice.exchangeLoss[j], params));
    });
    return rated;
}

double MoveChoiceObjective::meanCrossEntropy(
    const std::vector<std::vector<double>>& rated, double temperature) const
{
    return parallelMean(
        rated.size(), m_threads, [](size_t) { return true; },
        [&](size_t k) { return crossEntropy(rated[k], temperature); });
}

double MoveChoiceObjective::bestTemperature(const std::vector<std::vector<double>>& rated) const
{
    // The error is unimodal in the temperature.
    return minimizeOnLogScale(
        5, 5000, 25, [&](double temperature) { return meanCrossEntropy(rated, temperature); });
}

double MoveChoiceObjective::error(const ai::EvalParams& params, bool validation) const
{
    const std::vector<std::vector<double>> rated = ratingsOf(params, validation);
    return meanCrossEntropy(rated, bestTemperature(rated));
}

double MoveChoiceObjective::agreement(const ai::EvalParams& params, bool validation) const
{
    const std::vector<std::vector<double>> rated = ratingsOf(params, validation);
    return parallelMean(
        rated.size(), m_threads, [](size_t) { return true; },
        [&](size_t k) {
            const std::vector<double>& r = rated[k];
            return std::all_of(r.begin() + 1, r.end(), [&r](double v) { return v < r.front(); })
                ? 1.0
                : 0.0;
        });
}

} // namespace shogiban::tuning
