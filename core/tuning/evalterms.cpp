#include "tuning/evalterms.h"

#include "ai/evaluate.h"

#include <algorithm>

namespace shogiban::tuning {

std::vector<TermContribution> termContributions(const Position& pos, const ai::EvalParams& params)
{
    const int whole = ai::evaluate(pos, params, nullptr);
    ai::EvalParams names = params;
    std::vector<TermContribution> terms;
    ai::forEachParamGroup(
        names, [&](std::string_view name, std::span<int>) { terms.push_back({std::string(name)}); });
    for (TermContribution& term : terms) {
        ai::EvalParams without = params;
        ai::forEachParamGroup(without, [&](std::string_view name, std::span<int> values) {
            if (name == term.group) std::fill(values.begin(), values.end(), 0);
        });
        term.value = whole - ai::evaluate(pos, without, nullptr);
    }
    return terms;
}

} // namespace shogiban::tuning
