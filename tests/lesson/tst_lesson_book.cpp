// The lesson book: every shipped lesson loads, the rules core solves every exercise in exactly
// the number of moves it states (no fewer: the stars would lie; no more: it could not be
// solved), every text is in the lupdate table and translated into every language, and broken
// lesson files are refused with a message naming the problem and where it is, in the user's
// language.
#include "i18n/languagemanager.h"
#include "lesson/exerciserun.h"
#include "lessons/lessonbook.h"
#include "lessons/lessonpage.h"
#include "lessons/lessontexts.h"

#include <QLabel>
#include <QTest>

#include <set>

using namespace shogiban;
using namespace shogiban::lesson;
using namespace shogiban::ui;

namespace {

std::vector<std::string> textsOf(const Lesson& lesson)
{
    std::vector<std::string> texts{lesson.title, lesson.text};
    for (const Exercise& e : lesson.exercises) texts.push_back(e.prompt);
    return texts;
}

} // namespace

class TestLessonBook : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }

    void everyLessonLoads()
    {
        const LessonBook& book = LessonBook::shipped();
        QVERIFY2(book.error().isEmpty(), qPrintable(book.error()));
        QCOMPARE_GE(book.count(), 25);
        std::set<GameKind> games;
        std::set<Goal> goals;
        for (const Lesson& lesson : book.lessons())
            for (const Exercise& e : lesson.exercises) {
                games.insert(e.game);
                goals.insert(e.goal);
                QVERIFY2(ExerciseRun::start(e), lesson.id.c_str());
            }
        QCOMPARE(int(games.size()), 4); // shogi and the three hasami games
        QCOMPARE(int(goals.size()), 9); // every kind of goal is used
    }

    void everyExerciseIsSolvableInItsMoves_data()
    {
        QTest::addColumn<int>("lesson");
        QTest::addColumn<int>("exercise");
        const LessonBook& book = LessonBook::shipped();
        for (int l = 0; l < book.count(); ++l)
            for (int e = 0; e < int(book.lessons()[size_t(l)].exercises.size()); ++e)
                QTest::addRow("%s/%d", book.lessons()[size_t(l)].id.c_str(), e + 1) << l << e;
    }
    void everyExerciseIsSolvableInItsMoves()
    {
        QFETCH(int, lesson);
        QFETCH(int, exercise);
        const Exercise& e = LessonBook::shipped().lessons()[size_t(lesson)].exercises[size_t(exercise)];
        auto run = ExerciseRun::start(e);
        QVERIFY(run);
        const auto solution = solve(e, run->rules(), e.targets, e.moves);
        QVERIFY2(solution, "no solution in the stated number of moves");
        QCOMPARE(int(solution->size()), e.goal == Goal::Read ? 0 : e.moves);
        if (e.goal == Goal::Collect && e.moves > 1)
            QVERIFY2(!solve(e, run->rules(), e.targets, e.moves - 1), "solvable in fewer moves");
        // Played through ExerciseRun the way the page plays it, the solution solves it.
        for (const BoardMove& move : *solution) {
            if (e.goal == Goal::Refuse) {
                QVERIFY(run->rules().refusal(move) == e.refusal);
                QCOMPARE(run->refused(run->rules().refusal(move)), Verdict::Solved);
                continue;
            }
            QCOMPARE(run->rules().refusal(move), MoveRefusal::None);
            const Verdict verdict = run->play(move);
            QVERIFY(verdict == Verdict::Continue || verdict == Verdict::Solved);
        }
        QVERIFY(run->solved());
    }

    void aWrongMoveIsWrong()
    {
        const Lesson& mate = LessonBook::shipped().lessons()[size_t([] {
            const auto& lessons = LessonBook::shipped().lessons();
            for (size_t i = 0; i < lessons.size(); ++i)
                if (lessons[i].id == "mate-generals") return int(i);
            return 0;
        }())];
        auto run = ExerciseRun::start(mate.exercises.front());
        std::optional<BoardMove> wrong;
        for (const BoardMove& m : run->rules().legalMoves())
            if (!meetsGoal(run->exercise(), run->rules(), m)) wrong = m;
        QVERIFY(wrong);
        QCOMPARE(run->play(*wrong), Verdict::Wrong);
        QVERIFY(!run->solved());
    }

    void everyTextIsInTheTranslationTable()
    {
        std::set<std::string> table;
        for (const char* text : lessonTexts()) table.insert(text);
        std::set<std::string> used;
        for (const Lesson& lesson : LessonBook::shipped().lessons())
            for (const std::string& text : textsOf(lesson)) {
                QVERIFY2(table.count(text),
                    qPrintable(QStringLiteral("run scripts/lesson-texts.py: ")
                        + QString::fromStdString(text)));
                used.insert(text);
            }
        QCOMPARE(used.size(), table.size()); // nothing stale either
    }

    void everyTextIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : LanguageManager::availableLanguages())
            if (language != QLatin1String("en")) QTest::newRow(qPrintable(language)) << language;
    }
    void everyTextIsTranslated()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        for (const Lesson& lesson : LessonBook::shipped().lessons())
            for (const std::string& text : textsOf(lesson)) {
                const QString translated = LessonBook::translate(text);
                // A one-word name (Mak-yek) may stay as it is.
                const bool name = text.find(' ') == std::string::npos;
                QVERIFY2(!translated.isEmpty() && (name || translated != QString::fromStdString(text)),
                    qPrintable(language + QStringLiteral(": ") + QString::fromStdString(text)));
            }
        QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    }

    void brokenBooksAreRefusedWithTheReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("error");
        const QByteArray good = R"({"id":"a","title":"T","text":"X","exercises":[)"
                                R"({"position":"8k/9/9/9/9/9/9/9/K8 b - 1","goal":"read","prompt":"P"}]})";
        using C = LessonErrorCode;
        QTest::newRow("not json") << QByteArray("{\"lessons\": [\n  {\"id\": \"a\",,\n")
                                  << int(C::NotJson)
                                  << "the file is not valid JSON (line 2, column 14)";
        QTest::newRow("no list") << QByteArray("{}") << int(C::NoLessonList)
                                 << "there is no “lessons” list";
        QTest::newRow("bad position")
            << QByteArray(R"({"lessons":[{"id":"a","title":"T","text":"X","exercises":[)"
                          R"({"position":"9/9 b - 1","goal":"read","prompt":"P"}]}]})")
            << int(C::BadPosition)
            << "lesson 1, exercise 1: the position “9/9 b - 1” is not valid: the board does not "
               "have exactly 9 ranks (column 4)";
        QTest::newRow("bad goal") << QByteArray(
            R"({"lessons":[{"id":"a","title":"T","text":"X",)"
            R"("exercises":[{"position":"8k/9/9/9/9/9/9/9/K8 b - 1",)"
            R"("goal":"fly","prompt":"P"}]}]})")
                                  << int(C::UnknownGoal)
                                  << "lesson 1, exercise 1: the goal “fly” is unknown";
        QTest::newRow("bad square")
            << QByteArray(R"({"lessons":[{"id":"a","title":"T","text":"X","exercises":[)"
                          R"({"position":"8k/9/9/9/9/9/9/9/K8 b - 1","goal":"collect",)"
                          R"("targets":["0z"],"prompt":"P"}]}]})")
            << int(C::OffBoard) << "lesson 1, exercise 1: the square “0z” is not on the board";
        QTest::newRow("not a square")
            << QByteArray(R"({"lessons":[{"id":"a","title":"T","text":"X","exercises":[)"
                          R"({"position":"8k/9/9/9/9/9/9/9/K8 b - 1","goal":"collect",)"
                          R"("targets":["e5"],"prompt":"P"}]}]})")
            << int(C::NotSquare) << "lesson 1, exercise 1: “e5” does not name a square";
        QTest::newRow("twice") << "{\"lessons\":[" + good + "," + good + "]}" << int(C::DuplicateId)
                               << "lesson 2: the id “a” is used twice";
        QTest::newRow("no exercises")
            << QByteArray(R"({"lessons":[{"id":"a","title":"T","text":"X","exercises":[]}]})")
            << int(C::NoExercises) << "lesson 1: the lesson has no exercises";
        QTest::newRow("no title") << QByteArray(
            R"({"lessons":[{"id":"a","text":"X","exercises":[]}]})")
                                  << int(C::MissingKey) << "lesson 1: the field “title” is missing";
        QTest::newRow("empty book")
            << QByteArray(R"({"lessons":[]})") << -1 << "the file holds no lessons";
    }
    void brokenBooksAreRefusedWithTheReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, code);
        QFETCH(QString, error);
        const LessonsResult result
            = parseLessons(std::string_view(json.constData(), size_t(json.size())));
        QCOMPARE(result.error ? int(result.error->code) : -1, code);
        if (result.error) QVERIFY(!describe(*result.error).empty()); // the command line's words
        const LessonBook book = LessonBook::fromJson(json);
        QCOMPARE(book.count(), 0);
        QCOMPARE(book.error(), error);
    }

    // The fault injected into the book is named on the lesson page in the user's language,
    // with the lesson and exercise it is in, and worded again when the language changes.
    void aBrokenBookIsExplainedInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("message");
        QTest::newRow("en") << "en"
                            << "The lessons cannot be read: lesson 2, exercise 1: the goal “fly” "
                               "is unknown";
        QTest::newRow("cs") << "cs"
                            << "Lekce nelze načíst: lekce 2, cvičení 1: cíl „fly“ není znám";
        QTest::newRow("pl") << "pl"
                            << "Nie można wczytać lekcji: lekcja 2, ćwiczenie 1: cel „fly” jest "
                               "nieznany";
        QTest::newRow("lt") << "lt"
                            << "Nepavyko perskaityti pamokų: 2 pamoka, 1 pratimas: tikslas „fly“ "
                               "nežinomas";
    }
    void aBrokenBookIsExplainedInTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, message);
        const LessonBook book = LessonBook::fromJson(
            R"({"lessons":[{"id":"a","title":"T","text":"X","exercises":[)"
            R"({"position":"8k/9/9/9/9/9/9/9/K8 b - 1","goal":"read","prompt":"P"}]},)"
            R"({"id":"b","title":"T","text":"X","exercises":[)"
            R"({"position":"8k/9/9/9/9/9/9/9/K8 b - 1","goal":"fly","prompt":"P"}]}]})");
        LessonPage page(book);
        const auto* text = page.findChild<QLabel*>(QStringLiteral("lessonText"));
        QVERIFY(text);
        LanguageManager::instance().setLanguage(language);
        QTRY_COMPARE(text->text(), message);
        if (const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS"); !dir.isEmpty()) {
            page.resize(1366, 768);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(dir + QStringLiteral("/lessons-broken-%1.png").arg(language));
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(text->text().startsWith("The lessons cannot be read: lesson 2, exercise 1"));
    }
};

QTEST_MAIN(TestLessonBook)
#include "tst_lesson_book.moc"
