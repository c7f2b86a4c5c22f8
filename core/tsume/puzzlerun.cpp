#include "tsume/puzzlerun.h"

#include "rules/movegen.h"

#include <algorithm>

namespace shogiban::tsume {

using mate::MateStatus;

PuzzleRun::PuzzleRun(const Position& start, int plies, mate::MateSolver& solver, uint64_t nodeLimit)
    : m_solver(solver)
    , m_attacker(start.sideToMove())
{
    m_limits.nodes = nodeLimit;
    m_rules.reset(start.sfen());
    if (plies <= 0) {
        const mate::MateResult r = m_solver.solve(start, m_limits);
        if (r.status == MateStatus::Mate) plies = r.plies;
    }
    m_plies = m_left = plies;
}

PuzzleRun::Step PuzzleRun::play(Move m)
{
    Step step;
    if (m_solved || m_refuted || m_left <= 0 || position().sideToMove() != m_attacker
        || !position().isLegal(m))
        return step;
    if (!position().givesCheck(m)) {
        step.verdict = Verdict::NotCheck;
        return step;
    }
    ShogiGame& game = m_rules.game();
    game.play(m);
    const Position& pos = position();
    if (countLegalMoves(pos) == 0) {
        m_solved = true;
        m_left = 0;
        step.verdict = Verdict::Solved;
        return step;
    }
    // Tsume counting: drops in between that are taken back do not count, so a mate "in 0 more"
    // may still see such drops (from a record's problem; the shipped ones end in a real mate).
    const bool mates
        = m_solver.mateWithin(pos, m_attacker, uint16_t(m_left - 1), m_limits) == MateStatus::Mate;
    const mate::DefenceResult defence = m_solver.defend(pos, m_limits);
    if (!mates) {
        ++m_wrong;
        m_refuted = true;
        m_refutationPlies = 1;
        step.verdict = Verdict::Wrong;
        step.matesLater = defence.status == MateStatus::Mate;
    }
    if (defence.answer && pos.isLegal(defence.answer)) {
        game.play(defence.answer);
        step.answer = defence.answer;
        if (m_refuted) m_refutationPlies = 2;
    }
    // In tsume counting: a useless interposition and its capture do not count.
    if (!m_refuted)
        m_left = std::max(1, defence.status == MateStatus::Mate ? defence.plies : m_left - 2);
    return step;
}

void PuzzleRun::retry()
{
    if (!m_refuted) return;
    for (int i = 0; i < m_refutationPlies; ++i) m_rules.game().undo();
    m_refuted = false;
    m_refutationPlies = 0;
}

void PuzzleRun::restart()
{
    const std::string start = m_rules.game().startSfen();
    m_rules.reset(start);
    m_left = m_plies;
    m_solved = m_refuted = false;
    m_refutationPlies = 0;
}

std::optional<Move> PuzzleRun::hint()
{
    if (m_solved || m_refuted || m_left <= 0) return std::nullopt;
    const mate::MateResult r = m_solver.solve(position(), m_limits);
    if (r.status != MateStatus::Mate || r.line.empty()) return std::nullopt;
    return r.line.front();
}

} // namespace shogiban::tsume
