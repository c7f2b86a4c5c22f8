// What the position editor edits: one game's position being set up, behind one interface so
// that the editor's widgets (PositionEditor, EditorBoard, PiecePalette, EditorSquareMenu) are
// the same for every game. What differs between games is answered here: the kinds to place,
// whether pieces turn over, whether there are hands, their names, and why the rules refuse the
// position. The editor speaks shogi's Square and Piece; a hasami man is a pawn of its colour
// (as HasamiRules reports it), and a board smaller than 9x9 uses files and ranks from 0.
#pragma once

#include "game/gamerules.h"
#include "rules/types.h"

#include <QString>

#include <optional>
#include <span>
#include <string>

namespace shogiban::ui {

// Why the rules refuse a position, in the user's language, and the square it concerns.
struct SetupRefusal {
    QString reason;
    std::optional<Square> square;
};

class SetupModel {
public:
    virtual ~SetupModel() = default;

    virtual const GameTraits& traits() const = 0;
    virtual int files() const = 0;
    virtual int ranks() const = 0;

    virtual Piece pieceOn(Square s) const = 0;
    virtual void put(Square s, Piece piece) = 0; // NoPiece empties the square
    virtual Color sideToMove() const = 0;
    virtual void setSideToMove(Color c) = 0;
    virtual void clear() = 0; // an empty board (and empty hands)
    virtual void setStart() = 0; // the game's start position

    // Pieces in hand (shogi). Without hands the stands show what the game shows there (the
    // hasami games: the men counted as captured) and cannot be changed.
    virtual bool hasHands() const = 0;
    virtual int handCount(Color holder, PieceType kind) const = 0;
    virtual void setHandCount(Color holder, PieceType kind, int count) = 0;

    // The unpromoted kinds that can be placed, in the palette's and the menus' order.
    virtual std::span<const PieceType> kinds() const = 0;
    // The same piece turned over (promoted <-> unpromoted); the piece itself where it cannot be.
    virtual Piece turnedOver(Piece piece) const = 0;
    // Whether any kind has a second face (shogi's promoted pieces).
    bool piecesTurnOver() const
    {
        for (PieceType kind : kinds())
            if (turnedOver(makePiece(Black, kind)) != makePiece(Black, kind)) return true;
        return false;
    }
    // How many more pieces of a colour's kind the set has for the board.
    virtual int piecesLeft(Color owner, PieceType kind) const = 0;
    virtual QString pieceName(Piece piece) const = 0;

    // The position as the rules read it: SFEN, or the hasami position text.
    virtual std::string positionText() const = 0;
    // The setup that plays it: the game, its variant and goal, and positionText().
    virtual GameSetup gameSetup() const = 0;
    // Why the rules refuse the position; nullopt when it can be played.
    virtual std::optional<SetupRefusal> refusal() const = 0;
};

} // namespace shogiban::ui
