#include "match/referee.h"

#include "engine/steadyclock.h"

#include "rules/outcome.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <algorithm>

namespace shogiban::match {

namespace {

Outcome lossFor(Color loser, EndReason reason)
{
    return {~loser, reason};
}

} // namespace

void ThinkTime::add(int64_t ms, const MoveLimits& limits)
{
    ++moves;
    totalMs += ms;
    longestMs = std::max(longestMs, ms);
    // Node and depth limits have no clock to overrun.
    const bool clock = limits.nodes == 0 && limits.depth == 0 && limits.byoyomiMs > 0;
    timed |= clock;
    overLimit += clock && ms > limits.byoyomiMs;
}

ThinkTime& ThinkTime::operator+=(const ThinkTime& other)
{
    moves += other.moves;
    totalMs += other.totalMs;
    longestMs = std::max(longestMs, other.longestMs);
    overLimit += other.overLimit;
    timed |= other.timed;
    return *this;
}

PlayedGame playGame(Player* players[ColorNb], const Opening& opening,
    const std::array<MoveLimits, ColorNb>& limits, int maxPlies)
{
    PlayedGame game;
    game.record.startSfen = opening.sfen;
    const auto end = [&game](Outcome outcome) {
        game.outcome = outcome;
        return game;
    };
    Position pos;
    if (!opening.sfen.empty() && pos.setSfen(opening.sfen))
        return end({std::nullopt, EndReason::Interrupted});
    for (const std::string& text : opening.moves) {
        const UsiMoveResult m = parseUsiMove(pos, text);
        if (!m) return end({std::nullopt, EndReason::Interrupted});
        pos.doMove(m.move);
        game.record.moves.push_back(text);
        game.scores.emplace_back();
        game.thinkMs.emplace_back();
    }
    for (Player* p : {players[Black], players[White]}) p->newGame();
    for (;;) {
        if (auto outcome = judge(pos)) return end(*outcome);
        if (int(game.record.moves.size()) >= maxPlies)
            return end({std::nullopt, EndReason::MaxMoves});
        const Color us = pos.sideToMove();
        const int64_t asked = steadyMs();
        const Reply reply = players[us]->think(game.record, limits[us]);
        const int64_t took = steadyMs() - asked;
        switch (reply.kind) {
        case ReplyKind::NoReply:
            return end(lossFor(us, EndReason::TimeUp));
        case ReplyKind::Resign:
            return end(lossFor(us, EndReason::Resignation));
        case ReplyKind::DrawClaim:
            return end({std::nullopt, EndReason::AgreedDraw});
        case ReplyKind::Win:
            if (canDeclare27(pos)) return end({us, EndReason::Declaration27});
            return end(lossFor(us, EndReason::IllegalMove));
        case ReplyKind::Move:
            break;
        }
        const UsiMoveResult m = parseUsiMove(pos, reply.move);
        if (!m) return end(lossFor(us, EndReason::IllegalMove));
        pos.doMove(m.move);
        game.record.moves.push_back(reply.move);
        game.scores.push_back(reply.score);
        game.thinkMs.push_back(took);
        game.thinkTime[us].add(took, limits[us]);
    }
}

} // namespace shogiban::match
