// A hasami-family game state: board, side to move, captured men, the moves played with what
// each captured, and the outcome the rules give (capture goal, five in a row, repetition, too
// few men, no move). Shared by the GameRules adapter and the search, so both judge alike.
#pragma once

#include "game/gamerules.h"
#include "hasami/board.h"
#include "hasami/captures.h"
#include "hasami/movegen.h"
#include "hasami/variant.h"

#include <optional>
#include <vector>

namespace shogiban::hasami {

// The same position (men and side to move) for the fourth time draws, as sennichite in shogi.
constexpr int RepetitionsToDraw = 4;

class Position {
public:
    // The variant's start position; capturesToWin 0 takes the variant's default.
    explicit Position(const HasamiVariant& variant, int capturesToWin = 0);
    // An arbitrary position: `captured[c]` men of colour c are already off the board.
    Position(const HasamiVariant& variant, int capturesToWin, const Board& board, Color side,
        std::array<int, ColorNb> captured);

    const HasamiVariant& variant() const { return *m_variant; }
    const Board& board() const { return m_board; }
    Color sideToMove() const { return m_side; }
    int ply() const { return int(m_history.size()); }
    int captured(Color c) const { return m_captured[c]; } // men of colour c taken by ~c
    int capturesToWin() const { return m_capturesToWin; } // 0: no capture goal
    uint64_t key() const { return m_board.key() ^ (m_side == White ? zobristSide() : 0); }

    void generate(StepList& out) const { generateSteps(m_board, *m_variant, m_side, out); }
    bool isPossible(Step step) const;
    // How many men a step of the side to move would capture.
    int capturesOf(Step step) const
    {
        return captureCount(m_board, *m_variant, step.from, step.to, m_side);
    }
    // Plays a possible step of the side to move (callers check isPossible) and judges the result.
    void doMove(Step step);
    void undoMove();
    // The side to move passes (only for the search's null-move pruning; never legal in play).
    void doNullMove();
    void undoNullMove();

    const std::optional<Outcome>& outcome() const;
    // The squares emptied by the captures of the last move (empty at the start).
    const SquareList& lastCaptures() const;
    Step lastStep() const;
    // The side whose five the opponent can still break with this move, if any.
    std::optional<Color> pendingFive() const;
    // How often the current position (men and side to move) has occurred, this time included.
    int repetitions() const;

private:
    struct Played {
        Step step;
        SquareList captures;
        uint64_t key = 0; // key after the move
        int sinceIrreversible = 0; // moves since the last capture, this one included
        std::optional<Color> pendingFive;
        std::optional<Outcome> outcome;
    };

    std::optional<Outcome> judge(int to, std::optional<Color>& pendingFive) const;
    // A start position may already be decided: a capture goal reached, a five standing, no
    // way left to win, or no move for the side to move.
    std::optional<Outcome> judgeStart() const;
    bool canBreakFive(Color owner) const;
    bool canStillWin(Color c) const;

    const HasamiVariant* m_variant;
    int m_capturesToWin;
    Board m_board;
    Color m_side = Black;
    std::array<int, ColorNb> m_captured{};
    uint64_t m_startKey = 0;
    std::optional<Outcome> m_startOutcome;
    std::vector<Played> m_history;
};

Board startBoard(const HasamiVariant& variant);

} // namespace shogiban::hasami
