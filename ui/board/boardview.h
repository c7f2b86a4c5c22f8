// The board widget: shows any game of GameRules (shogi on 9x9 with piece stands, the hasami
// games with their men and captured counts) and lets the player move by dragging, by clicking
// the piece and then its destination, or with the keyboard. It never changes the game: it emits
// moveChosen() for a legal move and the owner plays it, then calls refresh().
//
// The view only connects its parts, each with one concern: BoardScene (what is shown where),
// BoardRenderer (painting, from cached pictures), BoardInput (mouse and keyboard),
// PromotionChooser, PieceAnimator (pieces in flight), and the overlays (HintOverlay,
// LearningOverlay, and any the owner adds, such as analysis arrows).
#pragma once

#include "board/boardinput.h"
#include "board/boardrenderer.h"
#include "board/boardscene.h"
#include "board/hintoverlay.h"
#include "board/learningoverlay.h"
#include "board/pieceanimator.h"
#include "board/piecestyle.h"
#include "game/gamerules.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

namespace shogiban::ui {

class PromotionChooser;

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // The game shown; not owned. Call refresh() after every change of the game.
    void setRules(const GameRules* rules);
    const GameRules* rules() const { return m_scene.rules(); }
    // Shows the game's current position (and forgets a move shown while waiting for it).
    void refresh();

    // Whether the person may move (false while the computer thinks or when reviewing history).
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_input.isInteractive(); }
    // Flipped: gote (white) sits at the bottom of the screen.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setLastMove(std::optional<BoardMove> move);
    // The move the "Hint" action suggests, drawn as an arrow.
    void setSuggestedMove(std::optional<BoardMove> move);
    // Moves the piece smoothly (computer moves). Call it before or after playing the move on the
    // rules; `done` runs when the piece arrives (at once when animations are off or hidden).
    void animateMove(const BoardMove& move, std::function<void()> done);
    bool isAnimating() const { return m_animator.isFlying(); }
    void setAnimationDuration(int milliseconds); // 0 switches animations off

    void setPieceStyle(PieceStyle style);
    PieceStyle pieceStyle() const { return m_renderer.pieceStyle(); }
    void setHintMode(HintMode mode);
    HintMode hintMode() const { return m_hints.mode(); }
    void setLearningMode(bool on);
    bool learningMode() const { return m_learning.isOn(); }
    void setCoordinateStyle(CoordinateStyle style);
    CoordinateStyle coordinateStyle() const { return m_renderer.coordinateStyle(); }

    // A layer the owner paints over the board (not owned; remove it before deleting it).
    void addOverlay(const BoardOverlay* overlay);
    void removeOverlay(const BoardOverlay* overlay);

    // Where things are drawn (for tests, tooltips and the window's overlays).
    QRectF squareRect(BoardSquare square) const;
    // The stand slot of a kind on a player's stand (hasami games: the captured men, as Pawn).
    QRectF handSlotRect(Color color, PieceType kind) const;
    // Beside a player's stand: where the window shows the player's name and clock.
    QRectF playerRect(Color color) const;
    // The destinations currently marked as legal (empty when hints are hidden).
    std::vector<BoardSquare> hintSquares() const { return m_hints.hintSquares(); }
    // The squares of the movement pattern currently shown (learning mode).
    std::vector<PatternSquare> patternSquares() const { return m_learning.patternSquares(); }
    // The men the selected piece would capture away from its destination if it moved to the
    // hovered square (hasami games' custodian captures), marked with the hints.
    std::vector<BoardSquare> captureSquares() const { return m_hints.captureSquares(); }
    QString learningText() const { return m_learningText; }
    // The keyboard cursor's place, once the keyboard was used on the board.
    std::optional<PieceSource> keyboardCursor() const { return m_input.cursor(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A legal move the person made, promotion decided.
    void moveChosen(const shogiban::BoardMove& move);
    // An illegal attempt; the piece went back.
    void moveRefused(const shogiban::RefusalReason& reason);
    // A piece was clicked while the person may not move (see setInteractive).
    void moveBlocked();
    // The explanation of the hovered or selected piece, or why the hovered square is refused
    // (learning mode; empty otherwise).
    void learningTextChanged(const QString& text);
    // The board was laid out again (resized, flipped, another game): playerRect() moved.
    void layoutChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void relayout();
    void commit(const BoardMove& move);
    void askPromotion(const BoardMove& unpromoted);
    void flyBack(const PieceSource& source, const QPointF& from);
    void updateFlight();
    bool isLifted(const PieceSource& source) const;
    void paintMarks(QPainter& painter);
    void paintKeyboardCursor(QPainter& painter);
    void paintOverlays(QPainter& painter, BoardOverlay::Layer layer);
    void updateLearningText();

    BoardScene m_scene;
    BoardRenderer m_renderer;
    BoardInput m_input;
    HintOverlay m_hints;
    LearningOverlay m_learning;
    PieceAnimator m_animator;
    PromotionChooser* m_promotion;
    std::vector<const BoardOverlay*> m_overlays;
    bool m_flipped = false;
    std::optional<BoardMove> m_lastMove;
    QString m_learningText;
    QRect m_flightArea; // where the piece in flight was last drawn
    int m_animationDuration = 200;
};

} // namespace shogiban::ui
