#include "lessons/lessonpage.h"

#include "board/boardview.h"
#include "lessons/pageparts.h"
#include "text/refusaltexts.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTimer>

namespace shogiban::ui {

namespace {
constexpr int RestartDelayMs = 1600;
} // namespace

LessonPage::LessonPage(const LessonBook& book, QWidget* parent)
    : QWidget(parent)
    , m_book(book)
{
    setObjectName(QStringLiteral("lessonPage"));
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("lessonList"));
    m_list->setMinimumWidth(240);
    m_list->setMaximumWidth(290);
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_board = new BoardView;
    m_board->setHintMode(HintMode::Always);
    m_board->setCoordinateStyle(CoordinateStyle::Letters); // the texts name squares "5e"
    m_board->addOverlay(&m_targets);

    m_title = pageLabel("lessonTitle", LabelLook::Title);
    m_text = pageLabel("lessonText");
    m_counter = pageLabel("lessonCounter");
    m_prompt = pageLabel("lessonPrompt", LabelLook::Bold);
    m_feedback = pageLabel("lessonFeedback");
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().height() * 4);
    m_explanation = pageLabel("lessonExplanation");
    m_explanation->setStyleSheet(QStringLiteral("color: #1F4E9A;"));
    // Learning mode: a piece picked up shows where it can go and says how it moves.
    m_board->setLearningMode(true);
    m_hint = new QPushButton;
    m_retry = new QPushButton;
    m_next = new QPushButton;
    m_home = new QPushButton;
    m_practice = new QPushButton;
    m_practice->setObjectName(QStringLiteral("lessonTsume"));
    m_practice->hide();
    m_next->setDefault(true);

    m_text->setContentsMargins(0, 0, 0, 12);
    QWidget* panel = sidePanel(
        {m_title, m_text, m_practice, m_counter, m_prompt, m_feedback, m_explanation},
        m_hint, m_retry, m_next, m_home);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(m_board, 1);
    layout->addWidget(panel);

    m_restart = new QTimer(this);
    m_restart->setSingleShot(true);
    m_restart->setInterval(RestartDelayMs);
    connect(m_restart, &QTimer::timeout, this, [this] { startExercise(m_exercise); });
    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { openLesson(m_list->row(item)); });
    connect(m_list, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { openLesson(m_list->row(item)); });
    connect(m_hint, &QPushButton::clicked, this, &LessonPage::showHint);
    connect(m_retry, &QPushButton::clicked, this, &LessonPage::tryAgain);
    connect(m_next, &QPushButton::clicked, this, &LessonPage::next);
    connect(m_home, &QPushButton::clicked, this, &LessonPage::homeRequested);
    connect(m_practice, &QPushButton::clicked, this, [this] {
        if (m_lesson >= 0) emit tsumeRequested(m_book.lessons()[size_t(m_lesson)].tsumePractice);
    });
    connect(m_board, &BoardView::moveChosen, this, &LessonPage::onMove);
    connect(m_board, &BoardView::moveRefused, this, &LessonPage::onRefused);
    connect(m_board, &BoardView::learningTextChanged, m_explanation, &QLabel::setText);
    fillList();
    retranslate();
}

LessonPage::~LessonPage()
{
    m_board->removeOverlay(&m_targets);
}

QString LessonPage::feedback() const
{
    return m_feedback->text();
}

void LessonPage::fillList()
{
    QSettings settings;
    m_list->clear();
    for (int i = 0; i < m_book.count(); ++i) {
        const lesson::Lesson& lesson = m_book.lessons()[size_t(i)];
        m_list->addItem(QStringLiteral("%1  %2. %3")
                            .arg(LessonProgress::starText(LessonProgress::stars(settings, lesson.id)))
                            .arg(i + 1)
                            .arg(LessonBook::translate(lesson.title)));
    }
    if (m_lesson >= 0) m_list->setCurrentRow(m_lesson);
}

void LessonPage::openLesson(int index)
{
    if (index < 0 || index >= m_book.count()) return;
    m_lesson = index;
    m_usedHint = false;
    m_perfect = true;
    m_lessonStars = -1;
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(index);
    }
    startExercise(0);
}

void LessonPage::startExercise(int index)
{
    m_restart->stop();
    m_exercise = index;
    const lesson::Lesson& lesson = m_book.lessons()[size_t(m_lesson)];
    m_run = lesson::ExerciseRun::start(lesson.exercises[size_t(index)]);
    m_feedback->clear();
    m_board->setSuggestedMove(std::nullopt);
    m_board->setLastMove(std::nullopt);
    showBoard();
    retranslate();
    if (m_run && m_run->solved()) exerciseSolved(); // a text to read
}

void LessonPage::showBoard()
{
    if (!m_run) return;
    m_board->setRules(&m_run->rules());
    m_board->setFlipped(m_run->player() == White
        && m_run->exercise().goal != lesson::Goal::Read);
    m_board->setInteractive(!m_run->solved() && !m_restart->isActive());
    m_targets.setTargets(m_run->remainingTargets());
    m_board->refresh();
    m_board->update();
}

void LessonPage::say(const QString& text)
{
    m_feedback->setText(text);
}

void LessonPage::onMove(const BoardMove& move)
{
    if (!m_run || m_run->solved()) return;
    const int par = m_run->exercise().moves;
    switch (m_run->play(move)) {
    case lesson::Verdict::Continue:
        m_board->setLastMove(move);
        say(tr("%n move(s) so far.", nullptr, m_run->movesPlayed()));
        break;
    case lesson::Verdict::NotAllowed:
        say(tr("In this exercise, stay clear of the enemy king: that move gives check."));
        break;
    case lesson::Verdict::Wrong:
        m_perfect = false;
        m_board->setLastMove(move);
        say(tr("That move does not do it. The position is set up again: try once more."));
        m_restart->start();
        break;
    case lesson::Verdict::Solved:
        m_board->setLastMove(move);
        if (m_run->movesPlayed() > par) {
            m_perfect = false;
            say(tr("Done in %1 moves. It can be done in %n move(s): try again for all the stars.",
                nullptr, par)
                    .arg(m_run->movesPlayed()));
        } else {
            say(tr("Well done!"));
        }
        exerciseSolved();
        break;
    }
    m_board->setSuggestedMove(std::nullopt);
    showBoard();
}

void LessonPage::onRefused(const RefusalReason& reason)
{
    if (!m_run) return;
    const QString why = RefusalTexts::text(reason);
    if (m_run->refused(reason.refusal) == lesson::Verdict::Solved) {
        say(why + QLatin1Char('\n') + tr("That is the rule. Well done!"));
        exerciseSolved();
        showBoard();
        return;
    }
    say(why);
}

void LessonPage::exerciseSolved()
{
    const lesson::Lesson& lesson = m_book.lessons()[size_t(m_lesson)];
    if (m_exercise + 1 < int(lesson.exercises.size())) {
        retranslate();
        return;
    }
    m_lessonStars = m_usedHint ? 1 : m_perfect ? 3 : 2;
    QSettings settings;
    LessonProgress::record(settings, lesson.id, m_lessonStars);
    fillList();
    retranslate();
}

void LessonPage::showHint()
{
    if (!m_run || m_run->solved()) return;
    const std::optional<BoardMove> move = m_run->hint();
    if (!move) return;
    m_usedHint = true;
    m_board->setSuggestedMove(move);
    m_board->update();
    say(m_run->exercise().goal == lesson::Goal::Refuse
            ? tr("Hint: try the move the arrow shows.")
            : tr("Hint: the arrow shows a good move."));
}

void LessonPage::showInProgress()
{
    if (!m_run || m_run->solved()) return;
    const std::optional<BoardMove> move = m_run->hint();
    if (!move) return;
    if (m_run->exercise().goal == lesson::Goal::Collect && m_run->exercise().moves > 1) {
        onMove(*move);
        return;
    }
    m_board->setSuggestedMove(move);
    m_board->update();
    if (m_run->exercise().goal == lesson::Goal::Refuse)
        say(RefusalTexts::text(explainRefusal(m_run->rules(), *move)));
}

void LessonPage::tryAgain()
{
    if (m_lesson >= 0) startExercise(m_exercise);
}

void LessonPage::next()
{
    if (m_lesson < 0) {
        openLesson(0);
        return;
    }
    const lesson::Lesson& lesson = m_book.lessons()[size_t(m_lesson)];
    if (m_exercise + 1 < int(lesson.exercises.size())) {
        if (m_run && !m_run->solved()) m_perfect = false; // skipped
        startExercise(m_exercise + 1);
    } else if (m_lesson + 1 < m_book.count()) {
        openLesson(m_lesson + 1);
    } else {
        emit homeRequested();
    }
}

void LessonPage::retranslate()
{
    m_hint->setText(tr("H&int"));
    m_retry->setText(tr("&Try Again"));
    m_home->setText(tr("Back to the &Start Page"));
    const int practice = m_lesson >= 0 ? m_book.lessons()[size_t(m_lesson)].tsumePractice : 0;
    m_practice->setVisible(practice > 0);
    m_practice->setText(tr("&Practise: Tsume Problems, Mate in %n", nullptr, practice));
    if (m_lesson < 0 || !m_run) {
        m_title->setText(tr("Lessons"));
        m_text->setText(m_book.count() > 0
                ? tr("Choose a lesson from the list.")
                : tr("The lessons cannot be read: %1").arg(m_book.error()));
        m_counter->clear();
        m_prompt->clear();
        m_next->setText(tr("Start the &First Lesson"));
        m_next->setEnabled(m_book.count() > 0);
        m_hint->setEnabled(false);
        m_retry->setEnabled(false);
        return;
    }
    const lesson::Lesson& lesson = m_book.lessons()[size_t(m_lesson)];
    const int exercises = int(lesson.exercises.size());
    m_title->setText(tr("Lesson %1: %2").arg(m_lesson + 1).arg(LessonBook::translate(lesson.title)));
    m_text->setText(LessonBook::translate(lesson.text));
    m_counter->setText(tr("Exercise %1 of %2").arg(m_exercise + 1).arg(exercises));
    QString prompt = LessonBook::translate(m_run->exercise().prompt);
    if (m_run->exercise().goal == lesson::Goal::Collect)
        prompt += QLatin1Char(' ')
            + tr("It can be done in %n move(s).", nullptr, m_run->exercise().moves);
    m_prompt->setText(prompt);
    const bool lastExercise = m_exercise + 1 >= exercises;
    const bool solved = m_run->solved();
    m_hint->setEnabled(!solved);
    m_retry->setEnabled(true);
    if (!lastExercise)
        m_next->setText(tr("&Next Exercise"));
    else if (m_lesson + 1 < m_book.count())
        m_next->setText(tr("&Next Lesson"));
    else
        m_next->setText(tr("&Finish"));
    m_next->setEnabled(solved || !lastExercise);
    if (m_lessonStars >= 0 && lastExercise)
        m_counter->setText(tr("Lesson done: %1").arg(LessonProgress::starText(m_lessonStars)));
}

void LessonPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        fillList();
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace shogiban::ui
