#include "analysis/review.h"

#include "ai/search.h"
#include "analysis/winchance.h"
#include "record/replay.h"
#include "rules/movegen.h"

#include <algorithm>

namespace shogiban::analysis {

GameReview GameReview::ofRecord(const record::Record& record)
{
    GameReview review;
    review.startSfen = record::startSfenOf(record);
    review.moves = record::mainLineMoves(record);
    review.positions.resize(review.moves.size() + 1);
    return review;
}

GameReview GameReview::ofGame(std::string_view startSfen, const std::vector<Move>& moves)
{
    GameReview review;
    review.startSfen = startSfen;
    review.moves = moves;
    review.positions.resize(moves.size() + 1);
    return review;
}

int GameReview::searchedCount() const
{
    return int(std::count_if(
        positions.begin(), positions.end(), [](const auto& p) { return p.has_value(); }));
}

Position GameReview::positionAt(int ply) const
{
    Position pos;
    pos.setSfen(startSfen);
    for (int i = 0; i < ply && i < int(moves.size()); ++i) pos.doMove(moves[size_t(i)]);
    return pos;
}

namespace {

// The SFEN without its move number, which says nothing about the position.
std::string_view withoutMoveNumber(std::string_view sfen)
{
    size_t end = 0;
    for (int field = 0; field < 3 && end != std::string_view::npos; ++field)
        end = sfen.find(' ', end == 0 ? 0 : end + 1);
    return sfen.substr(0, end);
}

} // namespace

bool GameReview::sharesPosition(const GameReview& other, int ply) const
{
    if (ply < 0 || ply >= positionCount() || ply >= other.positionCount()) return false;
    if (withoutMoveNumber(startSfen) != withoutMoveNumber(other.startSfen)) return false;
    return std::equal(moves.begin(), moves.begin() + ply, other.moves.begin());
}

void GameReview::follow(std::string_view sfen, const std::vector<Move>& newMoves)
{
    GameReview next = ofGame(sfen, newMoves);
    next.adopt(*this);
    *this = std::move(next);
}

void GameReview::adopt(const GameReview& other)
{
    for (int ply = 0; ply < positionCount() && sharesPosition(other, ply); ++ply)
        if (other.positions[size_t(ply)]) positions[size_t(ply)] = other.positions[size_t(ply)];
}

namespace {

// Searches one position; nullopt when stop ended the search before its time.
std::optional<PositionAnalysis> searchPosition(ai::Searcher& searcher, Position pos,
    const ReviewOptions& options, const std::atomic<bool>& stop)
{
    PositionAnalysis result;
    const int legalMoves = int(MoveList<GenType::Legal>(pos).size());
    if (legalMoves == 0) {
        result.score = NoLegalMoveValue;
        return result;
    }
    const int multiPv = std::clamp(options.multiPv, 1, legalMoves);
    // The lines of the last iteration that reported all of them (in order: when a line rises
    // above earlier ones, the searcher reports them all again from the first).
    std::vector<AnalysisLine> complete, partial;
    searcher.setInfoCallback([&](const ai::SearchInfo& info) {
        partial.resize(size_t(info.multiPv - 1));
        partial.push_back({info.multiPv, info.score, info.depth, info.selDepth, info.pv});
        if (int(partial.size()) == multiPv) complete = std::move(partial), partial.clear();
    });
    ai::SearchLimits limits;
    limits.multiPv = multiPv;
    if (options.nodes > 0)
        limits.nodes = options.nodes;
    else
        limits.time = {options.moveTimeMs, options.moveTimeMs};
    const ai::SearchResult found = searcher.search(pos, limits, stop);
    searcher.setInfoCallback({});
    if (stop.load()) return std::nullopt;
    result.nodes = found.nodes;
    result.timeMs = found.timeMs;
    // One line: the answer itself, which an unfinished deeper iteration may have changed.
    // Several: the last iteration that searched all of them, best first and of one depth (an
    // unfinished iteration's first line could have fallen below the older others).
    if (multiPv > 1 && !complete.empty())
        result.lines = std::move(complete);
    else
        result.lines = {{1, found.score, found.depth, 0, found.pv}};
    const AnalysisLine& best = result.lines.front();
    result.score = best.score;
    result.pv = best.pv;
    result.depth = best.depth;
    return result;
}

} // namespace

bool runReview(GameReview& review, const ReviewOptions& options, const std::atomic<bool>& stop,
    const ReviewProgress& progress)
{
    ai::Searcher searcher(options.hashMegabytes);
    searcher.setThreads(options.threads);
    for (int i = 0; i < review.positionCount(); ++i) {
        if (review.positions[size_t(i)]) continue;
        if (stop.load()) return false;
        std::optional<PositionAnalysis> found
            = searchPosition(searcher, review.positionAt(i), options, stop);
        if (!found) return false;
        review.positions[size_t(i)] = std::move(found);
        if (progress) progress(i, review.searchedCount());
    }
    return true;
}

} // namespace shogiban::analysis
