// The board of the position editor: the game board's parts (BoardScene lays it out,
// BoardRenderer paints it) over a position being set up, with the editor's own hand:
// - drag a piece to another square, onto a stand (into that player's hand) or off the board
//   (away); drag a piece from a stand the same way;
// - drop a piece from the palette, or click a square with the palette's piece chosen;
// - right-click a piece to turn it over, then to give it to the other player (the four faces
//   in turn); Shift+right-click gives it to the other player at once; right-click a piece on a
//   stand to take one away;
// - with the keyboard (editorkeys.h lists the keys): the arrow keys move a square cursor,
//   letters put pieces, other keys turn them over, remove them, put them into a hand or take
//   them from one, and the Menu key (Shift+F10) lists all of it for the cursor's square; with
//   no cursor yet the keys act on the square under the mouse. Past the board's edge towards a
//   stand the cursor goes onto that stand: there the arrows choose a kind in hand, letters add
//   one of a kind (Shift: take one away), + and - change the chosen kind's count.
// The model (SetupModel) says what applies to its game: in the hasami games a man dragged off
// the board or onto a stand is taken away (it counts as captured), nothing turns over, and
// there are no hands to put men into or take them from.
#pragma once

#include "board/boardrenderer.h"
#include "board/boardscene.h"
#include "board/piecestyle.h"
#include "editor/setupmodel.h"
#include "editor/setuprules.h"

#include <QWidget>

#include <optional>

namespace shogiban::ui {

class EditorBoard : public QWidget {
    Q_OBJECT

public:
    // The mime type of a piece dragged from the palette: one byte, the Piece.
    static constexpr const char* PieceMimeType = "application/x-shogiban-piece";

    // `setup` is not owned; call refresh() after changing it from outside.
    explicit EditorBoard(SetupModel* setup, QWidget* parent = nullptr);

    void refresh();
    void setPieceStyle(PieceStyle style);
    void setCoordinateStyle(CoordinateStyle style);
    void setFlipped(bool flipped);
    // The palette's chosen piece, placed by a click on a square (NoPiece: none).
    void setBrush(Piece piece) { m_brush = piece; }
    // A square to mark as the reason the position is refused.
    void setProblemSquare(std::optional<Square> square);

    // The edits the mouse and keys make, for tests and the palette.
    void place(Square square, Piece piece);
    void cycle(Square square); // right-click: turn over, then the other player's faces
    void changeOwner(Square square);
    // A piece put on a player's stand joins that hand as its unpromoted kind; a king cannot.
    bool addToHand(Color holder, Piece piece);
    void turnOver(Square square); // promoted or not; gold and king stay as they are
    // The piece on the square goes into a player's hand as its unpromoted kind (not a king).
    bool moveToHand(Square square, Color holder);
    // One piece of the kind leaves the holder's hand onto the square, as the holder's piece.
    bool placeFromHand(Square square, Color holder, PieceType kind);

    // The keyboard's square: none until a key is used on the board, nor while the cursor is on
    // a stand.
    std::optional<Square> keyboardSquare() const { return m_onStand ? std::nullopt : m_cursor; }
    void setKeyboardSquare(Square square);
    // The keyboard's place on a stand: the holder, and the kind chosen there (NoPieceType: none).
    struct StandPlace {
        Color holder = Black;
        PieceType kind = NoPieceType;
        bool operator==(const StandPlace&) const = default;
    };
    std::optional<StandPlace> keyboardStand() const { return m_onStand; }
    // The menu of what can be done on a square (what the Menu key opens).
    void showSquareMenu(Square square);

    QRectF squareRect(Square square) const;
    QRectF standRect(Color color) const;
    QRectF standSlotRect(Color holder, PieceType kind) const;

    QSize sizeHint() const override { return {640, 520}; }
    QSize minimumSizeHint() const override { return {360, 260}; }

signals:
    void edited(); // the position changed

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The piece under the mouse button: from a square or from a stand.
    struct Held {
        std::optional<Square> square;
        Color standColor = Black;
        PieceType standKind = NoPieceType;
        Piece piece = NoPiece;
    };

    std::optional<Square> squareAt(const QPointF& point) const;
    std::optional<Color> standAt(const QPointF& point) const;
    std::optional<Held> heldAt(const QPointF& point) const;
    // Puts a piece where the mouse let it go: a square, a stand, or nowhere (it goes away).
    void putDown(const Held& held, const QPointF& point);
    void takeAway(const Held& held);
    void rightClick(const QPointF& point, bool changeOwnerOnly);
    void moveKeyboardSquare(int columns, int rows);
    // Off the board's edge in a screen direction: the stand that lies that way, if any.
    std::optional<Color> standBeyond(int columns, int rows) const;
    void moveOnStand(int columns, int rows);
    QRectF standCursorRect() const;
    bool editByKey(Square square, const QKeyEvent& event);
    bool editStandByKey(const QKeyEvent& event);
    bool isLifted(const PieceSource& source) const;
    void changed();

    SetupModel* m_setup;
    SetupRules m_rules;
    BoardScene m_scene;
    BoardRenderer m_renderer;
    bool m_flipped = false;
    Piece m_brush = NoPiece;
    std::optional<Square> m_problem;
    std::optional<Square> m_hover;
    std::optional<Square> m_cursor;
    std::optional<StandPlace> m_onStand; // the cursor is on a stand (m_cursor: where it left)
    std::optional<Held> m_pressed;
    QPointF m_pressPoint;
    QPointF m_dragPoint;
    bool m_dragging = false;
};

} // namespace shogiban::ui
