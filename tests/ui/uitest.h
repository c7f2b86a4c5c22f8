// Helpers shared by the board and window tests (tests/ui, tests/i18n): computer players that
// answer at once or only when stopped, and where to point the mouse on a square.
#pragma once

#include "game/gamerules.h"

#include <QPoint>
#include <QRectF>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

namespace uitest {

// A computer player that plays the first legal move at once.
inline std::optional<shogiban::BoardMove> firstLegalMove(
    const shogiban::GameRules& rules, const std::atomic<bool>& /*stop*/)
{
    const std::vector<shogiban::BoardMove> moves = rules.legalMoves();
    if (moves.empty()) return std::nullopt;
    return moves.front();
}

// A computer player that thinks until it is stopped, and then has no move.
inline std::optional<shogiban::BoardMove> thinkUntilStopped(
    const shogiban::GameRules& /*rules*/, const std::atomic<bool>& stop)
{
    while (!stop.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return std::nullopt;
}

inline QPoint centreOf(const QRectF& rect)
{
    return rect.center().toPoint();
}

} // namespace uitest
