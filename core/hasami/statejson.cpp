#include "hasami/statejson.h"

#include "game/names.h"

#include <nlohmann/json.hpp>

namespace shogiban::hasami {

std::vector<std::string> rankStrings(const GameRules& rules)
{
    std::vector<std::string> ranks;
    for (int rank = 0; rank < rules.ranks(); ++rank) {
        std::string row;
        for (int file = rules.files() - 1; file >= 0; --file) {
            BoardPiece piece = rules.pieceAt({file, rank});
            row += piece.empty() ? '.' : (piece.color == Black ? 'b' : 'w');
        }
        ranks.push_back(row);
    }
    return ranks;
}

std::string stateJson(const GameRules& rules)
{
    nlohmann::ordered_json out;
    out["board"] = rankStrings(rules);
    out["side_to_move"] = colorId(rules.sideToMove());
    out["captured"]
        = {{"black", rules.standCount(White, Pawn)}, {"white", rules.standCount(Black, Pawn)}};
    out["result"] = nullptr;
    if (auto outcome = rules.outcome()) {
        nlohmann::ordered_json winner = nullptr;
        if (outcome->winner) winner = colorId(*outcome->winner);
        out["result"] = {{"winner", winner}, {"reason", endReasonId(outcome->reason)}};
    }
    return out.dump();
}

} // namespace shogiban::hasami
