// GameRules for shogi: a ShogiGame behind the interface the UI and the players use.
#pragma once

#include "game/gamerules.h"
#include "game/setuperror.h"
#include "rules/outcome.h"

namespace shogiban {

class ShogiRules : public GameRules, public ImpasseRules {
public:
    explicit ShogiRules(GameOptions options = {});
    // Starts from an SFEN (an even game when empty); unchanged on error.
    std::optional<SfenError> reset(std::string_view sfen);
    // The rules for a shogi setup (its start position); nullptr with the SFEN error.
    static std::unique_ptr<GameRules> create(const GameSetup& setup, SetupError* error);
    static const GameTraits& shogiTraits();

    const GameTraits& traits() const override { return shogiTraits(); }
    int files() const override { return FileNb; }
    int ranks() const override { return RankNb; }

    Color sideToMove() const override { return m_game.position().sideToMove(); }
    int ply() const override { return int(m_game.moves().size()); }
    BoardPiece pieceAt(BoardSquare square) const override;
    int standCount(Color holder, PieceType type) const override;
    bool inCheck() const override { return m_game.position().inCheck(); }

    std::vector<BoardMove> legalMoves() const override;
    MoveRefusal refusal(const BoardMove& move) const override;
    std::optional<BoardSquare> attackerAfter(const BoardMove& move) const override;
    bool play(const BoardMove& move) override;
    void undo() override { m_game.undo(); }
    void setOutcome(const Outcome& outcome) override { m_game.setOutcome(outcome); }
    std::optional<Outcome> outcome() const override { return m_game.outcome(); }

    std::string positionText() const override { return m_game.position().sfen(); }
    std::string moveText(const BoardMove& move) const override;
    std::optional<BoardMove> parseMove(std::string_view text) const override;
    TypedMove parseTypedMove(
        std::string_view text, const std::optional<BoardMove>& previous) const override;
    MoveNotation notation(
        const BoardMove& move, const std::optional<BoardMove>& previous) const override;

    const ImpasseRules* impasse() const override { return this; }
    const ShogiGame* shogiGame() const override { return &m_game; }
    bool declarationValid() const override;
    std::optional<Outcome> score24() const override;

    std::unique_ptr<GameRules> clone() const override;

    // Shogi-specific access for the parts that know they play shogi (AI, records, USI).
    const ShogiGame& game() const { return m_game; }
    ShogiGame& game() { return m_game; }

    static std::optional<Move> toMove(const BoardMove& move);
    static BoardMove toBoardMove(Move move);

private:
    ShogiGame m_game;
};

} // namespace shogiban
