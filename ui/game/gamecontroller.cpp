#include "game/gamecontroller.h"

#include "text/movetext.h"
#include "text/errortexts.h"

#include "engine/steadyclock.h"
#include "game/catalog.h"
#include "game/shogirules.h"

#include <algorithm>

namespace shogiban::ui {

GameController::GameController(AiFactory aiFactory, QObject* parent)
    : QObject(parent)
    , m_aiFactory(std::move(aiFactory))
    , m_now(steadyMs)
{
    connect(&m_worker, &AiWorker::moveFound, this, &GameController::onSearchFinished);
    m_flagTimer.setSingleShot(true);
    connect(&m_flagTimer, &QTimer::timeout, this, &GameController::checkFlag);
    m_rules = createRules(GameSetup{});
}

void GameController::setTimeSource(TimeSource now)
{
    m_now = now;
    m_worker.setTimeSource(std::move(now));
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
    ++m_gameNumber;
    m_studying = false;
    m_options = options;
    m_firstMover = rules->sideToMove();
    m_startPosition = rules->positionText();
    m_rules = std::move(rules);
    m_moves.clear();
    m_elapsed.clear();
    m_moveList.clear();
    rebuildTo(0);
    m_clock = clock::GameClock(options.clocks);
    clearPause();
    restartClock();
    emit gameStarted();
    emit positionChanged();
    startComputerIfItsTurn();
    return true;
}

void GameController::restartClock()
{
    if (isOver() || m_studying) {
        m_clock.stop(m_now());
    } else {
        m_clock.start(m_rules->sideToMove(), m_now());
        if (m_paused) m_clock.pause(m_now());
    }
    armFlagTimer();
}

bool GameController::isPersonsTimedTurn() const
{
    const Color side = m_rules->sideToMove();
    return !isOver() && !m_studying && !m_options.isComputer(side) && m_clock.control(side).timed();
}

int64_t GameController::personsTurnSpentMs() const
{
    return isPersonsTimedTurn() ? m_clock.turnElapsed(m_now()) : 0;
}

void GameController::resumePersonsTurn(int64_t spentMs)
{
    if (spentMs <= 0 || !isPersonsTimedTurn()) return;
    m_clock.start(m_rules->sideToMove(), m_now() - spentMs);
    if (m_paused) m_clock.pause(m_now());
    armFlagTimer();
}

void GameController::armFlagTimer()
{
    const std::optional<int64_t> left = m_clock.untilFlag(m_now());
    if (!left || isOver() || m_studying) {
        m_flagTimer.stop();
        return;
    }
    // Woken at the moment the flag falls (a timer may fire a little early: checkFlag re-arms).
    m_flagTimer.start(int(std::clamp<int64_t>(*left, 0, 3'600'000)));
}

void GameController::checkFlag()
{
    if (isOver() || m_studying || m_pendingElapsed) return; // a move in flight was in time
    if (const std::optional<Color> flagged = m_clock.flagFallen(m_now())) {
        setOutcome({~*flagged, EndReason::TimeUp});
        return;
    }
    armFlagTimer();
}

bool GameController::punchClock(int64_t madeAtMs)
{
    const clock::MoveTime time = m_clock.punch(madeAtMs);
    m_pendingElapsed = time.elapsedMs;
    if (time.inTime) return true;
    // Too late: the move is not played, its mover lost on time when the flag fell.
    m_pendingElapsed.reset();
    m_clock.takeBack(1, madeAtMs - time.elapsedMs); // its turn as it was: the flag fallen
    m_clock.stop(madeAtMs);
    setOutcome({~m_rules->sideToMove(), EndReason::TimeUp});
    return false;
}

void GameController::clearPause()
{
    if (!m_paused) return;
    m_paused = false;
    emit pausedChanged(false);
}

void GameController::setPaused(bool paused)
{
    if (paused && !canPause()) return;
    if (paused == m_paused) return;
    m_paused = paused;
    if (paused) {
        stopTask();
        m_clock.pause(m_now());
    } else {
        m_clock.resume(m_now());
    }
    armFlagTimer();
    emit pausedChanged(paused);
    emit positionChanged();
    if (!paused) startComputerIfItsTurn();
}

const GameRules& GameController::shownPosition() const
{
    return m_shown ? *m_shown : *m_rules;
}

const GameRules& GameController::positionToPlayFrom() const
{
    return !m_shown && isOver() && m_openEnd ? *m_openEnd : shownPosition();
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
    return !isOver() && (m_studying || !m_options.isComputer(m_rules->sideToMove()));
}

bool GameController::acceptsHumanMove() const
{
    return isHumanTurn() && !isReviewing() && !m_animating && !m_paused;
}

bool GameController::canUndo() const
{
    if (m_animating) return false;
    if (m_studying) return moveCount() > 0;
    if (m_options.isComputer(Black) && m_options.isComputer(White)) return false;
    for (int ply = moveCount(); ply >= 1; --ply)
        if (!m_options.isComputer(moverOf(ply))) return true;
    return false;
}

bool GameController::canResign() const
{
    if (isOver() || m_studying) return false;
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
    const std::optional<Outcome>& outcome, QString* error,
    const std::vector<std::optional<int64_t>>& elapsedMs)
{
    return load(options, moves, outcome, error, elapsedMs, false);
}

bool GameController::studyLine(const GameStart& options, const std::vector<BoardMove>& moves,
    QString* error, const std::vector<std::optional<int64_t>>& elapsedMs)
{
    return load(options, moves, std::nullopt, error, elapsedMs, true);
}

bool GameController::load(const GameStart& options, const std::vector<BoardMove>& moves,
    const std::optional<Outcome>& outcome, QString* error,
    const std::vector<std::optional<int64_t>>& elapsedMs, bool study)
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
    ++m_gameNumber;
    m_studying = study;
    m_options = options;
    const std::unique_ptr<GameRules> start = createRules(options.setup);
    m_firstMover = start->sideToMove();
    m_startPosition = start->positionText();
    m_rules = std::move(rules);
    m_moves = moves;
    m_elapsed.assign(moves.size(), std::nullopt);
    m_clock = clock::GameClock(options.clocks);
    m_clock.start(m_firstMover, m_now());
    m_clock.pause(m_now());
    for (size_t i = 0; i < moves.size(); ++i) {
        if (i < elapsedMs.size()) m_elapsed[i] = elapsedMs[i];
        m_clock.charge(m_elapsed[i].value_or(0));
    }
    m_moveList.clear();
    for (const MoveLabels& label : labels) m_moveList.append(label);
    m_shown.reset();
    m_shownPly = moveCount();
    m_openEnd = isOver() ? replay(moveCount()) : nullptr; // before the board asks for it
    followReview();
    clearPause();
    restartClock();
    emit gameStarted();
    emit positionChanged();
    checkOutcome();
    startComputerIfItsTurn();
    return true;
}

void GameController::rebuildTo(int plies)
{
    m_moves.resize(size_t(plies));
    m_elapsed.resize(size_t(plies));
    m_moveList.truncate(plies);
    m_rules = replay(plies);
    m_shown.reset();
    m_shownPly = plies;
    m_openEnd = isOver() ? replay(moveCount()) : nullptr; // before the board asks for it
    followReview();
}

void GameController::followReview()
{
    std::vector<Move> moves;
    if (m_rules->shogiGame()) {
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
    commitMove(move, m_now());
}

void GameController::commitMove(const BoardMove& move, int64_t madeAtMs, bool punched)
{
    if (!punched && !m_studying && !punchClock(madeAtMs)) return;
    const std::optional<BoardMove> previous
        = m_moves.empty() ? std::nullopt : std::optional(m_moves.back());
    const MoveLabels labels = describeMove(*m_rules, move, previous);
    if (!m_rules->play(move)) return;
    const bool wasAtEnd = !isReviewing();
    m_moves.push_back(move);
    m_elapsed.push_back(m_pendingElapsed);
    m_pendingElapsed.reset();
    m_moveList.append(labels);
    if (wasAtEnd) m_shownPly = moveCount();
    m_openEnd = isOver() ? replay(moveCount()) : nullptr; // before the board asks for it
    followReview();
    armFlagTimer();
    emit positionChanged();
    checkOutcome();
    startComputerIfItsTurn();
}

void GameController::checkOutcome()
{
    if (const std::optional<Outcome> result = outcome()) {
        m_clock.stop(m_now());
        m_flagTimer.stop();
        emit gameOver(*result);
    }
}

void GameController::startComputerIfItsTurn()
{
    const Color side = m_rules->sideToMove();
    if (isOver() || m_paused || m_studying) return;
    if (!m_options.isComputer(side))
        startPondering();
    else if (!takePonderHit())
        startTask(Task::Move, side);
}

void GameController::setPonderingAllowed(bool allowed)
{
    m_ponderingAllowed = allowed;
    const bool builtInPonders
        = m_task == Task::Ponder && m_options.players[~m_rules->sideToMove()].engine.isEmpty();
    if (!allowed && builtInPonders) stopTask();
}

void GameController::startPondering()
{
    const Color computer = ~m_rules->sideToMove();
    const PlayerOptions& player = m_options.players[computer];
    const std::optional<BoardMove> expected = m_expectedReply;
    // The built-in AI at the top level with the setting on; an engine when its own USI_Ponder
    // option is on (the factory gives no search otherwise).
    const bool builtIn = player.engine.isEmpty();
    if (!expected || !m_options.isComputer(computer)
        || (builtIn && (!m_ponderingAllowed || player.level < PonderLevel)))
        return;
    std::unique_ptr<GameRules> position = m_rules->clone();
    if (position->refusal(*expected) != MoveRefusal::None || !position->play(*expected)
        || position->outcome())
        return;
    auto flag = std::make_shared<std::atomic<bool>>(true);
    ThinkRequest request{m_rules->kind(), computer, player, std::nullopt, m_gameNumber, flag};
    if (m_options.clocks[computer].timed()) request.clock = m_clock.usiTimes(m_now(), computer);
    ThinkFunction think = m_aiFactory(request);
    if (!think) return;
    stopTask();
    m_task = Task::Ponder;
    m_ponderMove = expected;
    m_ponderFlag = std::move(flag);
    m_worker.start(std::move(position), std::move(think));
    emit ponderingChanged(true);
}

bool GameController::takePonderHit()
{
    if (m_task != Task::Ponder || m_moves.empty() || m_moves.back() != m_ponderMove) return false;
    // The search's own clock starts now, as the computer's clock on the board did.
    m_ponderFlag->store(false);
    m_task = Task::Move;
    emit ponderingChanged(false);
    emit thinkingChanged(true);
    return true;
}

void GameController::startTask(Task task, Color side)
{
    stopTask();
    m_task = task;
    ThinkRequest request{
        m_rules->kind(), side, m_options.players[side], std::nullopt, m_gameNumber, nullptr};
    if (task == Task::Hint) {
        request.player = {PlayerKind::Computer, HintLevel, {}, {}, {}};
    } else if (m_options.clocks[side].timed()) {
        request.clock = m_clock.usiTimes(m_now());
    }
    m_worker.start(m_rules->clone(), m_aiFactory(request));
    if (task == Task::Move) emit thinkingChanged(true);
}

void GameController::stopTask()
{
    ++m_generation;
    m_expectedReply.reset();
    if (m_pendingElapsed) {
        // A computer move was in flight: it is not played, so its turn goes on.
        m_clock.takeBack(1, m_now() - *m_pendingElapsed);
        m_pendingElapsed.reset();
    }
    m_animating = false;
    m_worker.stop();
    const bool wasThinking = m_task == Task::Move;
    const bool wasPondering = m_task == Task::Ponder;
    m_task = Task::None;
    if (wasThinking) emit thinkingChanged(false);
    if (wasPondering) emit ponderingChanged(false);
}

void GameController::stopThinking()
{
    stopTask();
}

void GameController::onSearchFinished(int /*requestId*/, const ComputerReply& reply)
{
    const Task task = m_task;
    m_task = Task::None;
    if (task == Task::Hint) {
        emit hintFound(reply.move);
        return;
    }
    if (task == Task::Ponder) {
        // It ended before the person's reply (an engine that died): the computer's move is
        // searched afresh at its turn, where a dead engine is started again.
        emit ponderingChanged(false);
        return;
    }
    emit thinkingChanged(false);
    onComputerMove(reply);
}

void GameController::onComputerMove(const ComputerReply& reply)
{
    const Color side = m_rules->sideToMove();
    using Kind = ComputerReply::Kind;
    if (reply.kind == Kind::Resign) {
        setOutcome({~side, EndReason::Resignation});
        return;
    }
    if (reply.kind == Kind::DeclareWin) {
        // A declaration by the 27-point rule wins if it holds; otherwise it loses as a foul.
        const bool valid = m_rules->impasse() && m_rules->impasse()->declarationValid();
        setOutcome(valid ? Outcome{side, EndReason::Declaration27}
                         : Outcome{~side, EndReason::IllegalMove});
        return;
    }
    if (reply.kind == Kind::Unavailable) {
        emit computerFailed(reply.failure);
        setPaused(true);
        return;
    }
    if (reply.kind == Kind::Failed || !reply.move
        || m_rules->refusal(*reply.move) != MoveRefusal::None) {
        // A computer player that cannot or does not answer with a legal move loses.
        if (!reply.failure.isEmpty()) emit computerFailed(reply.failure);
        setOutcome({~side, EndReason::IllegalMove});
        return;
    }
    if (!punchClock(reply.madeAtMs)) return;
    const BoardMove move = *reply.move;
    m_expectedReply = reply.expectedReply;
    if (!m_animator || isReviewing()) {
        commitMove(move, reply.madeAtMs, true);
        return;
    }
    m_animating = true;
    const int generation = m_generation;
    m_animator(move, [this, generation, move, madeAt = reply.madeAtMs] {
        if (generation != m_generation) return; // a new game or undo came first
        m_animating = false;
        commitMove(move, madeAt, true);
    });
}

void GameController::undo()
{
    if (!canUndo()) return;
    stopTask();
    int plies = moveCount();
    if (m_options.againstComputer() && !m_studying) {
        while (plies > 0 && m_options.isComputer(moverOf(plies))) --plies;
    }
    const int kept = std::max(plies - 1, 0);
    if (!m_studying) m_clock.takeBack(moveCount() - kept, m_now()); // study moves ran no clock
    rebuildTo(kept);
    armFlagTimer();
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
    m_openEnd = isOver() ? replay(moveCount()) : nullptr; // before the board asks for it
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
    startTask(Task::Hint, m_rules->sideToMove());
}

void GameController::renamePlayers(const std::array<QString, ColorNb>& names)
{
    bool renamed = false;
    for (Color c : {Black, White}) {
        renamed = renamed || m_options.players[c].name != names[c];
        m_options.players[c].name = names[c];
    }
    if (renamed) emit positionChanged();
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
