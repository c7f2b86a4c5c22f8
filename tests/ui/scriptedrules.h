// A stand-in for a game's rules in widget tests: the test places pieces, lists the legal moves
// and the refusals; play() moves pieces and fills hands without judging anything. The board
// must behave the same with any GameRules, so its tests need no real rules engine.
#pragma once

#include "game/catalog.h"

#include <map>
#include <utility>

namespace shogiban::test {

class ScriptedRules : public GameRules {
public:
    explicit ScriptedRules(GameKind kind = GameKind::Shogi, int size = 9)
        : m_traits(&gameTraits(kind))
        , m_size(size)
    {
    }

    void place(BoardSquare s, Color c, PieceType t) { m_board[key(s)] = {c, t}; }
    void setHand(Color c, PieceType t, int n) { m_hands[{c, t}] = n; }
    void setLegal(std::vector<BoardMove> moves) { m_legal = std::move(moves); }
    void setRefusal(MoveRefusal r) { m_refusal = r; }
    void setInCheck(bool check) { m_check = check; }
    void setSideToMove(Color c) { m_side = c; }

    const GameTraits& traits() const override { return *m_traits; }
    int files() const override { return m_size; }
    int ranks() const override { return m_size; }
    Color sideToMove() const override { return m_side; }
    int ply() const override { return m_ply; }
    BoardPiece pieceAt(BoardSquare s) const override
    {
        const auto it = m_board.find(key(s));
        return it == m_board.end() ? BoardPiece{} : it->second;
    }
    int standCount(Color c, PieceType t) const override
    {
        const auto it = m_hands.find({c, t});
        return it == m_hands.end() ? 0 : it->second;
    }
    bool inCheck() const override { return m_check; }
    std::vector<BoardMove> legalMoves() const override { return m_legal; }
    MoveRefusal refusal(const BoardMove& move) const override
    {
        for (const BoardMove& m : m_legal)
            if (m == move) return MoveRefusal::None;
        return m_refusal;
    }
    bool play(const BoardMove& move) override
    {
        if (refusal(move) != MoveRefusal::None) return false;
        BoardPiece moving{m_side, move.drop};
        if (move.isDrop()) {
            --m_hands[{m_side, move.drop}];
        } else {
            moving = pieceAt(move.from);
            m_board.erase(key(move.from));
            if (move.promote) moving.type = promoted(moving.type);
        }
        const BoardPiece captured = pieceAt(move.to);
        if (!captured.empty()) ++m_hands[{m_side, unpromoted(captured.type)}];
        m_board[key(move.to)] = moving;
        m_side = ~m_side;
        ++m_ply;
        m_legal.clear();
        return true;
    }
    void undo() override { }
    void setOutcome(const Outcome& outcome) override { m_outcome = outcome; }
    std::optional<Outcome> outcome() const override { return m_outcome; }
    std::string positionText() const override { return {}; }
    std::string moveText(const BoardMove&) const override { return {}; }
    std::optional<BoardMove> parseMove(std::string_view) const override { return std::nullopt; }
    MoveNotation notation(const BoardMove&, const std::optional<BoardMove>&) const override
    {
        return {};
    }
    std::unique_ptr<GameRules> clone() const override
    {
        return std::make_unique<ScriptedRules>(*this);
    }

private:
    static int key(BoardSquare s) { return s.file * 16 + s.rank; }

    const GameTraits* m_traits;
    int m_size;
    std::map<int, BoardPiece> m_board;
    std::map<std::pair<Color, PieceType>, int> m_hands;
    std::vector<BoardMove> m_legal;
    MoveRefusal m_refusal = MoveRefusal::PieceCannotMoveThere;
    bool m_check = false;
    Color m_side = Black;
    int m_ply = 0;
    std::optional<Outcome> m_outcome;
};

// The even-game starting position (board only; the test lists the legal moves it needs).
inline void placeStartPosition(ScriptedRules& rules)
{
    const PieceType back[] = {Lance, Knight, Silver, Gold, King, Gold, Silver, Knight, Lance};
    for (int file = 0; file < 9; ++file) {
        rules.place({file, 0}, White, back[file]);
        rules.place({file, 2}, White, Pawn);
        rules.place({file, 6}, Black, Pawn);
        rules.place({file, 8}, Black, back[file]);
    }
    rules.place({7, 1}, White, Rook);
    rules.place({1, 1}, White, Bishop);
    rules.place({1, 7}, Black, Rook);
    rules.place({7, 7}, Black, Bishop);
}

} // namespace shogiban::test
