#include "tuning/randomopening.h"

#include "ai/search.h"
#include "rules/movegen.h"
#include "rules/position.h"

#include <cstdlib>

namespace shogiban::tuning {

namespace {

// Random legal moves; empty when the game ended on the way (a mate in a random opening).
std::vector<Move> randomMoves(Position& pos, int plies, std::mt19937_64& random)
{
    std::vector<Move> moves;
    for (int i = 0; i < plies; ++i) {
        const MoveList<GenType::Legal> legal(pos);
        if (legal.size() == 0) return {};
        std::uniform_int_distribution<size_t> pick(0, legal.size() - 1);
        const Move m = legal[pick(random)];
        pos.doMove(m);
        moves.push_back(m);
    }
    return moves;
}

} // namespace

std::vector<Move> randomOpening(const OpeningSettings& settings, std::mt19937_64& random)
{
    ai::Searcher searcher(1);
    const std::atomic<bool> stop{false};
    for (;;) {
        Position pos;
        std::vector<Move> moves = randomMoves(pos, settings.plies, random);
        if (moves.empty() && settings.plies > 0) continue;
        ai::SearchLimits limits;
        limits.depth = settings.balanceDepth;
        searcher.newGame();
        const ai::SearchResult result = searcher.search(pos, limits, stop);
        if (result.best && std::abs(result.score) <= settings.maxImbalance) return moves;
    }
}

} // namespace shogiban::tuning
