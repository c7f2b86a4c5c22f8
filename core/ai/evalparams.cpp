#include "ai/evalparams.h"

namespace shogiban::ai {

namespace {

template <size_t Rows, size_t Columns> std::span<int> flat(int (&table)[Rows][Columns])
{
    return std::span(&table[0][0], Rows * Columns);
}

std::span<int> single(int& value)
{
    return std::span(&value, 1);
}

} // namespace

// In the order of the declaration, so that the tuner prints an initializer that compiles.
void forEachParamGroup(
    EvalParams& p, const std::function<void(std::string_view name, std::span<int> values)>& visit)
{
    visit("pieceValue", p.pieceValue);
    visit("pieceValueEndgame", p.pieceValueEndgame);
    visit("handValue", p.handValue);
    visit("handValueEndgame", p.handValueEndgame);
    visit("firstPawnInHand", single(p.firstPawnInHand));
    visit("morePawnsInHand", single(p.morePawnsInHand));
    visit("attackNearKing", flat(p.attackNearKing));
    visit("defendNearKing", flat(p.defendNearKing));
    visit("attackNearKingEndgame", flat(p.attackNearKingEndgame));
    visit("defendNearKingEndgame", flat(p.defendNearKingEndgame));
    visit("rankBonus", flat(p.rankBonus));
    visit("rankBonusEndgame", flat(p.rankBonusEndgame));
    visit("attackWeight", p.attackWeight);
    visit("handThreat", p.handThreat);
    visit("holeWeight", single(p.holeWeight));
    visit("weakSquareWeight", single(p.weakSquareWeight));
    visit("openFileWeight", single(p.openFileWeight));
    visit("dangerScale", single(p.dangerScale));
    visit("dangerScaleEndgame", single(p.dangerScaleEndgame));
    visit("dangerCap", single(p.dangerCap));
    visit("kingRankStep", single(p.kingRankStep));
    visit("kingFileStep", single(p.kingFileStep));
    visit("mobility", p.mobility);
    visit("mobilityEndgame", p.mobilityEndgame);
    visit("edgeKnight", single(p.edgeKnight));
    visit("trappedPiece", single(p.trappedPiece));
    visit("threatByPawn", p.threatByPawn);
    visit("hangingPiece", p.hangingPiece);
    visit("space", p.space);
    visit("tempo", single(p.tempo));
}

} // namespace shogiban::ai
