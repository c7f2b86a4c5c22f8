#include "kifu/recordactions.h"

#include "dialogs/gamepropertiesdialog.h"
#include "kifu/recorddocument.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>

namespace shogiban::ui {

RecordActions::RecordActions(QMainWindow* window, RecordDocument* document, QMenu* before)
    : QObject(window)
    , m_window(window)
    , m_document(document)
{
    m_menu = new QMenu(window);
    window->menuBar()->insertMenu(before ? before->menuAction() : nullptr, m_menu);
    QUndoStack* stack = document->undoStack();
    m_undo = m_menu->addAction(QString(), this, &RecordActions::undo);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("undoEditAction"));
    m_redo = m_menu->addAction(QString(), stack, &QUndoStack::redo);
    m_redo->setShortcuts(QKeySequence::Redo);
    m_redo->setObjectName(QStringLiteral("redoEditAction"));
    m_menu->addSeparator();
    m_promote = m_menu->addAction(QString(), document, &RecordDocument::promoteShownLine);
    m_promote->setObjectName(QStringLiteral("promoteLineAction"));
    m_delete = m_menu->addAction(QString(), document, &RecordDocument::deleteShownMove);
    m_delete->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    m_delete->setObjectName(QStringLiteral("deleteMovesAction"));
    m_properties = new QAction(this);
    m_properties->setObjectName(QStringLiteral("propertiesAction"));
    connect(m_properties, &QAction::triggered, this, &RecordActions::showProperties);
    m_playOn = new QAction(this);
    m_playOn->setObjectName(QStringLiteral("playOnAction"));
    connect(m_playOn, &QAction::triggered, document, &RecordDocument::playOnShownLine);
    connect(stack, &QUndoStack::indexChanged, this, &RecordActions::retranslate);
    connect(document, &RecordDocument::changed, this, [this] { updateActions(true); });
    m_question = [this] { return ask(); };
    retranslate();
}

void RecordActions::retranslate()
{
    m_menu->setTitle(tr("&Edit"));
    const QUndoStack* stack = m_document->undoStack();
    m_undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText())
            : undoTakesBack()        ? tr("&Undo Your Last Move")
                                     : tr("&Undo"));
    m_undo->setStatusTip(tr("Undoes edits of the record (moves between two people or in a "
                            "study, variations, comments, bookmarks, game information); "
                            "against the computer, takes back your last move"));
    m_redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    m_promote->setText(tr("&Make Main Line"));
    m_delete->setText(tr("&Delete This Move and the Rest"));
    m_properties->setText(tr("Game In&formation…"));
    m_playOn->setText(tr("Continue the G&ame"));
    m_playOn->setStatusTip(tr("Plays on from the end of the line shown, with the game's "
                              "players and clocks (an opened record is only looked at until then)"));
}

void RecordActions::updateActions(bool gameShown)
{
    const QUndoStack* stack = m_document->undoStack();
    const bool active = gameShown && m_document->isActive();
    m_undo->setEnabled(active && (stack->canUndo() || undoTakesBack()));
    m_redo->setEnabled(active && stack->canRedo());
    m_promote->setEnabled(active && !m_document->onMainLine());
    m_delete->setEnabled(active && m_document->canDeleteShownMove());
    m_properties->setEnabled(active);
    m_playOn->setEnabled(active && m_document->canPlayOn());
    retranslate(); // the undo text follows what it would undo
}

bool RecordActions::undoTakesBack() const
{
    return !m_document->undoStack()->canUndo() && !m_document->movesAreEdits() && m_takeBack
        && m_takeBack->isEnabled();
}

void RecordActions::undo()
{
    if (m_document->undoStack()->canUndo())
        m_document->undoStack()->undo();
    else if (undoTakesBack())
        m_takeBack->trigger();
}

void RecordActions::playVariationMove(const BoardMove& move)
{
    BranchChoice choice = BranchChoice::NewVariation;
    if (m_ask && m_document->wouldBranch(move)) choice = m_question();
    if (choice == BranchChoice::Cancel) return;
    m_document->playVariationMove(move, choice == BranchChoice::ReplaceRest);
}

RecordActions::BranchChoice RecordActions::ask()
{
    QMessageBox box(QMessageBox::Question, tr("Another move"),
        tr("The record goes on with another move here. Keep it and add this move as a "
           "variation, or replace the rest of the line?"),
        QMessageBox::NoButton, m_window);
    QPushButton* variation = box.addButton(tr("New &Variation"), QMessageBox::AcceptRole);
    QPushButton* replace = box.addButton(tr("&Replace the Rest"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(variation);
    box.exec();
    if (box.clickedButton() == variation) return BranchChoice::NewVariation;
    if (box.clickedButton() == replace) return BranchChoice::ReplaceRest;
    return BranchChoice::Cancel;
}

void RecordActions::showProperties()
{
    if (!m_document->isActive()) return;
    GamePropertiesDialog dialog(m_document->record(), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    m_document->setGameInfo(dialog.header(), dialog.ending());
}

} // namespace shogiban::ui
