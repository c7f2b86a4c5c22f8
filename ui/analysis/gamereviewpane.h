// Game > Analyse Game and what it shows below the move list: the review's progress (a bar, the
// time left, Cancel), the evaluation graph, what the review says about the move shown on the
// board (its mark, the better move and both scores, why in words), and a summary per side.
// The review runs on its own thread; each position found is kept with the game at once (the
// controller's review, saved with the record), so a cancelled review continues later, and the
// move list marks the moves as soon as both their positions are known.
#pragma once

#include "analysis/judgement.h"
#include "analysis/reviewrunner.h"

#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;

namespace shogiban::ui {

class EvaluationGraph;
class GameController;

class GameReviewPane : public QWidget {
    Q_OBJECT

public:
    explicit GameReviewPane(GameController* controller, QWidget* parent = nullptr);

    QAction* analyseAction() const { return m_analyse; }
    // Reviews the positions of the game not analysed yet (false: nothing to do, or another
    // game than shogi, or a review runs already).
    bool startReview(const analysis::ReviewOptions& options);
    void cancelReview();
    bool isReviewing() const { return m_runner.isRunning(); }

    EvaluationGraph* graph() const { return m_graph; }
    ReviewRunner* runner() { return &m_runner; }
    const std::vector<std::optional<analysis::MoveJudgement>>& judgements() const
    {
        return m_judgements;
    }
    QString detailsText() const;
    QString summaryText() const; // per side, in words (the short summary's tooltip)
    QString noteText() const;

signals:
    void reviewRunningChanged(bool running);

protected:
    void changeEvent(QEvent* event) override;

private:
    void analyseGame(); // asks for the time per move, then starts
    void onReviewChanged(); // marks, graph and summary from the game's review
    void showPosition(); // the graph's cursor and the shown move's details
    void updateProgress();
    void onFinished(bool complete);
    void updateAction();
    void retranslateUi();

    GameController* m_controller;
    ReviewRunner m_runner;
    QAction* m_analyse;
    QWidget* m_progressRow;
    QProgressBar* m_progress;
    QLabel* m_timeLeft;
    QPushButton* m_cancel;
    QLabel* m_note; // what became of the last review (stopped, complete)
    EvaluationGraph* m_graph;
    QLabel* m_details;
    QLabel* m_summary;
    QTimer m_clock; // the time left, while a review runs
    std::vector<std::optional<analysis::MoveJudgement>> m_judgements;
    int m_moveTimeMs = 0;
    enum class Ended { Not, Complete, Cancelled } m_ended = Ended::Not;
    analysis::GameReview m_reviewedGame; // the start and moves of the last review, nothing searched
};

} // namespace shogiban::ui
