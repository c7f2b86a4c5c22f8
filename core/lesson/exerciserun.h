// One exercise being played: the player's moves are judged against the goal with the rules
// core, the marked squares still to visit are tracked, and a shortest solution gives the hint.
#pragma once

#include "lesson/lesson.h"

#include <memory>

namespace shogiban::lesson {

enum class Verdict {
    Continue, // a Collect move: squares remain
    Solved,
    Wrong, // a legal move that does not reach the goal (the exercise starts again)
    NotAllowed, // a move the exercise does not allow (a check while collecting): taken back
};

class ExerciseRun {
public:
    // nullptr when the exercise's position is not valid for its game.
    static std::unique_ptr<ExerciseRun> start(const Exercise& exercise);

    const Exercise& exercise() const { return m_exercise; }
    const GameRules& rules() const { return *m_rules; }
    Color player() const { return m_player; }
    int movesPlayed() const { return m_played; }
    const std::vector<BoardSquare>& remainingTargets() const { return m_remaining; }
    bool solved() const { return m_solved; }

    // A legal move the player made (the caller checked refusal()).
    Verdict play(const BoardMove& move);
    // A move the rules refused, with the reason (Refuse goals are solved by the right one).
    Verdict refused(MoveRefusal refusal);
    // The first move of a shortest solution from here (the refused move for Refuse goals).
    std::optional<BoardMove> hint() const;

private:
    ExerciseRun(const Exercise& exercise, std::unique_ptr<GameRules> rules);

    Exercise m_exercise;
    std::unique_ptr<GameRules> m_rules;
    Color m_player = Black;
    int m_played = 0;
    std::vector<BoardSquare> m_remaining;
    bool m_solved = false;
};

// Does `move` (legal in `before`) reach a one-move goal?
bool meetsGoal(const Exercise& exercise, const GameRules& before, const BoardMove& move);
// A move of the side to move that the rules refuse for `refusal` (drops and board moves to
// every square are tried), one to a square of `preferred` when there is one.
std::optional<BoardMove> findRefusedMove(const GameRules& rules, MoveRefusal refusal,
    const std::vector<BoardSquare>& preferred = {});
// A shortest sequence of moves that solves the exercise from the rules' position (Collect:
// the squares in `remaining`); nullopt when none exists within `limit` moves.
std::optional<std::vector<BoardMove>> solve(const Exercise& exercise, const GameRules& rules,
    const std::vector<BoardSquare>& remaining, int limit = 8);

} // namespace shogiban::lesson
