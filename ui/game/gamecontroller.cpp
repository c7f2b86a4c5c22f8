#include "game/gamecontroller.h"

#include "text/movetext.h"
#include "text/errortexts.h"

#include "game/catalog.h"
#include "game/shogirules.h"

#include <algorithm>

namespace shogiban::ui {

GameController::GameController(AiFactory aiFactory, QObject* parent)
    : QObject(parent)
    , m_aiFactory(std::move(aiFactory))
{
    connect(&m_worker, &AiWorker::moveFound, this, &GameController::onSearchFinished);
    m_rules = createRules(GameSetup{});
}

GameController::~GameController()
{
    m_worker.stop();
}

bool GameController::newGame(const GameStart& options, QString* error)
{
    SetupError setupError;
    std::unique_ptr<GameRules> rules = createRules(options.setup, &setupError);
    if (!rules) {
        if (error) *error = ErrorTexts::setupError(setupError);
        return false;
    }
    stopTask();
    m_options = options;
    m_firstMover = rules->sideToMove();
    m_startPosition = rules->positionText();
    m_rules = std::move(rules);
    m_moves.clear();
    m_moveList.clear();
    rebuildTo(0);
    emit positionChanged();
    startComputerIfItsTurn();
    return true;
}

const GameRules& GameController::shownPosition() const
{
    return m_shown ? *m_shown : *m_rules;
}

std::optional<BoardMove> GameController::shownLastMove() const
{
    if (m_shownPly == 0) return std::nullopt;
    return m_moves[size_t(m_shownPly - 1)];
}

Color GameController::moverOf(int ply) const
{
    return ply % 2 == 1 ? m_firstMover : ~m_firstMover;
}

bool GameController::isHumanTurn() const
{
    return !isOver() && !m_options.isComputer(m_rules->sideToMove());
}

bool GameController::acceptsHumanMove() const
{
    return isHumanTurn() && !isReviewing() && !m_animating;
}

bool GameController::canUndo() const
{
    if (m_animating || (m_options.isComputer(Black) && m_options.isComputer(White))) return false;
    for (int ply = moveCount(); ply >= 1; --ply)
        if (!m_options.isComputer(moverOf(ply))) return true;
    return false;
}

bool GameController::canResign() const
{
    if (isOver()) return false;
    if (m_options.againstComputer()) return true;
    return m_options.twoPlayers();
}

std::unique_ptr<GameRules> GameController::replay(int plies) const
{
    std::unique_ptr<GameRules> rules = createRules(m_options.setup);
    for (int i = 0; i < plies; ++i) rules->play(m_moves[size_t(i)]);
    return rules;
}

bool GameController::loadGame(const GameStart& options, const std::vector<BoardMove>& moves,
    const std::optional<Outcome>& outcome, QString* error)
{
    SetupError setupError;
    std::unique_ptr<GameRules> rules = createRules(options.setup, &setupError);
    if (!rules) {
        if (error) *error = ErrorTexts::setupError(setupError);
        return false;
    }
    // Check every move on a copy first, so that a refused one leaves the current game alone.
    std::vector<MoveLabels> labels;
    std::optional<BoardMove> previous;
    for (const BoardMove& move : moves) {
        if (rules->refusal(move) != MoveRefusal::None) {
            if (error) *error = tr("move %1 cannot be played").arg(labels.size() + 1);
            return false;
        }
        labels.push_back(describeMove(*rules, move, previous));
        rules->play(move);
        previous = move;
    }
    if (outcome && !rules->outcome()) rules->setOutcome(*outcome);

    stopTask();
    m_options = options;
    const std::unique_ptr<GameRules> start = createRules(options.setup);
    m_firstMover = start->sideToMove();
    m_startPosition = start->positionText();
    m_rules = std::move(rules);
    m_moves = moves;
    m_moveList.clear();
    for (const MoveLabels& label : labels) m_moveList.append(label);
    m_shown.reset();
    m_shownPly = moveCount();
    followReview();
    emit positionChanged();
    checkOutcome();
    startComputerIfItsTurn();
    return true;
}

void GameController::rebuildTo(int plies)
{
    m_moves.resize(size_t(plies));
    m_moveList.truncate(plies);
    m_rules = replay(plies);
    m_shown.reset();
    m_shownPly = plies;
    followReview();
}

void GameController::followReview()
{
    std::vector<Move> moves;
    if (m_rules->kind() == GameKind::Shogi) {
        for (const BoardMove& move : m_moves) moves.push_back(*ShogiRules::toMove(move));
        m_review.follow(m_startPosition, moves);
    } else {
        m_review = {};
    }
    emit reviewChanged();
}

void GameController::clearReview()
{
    m_review = analysis::GameReview::ofGame(m_review.startSfen, m_review.moves);
    emit reviewChanged();
}

void GameController::setReview(const analysis::GameReview& review)
{
    m_review.adopt(review);
    emit reviewChanged();
}

void GameController::playHumanMove(const BoardMove& move)
{
    if (!acceptsHumanMove()) {
        emit moveRefused(isOver() ? MoveRefusal::GameOver : MoveRefusal::None);
        return;
    }
    const MoveRefusal refusal = m_rules->refusal(move);
    if (refusal != MoveRefusal::None) {
        emit moveRefused(refusal);
        return;
    }
    if (m_task == Task::Hint) stopTask();
    commitMove(move);
}

void GameController::commitMove(const BoardMove& move)
{
    const std::optional<BoardMove> previous
        = m_moves.empty() ? std::nullopt : std::optional(m_moves.back());
    const MoveLabels labels = describeMove(*m_rules, move, previous);
    if (!m_rules->play(move)) return;
    const bool wasAtEnd = !isReviewing();
    m_moves.push_back(move);
    m_moveList.append(labels);
    if (wasAtEnd) m_shownPly = moveCount();
    followReview();
    emit positionChanged();
    checkOutcome();
    startComputerIfItsTurn();
}

void GameController::checkOutcome()
{
    if (const std::optional<Outcome> result = outcome()) emit gameOver(*result);
}

void GameController::startComputerIfItsTurn()
{
    const Color side = m_rules->sideToMove();
    if (isOver() || !m_options.isComputer(side)) return;
    startTask(Task::Move, m_options.players[side].level);
}

void GameController::startTask(Task task, int level)
{
    stopTask();
    m_task = task;
    m_worker.start(m_rules->clone(), m_aiFactory(m_rules->kind(), level));
    if (task == Task::Move) emit thinkingChanged(true);
}

void GameController::stopTask()
{
    ++m_generation;
    m_animating = false;
    m_worker.stop();
    const bool wasThinking = m_task == Task::Move;
    m_task = Task::None;
    if (wasThinking) emit thinkingChanged(false);
}

void GameController::stopThinking()
{
    stopTask();
}

void GameController::onSearchFinished(int /*requestId*/, std::optional<BoardMove> move)
{
    const Task task = m_task;
    m_task = Task::None;
    if (task == Task::Hint) {
        emit hintFound(move);
        return;
    }
    emit thinkingChanged(false);
    if (!move || m_rules->refusal(*move) != MoveRefusal::None) {
        // A computer player that cannot or does not answer with a legal move loses.
        m_rules->setOutcome({~m_rules->sideToMove(), EndReason::IllegalMove});
        emit positionChanged();
        checkOutcome();
        return;
    }
    if (!m_animator || isReviewing()) {
        commitMove(*move);
        return;
    }
    m_animating = true;
    const int generation = m_generation;
    m_animator(*move, [this, generation, played = *move] {
        if (generation != m_generation) return; // a new game or undo came first
        m_animating = false;
        commitMove(played);
    });
}

void GameController::undo()
{
    if (!canUndo()) return;
    stopTask();
    int plies = moveCount();
    if (m_options.againstComputer()) {
        while (plies > 0 && m_options.isComputer(moverOf(plies))) --plies;
    }
    rebuildTo(std::max(plies - 1, 0));
    emit positionChanged();
    startComputerIfItsTurn();
}

void GameController::resign()
{
    if (!canResign()) return;
    stopTask();
    Color resigner = m_rules->sideToMove();
    if (m_options.againstComputer()) resigner = m_options.isComputer(Black) ? White : Black;
    setOutcome({~resigner, EndReason::Resignation});
}

void GameController::agreeDraw()
{
    setOutcome({std::nullopt, EndReason::AgreedDraw});
}

void GameController::setOutcome(const Outcome& result)
{
    if (isOver()) return;
    stopTask();
    m_rules->setOutcome(result);
    emit positionChanged();
    checkOutcome();
}

bool GameController::canDeclareImpasse() const
{
    return m_rules->impasse() && acceptsHumanMove();
}

bool GameController::declareImpasse()
{
    if (!canDeclareImpasse() || !m_rules->impasse()->declarationValid()) return false;
    setOutcome({m_rules->sideToMove(), EndReason::Declaration27});
    return true;
}

bool GameController::canScoreImpasse() const
{
    const ImpasseRules* impasse = m_rules->impasse();
    return impasse && !isOver() && !isReviewing() && impasse->score24().has_value()
        && !(m_options.isComputer(Black) && m_options.isComputer(White));
}

void GameController::scoreImpasse()
{
    if (!canScoreImpasse()) return;
    setOutcome(*m_rules->impasse()->score24());
}

void GameController::requestHint()
{
    if (!acceptsHumanMove() || m_task != Task::None) return;
    startTask(Task::Hint, HintLevel);
}

void GameController::showPly(int ply)
{
    ply = std::clamp(ply, 0, moveCount());
    if (ply == m_shownPly) return;
    m_shownPly = ply;
    if (ply == moveCount())
        m_shown.reset();
    else
        m_shown = replay(ply);
    emit positionChanged();
}

} // namespace shogiban::ui
