#include "editor/shogisetupmodel.h"

#include "board/boardtexts.h"
#include "editor/editorkeys.h"
#include "game/shogirules.h"
#include "text/errortexts.h"

namespace shogiban::ui {

ShogiSetupModel::ShogiSetupModel(const Position& start)
    : m_setup(start)
{
}

const GameTraits& ShogiSetupModel::traits() const
{
    return ShogiRules::shogiTraits();
}

int ShogiSetupModel::handCount(Color holder, PieceType kind) const
{
    return kind >= Pawn && kind <= Gold ? m_setup.handCount(holder, kind) : 0;
}

std::span<const PieceType> ShogiSetupModel::kinds() const
{
    return editorkeys::Kinds;
}

QString ShogiSetupModel::pieceName(Piece piece) const
{
    return BoardTexts::pieceName(typeOf(piece));
}

std::optional<SetupRefusal> ShogiSetupModel::refusal() const
{
    const std::optional<SetupProblem> problem = m_setup.problem();
    if (!problem) return std::nullopt;
    QString reason = ErrorTexts::sfenReason(problem->error.code);
    if (problem->kind != NoPieceType)
        reason = tr("%1 (%2)").arg(reason, BoardTexts::pieceName(problem->kind));
    return SetupRefusal{reason, problem->square};
}

} // namespace shogiban::ui
