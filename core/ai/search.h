// The search: iterative deepening over a principal variation search with a transposition
// table, quiescence search, check extensions, null-move pruning, late move reductions and
// pruning. With one thread (the default) it is deterministic for a fixed depth or node count;
// more threads search the same position together, sharing the table (lazy SMP).
#pragma once

#include "ai/evalcache.h"
#include "ai/history.h"
#include "ai/limits.h"
#include "ai/network.h"
#include "ai/rootmatecheck.h"
#include "ai/score.h"
#include "ai/tt.h"
#include "rules/move.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace shogiban {
class Position;
}

namespace shogiban::ai {

constexpr int MaxThreads = 64;

// One line of the search's progress (USI "info").
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    Value score = 0;
    Bound bound = Bound::Exact; // Lower/Upper while the window failed high/low
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    Move best; // none when there is no legal move (resign)
    Move ponder;
    Value score = 0;
    int depth = 0;
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    std::vector<Move> pv;
    bool declareWin = false; // the 27-point declaration wins: "bestmove win"
};

class Searcher {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;

    explicit Searcher(size_t hashMegabytes = 16);
    ~Searcher();

    // Only between searches.
    void setHashSize(size_t megabytes) { m_tt->resize(megabytes); }
    void setThreads(int threads);
    int threads() const { return int(m_helpers.size()) + 1; }
    void newGame();
    void setInfoCallback(InfoCallback callback) { m_onInfo = std::move(callback); }

    // Searches pos (restored on return) until a limit or stop. With `pondering` (USI's "go
    // ponder": pos is after the move the opponent is expected to play), the time limits wait
    // while *pondering reads true; the move's time starts when the caller sets it to false
    // (ponderhit). A flag rather than a call, so that a hit that comes before the search has
    // even begun is not lost.
    SearchResult search(Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
        const std::atomic<bool>* pondering = nullptr);
    // Nodes of the running (or last) search over all threads, for progress shown while it
    // runs: safe to read from another thread, except while setThreads() changes the helpers.
    uint64_t searchedNodes() const { return totalNodes(); }

private:
    struct RootMove {
        Move move;
        Value score = -Infinite;
        Value previousScore = -Infinite;
        int selDepth = 0;
        std::vector<Move> pv;
        bool mateAsked = false; // whether the root's mate check has looked at the move
        int opponentMate = 0; // then: the plies of the opponent's mate by checks after it, or 0
        // Best first: the order of the lines and the first one is the answer.
        static bool byScore(const RootMove& a, const RootMove& b) { return a.score > b.score; }
    };

    // A helper of the searcher that owns the table; helperIndex >= 1.
    Searcher(std::shared_ptr<TranspositionTable> tt, int helperIndex);
    void prepare(const Position& pos, const SearchLimits& limits, const std::atomic<bool>& stop,
        const std::atomic<bool>* pondering);
    // True while the time limits wait for the ponderhit; at the hit the move's time starts.
    bool stillPondering();
    // Searches alongside the main thread until stop, filling the shared table. It watches the
    // caller's stop as well, so that all threads end together instead of one after another.
    void help(Position pos, const SearchLimits& limits, const std::atomic<bool>& stop,
        const std::atomic<bool>& callerStop);
    // Helpers leave out some depths so that they run ahead of the main thread.
    bool skipsDepth(int depth) const;
    void countNode()
    {
        m_nodes.store(m_nodes.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
    uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    uint64_t totalNodes() const;
    void iterate(Position& pos);
    Move ponderFromTable(Position& pos, Move best) const;
    Value aspiration(Position& pos, int depth, int pvIndex);
    Value searchRoot(Position& pos, int depth, Value alpha, Value beta, int pvIndex);
    // Whether the opponent, to move in pos after the root move rm, mates by checks (asked once
    // a search, of a move whose score v would make it the answer or a line).
    bool opponentMates(Position& pos, RootMove& rm, int depth, Value v);
    Value alphaBeta(Position& pos, int depth, Value alpha, Value beta, int ply, bool pvNode);
    // edge: entered from the main search (not from a capture of the quiescence search).
    Value quiescence(Position& pos, Value alpha, Value beta, int ply, bool pvNode, bool edge);
    Value staticEval(const Position& pos, int ply);
    // The network's inputs change with each move of the search: what changed is noted before
    // the move (null: a null move) and the accumulators of the position after it are
    // computed when it is first evaluated.
    void noteMove(const Position& pos, Move m, int childPly);
    Value networkCorrection(const Position& pos, int ply);
    bool repetitionValue(const Position& pos, int ply, Value& value) const;
    void updateQuietStats(
        const Position& pos, Move best, const Move* quiets, int count, int ply, int depth);
    void updatePv(int ply, Move m);
    void pollLimits();
    int64_t elapsedMs() const;
    void report(int depth, int pvIndex, Value score, Bound bound);

    std::shared_ptr<TranspositionTable> m_tt;
    std::vector<std::unique_ptr<Searcher>> m_helpers;
    int m_helperIndex = 0; // 0: the main searcher, which reports and answers
    History m_history;
    EvalCache m_evalCache; // the evaluations staticEval() remembers
    struct NetworkPly {
        Accumulator acc;
        network::MoveChanges changes; // of the move that led here
        bool computed[ColorNb] = {false, false}; // each side's view
    };
    std::vector<NetworkPly> m_networkPlies = std::vector<NetworkPly>(MaxPly + 2);
    const Network* m_network = nullptr; // the one in use when the search began
    int m_networkWeight = 100; // percent of its correction
    std::unique_ptr<RootMateCheck> m_mateCheck; // the main searcher's, made when first needed
    InfoCallback m_onInfo;
    SearchLimits m_limits;
    const std::atomic<bool>* m_stopRequest = nullptr;
    const std::atomic<bool>* m_callerStop = nullptr; // a helper's: the stop search() was given
    const std::atomic<bool>* m_ponderFlag = nullptr; // set while pondering, until the hit
    std::atomic<int64_t> m_startMs{0};
    bool m_stopped = false;
    std::atomic<uint64_t> m_nodes{0}; // read by the main thread for the total
    int m_selDepth = 0;
    int m_rootDepth = 0;
    std::vector<RootMove> m_rootMoves;
    Move m_pv[MaxPly + 2][MaxPly + 2];
    int m_pvLength[MaxPly + 2] = {};
};

} // namespace shogiban::ai
