// The start page and the toolbar: each start page action does what it says (a game against
// the computer at the level chosen, two players, the next lesson, Continue back to a game in
// progress; a checkmate lesson leads on to the tsume problems), every button is reached and
// pressed with the keyboard, each level has its words, the toolbar holds the game's actions
// and can be hidden, and Quit ends the File menu.
#include "../ui/windowtestsettings.h"
#include "../ui/windowtest.h"

#include "game/computerplayer.h"
#include "i18n/languagemanager.h"
#include "home/homepage.h"
#include "home/piecebutton.h"
#include "lessons/lessonbook.h"
#include "lessons/lessonpage.h"
#include "puzzles/tsumebook.h"
#include "puzzles/tsumepage.h"
#include "text/leveltexts.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QTest>
#include <QToolBar>

#include <set>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

class Window {
public:
    Window()
        : window(uitest::aiThatThinks())
    {
        window.showHome();
        QVERIFY(uitest::showForTest(window, {1200, 760}));
    }
    QWidget* page() const { return window.findChild<QStackedWidget*>()->currentWidget(); }
    PieceButton* button(const char* name) const
    {
        return window.findChild<PieceButton*>(QLatin1String(name));
    }

    TemporarySettings settings;
    MainWindow window;
};

} // namespace

class TestLessonHome : public QObject {
    Q_OBJECT

private slots:
    void playTheComputerAtTheLevelChosen()
    {
        Window w;
        QCOMPARE(w.page(), w.window.homePage());
        w.window.homePage()->setLevel(3);
        QVERIFY(w.window.homePage()->findChild<QLabel*>(QStringLiteral("levelDescription"))
                    ->text()
                    .contains(QStringLiteral("level 2")));
        QTest::mouseClick(w.button("playComputerButton"), Qt::LeftButton);
        QVERIFY(w.page() != w.window.homePage());
        const GameStart& game = w.window.controller()->options();
        QVERIFY(game.isComputer(White));
        QVERIFY(!game.isComputer(Black));
        QCOMPARE(game.players[White].level, 3);
        QCOMPARE(game.setup.kind, GameKind::Shogi);
        auto* resign = w.window.findChild<QAction*>(QStringLiteral("resignAction"));
        QVERIFY(resign->isEnabled());
        w.window.showHome(); // no game actions on the start page
        QVERIFY(!resign->isEnabled());
    }

    void twoPlayersAndContinue()
    {
        Window w;
        QVERIFY(!w.button("continueButton")->isVisible()); // nothing to continue yet
        QTest::mouseClick(w.button("twoPlayersButton"), Qt::LeftButton);
        QVERIFY(w.window.controller()->options().twoPlayers());
        w.window.controller()->playHumanMove(*w.window.controller()->game().parseMove("7g7f"));
        w.window.showHome();
        QVERIFY(w.button("continueButton")->isVisible());
        QVERIFY(w.button("continueButton")->detail().contains(QLatin1String("1")));
        QTest::mouseClick(w.button("continueButton"), Qt::LeftButton);
        QVERIFY(w.page() != w.window.homePage());
        QCOMPARE(w.window.controller()->moveCount(), 1);
    }

    void lessonsOpenTheNextLesson()
    {
        Window w;
        QSettings settings;
        LessonProgress::record(settings, LessonBook::shipped().lessons()[0].id, 3);
        w.window.showHome();
        QVERIFY(w.button("lessonsButton")->detail().contains(QStringLiteral("2.")));
        QTest::mouseClick(w.button("lessonsButton"), Qt::LeftButton);
        QCOMPARE(w.page(), w.window.lessonPage());
        QCOMPARE(w.window.lessonPage()->lessonIndex(), 1);
        QVERIFY(!w.window.findChild<QAction*>(QStringLiteral("undoAction"))->isEnabled());
        emit w.window.lessonPage()->homeRequested();
        QCOMPARE(w.page(), w.window.homePage());
    }

    // The checkmate lessons lead on to the tsume problems of their length (the first unsolved).
    void checkmateLessonsLeadToTsumeProblems()
    {
        Window w;
        const LessonBook& lessons = LessonBook::shipped();
        const TsumeBook& problems = TsumeBook::shipped();
        int mateLesson = -1;
        for (int i = 0; i < lessons.count() && mateLesson < 0; ++i)
            if (lessons.lessons()[size_t(i)].tsumePractice == 1) mateLesson = i;
        QVERIFY(mateLesson > 0);
        auto* practice = w.window.findChild<QPushButton*>(QStringLiteral("lessonTsume"));
        w.window.showLessons(0); // the pawn: nothing to practise with mates
        QVERIFY(!practice->isVisible());
        w.window.showLessons(mateLesson);
        QVERIFY(practice->isVisible());
        QVERIFY2(practice->text().contains(QStringLiteral("Mate in 1")), qPrintable(practice->text()));
        const std::vector<int> level = problems.problemsOfLevel(1);
        QSettings settings;
        TsumeProgress::recordSolved(settings, problems.problems()[size_t(level[0])].id);
        QTest::mouseClick(practice, Qt::LeftButton);
        QCOMPARE(w.page(), w.window.tsumePage());
        QCOMPARE(w.window.tsumePage()->problemIndex(), level[1]);
        QCOMPARE(w.window.tsumePage()->run()->plies(), 1);
    }

    void everyButtonIsReachedAndPressedByKeyboard()
    {
        Window w;
        QApplication::setActiveWindow(&w.window);
        QTRY_VERIFY(w.button("playComputerButton")->hasFocus());
        std::set<QString> reached;
        for (int i = 0; i < 12; ++i) {
            if (auto* button = qobject_cast<PieceButton*>(QApplication::focusWidget()))
                reached.insert(button->objectName());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        QVERIFY(reached.count(QStringLiteral("twoPlayersButton")));
        QVERIFY(reached.count(QStringLiteral("lessonsButton")));
        QVERIFY(reached.count(QStringLiteral("openButton")));
        w.button("lessonsButton")->setFocus();
        QTest::keyClick(w.button("lessonsButton"), Qt::Key_Return);
        QTRY_COMPARE(w.page(), w.window.lessonPage());
    }

    // In every language, at the smallest usual screen: no button or check box is narrower
    // than its text, on the start page and on a lesson. The pages are saved under
    // <build>/screenshots/ to be looked at.
    void nothingIsCutInAnyLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }
    void nothingIsCutInAnyLanguage()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance().setLanguage(language));
        Window w;
        w.window.resize(1366, 768);
        const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        for (QWidget* page : {static_cast<QWidget*>(w.window.homePage()),
                 static_cast<QWidget*>(w.window.lessonPage())}) {
            if (page == w.window.lessonPage()) w.window.showLessons(16);
            QApplication::processEvents();
            for (const QAbstractButton* button : page->findChildren<QAbstractButton*>()) {
                if (!button->isVisible() || qobject_cast<const PieceButton*>(button)) continue;
                QVERIFY2(button->width() >= button->sizeHint().width(),
                    qPrintable(language + QStringLiteral(": ") + button->text()));
            }
            QVERIFY(w.window.grab().save(dir + QStringLiteral("/%1_%2.png").arg(page->objectName(), language)));
        }
        QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    }

    void everyLevelHasItsWords()
    {
        std::set<QString> names;
        std::set<QString> descriptions;
        for (int level = 1; level <= LevelTexts::Levels; ++level) {
            names.insert(LevelTexts::name(level));
            descriptions.insert(LevelTexts::description(level));
            QVERIFY(LevelTexts::name(level).contains(QString::number(level)));
        }
        QCOMPARE(int(names.size()), LevelTexts::Levels);
        QCOMPARE(int(descriptions.size()), LevelTexts::Levels);
        // The strong levels say how they fare against programs users know (docs/AI_LEVELS.md).
        for (int level = 7; level <= 10; ++level)
            QVERIFY2(LevelTexts::description(level).contains(QStringLiteral("GNU Shogi")),
                qPrintable(LevelTexts::description(level)));
        QVERIFY(LevelTexts::description(10).contains(QStringLiteral("GPSShogi")));
    }

    void theToolbarHoldsTheGameActionsAndCanBeHidden()
    {
        Window w;
        QToolBar* bar = w.window.toolBar();
        QStringList names;
        for (QAction* action : bar->actions()) names << action->objectName();
        for (const char* name : {"undoAction", "hintAction", "flipAction", "resignAction",
                 "drawAction", "homeAction"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
        QCOMPARE_GE(bar->actions().size(), 9); // New and Analysis too, and a separator
        bar->toggleViewAction()->trigger();
        QVERIFY(bar->isHidden());
        const QList<QAction*> file = w.window.menuBar()->actions().front()->menu()->actions();
        QCOMPARE(file.back()->objectName(), QStringLiteral("quitAction"));
        QCOMPARE(file.back()->shortcut(), QKeySequence(QKeySequence::Quit));
    }
};

QTEST_MAIN(TestLessonHome)
#include "tst_lesson_home.moc"
