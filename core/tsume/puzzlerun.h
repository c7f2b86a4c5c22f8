// One tsume problem being solved on the board. The person plays the attacker (sente); every
// move must check. After a move that still mates within the moves left, the solver answers
// for the defender with its longest resistance; after one that does not, the solver's
// defence is played (the move that escapes, or the longest answer against a slower mate), the
// attempt counts as a wrong try, and retry() takes both moves back. Hints: first the piece the
// move is made with, then the whole move.
#pragma once

#include "game/shogirules.h"
#include "mate/matesolver.h"

#include <optional>

namespace shogiban::tsume {

class PuzzleRun {
public:
    enum class Verdict {
        Continue, // right: the defender has answered, the next move is the person's
        Solved, // the king is mated
        NotCheck, // refused: a tsume move must check (nothing was played)
        Wrong, // the move was played and refuted: the defence is on the board
    };
    struct Step {
        Verdict verdict = Verdict::Continue;
        std::optional<Move> answer; // the defender's move played after the person's
        bool matesLater = false; // Wrong: the move mates too, but only after more moves
    };

    // plies: the problem's length in tsume counting; 0 asks the solver (a position from a
    // record). Check ready() afterwards: false when the solver finds no mate within
    // nodeLimit (no problem to solve).
    PuzzleRun(const Position& start, int plies, mate::MateSolver& solver,
        uint64_t nodeLimit = 5'000'000);

    bool ready() const { return m_plies > 0; }
    int plies() const { return m_plies; } // the problem's length
    int pliesLeft() const { return m_left; } // in the position on the board
    const ShogiRules& rules() const { return m_rules; }
    const Position& position() const { return m_rules.game().position(); }
    Color attacker() const { return m_attacker; }

    Step play(Move m);
    bool solved() const { return m_solved; }
    bool refuted() const { return m_refuted; } // waiting for retry()
    void retry(); // takes the wrong move and its refutation back
    void restart(); // back to the problem's position
    int wrongTries() const { return m_wrong; }

    // The move that mates soonest here (nullopt when solved or refuted).
    std::optional<Move> hint();

private:
    ShogiRules m_rules;
    mate::MateSolver& m_solver;
    mate::MateLimits m_limits;
    Color m_attacker = Black;
    int m_plies = 0;
    int m_left = 0;
    int m_wrong = 0;
    int m_refutationPlies = 0; // what retry() takes back
    bool m_solved = false;
    bool m_refuted = false;
};

} // namespace shogiban::tsume
