// The position editor's model of a hasami shogi, dai hasami shogi or mak-yek position (core's
// hasami::SetupBoard) for the variant being played: the men of both colours and the side to
// move, no hands and nothing that turns over. The stands show the men that count as captured
// (those not on the board), as in the game. A position is refused with the rules' words: why
// they refuse it, or the result they already give it.
#pragma once

#include "editor/setupmodel.h"
#include "hasami/setupboard.h"

#include <QCoreApplication>

namespace shogiban::ui {

class HasamiSetupModel final : public SetupModel {
    Q_DECLARE_TR_FUNCTIONS(HasamiSetupModel)

public:
    // The variant's start position; capturesToWin 0: the variant's goal.
    HasamiSetupModel(const hasami::HasamiVariant& variant, int capturesToWin);

    hasami::SetupBoard& board() { return m_board; }
    const hasami::SetupBoard& board() const { return m_board; }

    const GameTraits& traits() const override;
    int files() const override { return m_board.size(); }
    int ranks() const override { return m_board.size(); }
    Piece pieceOn(Square s) const override;
    void put(Square s, Piece piece) override;
    Color sideToMove() const override { return m_board.sideToMove(); }
    void setSideToMove(Color c) override { m_board.setSideToMove(c); }
    void clear() override { m_board.clear(); }
    void setStart() override { m_board.setStart(); }

    bool hasHands() const override { return false; }
    // What a player's stand shows: the enemy men counted as captured.
    int handCount(Color holder, PieceType kind) const override;
    void setHandCount(Color, PieceType, int) override { }

    std::span<const PieceType> kinds() const override;
    Piece turnedOver(Piece piece) const override { return piece; }
    int piecesLeft(Color owner, PieceType kind) const override;
    QString pieceName(Piece piece) const override;

    std::string positionText() const override { return m_board.positionText(); }
    GameSetup gameSetup() const override { return m_board.gameSetup(); }
    std::optional<SetupRefusal> refusal() const override;

private:
    hasami::SetupBoard m_board;
};

} // namespace shogiban::ui
