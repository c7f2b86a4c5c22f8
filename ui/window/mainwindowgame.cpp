// MainWindow: the game actions (new game, take back, resign, draw, hint, review) and how the
// window follows the controller.
#include "window/mainwindow.h"

#include "board/boardview.h"
#include "window/boardarea.h"
#include "window/busyindicator.h"

#include <QLineEdit>
#include "dialogs/newgamedialog.h"
#include "engines/engineplayers.h"
#include "game/furigoma.h"
#include "files/filecommands.h"
#include "kifu/recordactions.h"
#include "kifu/recorddocument.h"
#include "players/clocktexts.h"
#include "players/playerpanels.h"
#include "text/catalognames.h"
#include "window/movelistpanel.h"
#include "text/movetext.h"
#include "text/refusaltexts.h"
#include "text/texts.h"

#include <QAction>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

namespace shogiban::ui {

namespace {
constexpr int RefusalMessageMs = 6000;
}

void MainWindow::newGame()
{
    if (!m_files->maybeSave()) return;
    NewGameDialog dialog(m_settings.lastGame, this, m_enginePlayers->engines());
    if (dialog.exec() != QDialog::Accepted) return;
    m_settings.lastGame = dialog.choice();
    startGame(m_settings.lastGame);
}

bool MainWindow::startGame(const NewGameChoice& choice, const std::string& position)
{
    NewGameChoice named = choice;
    std::array<QString, 2> engineNames;
    for (int i = 0; i < 2; ++i) {
        const EngineConfig* engine = m_enginePlayers->engines().find(choice.engines[size_t(i)]);
        if (!engine) named.engines[size_t(i)].clear(); // removed since: the built-in AI plays
        else engineNames[size_t(i)] = engine->name;
        if (named.names[size_t(i)].isEmpty())
            named.names[size_t(i)] = engine && choice.kindOf(i) == PlayerKind::Computer
                ? engine->name
                : NewGameDialog::defaultName(choice.mode, i);
    }
    const bool playerOneIsSente = choice.first == FirstPlayer::Furigoma
        ? throwerMovesFirstByFurigoma(this, named.names[0])
        : choice.first == FirstPlayer::PlayerOne;
    GameStart options = makeGameStart(named, playerOneIsSente,
        position.empty() ? handicapPosition(choice.kind, choice.handicap) : position);
    for (int i = 0; i < 2; ++i) {
        const Color color = (i == 0) == playerOneIsSente ? Black : White;
        options.players[color].engineName = engineNames[size_t(i)];
    }
    m_enginePlayers->prepare(options);
    QString error;
    if (!m_controller->newGame(options, &error)) {
        QMessageBox::warning(this, tr("New Game"), tr("The game cannot start: %1").arg(error));
        return false;
    }
    autoFlip();
    m_area->clearMessage();
    return true;
}

bool MainWindow::setUpPosition(
    const QString& positionText, const QStringList& moves, QString* error)
{
    GameStart options;
    options.setup.startPosition = positionText.toStdString();
    options.players[Black].name = NewGameDialog::defaultName(GameMode::TwoPlayers, 0);
    options.players[White].name = NewGameDialog::defaultName(GameMode::TwoPlayers, 1);
    if (!m_controller->newGame(options, error)) return false;
    for (const QString& text : moves) {
        const std::optional<BoardMove> move = m_controller->game().parseMove(text.toStdString());
        if (!move || m_controller->game().refusal(*move) != MoveRefusal::None) {
            if (error)
                *error = tr("move %1 (%2) is not legal there")
                             .arg(m_controller->moveCount() + 1)
                             .arg(text);
            return false;
        }
        m_controller->playHumanMove(*move);
    }
    return true;
}

void MainWindow::autoFlip()
{
    const GameStart& options = m_controller->options();
    const bool personPlaysOnlyGote = !options.isComputer(White) && options.isComputer(Black);
    m_board->setFlipped(m_settings.autoFlip && personPlaysOnlyGote);
}

bool MainWindow::confirm(const QString& question)
{
    return QMessageBox::question(this, tr("Shogiban"), question) == QMessageBox::Yes;
}

void MainWindow::undo()
{
    if (m_controller->options().twoPlayers() && !m_controller->isStudying()
        && !confirm(tr("Take back the last move? Both players must agree.")))
        return;
    m_controller->undo();
}

void MainWindow::resign()
{
    if (confirm(tr("Do you really want to resign?"))) m_controller->resign();
}

void MainWindow::offerDraw()
{
    const Color offering = m_controller->game().sideToMove();
    const SideNames names = m_controller->game().traits().sideNames;
    const QString question
        = tr("%1 offers a draw. Does %2 accept it?")
              .arg(Texts::sideName(names, offering), Texts::sideName(names, ~offering));
    if (confirm(question)) m_controller->agreeDraw();
}

void MainWindow::declareImpasse()
{
    if (m_controller->declareImpasse()) return;
    QMessageBox::information(this, tr("Declare Impasse"),
        tr("The declaration is not valid yet. Your king must stand in the enemy camp and not "
           "be in check, at least 10 of your other pieces must stand there too, and those "
           "pieces plus your pieces in hand must be worth at least 28 points as sente or 27 as "
           "gote (rook and bishop 5, every other piece 1)."));
}

void MainWindow::scoreImpasse()
{
    if (m_controller->options().twoPlayers()
        && !confirm(tr("Both kings have entered. Do both players agree to count the points? "
                       "A side with fewer than 24 points loses; otherwise it is a draw.")))
        return;
    m_controller->scoreImpasse();
}

void MainWindow::hint()
{
    m_area->showMessage(tr("Looking for a good move…"));
    m_controller->requestHint();
}

void MainWindow::onHint(std::optional<BoardMove> move)
{
    m_board->setSuggestedMove(move);
    if (move) {
        const MoveLabels labels
            = describeMove(m_controller->game(), *move, m_controller->shownLastMove());
        const bool japanese = m_settings.notation == Notation::Japanese;
        m_area->showMessage(tr("Hint: %1").arg(japanese ? labels.japanese : labels.western));
    } else
        m_area->showMessage(tr("No hint found."), RefusalMessageMs);
}

void MainWindow::togglePause()
{
    m_controller->setPaused(!m_controller->isPaused());
    if (m_controller->isPaused())
        m_area->showMessage(tr("The game is paused: choose Game > Pause again to go on."));
    else
        m_area->clearMessage();
}

void MainWindow::onComputerFailed(const QString& why)
{
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("Computer player"), why, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("computerFailedMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::flipBoard()
{
    m_board->setFlipped(!m_board->isFlipped());
}

void MainWindow::showFirst()
{
    m_controller->showPly(0);
}
void MainWindow::showPrevious()
{
    m_controller->showPly(m_controller->shownPly() - 1);
}
void MainWindow::showNext()
{
    m_controller->showPly(m_controller->shownPly() + 1);
}
void MainWindow::showLast()
{
    m_controller->showPly(m_controller->moveCount());
}

void MainWindow::updateView()
{
    const GameController* c = m_controller;
    const bool variation = !c->acceptsHumanMove() && m_document->acceptsVariationMove();
    m_board->setRules(variation ? &c->positionToPlayFrom() : &c->shownPosition());
    m_board->setLastMove(c->shownLastMove());
    m_board->setSuggestedMove(std::nullopt);
    m_board->setInteractive(c->acceptsHumanMove() || variation);
    m_board->refresh();
    // What was said (a hint, a refusal) was about the position shown before.
    const std::pair<int, int> shown{c->shownPly(), c->moveCount()};
    if (shown != m_shownPlyOfMessage) m_area->clearMessage();
    m_shownPlyOfMessage = shown;
    m_panel->setCurrentPly(c->shownPly(), c->moveCount());
    m_turn->setText(statusText());
    updatePlayers();
    updateTitle();
    updateActions();
}

void MainWindow::updateTitle()
{
    // The file the game is in, marked while moves are unsaved; a new game shows its kind.
    const QString path = m_files ? m_files->currentPath() : QString();
    const QString document = path.isEmpty() ? Texts::gameName(m_controller->game().kind())
                                            : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] – Shogiban").arg(document));
    setWindowModified(m_files && m_files->hasUnsavedChanges());
}

void MainWindow::updateActions()
{
    const GameController* c = m_controller;
    const bool game = showsGame(); // the start page and the lessons have no game actions
    m_undo->setEnabled(game && c->canUndo());
    m_recordActions->updateActions(game);
    m_hint->setEnabled(game && c->acceptsHumanMove());
    m_pause->setEnabled(game && (c->canPause() || c->isPaused()));
    m_pause->setChecked(c->isPaused());
    m_resign->setEnabled(game && c->canResign());
    m_draw->setEnabled(game && !c->isOver() && c->options().twoPlayers());
    m_declare->setEnabled(game && c->canDeclareImpasse());
    m_score->setEnabled(game && c->canScoreImpasse());
    m_first->setEnabled(game && c->shownPly() > 0);
    m_previous->setEnabled(game && c->shownPly() > 0);
    m_next->setEnabled(game && c->isReviewing());
    m_last->setEnabled(game && c->isReviewing());
    m_flip->setEnabled(game);
    m_turn->setVisible(game);
}

void MainWindow::updatePlayers()
{
    m_players->refresh();
}

QString MainWindow::statusText() const
{
    const GameController* c = m_controller;
    const SideNames names = c->game().traits().sideNames;
    if (c->isReviewing())
        return tr("Reviewing move %1 of %2").arg(c->shownPly()).arg(c->moveCount());
    if (c->isPaused()) return tr("Paused");
    if (const std::optional<Outcome> outcome = c->outcome())
        return Texts::resultHeadline(names, *outcome);
    const QString side = Texts::sideName(names, c->game().sideToMove());
    if (c->isStudying())
        return tr("Studying the record (no clock, no computer): %1 to move").arg(side);
    return c->game().inCheck() ? tr("%1 to move: check!").arg(side) : tr("%1 to move").arg(side);
}

void MainWindow::onGameOver(const Outcome& outcome)
{
    if (m_document->isLoadingLine()) return; // another line of the record, not a game's end
    m_enginePlayers->gameOver(m_controller->options(), outcome);
    const SideNames names = m_controller->game().traits().sideNames;
    m_area->showMessage(Texts::resultMessage(names, outcome));
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game over"),
        Texts::resultHeadline(names, outcome), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("resultMessage"));
    const Color loser = outcome.winner ? ~*outcome.winner : Black;
    box->setInformativeText(outcome.reason == EndReason::TimeUp
            ? ClockTexts::timeUpMessage(names, loser, m_controller->options().clocks[loser])
            : Texts::endReason(names, outcome));
    // A message box is as narrow as its text, which cut its title ("Game o…") in the frame: a
    // spacer keeps room for the title and the frame's buttons.
    if (auto* grid = qobject_cast<QGridLayout*>(box->layout())) {
        const int width = std::max(320, box->fontMetrics().horizontalAdvance(box->windowTitle()) + 200);
        grid->addItem(new QSpacerItem(width, 0, QSizePolicy::Minimum, QSizePolicy::Fixed),
            grid->rowCount(), 0, 1, grid->columnCount());
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not modal to the event loop: the board stays visible for review
}

void MainWindow::updateThinkingStatus()
{
    const bool pondering = m_controller->isPondering();
    const bool busy = pondering || m_controller->isThinking();
    m_thinkingLabel->setText(pondering ? tr("Thinking on your time…") : tr("Thinking…"));
    m_thinkingLabel->setVisible(busy);
    m_thinkingDots->setVisible(busy);
    updateActions();
}

void MainWindow::onRefused(const RefusalReason& reason)
{
    const QString text = RefusalTexts::text(reason, m_settings.coordinateStyle);
    if (!text.isEmpty()) m_area->showMessage(text, RefusalMessageMs);
}

void MainWindow::onMoveBlocked()
{
    const GameController* c = m_controller;
    QString why;
    if (c->isReviewing())
        why = tr("This is the position after move %1. To play on, return to the last move "
                 "(End, or click it in the move list).")
                  .arg(c->shownPly());
    else if (c->isOver())
        why = Texts::refusal(MoveRefusal::GameOver);
    else if (!c->isHumanTurn())
        why = tr("It is the computer's turn: wait for its move.");
    if (!why.isEmpty()) m_area->showMessage(why, RefusalMessageMs);
}

void MainWindow::onBoardMove(const BoardMove& move)
{
    if (!m_controller->acceptsHumanMove() && m_document->acceptsVariationMove())
        m_recordActions->playVariationMove(move);
    else
        m_controller->playHumanMove(move);
}

void MainWindow::onRecordChanged()
{
    m_controller->moveList()->setPlyNotes(m_document->plyNotes());
    updateActions();
}

void MainWindow::playTypedMove(const QString& text)
{
    GameController* c = m_controller;
    const bool variation = !c->acceptsHumanMove() && m_document->acceptsVariationMove();
    if (!c->acceptsHumanMove() && !variation) {
        onMoveBlocked();
        return;
    }
    const GameRules& shown = variation ? c->positionToPlayFrom() : c->shownPosition();
    const TypedMove typed = shown.parseTypedMove(text.toStdString(), c->shownLastMove());
    if (!typed.move) {
        m_area->showMessage(Texts::typedMoveError(typed.error, text), RefusalMessageMs);
        return;
    }
    const RefusalReason reason = explainRefusal(shown, *typed.move);
    if (reason.refusal != MoveRefusal::None) {
        onRefused(reason);
        return;
    }
    m_area->moveEntry()->clear();
    onBoardMove(*typed.move);
}

} // namespace shogiban::ui
