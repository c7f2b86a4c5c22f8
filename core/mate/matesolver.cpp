#include "mate/matesolver.h"

#include "mate/checks.h"
#include "rules/movegen.h"

#include <algorithm>
#include <chrono>

namespace shogiban::mate {

namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t MaxLinePlies = 4096;

} // namespace

// One call's budget, shared by all the questions it asks. Making a mate the shortest may cost
// far more than proving it (every other check must be shown not to mate sooner): that part has
// a share of its own, after which the line found so far is the answer, not proven shortest.
struct MateSolver::Run {
    Dfpn& dfpn;
    Color attacker;
    Budget budget;
    uint64_t nodes = 0;
    bool exhausted = false;
    uint64_t shorteningNodes = 0; // 0: no share set (yet)

    Estimate prove(Position& pos, int depth)
    {
        if (depth < 0) return Estimate{Infinite, 0, 0, Hand()};
        const uint64_t cap = budget.nodes ? budget.nodes : UINT64_MAX;
        const uint64_t share = shorteningNodes && depth != Unlimited ? shorteningNodes : UINT64_MAX;
        if (nodes >= std::min(cap, share)) exhausted = true;
        if (exhausted) return Estimate{};
        Budget left = budget;
        left.nodes = std::min(cap, share) - nodes;
        const Estimate e = dfpn.prove(pos, attacker,
            depth >= Unlimited ? Unlimited : uint16_t(depth), left);
        nodes += dfpn.nodes();
        exhausted = dfpn.aborted();
        return e;
    }
};

MateSolver::MateSolver(size_t hashMegabytes)
    : m_table(hashMegabytes)
{
}

void MateSolver::setHashSize(size_t megabytes)
{
    m_table.resize(megabytes);
}

void MateSolver::clear()
{
    m_table.clear();
}

namespace {

Budget budgetOf(const MateLimits& limits)
{
    Budget b;
    b.nodes = limits.nodes;
    b.stop = limits.stop;
    // Beyond a year the deadline would overflow the clock: that is no limit.
    constexpr int64_t YearMs = 365LL * 24 * 3600 * 1000;
    if (limits.timeMs > 0 && limits.timeMs < YearMs)
        b.deadline = Clock::now() + std::chrono::milliseconds(limits.timeMs);
    return b;
}

int64_t msSince(Clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

} // namespace

// The line the table's proofs give: the shortest proven check, the answer resisting longest.
// A position whose proof was lost from the table is proven again. Each position's entry is
// brought up to date from its children on the way back, so that a shorter mate found below
// reaches the start of the line. When that changes a value or the best move, a move chosen on
// the way down may no longer be the best (a defender's answer found to be mated sooner than its
// entry said): the line is walked again, until the walks agree.
MateSolver::Line MateSolver::principalLine(const Position& from, Run& run)
{
    constexpr int MaxWalks = 64; // the values only fall: a few walks agree
    // The first walk is made even when the budget is spent, reading the line from the table as
    // far as it goes: shortenLine can find a shorter mate in the table after a walk's proof ran
    // the budget out, and an empty line then left solve() reading the length of no line (the
    // generator crashed after about 300 climbs of seed 31).
    bool changed = true;
    Line line = walkLine(from, run, changed);
    for (int walk = 1; walk < MaxWalks && changed && !run.exhausted; ++walk)
        line = walkLine(from, run, changed);
    return line;
}

MateSolver::Line MateSolver::walkLine(const Position& from, Run& run, bool& changed)
{
    Line line;
    Position pos = from;
    // Entries found with other hands or depths can lead the line round in a circle; a mate's
    // line never comes back to a position, so the line stops there.
    std::set<Key> visited;
    visited.insert(pos.key());
    while (line.moves.size() < MaxLinePlies) {
        Move move;
        Estimate e = m_dfpn.evaluate(pos, run.attacker, move);
        if (!e.proven()) {
            run.prove(pos, Unlimited);
            e = m_dfpn.evaluate(pos, run.attacker, move);
        }
        line.values.push_back(e.proven() ? e.plies : 0);
        if (!e.proven() || e.plies == 0 || !move) break;
        line.moves.push_back(move);
        pos.doMove(move);
        if (!visited.insert(pos.key()).second) {
            line.values.push_back(0);
            break;
        }
    }
    // Back up the line: every entry from its children, the deepest first.
    changed = false;
    for (size_t i = line.moves.size(); i-- > 0;) {
        pos.undoMove();
        Move move;
        const Estimate e = m_dfpn.evaluate(pos, run.attacker, move);
        if (e.proven() && (e.plies != line.values[i] || move != line.moves[i])) {
            line.values[i] = e.plies;
            changed = true;
        }
    }
    return line;
}

// Looks for a shorter mate than the line's at each of the attacker's turns on it, the deepest
// first: another check after which the defender is mated within fewer plies. True when one was
// found (the table knows it now); false when there is none, or the budget ran out.
bool MateSolver::shortenLine(const Position& from, const Line& line, Run& run)
{
    std::vector<Position> positions{from};
    for (Move m : line.moves) {
        positions.push_back(positions.back());
        positions.back().doMove(m);
    }
    for (size_t i = line.moves.size(); i-- > 0;) {
        Position& pos = positions[i];
        const int value = line.values[i];
        if (pos.sideToMove() != run.attacker || value < 3) continue;
        if (!m_verified.insert({pos.key(), value}).second) continue;
        UninitializedArray<Move, MaxMoves> checks;
        const Move* end = generateChecks(pos, checks.data());
        for (const Move* m = checks.data(); m != end; ++m) {
            if (*m == line.moves[i]) continue;
            pos.doMove(*m);
            bool found = false;
            const Estimate known
                = m_table.probe(pos.boardKey(), pos.hand(run.attacker), Unlimited, found);
            const bool shorter = known.proven() ? known.plies <= value - 3
                : known.disproven()             ? false
                                                : run.prove(pos, value - 3).proven();
            pos.undoMove();
            if (shorter) {
                m_verified.erase({pos.key(), value});
                return true;
            }
            if (run.exhausted) {
                m_verified.erase({pos.key(), value});
                return false;
            }
        }
    }
    return false;
}

MateSolver::Line MateSolver::shortestLine(
    const Position& from, Run& run, bool& exact, const std::function<void(const Line&)>& onLine)
{
    m_verified.clear();
    // The share: four times what the proof cost, and at least a few seconds' worth.
    run.shorteningNodes = run.nodes + std::max<uint64_t>(4 * run.nodes, 2'000'000);
    Line line = principalLine(from, run);
    for (;;) {
        // A walk that ran out of budget may have stopped before the mate: not a line to show.
        if (onLine && !run.exhausted) onLine(line);
        if (!shortenLine(from, line, run)) break;
        line = principalLine(from, run);
    }
    exact = !run.exhausted;
    return line;
}

MateResult MateSolver::solve(const Position& root, const MateLimits& limits)
{
    const auto start = Clock::now();
    MateResult result;
    Position pos = root;
    Run run{m_dfpn, pos.sideToMove(), budgetOf(limits)};
    const Estimate proof = run.prove(pos, Unlimited);
    if (proof.disproven()) {
        result.status = MateStatus::NoMate;
        result.shortest = true;
    } else if (proof.proven()) {
        result.status = MateStatus::Mate;
        int toldPlies = Infinite; // the lines told are ever shorter
        const auto tell = [&](const Line& line) {
            if (!limits.onLine || line.moves.empty() || line.values.front() >= toldPlies) return;
            toldPlies = line.values.front();
            limits.onLine(
                {MateStatus::Mate, line.moves, toldPlies, false, run.nodes, msSince(start)});
        };
        const Line line = shortestLine(pos, run, result.shortest, tell);
        result.line = line.moves;
        result.plies = line.values.front();
    }
    result.nodes = run.nodes;
    result.timeMs = msSince(start);
    return result;
}

DefenceResult MateSolver::defend(const Position& root, const MateLimits& limits)
{
    DefenceResult result;
    Position pos = root;
    Run run{m_dfpn, ~pos.sideToMove(), budgetOf(limits)};
    const Estimate proof = run.prove(pos, Unlimited);
    if (proof.disproven()) {
        result.status = MateStatus::NoMate;
        m_dfpn.evaluate(pos, run.attacker, result.answer);
    } else if (proof.proven()) {
        bool exact = false;
        const Line line = shortestLine(pos, run, exact);
        result.status = MateStatus::Mate;
        if (!line.moves.empty()) {
            result.answer = line.moves.front();
            result.plies = line.values[1];
        }
    }
    return result;
}

MateStatus MateSolver::mateWithin(
    const Position& root, Color attacker, uint16_t plies, const MateLimits& limits)
{
    Position pos = root;
    Run run{m_dfpn, attacker, budgetOf(limits)};
    const Estimate e = run.prove(pos, plies);
    return e.proven() ? MateStatus::Mate : e.disproven() ? MateStatus::NoMate : MateStatus::Unknown;
}

} // namespace shogiban::mate
