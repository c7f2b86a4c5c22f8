// The lesson page: a lesson is played on the board with the mouse, judged, and its stars are
// kept; a forbidden move is explained and solves a Refuse exercise; a wrong move sets the
// exercise up again; hints cost stars; Next leads on to the next lesson.
#include "../ui/windowtestsettings.h"

#include "board/boardview.h"
#include "lessons/lessonpage.h"
#include "text/refusaltexts.h"

#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QTest>

using namespace shogiban;
using namespace shogiban::lesson;
using namespace shogiban::ui;

namespace {

int lessonNamed(const char* id)
{
    const auto& lessons = LessonBook::shipped().lessons();
    for (size_t i = 0; i < lessons.size(); ++i)
        if (lessons[i].id == id) return int(i);
    qFatal("no lesson %s", id);
}

int starsOf(const char* id)
{
    QSettings settings;
    return LessonProgress::stars(settings, id);
}

QPoint at(const BoardView& board, BoardSquare s)
{
    return board.squareRect(s).center().toPoint();
}

} // namespace

class TestLessonPage : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void aLessonIsPlayedWithTheMouseAndEarnsThreeStars()
    {
        LessonPage page;
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.openLesson(lessonNamed("pawn"));
        BoardView* board = page.board();
        // The pawn on 5g to 5f, 5e and 5d, clicked square by square.
        for (int rank : {5, 4, 3}) {
            QTest::mouseClick(board, Qt::LeftButton, {}, at(*board, {4, rank + 1}));
            QTest::mouseClick(board, Qt::LeftButton, {}, at(*board, {4, rank}));
        }
        QVERIFY(page.run()->solved());
        QCOMPARE(page.run()->movesPlayed(), 3);
        QCOMPARE(page.feedback(), QStringLiteral("Well done!"));
        QCOMPARE(starsOf("pawn"), 3);
        // The list shows the stars; Next opens the next lesson.
        auto* list = page.findChild<QListWidget*>(QStringLiteral("lessonList"));
        QVERIFY(list->item(lessonNamed("pawn"))->text().startsWith(LessonProgress::starText(3)));
        page.next();
        QCOMPARE(page.lessonIndex(), lessonNamed("pawn") + 1);
    }

    void aRefusedMoveIsExplainedAndSolvesARefuseExercise()
    {
        LessonPage page;
        page.openLesson(lessonNamed("nifu"));
        const BoardMove drop{{}, {4, 3}, Pawn, false};
        QCOMPARE(page.run()->rules().refusal(drop), MoveRefusal::Nifu);
        emit page.board()->moveRefused(explainRefusal(page.run()->rules(), drop));
        QVERIFY(page.run()->solved());
        QVERIFY2(page.feedback().contains(QStringLiteral("Nifu")), qPrintable(page.feedback()));
        QVERIFY(page.feedback().contains(QStringLiteral("5g")));
    }

    void aWrongMoveSetsTheExerciseUpAgain()
    {
        LessonPage page;
        page.openLesson(lessonNamed("mate-generals"));
        const std::string start = page.run()->rules().positionText();
        std::optional<BoardMove> wrong;
        for (const BoardMove& m : page.run()->rules().legalMoves())
            if (!meetsGoal(page.run()->exercise(), page.run()->rules(), m)) wrong = m;
        QVERIFY(wrong);
        emit page.board()->moveChosen(*wrong);
        QVERIFY(!page.run()->solved());
        QVERIFY(!page.board()->isInteractive());
        QTRY_COMPARE_WITH_TIMEOUT(page.run()->rules().positionText(), start, 5000);
        QVERIFY(page.board()->isInteractive());
        // Solved now (after a wrong try): two stars at most.
        emit page.board()->moveChosen(*solve(page.run()->exercise(), page.run()->rules(), {})->begin());
        page.next();
        emit page.board()->moveChosen(*solve(page.run()->exercise(), page.run()->rules(), {})->begin());
        QCOMPARE(starsOf("mate-generals"), 2);
    }

    void aHintShowsAMoveAndCostsStars()
    {
        LessonPage page;
        page.openLesson(lessonNamed("check"));
        page.showHint();
        const std::optional<BoardMove> hint = page.run()->hint();
        QVERIFY(hint);
        emit page.board()->moveChosen(*hint);
        QVERIFY(page.run()->solved());
        QCOMPARE(starsOf("check"), 1);
        // A better result later is kept; a worse one never replaces it.
        page.openLesson(lessonNamed("check"));
        emit page.board()->moveChosen(*page.run()->hint());
        QCOMPARE(starsOf("check"), 3);
        page.openLesson(lessonNamed("check"));
        page.showHint();
        emit page.board()->moveChosen(*page.run()->hint());
        QCOMPARE(starsOf("check"), 3);
    }

    void aTextLessonNeedsNoMove()
    {
        LessonPage page;
        page.openLesson(lessonNamed("impasse"));
        QVERIFY(page.run()->solved());
        QVERIFY(!page.board()->isInteractive());
        QCOMPARE(starsOf("impasse"), 3);
    }
};

QTEST_MAIN(TestLessonPage)
#include "tst_lesson_page.moc"
