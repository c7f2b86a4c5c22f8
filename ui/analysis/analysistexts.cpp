#include "analysis/analysistexts.h"

#include "analysis/winchance.h"
#include "board/boardtexts.h"
#include "record/notation.h"

#include <QLocale>

#include <cmath>

namespace shogiban::ui {

using analysis::Explanation;
using analysis::ExplanationCode;
using analysis::Mark;

QString AnalysisTexts::score(ai::Value v)
{
    if (const std::optional<int> plies = analysis::matePlies(v)) {
        if (*plies == 0) return tr("Checkmate");
        return *plies > 0 ? tr("Mate in %n", "plies to mate", *plies)
                          : tr("Mated in %n", "plies to mate", -*plies);
    }
    if (v == 0) return QStringLiteral("0");
    return (v > 0 ? QStringLiteral("+") : QStringLiteral("−")) + QString::number(std::abs(v));
}

QString AnalysisTexts::chance(ai::Value v)
{
    return tr("%1%").arg(std::lround(100 * analysis::winChance(v)));
}

QString AnalysisTexts::scoreAndChance(ai::Value v)
{
    if (analysis::matePlies(v)) return score(v);
    return tr("%1 (%2)").arg(score(v), chance(v));
}

QString AnalysisTexts::markName(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return tr("Inaccuracy");
    case Mark::Mistake: return tr("Mistake");
    case Mark::Blunder: return tr("Blunder");
    case Mark::None: break;
    }
    return {};
}

MoveMarkKind AnalysisTexts::markKind(Mark mark)
{
    switch (mark) {
    case Mark::Inaccuracy: return MoveMarkKind::Inaccuracy;
    case Mark::Mistake: return MoveMarkKind::Mistake;
    case Mark::Blunder: return MoveMarkKind::Blunder;
    case Mark::None: break;
    }
    return MoveMarkKind::None;
}

QString AnalysisTexts::move(const Position& before, Move m, Notation notation)
{
    if (notation == Notation::Western) {
        const QString mark = before.sideToMove() == Black ? QStringLiteral("☗") : QStringLiteral("☖");
        return mark + QString::fromStdString(record::westernMove(before, m));
    }
    const Move last = before.lastMove();
    const std::optional<Square> previousTo = last ? std::optional(last.to()) : std::nullopt;
    return QString::fromStdString(record::japaneseMove(before, m, previousTo));
}

QString AnalysisTexts::line(
    Position pos, const std::vector<Move>& moves, Notation notation, size_t maxMoves)
{
    QStringList words;
    for (size_t i = 0; i < moves.size() && i < maxMoves; ++i) {
        if (!pos.isLegal(moves[i])) break;
        words << move(pos, moves[i], notation);
        pos.doMove(moves[i]);
    }
    if (moves.size() > maxMoves) words << QStringLiteral("…");
    return words.join(QLatin1Char(' '));
}

QString AnalysisTexts::explanation(
    const Position& before, const Explanation& why, Notation notation)
{
    // The move the explanation is about, written in the position where it is played.
    Position pos = before;
    for (int i = 0; i < why.at && size_t(i) < why.line.size(); ++i) {
        if (!pos.isLegal(why.line[size_t(i)])) return {};
        pos.doMove(why.line[size_t(i)]);
    }
    if (size_t(why.at) >= why.line.size() || !pos.isLegal(why.move())) return {};
    const QString moveText = move(pos, why.move(), notation);
    const QString piece = BoardTexts::pieceName(why.piece);
    switch (why.code) {
    case ExplanationCode::MissedMate:
        return tr("Missed mate in %n, starting with %1", "plies to mate", why.plies).arg(moveText);
    case ExplanationCode::AllowedMate:
        return tr("Allows mate in %n, starting with %1", "plies to mate", why.plies).arg(moveText);
    case ExplanationCode::LostPiece: return tr("%1 lost to %2").arg(piece, moveText);
    case ExplanationCode::MissedPiece: return tr("%1 could have been won with %2").arg(piece, moveText);
    }
    return {};
}

QStringList AnalysisTexts::judgement(
    const Position& before, const analysis::MoveJudgement& judged, Notation notation)
{
    QStringList lines;
    if (judged.playedBest()) {
        lines << tr("The engine's choice: %1").arg(scoreAndChance(judged.playedScore));
        return lines;
    }
    if (judged.mark != Mark::None)
        lines << tr("%1: %2 of the winning chance lost")
                     .arg(markName(judged.mark))
                     .arg(chanceLoss(judged.loss));
    if (judged.best)
        lines << tr("Better: %1, %2")
                     .arg(move(before, judged.best, notation), scoreAndChance(judged.bestScore));
    lines << tr("Played: %1, %2")
                 .arg(move(before, judged.played, notation), scoreAndChance(judged.playedScore));
    for (const Explanation& why : judged.explanations) {
        const QString text = explanation(before, why, notation);
        if (!text.isEmpty()) lines << text;
    }
    return lines;
}

QString AnalysisTexts::summary(const analysis::SideSummary& side)
{
    const QString marks = tr("%n inaccuracies", "", side.inaccuracies) + QStringLiteral(", ")
        + tr("%n mistakes", "", side.mistakes) + QStringLiteral(", ")
        + tr("%n blunders", "", side.blunders);
    return tr("%1; average loss %2 (%3 cp)")
        .arg(marks, chanceLoss(side.averageLoss))
        .arg(side.averageCentipawnLoss);
}

QString AnalysisTexts::shortSummary(const analysis::SideSummary& side)
{
    return QStringLiteral("?! %1  ? %2  ?? %3 · %4")
        .arg(side.inaccuracies)
        .arg(side.mistakes)
        .arg(side.blunders)
        .arg(chanceLoss(side.averageLoss));
}

QString AnalysisTexts::chanceLoss(double loss)
{
    // In the language's own digits: "4,2 %" in Czech.
    return tr("%1%").arg(QLocale().toString(100 * loss, 'f', 1));
}

} // namespace shogiban::ui
