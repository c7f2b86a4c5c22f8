#include "record/replay.h"
#include "game/catalog.h"

namespace shogiban::record {

std::vector<Move> mainLineMoves(const Record& record)
{
    std::vector<Move> moves;
    for (const RecordNode& node : record.moves) {
        if (node.isSpecial()) break;
        moves.push_back(node.move);
    }
    return moves;
}

std::optional<SpecialMove> mainLineEnding(const Record& record)
{
    if (record.moves.empty() || !record.moves.back().isSpecial()) return std::nullopt;
    return record.moves.back().special;
}

Position positionAfter(const Record& record, int ply)
{
    Position pos;
    pos.setSfen(startSfenOf(record));
    std::vector<Move> moves = mainLineMoves(record);
    size_t count = ply < 0 ? moves.size() : std::min(moves.size(), size_t(ply));
    for (size_t i = 0; i < count && pos.isLegal(moves[i]); ++i) pos.doMove(moves[i]);
    return pos;
}

BoardMove toBoardMove(Move move)
{
    BoardMove m;
    m.to = BoardSquare{fileOf(move.to()), rankOf(move.to())};
    if (move.isDrop())
        m.drop = move.droppedType();
    else
        m.from = BoardSquare{fileOf(move.from()), rankOf(move.from())};
    m.promote = move.isPromotion();
    return m;
}

Move fromBoardMove(const BoardMove& move)
{
    Square to = makeSquare(File(move.to.file), Rank(move.to.rank));
    if (move.isDrop()) return Move::drop(move.drop, to);
    return Move::normal(makeSquare(File(move.from.file), Rank(move.from.rank)), to, move.promote);
}

std::unique_ptr<GameRules> rulesFromRecord(const Record& record)
{
    GameSetup setup;
    setup.kind = GameKind::Shogi;
    setup.startPosition = record.startSfen;
    std::unique_ptr<GameRules> rules = createRules(setup);
    if (!rules) return nullptr;
    for (Move m : mainLineMoves(record))
        if (!rules->play(toBoardMove(m))) return nullptr;
    if (std::optional<SpecialMove> ending = mainLineEnding(record))
        if (std::optional<Outcome> outcome = outcomeOf(*ending, rules->sideToMove()))
            rules->setOutcome(*outcome);
    return rules;
}

std::optional<Outcome> outcomeOf(SpecialMove special, Color sideToMove)
{
    Color mover = ~sideToMove; // the side that played the last move
    switch (special) {
    case SpecialMove::Resign:
        return Outcome{mover, EndReason::Resignation};
    case SpecialMove::Mate:
        return Outcome{mover, EndReason::Checkmate};
    case SpecialMove::TimeUp:
        return Outcome{mover, EndReason::TimeUp};
    case SpecialMove::IllegalMove:
        return Outcome{mover, EndReason::IllegalMove};
    case SpecialMove::IllegalWin:
        return Outcome{sideToMove, EndReason::IllegalMove};
    case SpecialMove::Declaration:
        return Outcome{sideToMove, EndReason::Declaration27};
    case SpecialMove::Sennichite:
        return Outcome{std::nullopt, EndReason::Sennichite};
    case SpecialMove::Impasse:
        return Outcome{std::nullopt, EndReason::Impasse24};
    case SpecialMove::Draw:
        return Outcome{std::nullopt, EndReason::AgreedDraw};
    case SpecialMove::MaxMoves:
        return Outcome{std::nullopt, EndReason::MaxMoves};
    case SpecialMove::Interrupt:
        return Outcome{std::nullopt, EndReason::Interrupted};
    // A game not played: won by default, before any move or after the last one recorded.
    case SpecialMove::ForfeitWin:
        return Outcome{sideToMove, EndReason::Forfeit};
    case SpecialMove::ForfeitLoss:
        return Outcome{mover, EndReason::Forfeit};
    case SpecialMove::NoMate:
    case SpecialMove::Error:
        break;
    }
    return std::nullopt;
}

SpecialMove specialOf(const Outcome& outcome, Color sideToMove)
{
    bool moverWins = outcome.winner == ~sideToMove;
    switch (outcome.reason) {
    case EndReason::Checkmate:
    case EndReason::Stalemate:
        return SpecialMove::Mate;
    case EndReason::Resignation:
        return SpecialMove::Resign;
    case EndReason::TimeUp:
        return SpecialMove::TimeUp;
    case EndReason::IllegalMove:
    case EndReason::PerpetualCheck:
        return moverWins ? SpecialMove::IllegalMove : SpecialMove::IllegalWin;
    case EndReason::Declaration27:
        return SpecialMove::Declaration;
    case EndReason::Impasse24:
        return outcome.winner ? (moverWins ? SpecialMove::Resign : SpecialMove::Declaration)
                              : SpecialMove::Impasse;
    case EndReason::Sennichite:
    case EndReason::Repetition:
        return SpecialMove::Sennichite;
    case EndReason::MaxMoves:
        return SpecialMove::MaxMoves;
    case EndReason::Interrupted:
        return SpecialMove::Interrupt;
    case EndReason::Forfeit:
        if (outcome.winner) return moverWins ? SpecialMove::ForfeitLoss : SpecialMove::ForfeitWin;
        break;
    case EndReason::AgreedDraw:
    case EndReason::Captures:
    case EndReason::FiveInRow:
    case EndReason::TooFewMen:
        break;
    }
    return outcome.winner ? SpecialMove::Resign : SpecialMove::Draw;
}

Record recordFromGame(
    std::string_view startSfen, const std::vector<Move>& moves, std::optional<Outcome> outcome)
{
    Record record;
    if (startSfen != StartSfen) record.startSfen = std::string(startSfen);
    Position pos;
    pos.setSfen(startSfenOf(record));
    for (Move m : moves) {
        if (!pos.isLegal(m)) break;
        RecordNode node;
        node.move = m;
        record.moves.push_back(node);
        pos.doMove(m);
    }
    if (outcome) {
        RecordNode end;
        end.special = specialOf(*outcome, pos.sideToMove());
        record.moves.push_back(end);
    }
    return record;
}

} // namespace shogiban::record
