// How a shogi game ends, as data (winner, reason), and ShogiGame: a position plus its history
// that judges the end of the game as moves are played.
#pragma once

#include "game/gamerules.h"
#include "rules/move.h"
#include "rules/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban {

// Impasse points of one side, board and hand: rook and bishop 5 (promoted or not), every other
// piece but the king 1.
int impassePoints(const Position& pos, Color c);
// The king stands in its promotion zone (the enemy camp).
bool kingEntered(const Position& pos, Color c);

// The 24-point rule, once both kings have entered: a side with fewer than 24 points loses,
// otherwise (or when both have fewer, as in some handicap games) the game is drawn. nullopt
// while a king has not entered.
std::optional<Outcome> impasse24(const Position& pos);

// The 27-point declaration rule for the side to move: its king in the enemy zone and not in
// check, at least 10 other own pieces in that zone, and the points of those pieces plus the
// hand at least 28 for sente, 27 for gote.
bool canDeclare27(const Position& pos);

// Checkmate, stalemate (a loss too), sennichite and perpetual check in the position reached.
// Sennichite is the fourth occurrence of the position; a side that gave check with every one
// of its moves since the first occurrence loses by perpetual check, otherwise it is a draw.
std::optional<Outcome> judge(const Position& pos);

struct GameOptions {
    int maxPlies = 0; // a draw when this many moves were played; 0 = no limit
};

class ShogiGame {
public:
    explicit ShogiGame(GameOptions options = {});

    // Starts again from an SFEN (an even game when empty); unchanged on error.
    std::optional<SfenError> reset(std::string_view sfen = Position::StartSfen);

    const Position& position() const { return m_pos; }
    const std::string& startSfen() const { return m_startSfen; }
    const std::vector<Move>& moves() const { return m_moves; }
    const GameOptions& options() const { return m_options; }
    std::optional<Outcome> outcome() const { return m_outcome; }
    bool over() const { return m_outcome.has_value(); }

    MoveRefusal refusal(Move m) const;
    // Plays a legal move and judges the result; an illegal move changes nothing.
    MoveRefusal play(Move m);
    // For engines: an illegal move loses the game at once (professional rule).
    bool playOrForfeit(Move m);
    // Takes back the last move, if any, and any result.
    void undo();

    void resign(); // the side to move resigns
    void agreeDraw();
    // The side to move declares by the 27-point rule: it wins when the conditions hold and loses
    // otherwise (as in computer shogi). Returns whether the declaration was valid.
    bool declare27();
    // The players agree to score an impasse by the 24-point rule; false (and nothing changes)
    // while a king has not entered.
    bool scoreImpasse24();
    // Any other end: time, interruption...
    void setOutcome(const Outcome& outcome) { m_outcome = outcome; }

private:
    GameOptions m_options;
    Position m_pos;
    std::string m_startSfen;
    std::vector<Move> m_moves;
    std::optional<Outcome> m_outcome;
};

} // namespace shogiban
