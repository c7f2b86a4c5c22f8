#include "hasami/position.h"

#include "hasami/fives.h"

namespace shogiban::hasami {

namespace {

const SquareList NoCaptures{};

void fillRank(Board& board, int rank, Cell man)
{
    for (int file = 0; file < board.size(); ++file)
        board.put(board.geometry().square(file, rank), man);
}

} // namespace

Board startBoard(const HasamiVariant& variant)
{
    Board board(variant.size);
    const int last = variant.size - 1;
    fillRank(board, 0, WhiteMan);
    fillRank(board, last, BlackMan);
    if (variant.layout == StartLayout::FirstTwoRanks) {
        fillRank(board, 1, WhiteMan);
        fillRank(board, last - 1, BlackMan);
    } else if (variant.layout == StartLayout::FirstAndThirdRanks) {
        fillRank(board, 2, WhiteMan);
        fillRank(board, last - 2, BlackMan);
    }
    return board;
}

Position::Position(const HasamiVariant& variant, int capturesToWin)
    : Position(variant, capturesToWin, startBoard(variant), Black, {0, 0})
{
}

Position::Position(const HasamiVariant& variant, int capturesToWin, const Board& board, Color side,
    std::array<int, ColorNb> captured)
    : m_variant(&variant)
    , m_capturesToWin(capturesToWin > 0 ? capturesToWin : variant.capturesToWin)
    , m_board(board)
    , m_side(side)
    , m_captured(captured)
{
    m_startKey = key();
    m_startOutcome = judgeStart();
}

std::optional<Outcome> Position::judgeStart() const
{
    // The side that moved last first: its goal was reached before the side to move's turn.
    for (Color c : {~m_side, m_side}) {
        if (m_capturesToWin > 0 && m_captured[~c] >= m_capturesToWin)
            return Outcome{c, EndReason::Captures};
        if (hasFive(m_board, *m_variant, c)) return Outcome{c, EndReason::FiveInRow};
    }
    if (!canStillWin(Black) && !canStillWin(White))
        return Outcome{std::nullopt, EndReason::TooFewMen};
    if (!hasAnyStep(m_board, *m_variant, m_side)) return Outcome{~m_side, EndReason::Stalemate};
    return std::nullopt;
}

bool Position::isPossible(Step step) const
{
    return step.from >= 0 && step.from < m_board.geometry().squares() && step.to >= 0
        && step.to < m_board.geometry().squares() && m_board.at(step.from) == manOf(m_side)
        && isStepPossible(m_board, *m_variant, step);
}

void Position::doMove(Step step)
{
    Played played;
    played.step = step;
    const Cell man = m_board.at(step.from);
    m_board.clear(step.from);
    m_board.put(step.to, man);
    findCaptures(m_board, *m_variant, step.to, m_side, played.captures);
    for (int8_t sq : played.captures) m_board.clear(sq);
    m_captured[~m_side] += int(played.captures.size());
    m_side = ~m_side;
    played.key = key();
    const int before = m_history.empty() ? 0 : m_history.back().sinceIrreversible;
    played.sinceIrreversible = played.captures.empty() ? before + 1 : 0;
    m_history.push_back(played);
    std::optional<Color> pending;
    std::optional<Outcome> result = judge(step.to, pending);
    m_history.back().pendingFive = pending;
    m_history.back().outcome = result;
}

void Position::undoMove()
{
    const Played& played = m_history.back();
    m_side = ~m_side;
    const Cell enemy = manOf(~m_side);
    for (int8_t sq : played.captures) m_board.put(sq, enemy);
    m_captured[~m_side] -= int(played.captures.size());
    const Cell man = m_board.at(played.step.to);
    m_board.clear(played.step.to);
    m_board.put(played.step.from, man);
    m_history.pop_back();
}

void Position::doNullMove()
{
    Played played;
    played.outcome = outcome();
    m_side = ~m_side;
    played.key = key();
    m_history.push_back(played); // sinceIrreversible 0: no repetition reaches across a pass
}

void Position::undoNullMove()
{
    m_side = ~m_side;
    m_history.pop_back();
}

const std::optional<Outcome>& Position::outcome() const
{
    return m_history.empty() ? m_startOutcome : m_history.back().outcome;
}

const SquareList& Position::lastCaptures() const
{
    return m_history.empty() ? NoCaptures : m_history.back().captures;
}

Step Position::lastStep() const
{
    return m_history.empty() ? Step{} : m_history.back().step;
}

std::optional<Color> Position::pendingFive() const
{
    return m_history.empty() ? std::nullopt : m_history.back().pendingFive;
}

// Called after the move to `to`, with the side to move already switched to the opponent.
std::optional<Outcome> Position::judge(int to, std::optional<Color>& pendingFive) const
{
    const Color mover = ~m_side;
    const Color opponent = m_side;
    if (m_capturesToWin > 0 && m_captured[opponent] >= m_capturesToWin)
        return Outcome{mover, EndReason::Captures};
    const bool opponentWasPending
        = m_history.size() >= 2 && m_history[m_history.size() - 2].pendingFive == opponent;
    if (opponentWasPending && hasFive(m_board, *m_variant, opponent))
        return Outcome{opponent, EndReason::FiveInRow};
    if (fiveThrough(m_board, *m_variant, mover, to)) {
        if (!canBreakFive(mover)) return Outcome{mover, EndReason::FiveInRow};
        pendingFive = mover;
    }
    if (repetitions() >= RepetitionsToDraw) return Outcome{std::nullopt, EndReason::Repetition};
    if (!canStillWin(Black) && !canStillWin(White))
        return Outcome{std::nullopt, EndReason::TooFewMen};
    if (!hasAnyStep(m_board, *m_variant, m_side)) return Outcome{mover, EndReason::Stalemate};
    return std::nullopt;
}

// Whether the side to move has a step after which `owner` has no counting five left.
bool Position::canBreakFive(Color owner) const
{
    StepList steps;
    generate(steps);
    for (Step step : steps) {
        Board after = m_board;
        const Cell man = after.at(step.from);
        after.clear(step.from);
        after.put(step.to, man);
        SquareList captures;
        findCaptures(after, *m_variant, step.to, m_side, captures);
        if (captures.empty()) continue;
        for (int8_t sq : captures) after.clear(sq);
        if (!hasFive(after, *m_variant, owner)) return true;
    }
    return false;
}

bool Position::canStillWin(Color c) const
{
    const int own = m_board.men(c);
    const int enemy = m_board.men(~c);
    const bool canCapture = own >= 2 || (m_variant->intervention && own >= 1 && enemy >= 2);
    if (m_capturesToWin > 0 && canCapture && enemy > 0) return true;
    return m_variant->five != FiveRule::None && own >= 5;
}

int Position::repetitions() const
{
    if (m_history.empty()) return 1;
    const Played& last = m_history.back();
    const uint64_t current = last.key;
    int count = 1;
    const int n = int(m_history.size());
    // Positions with the same side to move lie an even number of plies back; a capture cannot
    // be undone, so the search stops at the last one.
    for (int back = 2; back <= last.sinceIrreversible; back += 2) {
        int index = n - 1 - back;
        uint64_t k = index >= 0 ? m_history[index].key : m_startKey;
        if (k == current) ++count;
    }
    return count;
}

} // namespace shogiban::hasami
