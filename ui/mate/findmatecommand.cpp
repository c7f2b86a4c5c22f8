#include "mate/findmatecommand.h"

#include "analysis/analysisdock.h"
#include "analysis/linepreview.h"
#include "game/gamecontroller.h"
#include "mate/findmatedialog.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace shogiban::ui {

FindMateCommand::FindMateCommand(GameController* controller, AnalysisDock* analysis, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_analysis(analysis)
    , m_window(window)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("findMateAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_action, &QAction::triggered, this,
        [this] { findMate(m_analysis->positionOnBoard()); });
    connect(m_controller, &GameController::positionChanged, this, &FindMateCommand::updateEnabled);
    connect(m_analysis->preview(), &LinePreview::stepped, this, &FindMateCommand::updateEnabled);
    connect(m_analysis->preview(), &LinePreview::finished, this, &FindMateCommand::updateEnabled);
    m_window->installEventFilter(this); // for language changes
    retranslateUi();
    updateEnabled();
}

void FindMateCommand::updateEnabled()
{
    const GameRules& shown = m_analysis->positionOnBoard();
    m_action->setEnabled(shown.shogiGame() && !shown.legalMoves().empty());
}

void FindMateCommand::findMate(const GameRules& position)
{
    if (!position.shogiGame()) return;
    if (!m_dialog) {
        m_dialog = new FindMateDialog(m_analysis->preview(), m_window);
        // Beside the board rather than over it.
        const QRect frame = m_window->geometry();
        m_dialog->move(frame.right() - m_dialog->width() - 24, frame.top() + 60);
    }
    m_dialog->search(position, m_controller->moveList()->notation());
    m_dialog->show();
    m_dialog->raise();
}

void FindMateCommand::retranslateUi()
{
    m_action->setText(tr("Find &Mate…"));
}

bool FindMateCommand::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace shogiban::ui
