#include "analysis/linepreview.h"

#include "board/boardview.h"
#include "window/boardarea.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace shogiban::ui {

namespace {

bool isPreviewKey(int key)
{
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Home
        || key == Qt::Key_End || key == Qt::Key_Escape;
}

bool isInside(const QObject* object, const QWidget* container)
{
    for (; object; object = object->parent())
        if (object == container) return true;
    return false;
}

} // namespace

LinePreview::LinePreview(BoardView* board, BoardArea* area, QObject* parent)
    : QObject(parent)
    , m_board(board)
    , m_area(area)
{
}

LinePreview::~LinePreview()
{
    if (isActive()) qApp->removeEventFilter(this);
}

void LinePreview::start(
    const GameRules& from, std::vector<BoardMove> line, int shown, QWidget* keepClicksOn)
{
    if (!isActive()) qApp->installEventFilter(this);
    m_base = from.clone();
    m_line = std::move(line);
    m_keepClicksOn = keepClicksOn;
    m_index = -1;
    showMoves(shown);
}

void LinePreview::showMoves(int shown)
{
    if (!m_base) return;
    shown = std::clamp(shown, 0, int(m_line.size()));
    if (shown == m_index && m_shown) return;
    std::unique_ptr<GameRules> rules = m_base->clone();
    int played = 0;
    for (; played < shown; ++played) {
        const BoardMove& move = m_line[size_t(played)];
        if (rules->refusal(move) != MoveRefusal::None) break; // never show an illegal line
        rules->play(move);
    }
    m_index = played;
    // The board takes the new position before the old one goes.
    m_board->setRules(rules.get());
    m_shown = std::move(rules);
    m_board->setLastMove(m_index > 0 ? std::optional(m_line[size_t(m_index - 1)]) : std::nullopt);
    m_board->setSuggestedMove(std::nullopt);
    m_board->setInteractive(false);
    m_board->refresh();
    m_area->showMessage(message());
    emit stepped();
}

QString LinePreview::message() const
{
    return tr("Preview of an analysed line, move %1 of %2 (the game is unchanged). ← → step "
              "through it, Esc or a click elsewhere returns to the game.")
        .arg(m_index)
        .arg(m_line.size());
}

std::optional<BoardMove> LinePreview::nextMove() const
{
    if (!isActive() || m_index >= int(m_line.size())) return std::nullopt;
    return m_line[size_t(m_index)];
}

void LinePreview::finish()
{
    if (!isActive()) return;
    qApp->removeEventFilter(this);
    m_area->clearMessage();
    // The window puts the game back on the board first: only then may the copy go.
    emit finished();
    m_shown.reset();
    m_base.reset();
    m_line.clear();
    m_index = 0;
}

bool LinePreview::handleKey(int key)
{
    switch (key) {
    case Qt::Key_Left: showMoves(m_index - 1); return true;
    case Qt::Key_Right: showMoves(m_index + 1); return true;
    case Qt::Key_Home: showMoves(0); return true;
    case Qt::Key_End: showMoves(int(m_line.size())); return true;
    case Qt::Key_Escape: finish(); return true;
    }
    return false;
}

bool LinePreview::eventFilter(QObject* watched, QEvent* event)
{
    if (!isActive() || !watched->isWidgetType()) return false;
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        // Accepted: the window's shortcuts on these keys (previous/next move) stay quiet and
        // the key comes here as a key press.
        auto* key = static_cast<QKeyEvent*>(event);
        if (isPreviewKey(key->key()) && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
        return false;
    }
    case QEvent::KeyPress: {
        auto* key = static_cast<QKeyEvent*>(event);
        return key->modifiers() == Qt::NoModifier && handleKey(key->key());
    }
    case QEvent::MouseButtonPress: {
        // Menus stay usable (Play from Here takes the previewed position).
        if (isInside(watched, m_keepClicksOn) || watched->inherits("QMenuBar")
            || watched->inherits("QMenu"))
            return false;
        const bool onBoard = isInside(watched, m_board);
        finish();
        return onBoard; // a click on the board only ends the preview: it moves no piece
    }
    default: return false;
    }
}

} // namespace shogiban::ui
