// A hasami position being set up by hand (the position editor) for one variant: a man of
// either colour on any square, either side to move. The men of a colour that are not on the
// board count as captured, as in a game that reached the position. Nothing is judged while it
// is edited; problem() asks the rules (createHasamiRules, then the outcome they give the start
// position), so that the editor refuses exactly what the rules refuse or have already decided.
#pragma once

#include "game/gamerules.h"
#include "game/setuperror.h"
#include "hasami/board.h"
#include "hasami/variant.h"

#include <optional>
#include <string>

namespace shogiban::hasami {

// Why a position set up by hand cannot be played: the rules refuse it (`error`), or they
// accept it but the game is already over (`outcome`).
struct SetupProblem {
    std::optional<SetupError> error;
    std::optional<Outcome> outcome;
};

class SetupBoard {
public:
    // The variant's start position; capturesToWin 0 takes the variant's goal.
    SetupBoard(const HasamiVariant& variant, int capturesToWin);

    const HasamiVariant& variant() const { return *m_variant; }
    int size() const { return m_board.size(); }
    // Empty off the board.
    Cell at(BoardSquare square) const;
    // Empty clears the square; squares off the board are ignored.
    void put(BoardSquare square, Cell man);
    int men(Color c) const { return m_board.men(c); }
    // How many more men of a colour the variant has for the board (0 when it holds them all).
    int menLeft(Color c) const;
    Color sideToMove() const { return m_side; }
    void setSideToMove(Color c) { m_side = c; }

    void clear(); // no men on the board
    void setStart(); // the variant's start position, black to move

    // The position text (hasami/notation.h): the men missing from the board as captured.
    std::string positionText() const;
    // The setup that plays the position: kind, variant id, captures to win, position text.
    GameSetup gameSetup() const;
    // Why the position cannot be played; nullopt when it can.
    std::optional<SetupProblem> problem() const;

private:
    bool onBoard(BoardSquare square) const;

    const HasamiVariant* m_variant;
    int m_capturesToWin;
    Board m_board;
    Color m_side = Black;
};

} // namespace shogiban::hasami
