// Playing without the mouse and being told why: moves typed in the box beneath the board in
// every notation, the refusals they get, the message when the board is read-only, and messages
// that wrap instead of being cut and go when the position they were about is left.
#include "board/boardview.h"
#include "help/keyboarddialog.h"
#include "text/texts.h"
#include "window/boardarea.h"
#include "window/mainwindow.h"
#include "windowtestsettings.h"
#include "windowtest.h"
#include "uitest.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <atomic>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;

namespace {

// A window with a shogi game (two players unless told otherwise), shown.
class Window {
public:
    explicit Window(GameMode mode = GameMode::TwoPlayers)
        : window(aiThatThinks())
    {
        NewGameChoice choice;
        choice.mode = mode;
        choice.first = FirstPlayer::PlayerOne;
        QVERIFY(window.startGame(choice));
        QVERIFY(showForTest(window, {1100, 720}));
    }

    void type(const QString& text)
    {
        QLineEdit* entry = window.boardArea()->moveEntry();
        entry->setFocus();
        entry->setText(text);
        QTest::keyClick(entry, Qt::Key_Return);
    }
    QString message() const { return window.boardArea()->text(); }
    int moves() const { return window.controller()->moveCount(); }

    TemporarySettings settings;
    MainWindow window;
};

} // namespace

class TestWindowKeyboard : public QObject {
    Q_OBJECT

private slots:
    void typedMovesPlayInEveryNotation()
    {
        Window w;
        w.type(QStringLiteral("7g7f"));
        QCOMPARE(w.moves(), 1);
        QVERIFY(w.window.boardArea()->moveEntry()->text().isEmpty());
        w.type(QStringLiteral("３四歩"));
        QCOMPARE(w.moves(), 2);
        w.type(QStringLiteral("8h2b+")); // takes the bishop and promotes
        QCOMPARE(w.moves(), 3);
        w.type(QStringLiteral("同銀"));
        QCOMPARE(w.moves(), 4);
        w.type(QStringLiteral("B*4e"));
        QCOMPARE(w.moves(), 5);
        w.type(QStringLiteral("P-8d")); // Western notation
        QCOMPARE(w.moves(), 6);
        QCOMPARE(w.window.controller()->game().positionText(),
            std::string("lnsgkg1nl/1r5s1/p1pppp1pp/1p4p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL b b 7"));
    }

    void typedMovesAreRefusedWithTheReason()
    {
        Window w;
        w.type(QStringLiteral("7g7e"));
        QCOMPARE(w.moves(), 0);
        QCOMPARE(w.message(), QStringLiteral("A pawn moves one square straight forward."));
        // The text stays for correcting.
        QCOMPARE(w.window.boardArea()->moveEntry()->text(), QStringLiteral("7g7e"));
        w.type(QStringLiteral("hello"));
        QCOMPARE(w.message(), Texts::typedMoveError(TypedMoveError::NotAMove, "hello"));
        w.type(QStringLiteral("同歩"));
        QCOMPARE(w.message(), Texts::typedMoveError(TypedMoveError::NoPreviousMove, "同歩"));
        w.type(QStringLiteral("５五角"));
        QCOMPARE(w.message(), Texts::typedMoveError(TypedMoveError::NoPieceCanGoThere, "５五角"));
        w.type(QStringLiteral("P*5e"));
        QCOMPARE(w.message(), Texts::refusal(MoveRefusal::NotInHand));
        QCOMPARE(w.moves(), 0);
    }

    // Against the computer a game is under way: an earlier position is only looked at.
    void aReadOnlyBoardSaysWhy()
    {
        Window w(GameMode::AgainstComputer);
        w.type(QStringLiteral("7g7f"));
        QTRY_COMPARE(w.moves(), 2); // the computer's reply
        w.window.controller()->showPly(1);
        QVERIFY(!w.window.board()->isInteractive());
        BoardView* board = w.window.board();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect({1, 7}).center().toPoint());
        QVERIFY2(w.message().contains(QStringLiteral("move 1")), qPrintable(w.message()));
        w.window.boardArea()->clearMessage();
        w.type(QStringLiteral("2g2f"));
        QVERIFY(w.message().contains(QStringLiteral("move 1")));
        QCOMPARE(w.moves(), 2);
    }

    // Between two people an earlier position can be played from: a typed move starts a
    // variation there and the game's line stays in the record.
    void aTypedMoveWhileReviewingStartsAVariation()
    {
        Window w;
        w.type(QStringLiteral("7g7f"));
        w.type(QStringLiteral("3c3d"));
        w.window.controller()->showPly(1);
        QVERIFY(w.window.board()->isInteractive());
        w.type(QStringLiteral("8c8d"));
        QCOMPARE(w.moves(), 2);
        QCOMPARE(w.window.controller()->moveList()->noteOf(2).alternatives, 2);
    }

    // With the board focused, Left and Right browse the moves (as everywhere in the window)
    // until Up, Down, Enter or Space brings the board's keyboard cursor out; then they move
    // the cursor, and Escape puts it away so that they browse again.
    void arrowKeysBrowseUntilTheBoardCursorIsOut()
    {
        Window w;
        w.type(QStringLiteral("7g7f"));
        w.type(QStringLiteral("3c3d"));
        GameController* c = w.window.controller();
        BoardView* board = w.window.board();
        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        board->setFocus();
        QVERIFY(board->isInteractive());
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(c->shownPly(), 1);
        QVERIFY(!board->keyboardCursor());
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(c->shownPly(), 2);
        QTest::keyClick(board, Qt::Key_Up); // the cursor comes out on 5e
        QVERIFY(board->keyboardCursor());
        const BoardSquare middle = board->keyboardCursor()->square;
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(c->shownPly(), 2);
        QVERIFY(board->keyboardCursor()->square != middle);
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!board->keyboardCursor());
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(c->shownPly(), 1);
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(c->shownPly(), 0);
    }

    // Help > Keyboard says how the arrow keys behave and lists the menus' shortcuts.
    void keyboardHelpListsTheKeys()
    {
        Window w;
        w.window.findChild<QAction*>(QStringLiteral("keyboardHelpAction"))->trigger();
        auto* dialog = w.window.findChild<KeyboardDialog*>();
        QVERIFY(dialog);
        const QString page = dialog->html();
        QVERIFY(page.contains(QStringLiteral("Escape puts the cursor away")));
        QVERIFY(page.contains(QStringLiteral("Take Back")));
        QVERIFY(page.contains(QKeySequence(Qt::CTRL | Qt::Key_Backspace).toString(QKeySequence::NativeText)));
        QVERIFY(page.contains(QStringLiteral("Previous Move")));
        dialog->close();
    }

    void aHintGoesWhenAnotherPositionIsShown()
    {
        Window w;
        w.type(QStringLiteral("7g7f"));
        w.window.controller()->requestHint();
        QTRY_VERIFY(w.message().startsWith(QStringLiteral("Hint: ")));
        w.window.controller()->showPly(0);
        QVERIFY(w.message().isEmpty());
    }

    void longMessagesWrapInsteadOfBeingCut()
    {
        Window w;
        w.window.resize(900, 640);
        const QString text = Texts::typedMoveError(TypedMoveError::Ambiguous, "同銀")
            + QLatin1Char(' ') + Texts::refusal(MoveRefusal::PromotionNotAllowed);
        w.window.boardArea()->showMessage(text);
        auto* label = w.window.findChild<QLabel*>(QStringLiteral("boardMessage"));
        QVERIFY(label);
        QTRY_VERIFY(label->width() > 100);
        QCOMPARE(label->text(), text);
        QVERIFY(label->fontMetrics().horizontalAdvance(text) > label->width()); // needs lines
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
            qPrintable(QStringLiteral("%1 px for %2").arg(label->height()).arg(
                label->heightForWidth(label->width()))));
    }
};

QTEST_MAIN(TestWindowKeyboard)
#include "tst_window_keyboard.moc"
