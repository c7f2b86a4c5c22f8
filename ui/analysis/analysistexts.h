// The words of analysis: scores and winning chances, "mate in N", lines in the chosen notation,
// the marks of a game review and why a move was worse (core gives them as data).
#pragma once

#include "analysis/judgement.h"
#include "rules/position.h"
#include "window/movelistmodel.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace shogiban::ui {

class AnalysisTexts {
    Q_DECLARE_TR_FUNCTIONS(AnalysisTexts)

public:
    // A score from one side's point of view: "+123", "−45", "Mate in 5" (that side mates in 5
    // plies), "Mated in 4", "Checkmate".
    static QString score(ai::Value v);
    static QString chance(ai::Value v); // the winning chance of winchance.h: "56%"
    // "+123 (56%)", or the mate alone.
    static QString scoreAndChance(ai::Value v);
    static QString markName(analysis::Mark mark); // "Inaccuracy", "Mistake", "Blunder"
    static MoveMarkKind markKind(analysis::Mark mark);

    // A move of `before` with the mover's mark: "☗７六歩" or "☗P-7f".
    static QString move(const Position& before, Move move, Notation notation);
    // The first `maxMoves` moves of a line from pos, separated by spaces.
    static QString line(
        Position pos, const std::vector<Move>& line, Notation notation, size_t maxMoves = 16);
    // Why a move was worse, in words: "Bishop lost to ☖５五角", "Missed mate in 3: ☗５二金".
    static QString explanation(
        const Position& before, const analysis::Explanation& why, Notation notation);
    // What the review says about a move played in `before`: its mark, the better move and both
    // scores (the mover's view), and the explanations; one line each.
    static QStringList judgement(
        const Position& before, const analysis::MoveJudgement& judged, Notation notation);
    // "3 inaccuracies, 1 mistake, 0 blunders; average loss 4.2% (85 cp)".
    static QString summary(const analysis::SideSummary& side);
    // The same in one short line, with the move list's symbols: "?! 3  ? 1  ?? 0 · 4.2%".
    static QString shortSummary(const analysis::SideSummary& side);
    static QString chanceLoss(double loss); // "4.2%", "4,2 %" in Czech
};

} // namespace shogiban::ui
