#include "lesson/exerciserun.h"

#include "game/catalog.h"

#include <algorithm>
#include <deque>
#include <set>
#include <utility>

namespace shogiban::lesson {
namespace {

bool contains(const std::vector<BoardSquare>& squares, BoardSquare s)
{
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}

// The position text with `side` to move again: SFEN and the hasami position text both keep
// the side as their second word.
std::string withSideToMove(const std::string& text, Color side)
{
    const size_t first = text.find(' ');
    if (first == std::string::npos || first + 1 >= text.size()) return text;
    std::string result = text;
    result[first + 1] = side == Black ? 'b' : 'w';
    return result;
}

// Collect: the player moves again after each move. Null when the position cannot be set up
// with the player to move (the move gave check).
std::unique_ptr<GameRules> playerToMoveAgain(
    const Exercise& exercise, const GameRules& after, Color player)
{
    GameSetup setup{exercise.game, exercise.variant,
        withSideToMove(after.positionText(), player), 0};
    return createRules(setup, nullptr);
}

std::vector<BoardSquare> without(std::vector<BoardSquare> squares, BoardSquare s)
{
    squares.erase(std::remove(squares.begin(), squares.end(), s), squares.end());
    return squares;
}

std::optional<std::vector<BoardMove>> solveCollect(const Exercise& exercise,
    const GameRules& start, const std::vector<BoardSquare>& remaining, int limit)
{
    struct Node {
        std::unique_ptr<GameRules> rules;
        std::vector<BoardSquare> remaining;
        std::vector<BoardMove> path;
    };
    const Color player = start.sideToMove();
    std::set<std::pair<std::string, std::vector<std::pair<int, int>>>> seen;
    auto key = [](const GameRules& rules, const std::vector<BoardSquare>& left) {
        std::vector<std::pair<int, int>> squares;
        for (BoardSquare s : left) squares.emplace_back(s.file, s.rank);
        return std::make_pair(rules.positionText().substr(0, rules.positionText().rfind(' ')),
            squares);
    };
    std::deque<Node> queue;
    queue.push_back({start.clone(), remaining, {}});
    seen.insert(key(start, remaining));
    while (!queue.empty()) {
        Node node = std::move(queue.front());
        queue.pop_front();
        if (int(node.path.size()) >= limit) continue;
        for (const BoardMove& move : node.rules->legalMoves()) {
            auto after = node.rules->clone();
            after->play(move);
            auto again = playerToMoveAgain(exercise, *after, player);
            if (!again) continue;
            std::vector<BoardSquare> left = without(node.remaining, move.to);
            std::vector<BoardMove> path = node.path;
            path.push_back(move);
            if (left.empty()) return path;
            if (!seen.insert(key(*again, left)).second) continue;
            queue.push_back({std::move(again), std::move(left), std::move(path)});
        }
    }
    return std::nullopt;
}

std::vector<BoardSquare> allSquares(const GameRules& rules)
{
    std::vector<BoardSquare> squares;
    for (int file = 0; file < rules.files(); ++file)
        for (int rank = 0; rank < rules.ranks(); ++rank) squares.push_back({file, rank});
    return squares;
}

} // namespace

bool meetsGoal(const Exercise& exercise, const GameRules& before, const BoardMove& move)
{
    const Color player = before.sideToMove();
    const bool onTarget = exercise.targets.empty() || contains(exercise.targets, move.to);
    switch (exercise.goal) {
    case Goal::Win: {
        auto after = before.clone();
        if (!after->play(move)) return false;
        const auto outcome = after->outcome();
        return outcome && outcome->winner == player;
    }
    case Goal::Capture:
        return onTarget && int(before.capturesOf(move).size()) >= exercise.captures;
    case Goal::Promote:
        return move.promote && onTarget;
    case Goal::Drop:
        return move.isDrop() && onTarget;
    case Goal::Check: {
        auto after = before.clone();
        return after->play(move) && after->inCheck() && onTarget;
    }
    case Goal::Escape: {
        if (!before.inCheck()) return false;
        const bool king = !move.isDrop() && before.pieceAt(move.from).type == King;
        const bool captures = !before.capturesOf(move).empty();
        switch (exercise.way) {
        case EscapeWay::King:
            return king;
        case EscapeWay::Capture:
            return captures;
        case EscapeWay::Block:
            return !king && !captures;
        case EscapeWay::Any:
            return true;
        }
        return false;
    }
    case Goal::Collect:
        return contains(exercise.targets, move.to);
    case Goal::Refuse:
    case Goal::Read:
        return false;
    }
    return false;
}

std::optional<BoardMove> findRefusedMove(
    const GameRules& rules, MoveRefusal refusal, const std::vector<BoardSquare>& preferred)
{
    const Color side = rules.sideToMove();
    std::vector<BoardSquare> squares = preferred;
    for (BoardSquare s : allSquares(rules))
        if (!contains(preferred, s)) squares.push_back(s);
    if (rules.traits().standsDrop)
        for (PieceType kind : rules.traits().standKinds) {
            if (rules.standCount(side, kind) == 0) continue;
            for (BoardSquare to : squares) {
                BoardMove drop{{}, to, kind, false};
                if (rules.refusal(drop) == refusal) return drop;
            }
        }
    for (BoardSquare from : squares) {
        const BoardPiece piece = rules.pieceAt(from);
        if (piece.empty() || piece.color != side) continue;
        for (BoardSquare to : squares)
            for (bool promote : {false, true}) {
                const BoardMove move{from, to, NoPieceType, promote};
                if (rules.refusal(move) == refusal) return move;
            }
    }
    return std::nullopt;
}

std::optional<std::vector<BoardMove>> solve(const Exercise& exercise, const GameRules& rules,
    const std::vector<BoardSquare>& remaining, int limit)
{
    switch (exercise.goal) {
    case Goal::Read:
        return std::vector<BoardMove>{};
    case Goal::Refuse:
        if (const auto move = findRefusedMove(rules, exercise.refusal, exercise.targets))
            return std::vector<BoardMove>{*move};
        return std::nullopt;
    case Goal::Collect:
        return solveCollect(exercise, rules, remaining, limit);
    default:
        for (const BoardMove& move : rules.legalMoves())
            if (meetsGoal(exercise, rules, move)) return std::vector<BoardMove>{move};
        return std::nullopt;
    }
}

std::unique_ptr<ExerciseRun> ExerciseRun::start(const Exercise& exercise)
{
    auto rules = createRules({exercise.game, exercise.variant, exercise.position, 0}, nullptr);
    if (!rules) return nullptr;
    return std::unique_ptr<ExerciseRun>(new ExerciseRun(exercise, std::move(rules)));
}

ExerciseRun::ExerciseRun(const Exercise& exercise, std::unique_ptr<GameRules> rules)
    : m_exercise(exercise)
    , m_rules(std::move(rules))
    , m_player(m_rules->sideToMove())
    , m_remaining(exercise.targets)
    , m_solved(exercise.goal == Goal::Read)
{
}

Verdict ExerciseRun::play(const BoardMove& move)
{
    if (m_solved) return Verdict::Solved;
    if (m_exercise.goal != Goal::Collect) {
        const bool met = meetsGoal(m_exercise, *m_rules, move);
        m_rules->play(move);
        ++m_played;
        m_solved = met;
        return met ? Verdict::Solved : Verdict::Wrong;
    }
    auto after = m_rules->clone();
    if (!after->play(move)) return Verdict::NotAllowed;
    auto again = playerToMoveAgain(m_exercise, *after, m_player);
    if (!again) return Verdict::NotAllowed;
    m_rules = std::move(again);
    ++m_played;
    m_remaining = without(m_remaining, move.to);
    m_solved = m_remaining.empty();
    return m_solved ? Verdict::Solved : Verdict::Continue;
}

Verdict ExerciseRun::refused(MoveRefusal refusal)
{
    if (m_exercise.goal != Goal::Refuse || m_solved) return Verdict::Continue;
    m_solved = refusal == m_exercise.refusal;
    return m_solved ? Verdict::Solved : Verdict::Continue;
}

std::optional<BoardMove> ExerciseRun::hint() const
{
    if (m_solved) return std::nullopt;
    const auto solution = solve(m_exercise, *m_rules, m_remaining);
    if (!solution || solution->empty()) return std::nullopt;
    return solution->front();
}

} // namespace shogiban::lesson
