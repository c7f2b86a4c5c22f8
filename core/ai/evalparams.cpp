#include "ai/evalparams.h"

namespace shogiban::ai {

void forEachParamGroup(
    EvalParams& p, const std::function<void(std::string_view name, std::span<int> values)>& visit)
{
    visit("pieceValue", p.pieceValue);
    visit("handValue", p.handValue);
    visit("firstPawnInHand", std::span(&p.firstPawnInHand, 1));
    visit("morePawnsInHand", std::span(&p.morePawnsInHand, 1));
    visit("attackNearKing",
        std::span(&p.attackNearKing[0][0], sizeof p.attackNearKing / sizeof(int)));
    visit("defendNearKing",
        std::span(&p.defendNearKing[0][0], sizeof p.defendNearKing / sizeof(int)));
    visit("rankBonus", std::span(&p.rankBonus[0][0], sizeof p.rankBonus / sizeof(int)));
    visit("attackWeight", p.attackWeight);
    visit("handThreat", p.handThreat);
    visit("holeWeight", std::span(&p.holeWeight, 1));
    visit("weakSquareWeight", std::span(&p.weakSquareWeight, 1));
    visit("openFileWeight", std::span(&p.openFileWeight, 1));
    visit("dangerScale", std::span(&p.dangerScale, 1));
    visit("dangerCap", std::span(&p.dangerCap, 1));
    visit("kingRankStep", std::span(&p.kingRankStep, 1));
    visit("kingFileStep", std::span(&p.kingFileStep, 1));
    visit("mobility", p.mobility);
    visit("edgeKnight", std::span(&p.edgeKnight, 1));
    visit("trappedPiece", std::span(&p.trappedPiece, 1));
    visit("threatByPawn", p.threatByPawn);
    visit("hangingPiece", p.hangingPiece);
    visit("space", p.space);
    visit("tempo", std::span(&p.tempo, 1));
}

} // namespace shogiban::ai
