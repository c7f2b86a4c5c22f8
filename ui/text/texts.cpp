#include "text/texts.h"

namespace shogiban::ui {

QString Texts::sideName(SideNames names, Color color)
{
    if (names == SideNames::SenteGote) return color == Black ? tr("Sente") : tr("Gote");
    return color == Black ? tr("Black") : tr("White");
}

QString Texts::gameName(GameKind kind)
{
    switch (kind) {
    case GameKind::Shogi:
        return tr("Shogi");
    case GameKind::Hasami:
        return tr("Hasami Shogi");
    case GameKind::DaiHasami:
        return tr("Dai Hasami Shogi");
    case GameKind::MakYek:
        return tr("Mak-yek");
    }
    return {};
}

QString Texts::refusal(MoveRefusal refusal)
{
    switch (refusal) {
    case MoveRefusal::None:
        return {};
    case MoveRefusal::GameOver:
        return tr("The game is over.");
    case MoveRefusal::NoPieceThere:
        return tr("None of your pieces stands there.");
    case MoveRefusal::NotInHand:
        return tr("You have no such piece in hand.");
    case MoveRefusal::PieceCannotMoveThere:
        return tr("The piece cannot move there.");
    case MoveRefusal::OwnPieceOnTarget:
        return tr("One of your own pieces stands there.");
    case MoveRefusal::TargetOccupied:
        return tr("The square is not empty.");
    case MoveRefusal::DeadSquare:
        return tr("The piece could never move again from that square.");
    case MoveRefusal::Nifu:
        return tr("Nifu: you already have an unpromoted pawn on that file.");
    case MoveRefusal::Uchifuzume:
        return tr("Uchifuzume: a pawn drop may not give checkmate.");
    case MoveRefusal::LeavesKingInCheck:
        return tr("That move would leave your king in check.");
    case MoveRefusal::PromotionNotAllowed:
        return tr("The piece may promote only in, into or out of the promotion zone.");
    case MoveRefusal::PromotionCompulsory:
        return tr("The piece must promote there.");
    }
    return {};
}

QString Texts::typedMoveError(TypedMoveError error, const QString& text)
{
    switch (error) {
    case TypedMoveError::None:
        return {};
    case TypedMoveError::NotAMove:
        return tr("“%1” is not a move. Write it as 7g7f, 8h2b+ or P*5e, or in Japanese as "
                  "７六歩 or 同銀.")
            .arg(text);
    case TypedMoveError::UnknownPiece:
        return tr("“%1” names no piece.").arg(text);
    case TypedMoveError::BadSquare:
        return tr("“%1” names a square that is not on the board.").arg(text);
    case TypedMoveError::NoPreviousMove:
        return tr("“%1”: 同 (the same square) needs a move before it.").arg(text);
    case TypedMoveError::NoPieceCanGoThere:
        return tr("“%1”: no such piece of yours can move there.").arg(text);
    case TypedMoveError::Ambiguous:
        return tr("“%1” fits more than one move: add 右, 左, 上, 引, 寄 or 直, or type the "
                  "move in coordinates.")
            .arg(text);
    }
    return {};
}

QString Texts::endReason(SideNames names, const Outcome& outcome)
{
    // Where the reason is one side's act or fault, it names that side: the loser, since the
    // headline already names the winner ("Gote wins. Sente resigned.").
    const QString loser = outcome.winner ? sideName(names, ~*outcome.winner) : QString();
    switch (outcome.reason) {
    case EndReason::Checkmate:
        return tr("Checkmate.");
    case EndReason::Stalemate:
        return outcome.winner ? tr("%1 has no legal move and loses.").arg(loser)
                              : tr("The side to move has no legal move.");
    case EndReason::Resignation:
        return outcome.winner ? tr("%1 resigned.").arg(loser) : tr("A player resigned.");
    case EndReason::AgreedDraw:
        return tr("Both players agreed to a draw.");
    case EndReason::IllegalMove:
        return outcome.winner ? tr("%1 played an illegal move, which loses at once.").arg(loser)
                              : tr("An illegal move was played.");
    case EndReason::Sennichite:
        return tr("Sennichite: the same position occurred for the fourth time.");
    case EndReason::PerpetualCheck:
        return tr("Perpetual check: the side that gave check with every move of the repetition "
                  "loses.");
    case EndReason::Impasse24:
        return tr("Impasse (jishogi), scored by the 24-point rule.");
    case EndReason::Declaration27:
        return tr("Impasse declared by the 27-point rule.");
    case EndReason::MaxMoves:
        return tr("The maximum number of moves was reached.");
    case EndReason::TimeUp:
        return outcome.winner ? tr("%1 ran out of time.").arg(loser) : tr("Time ran out.");
    case EndReason::Interrupted:
        return tr("The game was interrupted.");
    case EndReason::Captures:
        return tr("Enough men were captured.");
    case EndReason::FiveInRow:
        return tr("Five men in a row.");
    case EndReason::Repetition:
        return tr("The same position was repeated.");
    case EndReason::TooFewMen:
        return tr("Neither side has enough men left to win.");
    case EndReason::Forfeit:
        return outcome.winner ? tr("The game was not played: %1 forfeited it.").arg(loser)
                              : tr("The game was not played.");
    }
    return {};
}

QString Texts::resultHeadline(SideNames names, const Outcome& outcome)
{
    if (!outcome.winner) return tr("Draw");
    return tr("%1 wins").arg(sideName(names, *outcome.winner));
}

QString Texts::resultMessage(SideNames names, const Outcome& outcome)
{
    return tr("%1. %2").arg(resultHeadline(names, outcome), endReason(names, outcome));
}

} // namespace shogiban::ui
