#include "editor/editpositioncommand.h"

#include "analysis/analysisdock.h"
#include "analysis/playfromheredialog.h"
#include "board/boardview.h"
#include "editor/hasamisetupmodel.h"
#include "editor/positioneditor.h"
#include "editor/shogisetupmodel.h"
#include "files/filecommands.h"
#include "game/gamerules.h"
#include "hasami/variant.h"
#include "mate/findmatecommand.h"
#include "rules/outcome.h"
#include "window/mainwindow.h"
#include "window/screenshot.h"

#include <QAction>
#include <QEvent>

namespace shogiban::ui {

namespace {

// A choice of players for the game of `setup`: the same game, variant and goal.
NewGameChoice withGame(NewGameChoice choice, const GameSetup& setup)
{
    choice.kind = setup.kind;
    choice.variant = QString::fromStdString(setup.variant);
    choice.capturesToWin = setup.capturesToWin;
    choice.handicap.clear();
    return choice;
}

// The shown position of a hasami game in the editor of its variant.
std::unique_ptr<SetupModel> hasamiModel(const GameRules& shown, const GameSetup& setup)
{
    const hasami::HasamiVariant* variant = hasami::findVariant(shown.kind(), setup.variant);
    if (!variant) variant = hasami::findVariant(shown.kind(), {});
    const int goal = setup.kind == shown.kind() ? setup.capturesToWin : 0;
    auto model = std::make_unique<HasamiSetupModel>(*variant, goal);
    for (int file = 0; file < shown.files(); ++file)
        for (int rank = 0; rank < shown.ranks(); ++rank) {
            const BoardPiece piece = shown.pieceAt({file, rank});
            model->put(makeSquare(File(file), Rank(rank)),
                piece.empty() ? NoPiece : makePiece(piece.color, Pawn));
        }
    model->setSideToMove(shown.sideToMove());
    return model;
}

} // namespace

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
    const GameRules& shown = m_window->analysis()->positionOnBoard();
    std::unique_ptr<SetupModel> model;
    if (const ShogiGame* game = shown.shogiGame())
        model = std::make_unique<ShogiSetupModel>(game->position());
    else
        model = hasamiModel(shown, m_window->controller()->options().setup);
    const AppSettings& settings = m_window->settings();
    return std::make_unique<PositionEditor>(std::move(model), settings.pieceStyle,
        settings.coordinateStyle, m_window->board()->isFlipped(), m_window);
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

bool EditPositionCommand::startTwoPlayers(const GameSetup& setup)
{
    NewGameChoice choice;
    choice.mode = GameMode::TwoPlayers;
    choice.first = FirstPlayer::PlayerOne;
    return m_window->files()->maybeSave()
        && m_window->startGame(withGame(choice, setup), setup.startPosition);
}

bool EditPositionCommand::apply(const PositionEditor& editor)
{
    if (!editor.action() || editor.refusal()) return false;
    const GameSetup setup = editor.model().gameSetup();
    switch (*editor.action()) {
    case PositionEditor::Action::Play: {
        PlayFromHereDialog dialog(editor.model().sideToMove(), m_window->settings().lastGame,
            m_window, editor.model().traits().sideNames);
        if (dialog.exec() != QDialog::Accepted) return false;
        return m_window->files()->maybeSave()
            && m_window->startGame(withGame(dialog.choice(), setup), setup.startPosition);
    }
    case PositionEditor::Action::Analyse:
        if (!startTwoPlayers(setup)) return false;
        m_window->analysis()->show();
        m_window->analysis()->raise();
        return true;
    case PositionEditor::Action::FindMate:
        if (!startTwoPlayers(setup)) return false;
        m_window->findMate()->findMate(m_window->controller()->game());
        return true;
    case PositionEditor::Action::Save:
        if (!startTwoPlayers(setup)) return false;
        // File > Save As (its menu belongs to the window, not to FileCommands).
        if (auto* saveAs = m_window->findChild<QAction*>(QStringLiteral("saveAsAction")))
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
