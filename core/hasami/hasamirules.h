// GameRules for the hasami family: adapts Position (internal squares and steps) to the
// program-wide interface (BoardSquare, BoardMove, refusals, outcomes, text).
#pragma once

#include "game/gamerules.h"
#include "game/setuperror.h"
#include "hasami/position.h"

namespace shogiban::hasami {

class HasamiRules final : public GameRules {
public:
    explicit HasamiRules(Position position);

    static const GameTraits& traitsOf(GameKind kind);
    const GameTraits& traits() const override { return traitsOf(m_position.variant().kind); }
    int files() const override { return m_position.variant().size; }
    int ranks() const override { return m_position.variant().size; }

    Color sideToMove() const override { return m_position.sideToMove(); }
    int ply() const override { return m_position.ply(); }
    BoardPiece pieceAt(BoardSquare square) const override;
    int standCount(Color holder, PieceType type) const override;
    BoardPiece standPiece(Color holder, PieceType type) const override;
    bool inCheck() const override { return false; }

    std::vector<BoardMove> legalMoves() const override;
    MoveRefusal refusal(const BoardMove& move) const override;
    bool play(const BoardMove& move) override;
    void undo() override;
    void setOutcome(const Outcome& outcome) override;
    std::optional<Outcome> outcome() const override;
    std::vector<BoardSquare> capturesOf(const BoardMove& move) const override;

    std::string positionText() const override;
    std::string moveText(const BoardMove& move) const override;
    std::optional<BoardMove> parseMove(std::string_view text) const override;
    MoveNotation notation(
        const BoardMove& move, const std::optional<BoardMove>& previous) const override;
    std::optional<MenRules> menRules() const override;

    std::unique_ptr<GameRules> clone() const override;

    const Position& position() const { return m_position; }
    const HasamiVariant& variant() const { return m_position.variant(); }
    // The internal step for a move on this board (squares not checked).
    Step toStep(const BoardMove& move) const;
    BoardMove toMove(Step step) const;
    BoardSquare toSquare(int sq) const;

private:
    bool onBoard(BoardSquare square) const;

    Position m_position;
    std::optional<Outcome> m_declared; // set by setOutcome (resignation, agreed draw, ...)
};

// The rules for a hasami-family setup; nullptr with the reason in `error` when it is invalid.
std::unique_ptr<GameRules> createHasamiRules(const GameSetup& setup, SetupError* error);

} // namespace shogiban::hasami
