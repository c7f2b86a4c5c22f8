#include "analysis/reviewjson.h"

#include "analysis/judgement.h"
#include "analysis/winchance.h"
#include "rules/usimove.h"

#include <nlohmann/json.hpp>

namespace shogiban::analysis {
namespace {

// A score from sente's point of view as "score" (centipawns) or "mate" (plies).
void putScore(nlohmann::ordered_json& entry, ai::Value sente)
{
    if (const std::optional<int> plies = matePlies(sente))
        entry["mate"] = *plies;
    else
        entry["score"] = sente;
}

nlohmann::ordered_json linesJson(const PositionAnalysis& before, Color mover)
{
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const AnalysisLine& line : before.lines) {
        if (line.pv.empty()) continue;
        nlohmann::ordered_json entry;
        entry["move"] = toUsi(line.pv.front());
        putScore(entry, fromSide(line.score, mover, Black));
        nlohmann::ordered_json pv = nlohmann::ordered_json::array();
        for (Move m : line.pv) pv.push_back(toUsi(m));
        entry["pv"] = std::move(pv);
        lines.push_back(std::move(entry));
    }
    return lines;
}

} // namespace

std::string reviewJson(const GameReview& review, bool withLines)
{
    std::string text = "[";
    for (const auto& judgement : judgeReview(review)) {
        if (!judgement) continue;
        const ai::Value sente = fromSide(judgement->playedScore, judgement->mover, Black);
        nlohmann::ordered_json entry;
        entry["ply"] = judgement->ply;
        entry["move"] = toUsi(judgement->played);
        putScore(entry, sente);
        entry["best"] = judgement->best ? nlohmann::ordered_json(toUsi(judgement->best))
                                        : nlohmann::ordered_json();
        const char* mark = markName(judgement->mark);
        entry["mark"] = mark ? nlohmann::ordered_json(mark) : nlohmann::ordered_json();
        if (withLines)
            entry["lines"] = linesJson(*review.positions[size_t(judgement->ply - 1)], judgement->mover);
        text += (text.size() > 1 ? ",\n " : "\n ") + entry.dump();
    }
    return text + "\n]";
}

} // namespace shogiban::analysis
