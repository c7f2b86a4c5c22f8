#include "analysis/judgement.h"

#include "analysis/winchance.h"

#include <algorithm>

namespace shogiban::analysis {

Mark markForLoss(double lostChance)
{
    if (lostChance >= BlunderLoss) return Mark::Blunder;
    if (lostChance >= MistakeLoss) return Mark::Mistake;
    if (lostChance >= InaccuracyLoss) return Mark::Inaccuracy;
    return Mark::None;
}

const char* markName(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return "inaccuracy";
    case Mark::Mistake: return "mistake";
    case Mark::Blunder: return "blunder";
    case Mark::None: break;
    }
    return nullptr;
}

namespace {

Mark markOf(const MoveJudgement& j)
{
    if (j.playedBest()) return Mark::None;
    Mark mark = markForLoss(j.loss);
    for (const Explanation& e : j.explanations) {
        if ((e.code == ExplanationCode::MissedMate && e.plies <= ShortMatePlies)
            || e.code == ExplanationCode::AllowedMate)
            mark = Mark::Blunder;
    }
    return mark;
}

} // namespace

std::vector<std::optional<MoveJudgement>> judgeReview(const GameReview& review)
{
    std::vector<std::optional<MoveJudgement>> result(review.moves.size());
    Position pos = review.positionAt(0);
    for (size_t i = 0; i < review.moves.size(); ++i) {
        const auto& before = review.positions[i];
        const auto& after = review.positions[i + 1];
        if (before && after && !before->pv.empty()) {
            MoveJudgement j;
            j.ply = int(i) + 1;
            j.mover = pos.sideToMove();
            j.played = review.moves[i];
            j.best = before->best();
            j.bestScore = before->score;
            j.playedScore = -after->score;
            j.loss = std::max(0.0, winChance(j.bestScore) - winChance(j.playedScore));
            if (!j.playedBest()) {
                j.explanations = explain(
                    {pos, j.played, before->score, before->pv, after->score, after->pv});
            }
            j.mark = markOf(j);
            if (j.mark == Mark::None) j.explanations.clear();
            result[i] = std::move(j);
        }
        pos.doMove(review.moves[i]);
    }
    return result;
}

std::array<SideSummary, ColorNb> summarize(
    const std::vector<std::optional<MoveJudgement>>& judgements)
{
    std::array<SideSummary, ColorNb> sides{};
    std::array<double, ColorNb> lossSum{}, centipawnSum{};
    for (const auto& j : judgements) {
        if (!j) continue;
        SideSummary& s = sides[j->mover];
        ++s.moves;
        s.inaccuracies += j->mark == Mark::Inaccuracy;
        s.mistakes += j->mark == Mark::Mistake;
        s.blunders += j->mark == Mark::Blunder;
        lossSum[j->mover] += j->loss;
        const int lostCentipawns = j->playedBest()
            ? 0
            : clampForGraph(j->bestScore) - clampForGraph(j->playedScore);
        centipawnSum[j->mover] += std::clamp(lostCentipawns, 0, MaxCountedCentipawnLoss);
    }
    for (Color c : {Black, White}) {
        if (sides[c].moves == 0) continue;
        sides[c].averageLoss = lossSum[c] / sides[c].moves;
        sides[c].averageCentipawnLoss = int(centipawnSum[c] / sides[c].moves + 0.5);
    }
    return sides;
}

std::vector<GraphPoint> evaluationGraph(const GameReview& review)
{
    std::vector<GraphPoint> points;
    Color side = review.positionAt(0).sideToMove();
    for (int i = 0; i < review.positionCount(); ++i, side = ~side) {
        GraphPoint p;
        p.ply = i;
        if (const auto& analysis = review.positions[size_t(i)]) {
            const ai::Value sente = fromSide(analysis->score, side, Black);
            p.searched = true;
            p.senteScore = clampForGraph(sente);
            p.senteValue = sente;
            p.senteChance = winChance(sente);
            p.senteMate = matePlies(sente);
        }
        points.push_back(p);
    }
    return points;
}

} // namespace shogiban::analysis
