// Alpha-beta search for the hasami family: iterative deepening, principal variation search,
// a transposition table, captures first then killer and history ordering, and a capture
// quiescence search. Stops within a few milliseconds of the stop flag.
#pragma once

#include "hasami/ai/safety.h"
#include "hasami/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace shogiban::hasami {

struct SearchLimits {
    int depth = 1; // full-width plies
    int64_t nodes = 0; // 0: no node limit
    std::chrono::milliseconds time{0}; // 0: no time limit
    int noise = 0; // the evaluation is shifted by up to +-noise, fixed per position
    uint64_t seed = 0; // chooses the noise
    // Which men the search may leave to the opponent's next capture, when some move avoids it
    // (a move that captures is always allowed).
    ManSafety safety = ManSafety::Any;
    bool threats = true; // the evaluation counts men the opponent threatens to capture
    // What a draw costs the side that searches (hundredths of a man): above zero, it plays on
    // rather than repeat or trade down to a draw when the position is level.
    int contempt = 0;
    // Null-move pruning in the capture games: if passing still leaves the side to move above
    // beta, a real move will too.
    bool nullMove = false;
};

struct SearchResult {
    Step best;
    int score = 0;
    int depth = 0; // the deepest completed iteration
    int64_t nodes = 0;
};

class Searcher {
public:
    Searcher();
    // `position` is restored before returning. It must not be over and must have a move.
    SearchResult search(
        Position& position, const SearchLimits& limits, const std::atomic<bool>& stop);

private:
    struct TtEntry {
        uint64_t key = 0;
        Step move;
        int16_t score = 0;
        int8_t depth = -1;
        uint8_t bound = 0;
    };

    // Iterative deepening over m_rootSteps until the limits.
    SearchResult deepen(Position& position);
    int searchNode(Position& pos, int depth, int alpha, int beta, int ply);
    int quiesce(Position& pos, int alpha, int beta, int ply, int qdepth);
    int leafScore(const Position& pos) const;
    int terminalScore(const Position& pos, int ply) const;
    void orderSteps(const Position& pos, StepList& steps, Step ttMove, int ply, int* captures);
    bool shouldStop();
    int drawScore(const Position& pos) const;
    // Scores depend on the side that searches when draws are not worth zero.
    uint64_t tableKey(const Position& pos) const { return pos.key() ^ m_keySalt; }
    TtEntry& entry(uint64_t key) { return m_table[key & (m_table.size() - 1)]; }
    void rememberQuiet(Step step, int depth, int ply);

    std::vector<TtEntry> m_table;
    std::array<std::array<int, MaxSquares>, MaxSquares> m_history{};
    std::array<std::array<Step, 2>, 128> m_killers{};
    SearchLimits m_limits;
    const std::atomic<bool>* m_stop = nullptr;
    std::chrono::steady_clock::time_point m_deadline;
    int64_t m_nodes = 0;
    int64_t m_nextCheck = 0; // node count at which to look at the limits again
    bool m_aborted = false;
    Color m_rootSide = Black;
    uint64_t m_keySalt = 0;
    Step m_rootBest;
    StepList m_rootSteps;
};

} // namespace shogiban::hasami
