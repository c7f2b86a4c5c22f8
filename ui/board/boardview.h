// The board widget: draws any game of GameRules (shogi on 9x9 with piece stands, the hasami games
// with their men and captured counts), lets the player move by dragging or by clicking the piece
// and then its destination, shows hints, the movement patterns of learning mode, the last and
// the suggested move, check, and animates computer moves. It never changes the game: it emits
// moveChosen() for a legal move and the owner plays it, then calls refresh().
#pragma once

#include "board/boardgeometry.h"
#include "board/piecepainter.h"
#include "board/piecesource.h"
#include "board/piecestyle.h"
#include "game/gamerules.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QVariantAnimation;

namespace shogiban::ui {

class PromotionDialog;

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // The game shown; not owned. Call refresh() after every change of the game.
    void setRules(const GameRules* rules);
    const GameRules* rules() const { return m_rules; }
    // Shows the game's current position (and forgets a move shown while waiting for it).
    void refresh();

    // Whether the person may move (false while the computer thinks or when reviewing history).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    // Flipped: gote (white) sits at the bottom of the screen.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setLastMove(std::optional<BoardMove> move);
    // The move the "Hint" action suggests, drawn as an arrow.
    void setSuggestedMove(std::optional<BoardMove> move);
    // Moves the piece smoothly (computer moves). Call it before or after playing the move on the
    // rules; `done` runs when the piece arrives (at once when animations are off or hidden).
    void animateMove(const BoardMove& move, std::function<void()> done);
    bool isAnimating() const;
    void setAnimationDuration(int milliseconds); // 0 switches animations off

    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return m_pieces.style(); }
    void setHintMode(HintMode mode);
    HintMode hintMode() const { return m_hintMode; }
    void setLearningMode(bool on);
    bool learningMode() const { return m_learning; }
    void setCoordinateStyle(CoordinateStyle style);
    CoordinateStyle coordinateStyle() const { return m_coordinates; }

    // Where things are drawn (for tests, tooltips and the window's overlays).
    QRectF squareRect(BoardSquare square) const;
    // The stand slot of a kind in a player's hand (hasami games: the captured men, as Pawn).
    QRectF handSlotRect(Color color, PieceType kind) const;
    // The destinations currently marked as legal (empty when hints are hidden).
    std::vector<BoardSquare> hintSquares() const;
    // The squares of the movement pattern currently shown (learning mode).
    std::vector<PatternSquare> patternSquares() const;
    // The men the selected piece would capture away from its destination if it moved to the
    // hovered square (hasami games' custodian captures), marked with the hints.
    std::vector<BoardSquare> captureSquares() const;
    QString learningText() const { return m_learningText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A legal move the person made, promotion decided.
    void moveChosen(const shogiban::BoardMove& move);
    // An illegal attempt; the piece went back.
    void moveRefused(shogiban::MoveRefusal refusal);
    // The explanation of the hovered or selected piece, or why the hovered square is refused
    // (learning mode; empty otherwise).
    void learningTextChanged(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // A piece in flight: a computer move, or a refused piece going back.
    struct Flight {
        BoardPiece piece;
        QPointF from;
        QPointF to;
        std::optional<PieceSource> hidden; // drawn in flight instead of there
        std::function<void()> done;
    };

    // Layout and what is drawn where (boardview.cpp).
    void relayout();
    int standRows() const;
    BoardPiece displayedPiece(BoardSquare square) const;
    int displayedHandCount(Color color, PieceType kind) const;
    bool isLifted(const PieceSource& source) const;
    QPointF sourceCentre(const PieceSource& source) const;
    std::optional<PieceSource> sourceAt(const QPointF& point) const;
    std::optional<BoardSquare> kingInCheck() const;

    // Painting (boardview.cpp).
    void paintPieces(QPainter& painter);
    void paintHands(QPainter& painter);
    void paintMarks(QPainter& painter);
    void paintPattern(QPainter& painter); // under the pieces (boardlearning.cpp)
    void paintHints(QPainter& painter); // over them (boardlearning.cpp)
    void paintPiece(QPainter& painter, const QRectF& square, const BoardPiece& piece) const;
    void paintPieceAt(
        QPainter& painter, const QPointF& centre, const BoardPiece& piece, qreal scale = 1.0) const;

    // Hints and learning mode (boardlearning.cpp).
    std::optional<PieceSource> explainedSource() const;
    bool hintsVisible() const;
    std::optional<MoveRefusal> hoveredRefusal() const;
    void updateLearningText();

    // Input (boardinput.cpp).
    bool canMove(const PieceSource& source) const;
    void select(std::optional<PieceSource> source);
    void tryMove(const PieceSource& source, BoardSquare target, bool dragged);
    void commit(const BoardMove& move);
    void askPromotion(const BoardMove& move);
    void flyBack(const PieceSource& source, const QPointF& from);
    void updateHover(const QPointF& point);

    // Animation (boardanimation.cpp).
    void startFlight(Flight flight, int duration);
    void finishFlight();

    const GameRules* m_rules = nullptr;
    BoardGeometry m_geometry;
    PiecePainter m_pieces;
    bool m_interactive = true;
    bool m_flipped = false;
    bool m_learning = false;
    HintMode m_hintMode = HintMode::Always;
    CoordinateStyle m_coordinates = CoordinateStyle::Kanji;
    std::optional<BoardMove> m_lastMove;
    std::optional<BoardMove> m_suggestedMove;

    std::optional<PieceSource> m_selected;
    std::vector<BoardMove> m_selectedMoves; // legal moves of the selected piece
    std::optional<PieceSource> m_pressed; // the piece under the mouse button
    bool m_pressedWasSelected = false;
    QPointF m_pressPoint;
    bool m_dragging = false;
    QPointF m_dragPoint;
    std::optional<PieceSource> m_hovered;
    std::optional<BoardSquare> m_hoverSquare;
    std::optional<BoardMove> m_shownMove; // chosen, shown until the owner refreshes
    QPointer<PromotionDialog> m_promotionDialog;
    QString m_learningText;

    std::optional<Flight> m_flight;
    qreal m_flightProgress = 0;
    QVariantAnimation* m_animation = nullptr;
    int m_animationDuration = 200;
};

} // namespace shogiban::ui
