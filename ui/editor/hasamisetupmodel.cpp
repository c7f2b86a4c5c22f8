#include "editor/hasamisetupmodel.h"

#include "hasami/hasamirules.h"
#include "text/errortexts.h"
#include "text/texts.h"

#include <array>

namespace shogiban::ui {

namespace {

constexpr std::array<PieceType, 1> Men = {Pawn};

BoardSquare toBoardSquare(Square s)
{
    return {fileOf(s), rankOf(s)};
}

} // namespace

HasamiSetupModel::HasamiSetupModel(const hasami::HasamiVariant& variant, int capturesToWin)
    : m_board(variant, capturesToWin)
{
}

const GameTraits& HasamiSetupModel::traits() const
{
    return hasami::HasamiRules::traitsOf(m_board.variant().kind);
}

Piece HasamiSetupModel::pieceOn(Square s) const
{
    const hasami::Cell cell = m_board.at(toBoardSquare(s));
    return cell == hasami::Empty ? NoPiece : makePiece(hasami::colorOfMan(cell), Pawn);
}

void HasamiSetupModel::put(Square s, Piece piece)
{
    // Whatever is put, it is a man of its colour.
    m_board.put(toBoardSquare(s), piece == NoPiece ? hasami::Empty : hasami::manOf(colorOf(piece)));
}

int HasamiSetupModel::handCount(Color holder, PieceType kind) const
{
    return kind == Pawn ? m_board.menLeft(~holder) : 0;
}

std::span<const PieceType> HasamiSetupModel::kinds() const
{
    return Men;
}

int HasamiSetupModel::piecesLeft(Color owner, PieceType kind) const
{
    return kind == Pawn ? m_board.menLeft(owner) : 0;
}

QString HasamiSetupModel::pieceName(Piece piece) const
{
    return colorOf(piece) == Black ? tr("Black man") : tr("White man");
}

std::optional<SetupRefusal> HasamiSetupModel::refusal() const
{
    const std::optional<hasami::SetupProblem> problem = m_board.problem();
    if (!problem) return std::nullopt;
    if (problem->outcome) {
        // The result is whole sentences; inside the brackets its last full stop would be the
        // second one in a row, the refusal's own ending after the bracket.
        QString result = Texts::resultMessage(SideNames::BlackWhite, *problem->outcome);
        if (result.endsWith(QLatin1Char('.'))) result.chop(1);
        return SetupRefusal{tr("the game is already over (%1)").arg(result), std::nullopt};
    }
    const SetupError& error = *problem->error;
    return SetupRefusal{error.code == SetupErrorCode::BadHasamiPosition
            ? ErrorTexts::hasamiPositionError(error.hasamiPosition)
            : ErrorTexts::setupError(error),
        std::nullopt};
}

} // namespace shogiban::ui
