// The lessons on the board: the list of lessons with their stars, the board of the current
// exercise with its marked squares, the lesson's text, the task, what the program says about
// each move (the refusals teach), Hint, Try Again, and the next exercise or lesson one click
// away; the checkmate lessons lead on to the tsume problems of their length. The exercises are judged by core (lesson/exerciserun.h).
#pragma once

#include "game/refusalreason.h"
#include "lesson/exerciserun.h"
#include "lessons/lessonbook.h"
#include "lessons/targetoverlay.h"

#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QTimer;

namespace shogiban::ui {

class BoardView;

class LessonPage : public QWidget {
    Q_OBJECT

public:
    explicit LessonPage(const LessonBook& book = LessonBook::shipped(), QWidget* parent = nullptr);
    ~LessonPage() override;

    // Opens lesson `index` (0-based) at its first exercise.
    void openLesson(int index);
    int lessonIndex() const { return m_lesson; }
    int exerciseIndex() const { return m_exercise; }
    const lesson::ExerciseRun* run() const { return m_run.get(); }
    BoardView* board() const { return m_board; }
    QString feedback() const;

    // The actions of the page's buttons, for the window and the tests.
    void showHint();
    void tryAgain();
    void next(); // the next exercise, or the next lesson once this one is done
    // For pictures of a lesson under way (--lesson): the first move of a longer exercise is
    // played; otherwise the hint's arrow shows, with what a refused move would be told.
    void showInProgress();

signals:
    void homeRequested();
    // The lesson's practice: the tsume problems of this many plies (lessons.json "tsume").
    void tsumeRequested(int plies);

protected:
    void changeEvent(QEvent* event) override;

private:
    void startExercise(int index);
    void onMove(const BoardMove& move);
    void onRefused(const RefusalReason& reason);
    void exerciseSolved();
    void say(const QString& text);
    void showBoard();
    void retranslate();
    void fillList();

    const LessonBook& m_book;
    QListWidget* m_list = nullptr;
    BoardView* m_board = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_counter = nullptr;
    QLabel* m_prompt = nullptr;
    QLabel* m_feedback = nullptr;
    QLabel* m_explanation = nullptr; // the piece picked up: how it moves (learning mode)
    QPushButton* m_hint = nullptr;
    QPushButton* m_retry = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_home = nullptr;
    QPushButton* m_practice = nullptr; // shown for a lesson that tsume problems practise
    QTimer* m_restart = nullptr;
    TargetOverlay m_targets;
    std::unique_ptr<lesson::ExerciseRun> m_run;
    int m_lesson = -1;
    int m_exercise = 0;
    bool m_usedHint = false; // in this lesson
    bool m_perfect = true; // every exercise in the fewest moves, no wrong move
    int m_lessonStars = -1; // once the lesson is done
};

} // namespace shogiban::ui
