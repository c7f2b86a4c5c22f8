// Pieces in flight on the board: the computer's moves, and a refused piece going back to where
// it came from. One flight at a time; a new one, or a click, lands the current one at once.
#pragma once

#include "board/piecesource.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <optional>

class QVariantAnimation;

namespace shogiban::ui {

class PieceAnimator : public QObject {
    Q_OBJECT

public:
    struct Flight {
        BoardPiece piece;
        QPointF from;
        QPointF to;
        std::optional<PieceSource> hidden; // drawn in flight instead of there
        std::function<void()> done;
    };

    explicit PieceAnimator(QObject* parent = nullptr);
    ~PieceAnimator() override;

    // Flies for `duration` ms; lands at once (running `done`) when the duration is 0 or the
    // board is not visible.
    void start(Flight flight, int duration, bool visible);
    // Lands the piece now and runs its `done`.
    void finish();
    // Forgets `done` (the owner is going away): the flight lands without calling back.
    void forgetCallback();

    bool isFlying() const { return m_flight.has_value(); }
    std::optional<PieceSource> hidden() const;
    BoardPiece piece() const;
    QPointF position() const;

signals:
    void moved(); // a frame of the flight, or its landing

private:
    std::optional<Flight> m_flight;
    qreal m_progress = 0;
    QVariantAnimation* m_animation = nullptr;
};

} // namespace shogiban::ui
