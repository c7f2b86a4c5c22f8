// Plays one game: keeps the rules and the moves, asks the computer players for their moves on
// the AI worker, takes moves back, and lets the player review earlier positions. It knows no
// widgets; the main window shows what it emits.
#pragma once

#include "game/aiworker.h"
#include "game/gameoptions.h"
#include "window/movelistmodel.h"

#include "analysis/review.h"
#include "game/gamerules.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace shogiban::ui {

class GameController : public QObject {
    Q_OBJECT

public:
    // Makes the search of a computer player of the given level (1..10) for a game.
    using AiFactory = std::function<ThinkFunction(GameKind kind, int level)>;
    // Shows a computer move on the board (e.g. animates it), then calls done.
    using MoveAnimator = std::function<void(const BoardMove&, std::function<void()> done)>;

    static constexpr int HintLevel = 5;

    explicit GameController(AiFactory aiFactory, QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game (stopping any search); false with a message when the setup is invalid.
    bool newGame(const GameStart& options, QString* error = nullptr);
    // Starts a game from a saved one: its moves are played at once and a stored result
    // (resignation, time...) applied; then the computer moves if it is its turn. False with a
    // message, and nothing changed, when the setup or a move is refused.
    bool loadGame(const GameStart& options, const std::vector<BoardMove>& moves,
        const std::optional<Outcome>& outcome, QString* error = nullptr);
    void setAnimator(MoveAnimator animator) { m_animator = std::move(animator); }

    const GameStart& options() const { return m_options; }
    const GameRules& game() const { return *m_rules; } // the position after the last move
    const GameRules& shownPosition() const; // the position at the reviewed ply
    const std::vector<BoardMove>& moves() const { return m_moves; }
    int moveCount() const { return int(m_moves.size()); }
    int shownPly() const { return m_shownPly; }
    bool isReviewing() const { return m_shownPly < moveCount(); }
    std::optional<BoardMove> shownLastMove() const;
    std::optional<Outcome> outcome() const { return m_rules->outcome(); }
    bool isOver() const { return outcome().has_value(); }
    Color moverOf(int ply) const; // who played ply (1-based)
    bool isThinking() const { return m_task == Task::Move; }
    bool isHumanTurn() const;
    bool acceptsHumanMove() const; // a person may move on the board now
    bool canUndo() const;
    bool canResign() const;
    MoveListModel* moveList() { return &m_moveList; }

    // Shogi: what the engine found in the positions of the game (a game review, or scores read
    // back from a record's comments). It follows the moves: what a take-back, another line or
    // another game leaves behind is dropped. Empty for games without analysis.
    const analysis::GameReview& review() const { return m_review; }
    // Takes what `review` holds for the positions this game shares with it.
    void setReview(const analysis::GameReview& review);
    void clearReview(); // to analyse the game again

    // Shogi impasse (jishogi). A person to move may declare by the 27-point rule; an invalid
    // declaration is refused and changes nothing (a learner is told why instead of losing).
    bool canDeclareImpasse() const;
    bool declareImpasse(); // false when the conditions do not hold
    // Once both kings have entered, the players may agree to score by the 24-point rule.
    bool canScoreImpasse() const;
    void scoreImpasse();

    void playHumanMove(const BoardMove& move);
    // Against the computer: takes back the computer's reply and the player's move.
    // Two players (the window asks both): takes back one move.
    void undo();
    void resign(); // the person to move (against the computer: the person) resigns
    void agreeDraw();
    void setOutcome(const Outcome& outcome); // a declaration or an agreed score ends the game
    void requestHint();
    void showPly(int ply);
    void stopThinking();

signals:
    void positionChanged(); // shown position, move list, turn or result changed
    void thinkingChanged(bool thinking);
    void gameOver(const shogiban::Outcome& outcome);
    void hintFound(std::optional<shogiban::BoardMove> move);
    void moveRefused(shogiban::MoveRefusal refusal);
    void reviewChanged();

private:
    enum class Task { None, Move, Hint };

    std::unique_ptr<GameRules> replay(int plies) const;
    void commitMove(const BoardMove& move);
    void onSearchFinished(int requestId, std::optional<BoardMove> move);
    void startComputerIfItsTurn();
    void startTask(Task task, int level);
    void stopTask();
    void rebuildTo(int plies);
    void checkOutcome();
    void followReview(); // after the moves changed

    AiFactory m_aiFactory;
    MoveAnimator m_animator;
    GameStart m_options;
    std::unique_ptr<GameRules> m_rules;
    std::unique_ptr<GameRules> m_shown; // set only while reviewing
    std::vector<BoardMove> m_moves;
    std::string m_startPosition; // positionText() before the first move
    analysis::GameReview m_review;
    MoveListModel m_moveList;
    AiWorker m_worker;
    Task m_task = Task::None;
    Color m_firstMover = Black;
    int m_shownPly = 0;
    int m_generation = 0; // bumped by every new game, undo and stop: stale callbacks compare it
    bool m_animating = false;
};

} // namespace shogiban::ui
