// The tsume page (Game > Tsume Problems): a wrong move is refuted with the defence on the board
// and can be retried, the right line is answered by the defender and accepted, the hints give
// the piece and then the move, progress (solved, tries) is kept in the settings, the next
// unsolved problem is one click away, a position from a record can be solved, and the shipped
// collection is there in its five levels; a broken collection is named by line and fault in the
// user's language.
#include "../ui/windowtestsettings.h"

#include "board/boardview.h"
#include "i18n/languagemanager.h"
#include "puzzles/tsumepage.h"
#include "rules/usimove.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

const QByteArray Problems = "# two problems for the test\n"
                            "t-1\t1\t4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1\tG*5b\n"
                            "t-3\t3\t3sks3/9/4S4/9/9/B8/9/9/9 b S2rb4g4n4l18p 1\t9f5b+ 4a5b S*4b\n";

BoardMove boardMove(const Position& pos, const char* usi)
{
    return ShogiRules::toBoardMove(parseUsiMove(pos, usi).move);
}

QPoint centre(const QRectF& r)
{
    return r.center().toPoint();
}

} // namespace

class TestTsumePage : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void init() { QSettings().clear(); }

    void wrongMoveRefutedThenSolvedWithTheMouse()
    {
        const TsumeBook book = TsumeBook::fromText(Problems);
        QVERIFY(book.error().isEmpty());
        TsumePage page(book);
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.openProblem(0);
        BoardView* board = page.board();
        const Position start = page.run()->position();

        // A move that does not check is refused and nothing is played.
        page.playMove(boardMove(start, "G*1a"));
        QVERIFY(page.feedback().contains(QStringLiteral("check")));
        QCOMPARE(page.run()->position().sfen(), start.sfen());

        // G*4b checks, but the king walks out: the defence is shown and the try is counted.
        page.playMove(boardMove(start, "G*4b"));
        QVERIFY(page.run()->refuted());
        QVERIFY2(page.feedback().contains(QStringLiteral("does not mate")), qPrintable(page.feedback()));
        QVERIFY(!board->isInteractive());
        QCOMPARE(page.run()->rules().game().moves().size(), size_t(2));
        {
            QSettings settings;
            QCOMPARE(TsumeProgress::tries(settings, "t-1"), 1);
            QVERIFY(!TsumeProgress::solved(settings, "t-1"));
        }

        // A click on the board sets it up again.
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(board->squareRect({4, 2})));
        QVERIFY(!page.run()->refuted());
        QCOMPARE(page.run()->position().sfen(), start.sfen());
        QVERIFY(board->isInteractive());

        // Hints: the piece (a drop: named in the text and ringed on the stand), then the move
        // (the arrow; the stand's piece stays ringed).
        page.showHint();
        QCOMPARE(page.hintLevel(), 1);
        QVERIFY2(page.feedback().contains(QStringLiteral("Gold")), qPrintable(page.feedback()));
        const PieceSource goldInHand{{}, Gold, Black};
        QCOMPARE(page.hintMark().place(), std::optional(goldInHand));
        page.showHint();
        QCOMPARE(page.hintLevel(), 2);
        QVERIFY(page.feedback().contains(QStringLiteral("arrow")));
        QCOMPARE(page.hintMark().place(), std::optional(goldInHand));

        // The gold from the stand to 5b with the mouse.
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(board->handSlotRect(Black, Gold)));
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(board->squareRect({4, 1})));
        QVERIFY2(page.run()->solved(), qPrintable(page.feedback()));
        QVERIFY(page.feedback().contains(QStringLiteral("Mate")));
        QSettings settings;
        QVERIFY(TsumeProgress::solved(settings, "t-1"));
        QCOMPARE(TsumeProgress::tries(settings, "t-1"), 2);
        auto* list = page.findChild<QListWidget*>(QStringLiteral("tsumeList"));
        QVERIFY(list->item(0)->text().contains(QStringLiteral("★")));
    }

    void rightLineAcceptedAndNextUnsolved()
    {
        const TsumeBook book = TsumeBook::fromText(Problems);
        TsumePage page(book);
        page.show();
        QSettings settings;
        TsumeProgress::recordSolved(settings, "t-1");
        page.nextUnsolved(); // the first unsolved: the 3-move problem
        QCOMPARE(page.problemIndex(), 1);
        QCOMPARE(page.run()->plies(), 3);

        // The first hint of a move on the board rings the piece there; the arrow replaces it.
        const BoardMove bishop = boardMove(page.run()->position(), "9f5b+");
        page.showHint();
        QCOMPARE(page.hintMark().place(), std::optional(PieceSource{bishop.from}));
        page.showHint();
        QVERIFY(!page.hintMark().place());
        page.playMove(bishop);
        QVERIFY2(page.feedback().contains(QStringLiteral("Right")), qPrintable(page.feedback()));
        QCOMPARE(page.run()->pliesLeft(), 1);
        QCOMPARE(page.run()->rules().game().moves().size(), size_t(2)); // the defender answered
        QVERIFY(page.board()->isInteractive());

        page.showHint(); // S*4b: the silver on the stand is ringed
        const PieceSource silverInHand{{}, Silver, Black};
        QCOMPARE(page.hintMark().place(), std::optional(silverInHand));
        page.showHint();
        QCOMPARE(page.hintLevel(), 2);
        const std::optional<BoardMove> last = page.hintMove();
        QVERIFY(last);
        page.playMove(*last);
        QVERIFY(page.run()->solved());
        QVERIFY(TsumeProgress::solved(settings, "t-3"));
        QCOMPARE(TsumeProgress::tries(settings, "t-3"), 1);
        QCOMPARE(TsumeProgress::solvedCount(settings, book), 2);

        page.nextUnsolved();
        QVERIFY(page.feedback().contains(QStringLiteral("Every problem is solved")));
        // Try Again after solving starts the problem over.
        page.tryAgain();
        QVERIFY(!page.run()->solved());
        QCOMPARE(page.run()->pliesLeft(), 3);
    }

    void aPositionFromARecord()
    {
        const TsumeBook book = TsumeBook::fromText(Problems);
        TsumePage page(book);
        Position noMate;
        noMate.setSfen("4k4/9/9/9/9/9/9/9/9 b G2r2b3g4s4n4l18p 1");
        QVERIFY(!page.openPosition(noMate));
        Position headGold;
        headGold.setSfen("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        QVERIFY(page.openPosition(headGold));
        QCOMPARE(page.problemIndex(), -1);
        QCOMPARE(page.run()->plies(), 1);
        page.playMove(boardMove(headGold, "G*5b"));
        QVERIFY(page.run()->solved());
        QSettings settings;
        QCOMPARE(TsumeProgress::solvedCount(settings, book), 0); // not one of the book's
    }

    void theShippedCollection()
    {
        const TsumeBook& book = TsumeBook::shipped();
        QVERIFY2(book.error().isEmpty(), qPrintable(book.error()));
        QVERIFY(book.count() >= 300);
        QCOMPARE(book.levels(), (std::vector<int>{1, 3, 5, 7, 9}));
        for (int plies : book.levels()) QVERIFY(!book.problemsOfLevel(plies).empty());
    }

    // A broken collection (a solution move the position does not allow) is named on the page
    // with its line, the move and why, in the user's language.
    void aBrokenCollectionIsExplainedInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("message");
        QTest::newRow("en") << "en"
                            << "The problems cannot be read: line 3: move 1 of the solution, "
                               "“S*5b”, is not legal in its position";
        QTest::newRow("cs") << "cs"
                            << "Úlohy nelze načíst: řádek 3: tah 1 řešení, „S*5b“, není v dané "
                               "pozici přípustný";
        QTest::newRow("pl") << "pl"
                            << "Nie można wczytać zadań: wiersz 3: ruch 1 rozwiązania, „S*5b”, "
                               "jest niedozwolony w swojej pozycji";
        QTest::newRow("lt") << "lt"
                            << "Nepavyko perskaityti uždavinių: 3 eilutė: 1 sprendimo ėjimas "
                               "„S*5b“ neleistinas savo pozicijoje";
    }
    void aBrokenCollectionIsExplainedInTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, message);
        const TsumeBook book
            = TsumeBook::fromText("# a silver the attacker does not hold\n\n"
                                  "t-1\t1\t4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"
                                  "\tS*5b\n");
        QCOMPARE(book.count(), 0);
        TsumePage page(book);
        const auto* prompt = page.findChild<QLabel*>(QStringLiteral("tsumePrompt"));
        QVERIFY(prompt);
        LanguageManager::instance().setLanguage(language); // the page words it again
        QTRY_COMPARE(prompt->text(), message);
        if (const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS"); !dir.isEmpty()) {
            page.resize(1366, 768);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.grab().save(dir + QStringLiteral("/tsume-broken-%1.png").arg(language));
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

    // A malformed move, a bad position and a short line are told apart.
    void eachFaultOfACollectionIsNamed_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("fields") << QByteArray("t-1\t1\tG*5b")
                                << "line 1: the wrong number of "
                                   "tab-separated fields (3 instead of 4)";
        QTest::newRow("length") << QByteArray("t-1\t2\t4k4/9/4P4/9/9/9/9/9/9 b G 1\tG*5b")
                                << "line 1: the length “2” is not an odd number above 0";
        QTest::newRow("sfen") << QByteArray("t-1\t1\t4k4/9/4P4/9/9/9/9/9 b G 1\tG*5b")
                              << "line 1: the position is not valid: the board does not have "
                                 "exactly 9 ranks";
        QTest::newRow("usi") << QByteArray("t-1\t1\t4k4/9/4P4/9/9/9/9/9/9 b G 1\tG5b")
                             << "line 1: move 1 of the solution, “G5b”, is not a move in USI "
                                "notation";
        QTest::newRow("short") << QByteArray("t-1\t3\t4k4/9/4P4/9/9/9/9/9/9 b G 1\tG*5b")
                               << "line 1: the number of moves in the solution (1) does not match "
                                  "the stated length";
        QTest::newRow("empty") << QByteArray("# nothing\n") << "the file holds no problems";
    }
    void eachFaultOfACollectionIsNamed()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, message);
        const QString error = TsumeBook::fromText(line).error();
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // With SHOGIBAN_SCREENSHOTS=DIR: a drop's first hint (the stand's piece ringed) at
    // 1366x768 in every language.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS");
        if (dir.isEmpty()) QSKIP("SHOGIBAN_SCREENSHOTS is not set");
        const TsumeBook book = TsumeBook::fromText(Problems);
        for (const QString language : {"en", "cs", "pl", "lt"}) {
            LanguageManager::instance().setLanguage(language);
            TsumePage page(book);
            page.resize(1366, 768);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            page.openProblem(0);
            page.showHint();
            QTest::qWait(50);
            page.grab().save(dir + QStringLiteral("/tsume-drop-hint-%1.png").arg(language));
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTsumePage)
#include "tst_tsumepage.moc"
