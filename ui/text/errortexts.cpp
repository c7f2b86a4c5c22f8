#include "text/errortexts.h"

namespace shogiban::ui {

QString ErrorTexts::sfenReason(SfenErrorCode code)
{
    using C = SfenErrorCode;
    switch (code) {
    case C::Empty:
        return tr("the position is empty");
    case C::MissingField:
        return tr("a field is missing (board, side to move, pieces in hand)");
    case C::ExtraField:
        return tr("there is unexpected text after the move number");
    case C::BadPieceLetter:
        return tr("a letter names no piece");
    case C::BadPromotion:
        return tr("a piece is marked promoted that cannot promote");
    case C::RankLength:
        return tr("a rank does not describe exactly 9 squares");
    case C::RankCount:
        return tr("the board does not have exactly 9 ranks");
    case C::TooManyPieces:
        return tr("there are more pieces of a kind than a set holds");
    case C::DeadSquare:
        return tr("a piece stands where it could never move again");
    case C::Nifu:
        return tr("one side has two unpromoted pawns on a file (nifu)");
    case C::OpponentInCheck:
        return tr("the side that is not to move is in check");
    case C::MissingKing:
        return tr("gote’s king is missing (only sente may play without a king)");
    case C::DuplicateKing:
        return tr("one side has two kings");
    case C::BadHand:
        return tr("the pieces in hand cannot be read");
    case C::BadSide:
        return tr("the side to move must be b (sente) or w (gote)");
    case C::BadMoveNumber:
        return tr("the move number is not a positive number");
    }
    return {};
}

QString ErrorTexts::sfenError(const SfenError& error)
{
    QString text = tr("%1 (column %2)").arg(sfenReason(error.code)).arg(error.column + 1);
    if (!error.detail.empty())
        text = tr("%1: “%2”").arg(text, QString::fromStdString(error.detail));
    return text;
}

QString ErrorTexts::hasamiPositionError(hasami::PositionTextError error)
{
    using E = hasami::PositionTextError;
    switch (error) {
    case E::None:
        return {};
    case E::RankCount:
        return tr("the board has the wrong number of ranks");
    case E::RankLength:
        return tr("a rank does not match the width of the board");
    case E::BadCharacter:
        return tr("a rank holds a character other than b, w or a digit");
    case E::TooManyMen:
        return tr("one colour has more men than the variant has");
    case E::NoMen:
        return tr("one colour has no men on the board");
    case E::SideToMove:
        return tr("the side to move (b or w) is missing");
    case E::CapturedCounts:
        return tr("the numbers of captured men are missing or impossible");
    }
    return {};
}

QString ErrorTexts::setupError(const SetupError& error)
{
    switch (error.code) {
    case SetupErrorCode::UnknownVariant:
        return tr("This version of Shogiban does not know the variant “%1”.")
            .arg(QString::fromStdString(error.detail));
    case SetupErrorCode::CapturesOutOfRange:
        return tr("The number of men to capture must be between 0 and %1.").arg(error.limit);
    case SetupErrorCode::BadShogiPosition:
        return tr("The start position is not valid: %1.")
            .arg(error.sfen ? sfenError(*error.sfen) : QString::fromStdString(error.detail));
    case SetupErrorCode::BadHasamiPosition:
        return tr("The start position is not valid: %1.")
            .arg(hasamiPositionError(error.hasamiPosition));
    }
    return {};
}

} // namespace shogiban::ui
