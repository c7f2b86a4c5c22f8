#include "editor/editpositioncommand.h"

#include "analysis/analysisdock.h"
#include "analysis/playfromheredialog.h"
#include "board/boardview.h"
#include "editor/positioneditor.h"
#include "files/filecommands.h"
#include "game/gamerules.h"
#include "mate/findmatecommand.h"
#include "rules/outcome.h"
#include "window/mainwindow.h"
#include "window/screenshot.h"

#include <QAction>
#include <QEvent>

namespace shogiban::ui {

EditPositionCommand::EditPositionCommand(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("editPositionAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_action, &QAction::triggered, this, &EditPositionCommand::edit);
    m_window->installEventFilter(this); // for language changes
    retranslateUi();
}

std::unique_ptr<PositionEditor> EditPositionCommand::editorForShown() const
{
    Position start;
    const GameRules& shown = m_window->analysis()->positionOnBoard();
    if (const ShogiGame* game = shown.shogiGame()) start = game->position();
    const AppSettings& settings = m_window->settings();
    return std::make_unique<PositionEditor>(start, settings.pieceStyle, settings.coordinateStyle,
        m_window->board()->isFlipped(), m_window);
}

void EditPositionCommand::edit()
{
    const std::unique_ptr<PositionEditor> editor = editorForShown();
    if (editor->exec() == QDialog::Accepted) apply(*editor);
}

bool EditPositionCommand::screenshot(const QString& path, QSize size)
{
    const std::unique_ptr<PositionEditor> editor = editorForShown();
    return saveScreenshot(*editor, path, size);
}

bool EditPositionCommand::startTwoPlayers(const std::string& sfen)
{
    NewGameChoice choice;
    choice.kind = GameKind::Shogi;
    choice.mode = GameMode::TwoPlayers;
    choice.first = FirstPlayer::PlayerOne;
    return m_window->files()->maybeSave() && m_window->startGame(choice, sfen);
}

bool EditPositionCommand::apply(const PositionEditor& editor)
{
    if (!editor.action() || editor.problem()) return false;
    const std::string sfen = editor.sfen();
    switch (*editor.action()) {
    case PositionEditor::Action::Play: {
        PlayFromHereDialog dialog(editor.setup().sideToMove(), m_window->settings().lastGame, m_window);
        if (dialog.exec() != QDialog::Accepted) return false;
        return m_window->files()->maybeSave() && m_window->startGame(dialog.choice(), sfen);
    }
    case PositionEditor::Action::Analyse:
        if (!startTwoPlayers(sfen)) return false;
        m_window->analysis()->show();
        m_window->analysis()->raise();
        return true;
    case PositionEditor::Action::FindMate:
        if (!startTwoPlayers(sfen)) return false;
        m_window->findMate()->findMate(m_window->controller()->game());
        return true;
    case PositionEditor::Action::Save:
        if (!startTwoPlayers(sfen)) return false;
        if (auto* saveAs = m_window->files()->findChild<QAction*>(QStringLiteral("saveAsAction")))
            saveAs->trigger();
        return true;
    }
    return false;
}

void EditPositionCommand::retranslateUi()
{
    m_action->setText(tr("E&dit Position…"));
}

bool EditPositionCommand::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace shogiban::ui
