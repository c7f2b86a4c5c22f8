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

PlayedGame playGame(
    Player* players[ColorNb], const Opening& opening, const MoveLimits& limits, int maxPlies)
{
    PlayedGame game;
    game.record.startSfen = opening.sfen;
    Position pos;
    if (!opening.sfen.empty() && pos.setSfen(opening.sfen))
        return {game.record, {std::nullopt, EndReason::Interrupted}};
    for (const std::string& text : opening.moves) {
        const UsiMoveResult m = parseUsiMove(pos, text);
        if (!m) return {game.record, {std::nullopt, EndReason::Interrupted}};
        pos.doMove(m.move);
        game.record.moves.push_back(text);
    }
    for (Player* p : {players[Black], players[White]}) p->newGame();
    for (;;) {
        if (auto outcome = judge(pos)) return {game.record, *outcome};
        if (int(game.record.moves.size()) >= maxPlies)
            return {game.record, {std::nullopt, EndReason::MaxMoves}};
        const Color us = pos.sideToMove();
        const Reply reply = players[us]->think(game.record, limits);
        switch (reply.kind) {
        case ReplyKind::NoReply:
            return {game.record, lossFor(us, EndReason::TimeUp)};
        case ReplyKind::Resign:
            return {game.record, lossFor(us, EndReason::Resignation)};
        case ReplyKind::DrawClaim:
            return {game.record, {std::nullopt, EndReason::AgreedDraw}};
        case ReplyKind::Win:
            if (canDeclare27(pos)) return {game.record, {us, EndReason::Declaration27}};
            return {game.record, lossFor(us, EndReason::IllegalMove)};
        case ReplyKind::Move:
            break;
        }
        const UsiMoveResult m = parseUsiMove(pos, reply.move);
        if (!m) return {game.record, lossFor(us, EndReason::IllegalMove)};
        pos.doMove(m.move);
        game.record.moves.push_back(reply.move);
    }
}

} // namespace shogiban::match
