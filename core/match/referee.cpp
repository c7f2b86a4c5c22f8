#include "match/referee.h"

#include "rules/outcome.h"
#include "rules/position.h"
#include "rules/usimove.h"

namespace shogiban::match {

namespace {

Outcome lossFor(Color loser, EndReason reason)
{
    return {~loser, reason};
}

} // namespace

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
    }
    for (Player* p : {players[Black], players[White]}) p->newGame();
    for (;;) {
        if (auto outcome = judge(pos)) return end(*outcome);
        if (int(game.record.moves.size()) >= maxPlies)
            return end({std::nullopt, EndReason::MaxMoves});
        const Color us = pos.sideToMove();
        const Reply reply = players[us]->think(game.record, limits[us]);
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
    }
}

} // namespace shogiban::match
