// The position editor's model of a shogi position (core's SetupPosition): every kind with its
// promoted face, both hands, and the rules' SFEN errors as the reason a position is refused.
#pragma once

#include "editor/setupmodel.h"
#include "rules/setupposition.h"

#include <QCoreApplication>

namespace shogiban::ui {

class ShogiSetupModel final : public SetupModel {
    Q_DECLARE_TR_FUNCTIONS(ShogiSetupModel)

public:
    explicit ShogiSetupModel(const Position& start);

    // The position itself, for what only shogi has (tsume mode, handicaps).
    SetupPosition& position() { return m_setup; }
    const SetupPosition& position() const { return m_setup; }

    const GameTraits& traits() const override;
    int files() const override { return FileNb; }
    int ranks() const override { return RankNb; }
    Piece pieceOn(Square s) const override { return m_setup.pieceOn(s); }
    void put(Square s, Piece piece) override { m_setup.put(s, piece); }
    Color sideToMove() const override { return m_setup.sideToMove(); }
    void setSideToMove(Color c) override { m_setup.setSideToMove(c); }
    void clear() override { m_setup.clear(); }
    void setStart() override { m_setup = SetupPosition(Position()); }

    bool hasHands() const override { return true; }
    int handCount(Color holder, PieceType kind) const override;
    void setHandCount(Color holder, PieceType kind, int count) override
    {
        m_setup.setHandCount(holder, kind, count);
    }

    std::span<const PieceType> kinds() const override;
    Piece turnedOver(Piece piece) const override { return shogiban::turnedOver(piece); }
    int piecesLeft(Color, PieceType kind) const override { return m_setup.piecesLeft(kind); }
    QString pieceName(Piece piece) const override;

    std::string positionText() const override { return m_setup.sfen(); }
    GameSetup gameSetup() const override { return {GameKind::Shogi, {}, m_setup.sfen(), 0}; }
    std::optional<SetupRefusal> refusal() const override;

private:
    SetupPosition m_setup;
};

} // namespace shogiban::ui
