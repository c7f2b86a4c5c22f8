#include "match/matchrecord.h"

#include "record/replay.h"
#include "rules/usimove.h"
#include "usi/infoscore.h"

namespace shogiban::match {

record::Record recordOfGame(const PlayedGame& game, const GameHeader& header)
{
    const std::string startSfen
        = game.record.startSfen.empty() ? std::string(record::StartSfen) : game.record.startSfen;
    Position pos;
    std::vector<Move> moves;
    if (!pos.setSfen(startSfen)) {
        for (const std::string& text : game.record.moves) {
            const UsiMoveResult m = parseUsiMove(pos, text);
            if (!m) break;
            moves.push_back(m.move);
            pos.doMove(m.move);
        }
    }
    record::Record rec = record::recordFromGame(startSfen, moves, game.outcome);
    for (size_t i = 0; i < moves.size() && i < game.scores.size(); ++i)
        if (game.scores[i]) rec.moves[i].comments.push_back(usi::infoScoreComment(*game.scores[i]));
    for (size_t i = 0; i < moves.size() && i < game.thinkMs.size(); ++i)
        rec.moves[i].elapsedMs = game.thinkMs[i];
    const std::pair<const char*, const std::string*> fields[] = {
        {"開始日時", &header.startTime},
        {"棋戦", &header.event},
        {"先手", &header.sente},
        {"後手", &header.gote},
    };
    for (const auto& [key, value] : fields)
        if (!value->empty()) rec.setHeader(key, *value);
    return rec;
}

} // namespace shogiban::match
