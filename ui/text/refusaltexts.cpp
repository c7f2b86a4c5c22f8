#include "text/refusaltexts.h"

#include "text/texts.h"

namespace shogiban::ui {

QString RefusalTexts::squareName(BoardSquare square, CoordinateStyle style)
{
    if (style == CoordinateStyle::Letters)
        return QString::number(square.file + 1) + QChar(u'a' + square.rank);
    static const QString ranks = QStringLiteral("一二三四五六七八九");
    return QChar(u'０' + square.file + 1) + ranks.mid(square.rank, 1);
}

QString RefusalTexts::pieceNoun(PieceType type, bool man)
{
    if (man) return tr("a man", "piece in a sentence");
    switch (type) {
    case Pawn:
        return tr("a pawn", "piece in a sentence");
    case Lance:
        return tr("a lance", "piece in a sentence");
    case Knight:
        return tr("a knight", "piece in a sentence");
    case Silver:
        return tr("a silver general", "piece in a sentence");
    case Gold:
        return tr("a gold general", "piece in a sentence");
    case Bishop:
        return tr("a bishop", "piece in a sentence");
    case Rook:
        return tr("a rook", "piece in a sentence");
    case King:
        return tr("a king", "piece in a sentence");
    case ProPawn:
        return tr("a tokin", "piece in a sentence");
    case ProLance:
        return tr("a promoted lance", "piece in a sentence");
    case ProKnight:
        return tr("a promoted knight", "piece in a sentence");
    case ProSilver:
        return tr("a promoted silver", "piece in a sentence");
    case Horse:
        return tr("a dragon horse", "piece in a sentence");
    case Dragon:
        return tr("a dragon king", "piece in a sentence");
    default:
        return {};
    }
}

QString RefusalTexts::notItsMove(const RefusalReason& reason)
{
    if (reason.men) {
        const MenRules& men = *reason.men;
        if (men.oneStep)
            return men.jumps ? tr("A man moves one square along its rank or file, or jumps over "
                                  "one adjacent man.")
                             : tr("A man moves one square along its rank or file.");
        return men.jumps ? tr("A man moves along its rank or file, never diagonally, or jumps "
                              "over one adjacent man.")
                         : tr("A man moves along its rank or file, never diagonally.");
    }
    switch (reason.piece) {
    case Pawn:
        return tr("A pawn moves one square straight forward.");
    case Lance:
        return tr("A lance moves straight forward only, any number of empty squares.");
    case Knight:
        return tr("A knight jumps two squares forward and one to the side; it has no other "
                  "move.");
    case Silver:
        return tr("A silver general moves one square diagonally or straight forward, never "
                  "sideways or straight back.");
    case Gold:
        return tr("A gold general moves one square in any direction except diagonally "
                  "backwards.");
    case Bishop:
        return tr("A bishop moves diagonally only.");
    case Rook:
        return tr("A rook moves along its rank or file only, never diagonally.");
    case King:
        return tr("The king moves one square in any direction.");
    case ProPawn:
        return tr("A tokin moves like a gold general: one square in any direction except "
                  "diagonally backwards.");
    case ProLance:
        return tr("A promoted lance moves like a gold general: one square in any direction "
                  "except diagonally backwards.");
    case ProKnight:
        return tr("A promoted knight moves like a gold general: one square in any direction "
                  "except diagonally backwards.");
    case ProSilver:
        return tr("A promoted silver moves like a gold general: one square in any direction "
                  "except diagonally backwards.");
    case Horse:
        return tr("A dragon horse moves diagonally, or one square straight in any direction.");
    case Dragon:
        return tr("A dragon king moves along its rank or file, or one square diagonally.");
    default:
        return Texts::refusal(reason.refusal);
    }
}

QString RefusalTexts::blocked(const RefusalReason& reason, CoordinateStyle style)
{
    const QString what = pieceNoun(reason.other.type, reason.men.has_value());
    const QString where = squareName(reason.square, style);
    if (reason.men)
        return tr("A man cannot jump over other men when it slides: %1 stands on %2.")
            .arg(what, where);
    switch (reason.piece) {
    case Lance:
        return tr("The lance cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    case Bishop:
        return tr("The bishop cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    case Rook:
        return tr("The rook cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    case Horse:
        return tr("The dragon horse cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    case Dragon:
        return tr("The dragon king cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    default:
        return tr("The piece cannot jump over pieces: %1 stands on %2 in its way.")
            .arg(what, where);
    }
}

QString RefusalTexts::kingSafety(const RefusalReason& reason, CoordinateStyle style)
{
    const bool known = reason.square.valid();
    const QString what = pieceNoun(reason.other.type);
    const QString where = known ? squareName(reason.square, style) : QString();
    switch (reason.detail) {
    case RefusalDetail::KingIntoCheck:
        return known ? tr("The king may never move into check: %1 on %2 would attack it there.")
                           .arg(what, where)
                     : tr("The king may never move into check.");
    case RefusalDetail::KingInCheck:
        return known ? tr("Your king is in check, and this move does not end it: %1 on %2 would "
                          "still attack it. Move the king, capture the checking piece or put a "
                          "piece between.")
                           .arg(what, where)
                     : tr("Your king is in check, and this move does not end it. Move the "
                          "king, capture the checking piece or put a piece between.");
    default:
        return known ? tr("This piece shields your king and may not leave its line: otherwise "
                          "%1 on %2 attacks your king.")
                           .arg(what, where)
                     : Texts::refusal(reason.refusal);
    }
}

QString RefusalTexts::mustPromote(PieceType type)
{
    switch (type) {
    case Pawn:
        return tr("A pawn must promote on the last rank: there it could never move again.");
    case Lance:
        return tr("A lance must promote on the last rank: there it could never move again.");
    case Knight:
        return tr("A knight must promote on the last two ranks: there it could never move "
                  "again.");
    default:
        return Texts::refusal(MoveRefusal::PromotionCompulsory);
    }
}

QString RefusalTexts::deadDrop(PieceType type)
{
    switch (type) {
    case Pawn:
        return tr("A pawn cannot be dropped on the last rank: it could never move again.");
    case Lance:
        return tr("A lance cannot be dropped on the last rank: it could never move again.");
    case Knight:
        return tr("A knight cannot be dropped on the last two ranks: it could never move "
                  "again.");
    default:
        return Texts::refusal(MoveRefusal::DeadSquare);
    }
}

QString RefusalTexts::promotion(const RefusalReason& reason)
{
    switch (reason.detail) {
    case RefusalDetail::DroppedPiece:
        return tr("A piece is always dropped unpromoted; it may promote on a later move in the "
                  "zone.");
    case RefusalDetail::CannotPromote:
        if (reason.piece == King) return tr("The king never promotes.");
        if (reason.piece == Gold) return tr("A gold general never promotes.");
        return tr("This piece is promoted already.");
    default:
        return tr("A piece may promote only when its move starts or ends in the promotion zone, "
                  "the three ranks farthest from you.");
    }
}

QString RefusalTexts::text(const RefusalReason& reason, CoordinateStyle style)
{
    switch (reason.refusal) {
    case MoveRefusal::NoPieceThere:
        if (reason.detail == RefusalDetail::OpponentsPiece)
            return tr("That is your opponent's piece: move one of your own.");
        return tr("There is no piece on that square.");
    case MoveRefusal::PieceCannotMoveThere:
        if (reason.detail == RefusalDetail::NotItsMove) return notItsMove(reason);
        if (reason.detail == RefusalDetail::PathBlocked) return blocked(reason, style);
        if (reason.detail == RefusalDetail::NothingToJump)
            return tr("A man jumps only over a man on the square next to it.");
        break;
    case MoveRefusal::OwnPieceOnTarget:
        return tr("One of your own pieces stands there: you can capture only your opponent's "
                  "pieces.");
    case MoveRefusal::TargetOccupied:
        if (reason.men)
            return tr("A man moves only to an empty square: it captures by enclosing, never by "
                      "moving onto a man.");
        return tr("A piece can be dropped only on an empty square.");
    case MoveRefusal::DeadSquare:
        return deadDrop(reason.piece);
    case MoveRefusal::PromotionCompulsory:
        return mustPromote(reason.piece);
    case MoveRefusal::Nifu:
        if (reason.square.valid())
            return tr("Nifu: you already have an unpromoted pawn on this file, on %1. A second "
                      "pawn may not be dropped there.")
                .arg(squareName(reason.square, style));
        break;
    case MoveRefusal::Uchifuzume:
        return tr("Uchifuzume: a dropped pawn may not give checkmate. Mate with another piece, "
                  "or with a pawn that moves there.");
    case MoveRefusal::LeavesKingInCheck:
        return kingSafety(reason, style);
    case MoveRefusal::PromotionNotAllowed:
        return promotion(reason);
    default:
        break;
    }
    return Texts::refusal(reason.refusal);
}

} // namespace shogiban::ui
