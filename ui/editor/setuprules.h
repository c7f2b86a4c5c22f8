// A position being set up, shown by the board's parts (BoardScene, BoardRenderer) as if it were
// a game: they read pieces, stands and the side to move through GameRules. It is no game yet,
// so it has no moves: legalMoves() is empty and every move is refused.
#pragma once

#include "editor/setupmodel.h"
#include "game/gamerules.h"

namespace shogiban::ui {

class SetupRules : public GameRules {
public:
    // `setup` is not owned and is read as it changes.
    explicit SetupRules(const SetupModel* setup)
        : m_setup(setup)
    {
    }

    const GameTraits& traits() const override { return m_setup->traits(); }
    int files() const override { return m_setup->files(); }
    int ranks() const override { return m_setup->ranks(); }
    Color sideToMove() const override { return m_setup->sideToMove(); }
    int ply() const override { return 0; }
    BoardPiece pieceAt(BoardSquare square) const override;
    int standCount(Color holder, PieceType type) const override
    {
        return m_setup->handCount(holder, type);
    }
    // A stand that does not drop shows the enemy men its owner captured (GameTraits).
    BoardPiece standPiece(Color holder, PieceType type) const override
    {
        return {traits().standsDrop ? holder : ~holder, type};
    }
    bool inCheck() const override { return false; }

    std::vector<BoardMove> legalMoves() const override { return {}; }
    MoveRefusal refusal(const BoardMove&) const override { return MoveRefusal::GameOver; }
    bool play(const BoardMove&) override { return false; }
    void undo() override {}
    void setOutcome(const Outcome&) override {}
    std::optional<Outcome> outcome() const override { return std::nullopt; }

    std::string positionText() const override { return m_setup->positionText(); }
    std::string moveText(const BoardMove&) const override { return {}; }
    std::optional<BoardMove> parseMove(std::string_view) const override { return std::nullopt; }
    MoveNotation notation(const BoardMove&, const std::optional<BoardMove>&) const override
    {
        return {};
    }
    std::unique_ptr<GameRules> clone() const override
    {
        return std::make_unique<SetupRules>(*this);
    }

private:
    const SetupModel* m_setup;
};

} // namespace shogiban::ui
