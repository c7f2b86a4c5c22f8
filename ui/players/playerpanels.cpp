#include "players/playerpanels.h"

#include "board/boardview.h"
#include "game/gamecontroller.h"
#include "players/clocktexts.h"
#include "text/texts.h"

namespace shogiban::ui {

namespace {
constexpr int TickMs = 100;
}

PlayerPanels::PlayerPanels(BoardView* board, GameController* controller, QObject* parent)
    : QObject(parent)
    , m_board(board)
    , m_controller(controller)
{
    for (Color c : {Black, White}) {
        m_panels[c] = new PlayerPanel(board);
        m_panels[c]->setObjectName(
            c == Black ? QStringLiteral("sentePanel") : QStringLiteral("gotePanel"));
    }
    connect(board, &BoardView::layoutChanged, this, &PlayerPanels::place);
    connect(controller, &GameController::positionChanged, this, &PlayerPanels::refresh);
    connect(controller, &GameController::pausedChanged, this, &PlayerPanels::refresh);
    connect(&m_tick, &QTimer::timeout, this, &PlayerPanels::tick);
    place();
    refresh();
}

void PlayerPanels::place()
{
    for (Color c : {Black, White}) {
        const QRectF area = m_board->playerRect(c);
        m_panels[c]->setGeometry(area.toAlignedRect());
        m_panels[c]->setUnit(m_board->playerRect(c).width() / 2.88);
        m_panels[c]->setVisible(area.width() > 20 && area.height() > 20);
    }
}

QString PlayerPanels::detailOf(Color color) const
{
    const PlayerOptions& player = m_controller->options().players[color];
    const QString side = Texts::sideName(m_controller->game().traits().sideNames, color);
    if (player.kind == PlayerKind::Computer && !player.engine.isEmpty())
        return tr("%1 · %2").arg(side, player.engineName);
    if (player.kind == PlayerKind::Computer)
        return tr("%1 · level %2").arg(side).arg(player.level);
    return player.name.isEmpty() ? QString() : side; // a nameless player's side is the title
}

void PlayerPanels::refresh()
{
    const GameStart& options = m_controller->options();
    const bool over = m_controller->isOver();
    const Color toMove = m_controller->game().sideToMove();
    for (Color c : {Black, White}) {
        const QString mark = c == Black ? QStringLiteral("☗ ") : QStringLiteral("☖ ");
        // A record without the players' names: the side's name in their place.
        const QString name = options.players[c].name.isEmpty()
            ? Texts::sideName(m_controller->game().traits().sideNames, c)
            : options.players[c].name;
        m_panels[c]->setPlayer(mark + name, detailOf(c));
        m_panels[c]->setToMove(!over && c == toMove);
    }
    tick();
}

void PlayerPanels::tick()
{
    const clock::GameClock& clock = m_controller->clock();
    const int64_t now = m_controller->clockNow();
    const bool paused = m_controller->isPaused();
    for (Color c : {Black, White})
        m_panels[c]->setClock(ClockTexts::face(clock.control(c), clock.reading(c, now),
            paused && c == clock.sideToMove() && !m_controller->isOver()));
    // Ticks only while a clock runs.
    const std::optional<int64_t> left = clock.untilFlag(now);
    if (left && !m_controller->isOver())
        m_tick.start(TickMs);
    else
        m_tick.stop();
    const int seconds = left ? int((*left + 999) / 1000) : 0;
    if (seconds >= 1 && seconds <= 10 && seconds != m_lastCountdown) emit countdown(seconds);
    m_lastCountdown = seconds;
}

} // namespace shogiban::ui
