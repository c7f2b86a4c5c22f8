// Plays one game: keeps the rules, the moves and the clocks, asks the computer players for
// their moves on the AI worker, takes moves back, pauses, ends the game when a flag falls, and
// lets the player review earlier positions. It knows no widgets; the main window shows what it
// emits.
#pragma once

#include "game/aiworker.h"
#include "game/gameoptions.h"
#include "window/movelistmodel.h"

#include "analysis/review.h"
#include "game/gamerules.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace shogiban::ui {

// What a computer player is asked to do: its game, who it is, and its clock.
struct ThinkRequest {
    GameKind kind = GameKind::Shogi;
    Color side = Black;
    PlayerOptions player; // its level (1..10)
    std::optional<clock::UsiTimes> clock; // set when the side plays on a clock
    int game = 0; // which game of the controller: a new number for every new or loaded game
    // Set when the player thinks on the opponent's time: the position is after the reply it
    // expects, and the flag stays true until that reply is played (see AiLimits::pondering).
    // The answer must not come before the flag turns false.
    std::shared_ptr<std::atomic<bool>> pondering;
};

class GameController : public QObject {
    Q_OBJECT

public:
    // Makes the search of a computer player for one move.
    using AiFactory = std::function<ThinkFunction(const ThinkRequest& request)>;
    // Shows a computer move on the board (e.g. animates it), then calls done.
    using MoveAnimator = std::function<void(const BoardMove&, std::function<void()> done)>;

    static constexpr int HintLevel = 5;
    static constexpr int PonderLevel = 10; // the levels below it keep to their own budgets

    explicit GameController(AiFactory aiFactory, QObject* parent = nullptr);
    ~GameController() override;

    // Starts a game (stopping any search); false with a message when the setup is invalid.
    bool newGame(const GameStart& options, QString* error = nullptr);
    // Starts a game from a saved one: its moves are played at once and a stored result
    // (resignation, time...) applied; then the computer moves if it is its turn. False with a
    // message, and nothing changed, when the setup or a move is refused.
    // elapsedMs: the time each move took (missing ones count as none), charged to the clocks.
    bool loadGame(const GameStart& options, const std::vector<BoardMove>& moves,
        const std::optional<Outcome>& outcome, QString* error = nullptr,
        const std::vector<std::optional<int64_t>>& elapsedMs = {});
    // Loads a line of a record to study it (a variation of a game against the computer): the
    // players and clocks stay the game's, but no computer moves and no clock runs; a person
    // moves for either side and takes back one move at a time. Until the next new or loaded
    // game (Play from Here plays on against the computer).
    bool studyLine(const GameStart& options, const std::vector<BoardMove>& moves,
        QString* error = nullptr, const std::vector<std::optional<int64_t>>& elapsedMs = {});
    void setAnimator(MoveAnimator animator) { m_animator = std::move(animator); }
    // Where the clocks get the time (default: steadyMs()); tests drive it by hand.
    void setTimeSource(TimeSource now);

    const GameStart& options() const { return m_options; }
    const GameRules& game() const { return *m_rules; } // the position after the last move
    const GameRules& shownPosition() const; // the position at the reviewed ply
    // The position a move on the board starts from: the shown one, but at the end of a finished
    // game its last position without the result (a move there opens a variation).
    const GameRules& positionToPlayFrom() const;
    const std::vector<BoardMove>& moves() const { return m_moves; }
    int moveCount() const { return int(m_moves.size()); }
    int shownPly() const { return m_shownPly; }
    bool isReviewing() const { return m_shownPly < moveCount(); }
    std::optional<BoardMove> shownLastMove() const;
    std::optional<Outcome> outcome() const { return m_rules->outcome(); }
    bool isOver() const { return outcome().has_value(); }
    bool isStudying() const { return m_studying; } // see studyLine()
    Color moverOf(int ply) const; // who played ply (1-based)
    bool isThinking() const { return m_task == Task::Move; }
    // Thinking on the person's time: a built-in computer opponent at the top level, with the
    // setting on, searches the position after the reply it expects while the person thinks;
    // when that reply comes, its search goes on as its move (a ponder hit), otherwise it starts
    // afresh. Off by default: it keeps a core busy during the person's turn. An external engine
    // ponders when its USI_Ponder option is on ("go ponder", then "ponderhit" or "stop").
    void setPonderingAllowed(bool allowed);
    bool isPondering() const { return m_task == Task::Ponder; }
    // The person's reply the running ponder search assumes.
    std::optional<BoardMove> ponderedReply() const
    {
        return isPondering() ? m_ponderMove : std::nullopt;
    }
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
    // The clocks; readings need the time: clockNow().
    const clock::GameClock& clock() const { return m_clock; }
    int64_t clockNow() const { return m_now(); }
    // What a person to move has spent on the move so far on a running clock (0 otherwise), and
    // the same given back to a game that goes on later (Continue): its clock resumes from there.
    int64_t personsTurnSpentMs() const;
    void resumePersonsTurn(int64_t spentMs);
    // The time each move took, by ply - 1 (always measured, clock or not).
    const std::vector<std::optional<int64_t>>& elapsed() const { return m_elapsed; }
    // Pausing stops the running clock and the computer's thinking; the board takes no move.
    bool canPause() const { return !isOver() && !m_studying; }
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    // Ends the game when the side to move's flag has fallen (a timer calls it at that moment).
    void checkFlag();

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
    // New names for the players (the record's game information changed); the game goes on.
    void renamePlayers(const std::array<QString, ColorNb>& names);
    void stopThinking();

signals:
    void positionChanged(); // shown position, move list, turn or result changed
    void gameStarted(); // a new game or a loaded one replaced the game
    void thinkingChanged(bool thinking);
    void ponderingChanged(bool pondering); // see isPondering()
    void pausedChanged(bool paused);
    void gameOver(const shogiban::Outcome& outcome);
    void hintFound(std::optional<shogiban::BoardMove> move);
    void moveRefused(shogiban::MoveRefusal refusal);
    void reviewChanged();
    // A computer player failed (crashed, hung, illegal move...): why, worded for the user. The
    // game then ends by the reason given in gameOver, or is paused when the player could not
    // answer at all (ComputerReply::Kind::Unavailable).
    void computerFailed(const QString& why);

private:
    enum class Task { None, Move, Hint, Ponder };

    std::unique_ptr<GameRules> replay(int plies) const;
    bool load(const GameStart& options, const std::vector<BoardMove>& moves,
        const std::optional<Outcome>& outcome, QString* error,
        const std::vector<std::optional<int64_t>>& elapsedMs, bool study);
    // Plays a move made at madeAtMs; the clock was punched already when punched is true.
    void commitMove(const BoardMove& move, int64_t madeAtMs, bool punched = false);
    // Charges the move's time to the mover's clock; false when its flag had fallen before.
    bool punchClock(int64_t madeAtMs);
    void onSearchFinished(int requestId, const ComputerReply& reply);
    void onComputerMove(const ComputerReply& reply);
    void armFlagTimer();
    bool isPersonsTimedTurn() const; // a person to move, on a clock, in a game going on
    void restartClock();
    void clearPause(); // a new game is never paused
    void startComputerIfItsTurn();
    void startPondering();
    bool takePonderHit(); // the expected reply was played: the ponder search becomes the move
    void startTask(Task task, Color side);
    void stopTask();
    void rebuildTo(int plies);
    void checkOutcome();
    void followReview(); // after the moves changed

    AiFactory m_aiFactory;
    MoveAnimator m_animator;
    GameStart m_options;
    std::unique_ptr<GameRules> m_rules;
    std::unique_ptr<GameRules> m_shown; // set only while reviewing
    std::unique_ptr<GameRules> m_openEnd; // a finished game's last position without its result
    std::vector<BoardMove> m_moves;
    std::string m_startPosition; // positionText() before the first move
    analysis::GameReview m_review;
    MoveListModel m_moveList;
    AiWorker m_worker;
    Task m_task = Task::None;
    bool m_ponderingAllowed = false;
    std::optional<BoardMove> m_expectedReply; // what the computer's last move expects in reply
    std::optional<BoardMove> m_ponderMove; // the reply the running ponder search assumes
    std::shared_ptr<std::atomic<bool>> m_ponderFlag; // true until that reply is played
    Color m_firstMover = Black;
    int m_shownPly = 0;
    int m_gameNumber = 0; // bumped by every new or loaded game
    int m_generation = 0; // bumped by every new game, undo and stop: stale callbacks compare it
    bool m_animating = false;
    bool m_paused = false;
    bool m_studying = false;
    clock::GameClock m_clock;
    std::vector<std::optional<int64_t>> m_elapsed;
    std::optional<int64_t> m_pendingElapsed; // a computer move in flight, its clock punched
    TimeSource m_now;
    QTimer m_flagTimer;
};

} // namespace shogiban::ui
