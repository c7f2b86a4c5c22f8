#include "analysis/reviewjson.h"

#include "analysis/judgement.h"
#include "analysis/winchance.h"
#include "rules/usimove.h"

#include <nlohmann/json.hpp>

namespace shogiban::analysis {

std::string reviewJson(const GameReview& review)
{
    std::string text = "[";
    for (const auto& judgement : judgeReview(review)) {
        if (!judgement) continue;
        const ai::Value sente = fromSide(judgement->playedScore, judgement->mover, Black);
        nlohmann::ordered_json entry;
        entry["ply"] = judgement->ply;
        entry["move"] = toUsi(judgement->played);
        if (const std::optional<int> plies = matePlies(sente))
            entry["mate"] = *plies;
        else
            entry["score"] = sente;
        entry["best"] = judgement->best ? nlohmann::ordered_json(toUsi(judgement->best))
                                        : nlohmann::ordered_json();
        const char* mark = markName(judgement->mark);
        entry["mark"] = mark ? nlohmann::ordered_json(mark) : nlohmann::ordered_json();
        text += (text.size() > 1 ? ",\n " : "\n ") + entry.dump();
    }
    return text + "\n]";
}

} // namespace shogiban::analysis
