// Editing the record in the window: a move played while reviewing starts a variation and keeps
// the main line, the move list marks where lines branch, the variation tree switches lines,
// Make Main Line and Delete change the tree, comments and game information are edited in
// place and saved in every format, and Edit > Undo / Redo take each edit back and forth.
#include "board/boardview.h"
#include "dialogs/gamepropertiesdialog.h"
#include "files/filecommands.h"
#include "game/gamecontroller.h"
#include "i18n/languagemanager.h"
#include "kifu/commentbox.h"
#include "kifu/recordactions.h"
#include "kifu/recorddocument.h"
#include "kifu/variationpane.h"
#include "window/mainwindow.h"
#include "windowtest.h"
#include "windowtestsettings.h"

#include "record/encoding.h"
#include "record/replay.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace shogiban;
using namespace shogiban::ui;
using record::LinePath;
using record::RecordFormat;

namespace {

const QStringList GameMoves = {QStringLiteral("7g7f"), QStringLiteral("3c3d"),
    QStringLiteral("2g2f"), QStringLiteral("4c4d"), QStringLiteral("2f2e")};

BoardMove move(const MainWindow& window, const char* usi)
{
    return *window.controller()->shownPosition().parseMove(usi);
}

// Plays a move on the board as a person would (the board emits it).
void playOnBoard(MainWindow& window, const char* usi)
{
    emit window.board()->moveChosen(move(window, usi));
}

// The window's game (GameMoves) played again against the computer (gote, level 3) on a byoyomi
// clock, resigned by the person after move 5.
void loadLostComputerGame(MainWindow& window)
{
    GameController* c = window.controller();
    const std::vector<BoardMove> moves = c->moves();
    GameStart options;
    options.players[Black].name = QStringLiteral("Person");
    options.players[White] = {PlayerKind::Computer, 3, QStringLiteral("Shogiban"), {}, {}};
    for (Color color : {Black, White})
        options.clocks[color] = clock::TimeControl::byoyomi(600'000, 30'000);
    QVERIFY(c->loadGame(options, moves, Outcome{White, EndReason::Resignation}));
    QVERIFY(c->isOver());
}

// A variation at move 3 (６六歩 ８四歩) and one inside it at move 4 (５四歩).
void playNestedVariation(MainWindow& window)
{
    window.controller()->showPly(2);
    playOnBoard(window, "6g6f");
    playOnBoard(window, "8c8d");
    window.controller()->showPly(3);
    playOnBoard(window, "5c5d");
}

std::vector<Move> mainLine(const MainWindow& window)
{
    return record::movesAlong(window.recordDocument()->record(), {});
}

QString saveAndRead(MainWindow& window, const QTemporaryDir& dir, const QString& name)
{
    const QString path = dir.filePath(name);
    QString error;
    if (!window.files()->saveFile(path, *RecordCodec::formatOfPath(path), &error))
        qWarning("%s", qPrintable(error));
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    const QByteArray bytes = file.readAll();
    const record::ReadResult result
        = record::readRecord(std::string_view(bytes.constData(), size_t(bytes.size())),
            *RecordCodec::formatOfPath(path));
    return result.ok() ? path : QString();
}

} // namespace

class TestRecordEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void moveWhileReviewingStartsAVariation()
    {
        uitest::TestWindow window(GameMoves);
        const std::vector<Move> main = mainLine(window);
        GameController* c = window.controller();
        c->showPly(2);
        QVERIFY(window.recordDocument()->acceptsVariationMove());
        playOnBoard(window, "6g6f");
        // The new line is played and shown; the main line is all there.
        QCOMPARE(c->moveCount(), 3);
        QCOMPARE(c->shownPly(), 3);
        QCOMPARE(mainLine(window), main);
        QVERIFY(!window.recordDocument()->onMainLine());
        // The move list marks the branch; the tree lists the variation.
        MoveListModel* list = c->moveList();
        QCOMPARE(list->noteOf(3).alternatives, 2);
        QCOMPARE(list->data(list->index(3, MoveListModel::NumberColumn)).toString(), QStringLiteral("3+"));
        VariationPane* pane = window.variationPane();
        QCOMPARE(pane->rowCount(), 2);
        QVERIFY(pane->rowText(1).startsWith(QStringLiteral("3. ☗６六歩")));
        // Going on in the variation extends it, still without touching the main line.
        playOnBoard(window, "8c8d");
        QCOMPARE(c->moveCount(), 4);
        QCOMPARE(record::movesAlong(window.recordDocument()->record(), window.recordDocument()->path()).size(), size_t(4));
        QCOMPARE(mainLine(window), main);
        // The same move as the record's next one follows it instead of branching.
        c->showPly(1);
        const int rows = pane->rowCount();
        playOnBoard(window, "3c3d");
        QCOMPARE(pane->rowCount(), rows);
        QCOMPARE(c->shownPly(), 2);
        // The tree switches back to the main line.
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0), 0);
        QVERIFY(window.recordDocument()->onMainLine());
        QCOMPARE(c->moveCount(), 5);
    }

    // Reviewing a game lost to the computer: a variation keeps the game's players and clocks,
    // and in it the person moves for both sides (the computer does not answer); back on the
    // main line the game is the finished game against the computer again.
    void linesOfAComputerGameKeepItsPlayers()
    {
        uitest::TestWindow window(GameMoves);
        loadLostComputerGame(window);
        GameController* c = window.controller();
        const GameStart options = c->options();
        c->showPly(2);
        QVERIFY(window.recordDocument()->acceptsVariationMove());
        playOnBoard(window, "6g6f"); // sente's move: gote (the computer) is to move next
        QCOMPARE(c->moveCount(), 3);
        QVERIFY(!window.recordDocument()->onMainLine());
        QVERIFY(c->isStudying());
        QVERIFY(c->options().players == options.players && c->options().clocks == options.clocks);
        QVERIFY(!c->isThinking());
        QTest::qWait(50);
        QCOMPARE(c->moveCount(), 3); // nobody played for the computer
        QVERIFY(c->acceptsHumanMove());
        QVERIFY(!c->clock().running());
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text().contains(QStringLiteral("Studying")));
        playOnBoard(window, "8c8d"); // the person plays gote's move too
        QCOMPARE(c->moveCount(), 4);
        QVERIFY(!c->isThinking());
        // Take Back in a study takes back one move, without asking.
        QVERIFY(c->canUndo());
        window.findChild<QAction*>(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(c->moveCount(), 3);
        QVERIFY(!c->canResign());
        // The tree switches back to the game: its players, clocks and result as they were.
        VariationPane* pane = window.variationPane();
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0), 0);
        QVERIFY(window.recordDocument()->onMainLine());
        QVERIFY(!c->isStudying());
        QVERIFY(c->options().players == options.players && c->options().clocks == options.clocks);
        QCOMPARE(c->outcome(), std::optional(Outcome{White, EndReason::Resignation}));
        // And into the variation again: still studied, still the computer's game.
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0)->child(0), 0);
        QVERIFY(c->isStudying());
        QVERIFY(c->options().players == options.players && c->options().clocks == options.clocks);
        QCOMPARE(c->moveCount(), 3);
    }

    // Between two people on a clock, a variation is browsed, not played: no clock runs in it
    // and nobody resigns in it; a move at its end extends it as an edit of the record. The
    // main line is the game, which goes on.
    void linesOfATwoPersonGameAreBrowsed()
    {
        uitest::TestWindow window(GameMoves);
        GameController* c = window.controller();
        RecordDocument* doc = window.recordDocument();
        GameStart options = c->options();
        QVERIFY(options.twoPlayers());
        for (Color color : {Black, White})
            options.clocks[color] = clock::TimeControl::byoyomi(600'000, 30'000);
        const std::vector<BoardMove> moves = c->moves();
        QVERIFY(c->loadGame(options, moves, std::nullopt));
        QVERIFY(c->clock().running());
        auto* resign = window.findChild<QAction*>(QStringLiteral("resignAction"));
        QVERIFY(resign->isEnabled());
        c->showPly(2);
        playOnBoard(window, "6g6f");
        QVERIFY(!doc->onMainLine());
        QVERIFY(c->isStudying());
        QVERIFY(!c->clock().running());
        QVERIFY(!c->canResign());
        QVERIFY(!resign->isEnabled());
        QVERIFY(!c->canPause());
        // Shown again from the tree, the unfinished variation is still browsed.
        VariationPane* pane = window.variationPane();
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0), 0);
        QVERIFY(doc->onMainLine());
        QVERIFY(c->clock().running());
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0)->child(0), 0);
        QVERIFY(c->isStudying());
        QVERIFY(!c->clock().running());
        QVERIFY(!resign->isEnabled());
        // A move at its end is an edit that grows the variation; the main line stays.
        const int edits = doc->undoStack()->count();
        playOnBoard(window, "8c8d");
        QCOMPARE(c->moveCount(), 4);
        QCOMPARE(doc->undoStack()->count(), edits + 1);
        QCOMPARE(int(mainLine(window).size()), 5);
        QVERIFY(!c->clock().running());
        // Continue the Game makes it a game on the clock.
        auto* playOn = window.findChild<QAction*>(QStringLiteral("playOnAction"));
        QVERIFY(playOn->isEnabled());
        playOn->trigger();
        QVERIFY(!c->isStudying());
        QVERIFY(c->clock().running());
        QVERIFY(resign->isEnabled());
        QCOMPARE(c->moveCount(), 4);
    }

    // An opened record of an unfinished game against the computer is looked at, not played:
    // the computer does not move and no clock runs, also on its main line, until Game >
    // Continue the Game (its players and clocks play on from the end of the line shown).
    void openedComputerGameWaitsForContinue()
    {
        QTemporaryDir dir;
        QString path;
        {
            uitest::TestWindow window({}, uitest::aiThatThinks(uitest::thinkUntilStopped));
            NewGameChoice choice; // against the computer, the person sente
            choice.first = FirstPlayer::PlayerOne;
            QVERIFY(window.startGame(choice));
            playOnBoard(window, "7g7f"); // the computer thinks and never answers
            QVERIFY(window.controller()->isThinking());
            path = saveAndRead(window, dir, QStringLiteral("unfinished.json"));
            QVERIFY(!path.isEmpty());
        }
        uitest::TestWindow opened; // computers that answer at once
        GameController* c = opened.controller();
        QVERIFY(opened.files()->openFile(path));
        QCOMPARE(c->moveCount(), 1);
        QVERIFY(c->options().isComputer(White));
        QVERIFY(c->isStudying());
        QVERIFY(!c->isThinking());
        QVERIFY(!c->clock().running());
        QTest::qWait(50);
        QCOMPARE(c->moveCount(), 1);
        QVERIFY(opened.findChild<QLabel*>(QStringLiteral("turnLabel"))->text().contains(QStringLiteral("Studying")));
        // Browsing a variation and coming back keeps it a record to look at.
        c->showPly(0);
        playOnBoard(opened, "2g2f");
        VariationPane* pane = opened.variationPane();
        emit pane->tree()->itemClicked(pane->tree()->topLevelItem(0), 0);
        QVERIFY(opened.recordDocument()->onMainLine());
        QVERIFY(c->isStudying());
        QTest::qWait(50);
        QCOMPARE(c->moveCount(), 1);
        // Continue the Game: the computer plays gote's move.
        auto* playOn = opened.findChild<QAction*>(QStringLiteral("playOnAction"));
        QVERIFY(playOn->isEnabled());
        playOn->trigger();
        QVERIFY(!c->isStudying());
        QTRY_COMPARE(c->moveCount(), 2);
        QVERIFY(!playOn->isEnabled());
        QVERIFY(opened.recordDocument()->onMainLine());
    }

    // At the last move of a finished game a move on the board is an alternative to its end:
    // it opens a variation like at any other move, and the main line keeps its result.
    void moveAfterTheEndOpensAVariation()
    {
        uitest::TestWindow window(GameMoves);
        loadLostComputerGame(window);
        GameController* c = window.controller();
        RecordDocument* doc = window.recordDocument();
        QCOMPARE(c->shownPly(), 5);
        QVERIFY(doc->acceptsVariationMove());
        QVERIFY(window.board()->isInteractive());
        QVERIFY(!window.board()->rules()->outcome());
        playOnBoard(window, "8c8d");
        QCOMPARE(c->moveCount(), 6);
        QVERIFY(!doc->onMainLine());
        QVERIFY(c->isStudying());
        QCOMPARE(record::endingAlong(doc->record(), {}), std::optional(record::SpecialMove::Resign));
        QCOMPARE(int(mainLine(window).size()), 5);
        QCOMPARE(c->moveList()->noteOf(6).alternatives, 2);
        doc->undoStack()->undo();
        QVERIFY(doc->onMainLine());
        QVERIFY(c->isOver());
        QCOMPARE(record::allVariations(doc->record()).size(), size_t(0));
    }

    // Against the computer a move is no record edit, yet Edit > Undo (Ctrl+Z) is what a
    // player reaches for: with no edit to undo it takes back the person's move and the reply,
    // and says so.
    void editUndoTakesBackAMoveAgainstTheComputer()
    {
        uitest::TestWindow window;
        NewGameChoice choice; // against the computer, the person sente
        choice.first = FirstPlayer::PlayerOne;
        QVERIFY(window.startGame(choice));
        GameController* c = window.controller();
        auto* undo = window.findChild<QAction*>(QStringLiteral("undoEditAction"));
        QVERIFY(!undo->isEnabled());
        playOnBoard(window, "7g7f");
        QTRY_COMPARE(c->moveCount(), 2); // the computer answered
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), RecordActions::tr("&Undo Your Last Move"));
        undo->trigger();
        QCOMPARE(c->moveCount(), 0);
        QVERIFY(!undo->isEnabled());
        // A comment is an edit: undo takes it back first, the move after it.
        playOnBoard(window, "2g2f");
        QTRY_COMPARE(c->moveCount(), 2);
        window.commentBox()->editor()->setPlainText(QStringLiteral("飛車先"));
        QVERIFY(undo->text().contains(RecordDocument::tr("Edit Comment")));
        undo->trigger();
        QCOMPARE(window.recordDocument()->commentAt(2), QString());
        QCOMPARE(c->moveCount(), 2);
        undo->trigger();
        QCOMPARE(c->moveCount(), 0);
    }

    void nestedVariationsAndPromotion()
    {
        uitest::TestWindow window(GameMoves);
        RecordDocument* doc = window.recordDocument();
        const std::vector<Move> main = mainLine(window);
        playNestedVariation(window);
        QCOMPARE(window.variationPane()->rowCount(), 3);
        QCOMPARE(window.variationPane()->tree()->topLevelItem(0)->child(0)->childCount(), 1);
        const std::vector<Move> nested = record::movesAlong(doc->record(), doc->path());
        QVERIFY(doc->promoteShownLine());
        QCOMPARE(mainLine(window), nested);
        QVERIFY(doc->onMainLine());
        // Undo brings the old main line back, redo promotes again.
        doc->undoStack()->undo();
        QCOMPARE(mainLine(window), main);
        QCOMPARE(record::movesAlong(doc->record(), doc->path()), nested);
        doc->undoStack()->redo();
        QCOMPARE(mainLine(window), nested);
        // Four undos take back the promotion, both variations and the move played on.
        for (int i = 0; i < 4; ++i) doc->undoStack()->undo();
        QCOMPARE(record::allVariations(doc->record()).size(), size_t(0));
        QCOMPARE(mainLine(window), main);
    }

    void deleteMoves()
    {
        uitest::TestWindow window(GameMoves);
        RecordDocument* doc = window.recordDocument();
        GameController* c = window.controller();
        c->showPly(2);
        playOnBoard(window, "6g6f");
        // Deleting the variation's first move deletes the variation and shows the main line.
        doc->deleteShownMove();
        QCOMPARE(record::allVariations(doc->record()).size(), size_t(0));
        QCOMPARE(c->shownPly(), 2);
        doc->undoStack()->undo();
        QCOMPARE(record::allVariations(doc->record()).size(), size_t(1));
        // Deleting main line moves from move 4 on.
        doc->switchTo({}, 4);
        window.findChild<QAction*>(QStringLiteral("deleteMovesAction"))->trigger();
        QCOMPARE(int(mainLine(window).size()), 3);
        QCOMPARE(c->moveCount(), 3);
    }

    void askBeforeVariation()
    {
        uitest::TestWindow window(GameMoves);
        RecordActions* actions = window.recordActions();
        actions->setAskBeforeVariation(true);
        GameController* c = window.controller();
        int asked = 0;
        RecordActions::BranchChoice answer = RecordActions::BranchChoice::Cancel;
        actions->setBranchQuestion([&] {
            ++asked;
            return answer;
        });
        c->showPly(2);
        playOnBoard(window, "6g6f");
        QCOMPARE(asked, 1);
        QCOMPARE(c->moveCount(), 5); // cancelled: nothing changed
        answer = RecordActions::BranchChoice::ReplaceRest;
        playOnBoard(window, "6g6f");
        QCOMPARE(int(mainLine(window).size()), 3);
        QCOMPARE(record::allVariations(window.recordDocument()->record()).size(), size_t(0));
        window.recordDocument()->undoStack()->undo();
        QCOMPARE(int(mainLine(window).size()), 5);
    }

    void commentsAreSavedInEveryFormat_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"game.kif", "game.kifu", "game.ki2", "game.csa", "game.json"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void commentsAreSavedInEveryFormat()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        GameController* c = window.controller();
        CommentBox* box = window.commentBox();
        c->showPly(0);
        box->editor()->setPlainText(QStringLiteral("開始局面について"));
        c->showPly(3);
        box->editor()->setPlainText(QStringLiteral("居飛車の出だし\n二行目"));
        QCOMPARE(c->moveList()->noteOf(3).commented, true);
        QVERIFY(window.files()->hasUnsavedChanges());
        const QString path = saveAndRead(window, dir, name);
        QVERIFY(!path.isEmpty());

        MainWindow opened(uitest::aiThatThinks());
        QVERIFY(opened.files()->openFile(path));
        QCOMPARE(opened.recordDocument()->commentAt(0), QStringLiteral("開始局面について"));
        QCOMPARE(opened.recordDocument()->commentAt(3), QStringLiteral("居飛車の出だし\n二行目"));
        opened.controller()->showPly(3);
        QCOMPARE(opened.commentBox()->editor()->toPlainText(), QStringLiteral("居飛車の出だし\n二行目"));
    }

    void commentEditsUndoAsOneStep()
    {
        uitest::TestWindow window(GameMoves);
        window.controller()->showPly(2);
        QPlainTextEdit* editor = window.commentBox()->editor();
        const int edits = window.recordDocument()->undoStack()->count();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("good move"));
        QCOMPARE(window.recordDocument()->commentAt(2), QStringLiteral("good move"));
        QCOMPARE(window.recordDocument()->undoStack()->count(), edits + 1);
        window.recordDocument()->undoStack()->undo();
        QCOMPARE(window.recordDocument()->commentAt(2), QString());
        QCOMPARE(editor->toPlainText(), QString());
    }

    // Bookmarks on the main line and in a variation are kept by KIF and JSON, and the
    // Bookmarks menu of the reopened record jumps to each (switching lines where needed).
    void bookmarksAreSavedAndJumpedTo_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("KIF") << "game.kifu" << QByteArray("&分岐点");
        QTest::newRow("JSON") << "game.json" << QByteArray("\"bookmark\": \"分岐点\"");
    }
    void bookmarksAreSavedAndJumpedTo()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, written);
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        QVERIFY(!window.commentBox()->bookmarksButton()->isEnabled());
        window.controller()->showPly(2);
        QLineEdit* bookmark = window.commentBox()->bookmarkEdit();
        bookmark->setText(QStringLiteral("分岐点"));
        emit bookmark->editingFinished();
        playOnBoard(window, "6g6f"); // a variation at move 3, bookmarked
        bookmark->setText(QStringLiteral("変化の一手"));
        emit bookmark->editingFinished();
        QVERIFY(window.commentBox()->bookmarksButton()->isEnabled());
        const QString path = saveAndRead(window, dir, name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains(written));

        uitest::TestWindow opened;
        QVERIFY(opened.files()->openFile(path));
        QCOMPARE(opened.recordDocument()->bookmarkAt(2), QStringLiteral("分岐点"));
        const QList<QAction*> jumps = opened.commentBox()->bookmarksMenu()->actions();
        QCOMPARE(jumps.size(), 2);
        QVERIFY(jumps[0]->text().contains(QStringLiteral("分岐点")));
        QVERIFY(jumps[1]->text().contains(QStringLiteral("変化の一手")));
        jumps[1]->trigger();
        QVERIFY(!opened.recordDocument()->onMainLine());
        QCOMPARE(opened.controller()->shownPly(), 3);
        QCOMPARE(opened.commentBox()->bookmarkEdit()->text(), QStringLiteral("変化の一手"));
        opened.commentBox()->bookmarksMenu()->actions()[0]->trigger();
        QVERIFY(opened.recordDocument()->onMainLine());
        QCOMPARE(opened.controller()->shownPly(), 2);
    }

    void propertiesAreWrittenToEachFormatsHeader_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("KIF") << "game.kifu" << QByteArray("棋戦：名人戦\n");
        QTest::newRow("KI2") << "game.ki2" << QByteArray("場所：");
        QTest::newRow("CSA") << "game.csa" << QByteArray("$EVENT:名人戦");
        QTest::newRow("CSA opening") << "game.csa" << QByteArray("$OPENING:矢倉");
        QTest::newRow("CSA date") << "game.csa" << QByteArray("$START_TIME:2024/05/18 10:00");
        QTest::newRow("JKF") << "game.json" << QByteArray("\"戦型\": \"矢倉\"");
        // The time control: KIF words in the Kakinoki formats and JKF, CSA V3.0's seconds.
        const QByteArray kifTime = QByteArray("持ち時間：10分+秒読み30秒\n");
        QTest::newRow("KIF time control") << "game.kifu" << kifTime;
        QTest::newRow("KI2 time control") << "game.ki2" << kifTime;
        QTest::newRow("CSA time control") << "game.csa" << QByteArray("$TIME:600+30+0\n");
        QTest::newRow("JKF time control")
            << "game.json" << QByteArray("\"持ち時間\": \"10分+秒読み30秒\"");
    }
    void propertiesAreWrittenToEachFormatsHeader()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, expected);
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        RecordDocument* doc = window.recordDocument();
        GamePropertiesDialog dialog(doc->record());
        QCOMPARE(dialog.handicapText(), GamePropertiesDialog::tr("Even game"));
        dialog.field(GamePropertiesDialog::Sente)->setText(QStringLiteral("Habu"));
        dialog.field(GamePropertiesDialog::Event)->setText(QStringLiteral("名人戦"));
        dialog.field(GamePropertiesDialog::Date)->setText(QStringLiteral("2024/05/18 10:00"));
        dialog.field(GamePropertiesDialog::Place)->setText(QStringLiteral("東京"));
        dialog.field(GamePropertiesDialog::TimeControl)->setText(QStringLiteral("10分+秒読み30秒"));
        dialog.field(GamePropertiesDialog::Opening)->setText(QStringLiteral("矢倉"));
        dialog.resultBox()->setCurrentIndex(dialog.resultBox()->findData(int(record::SpecialMove::Resign)));
        doc->setGameInfo(dialog.header(), dialog.ending());
        QCOMPARE(window.controller()->options().players[Black].name, QStringLiteral("Habu"));
        QVERIFY(window.controller()->isOver()); // the result ends the main line
        const QString path = saveAndRead(window, dir, name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray raw = file.readAll();
        const QByteArray bytes = QByteArray::fromStdString(
            record::decodeText(std::string_view(raw.constData(), size_t(raw.size()))).utf8);
        QVERIFY2(bytes.contains(expected), bytes.constData());
        // Reopened, the dialog shows what was set.
        MainWindow opened(uitest::aiThatThinks());
        QVERIFY(opened.files()->openFile(path));
        GamePropertiesDialog reopened(opened.recordDocument()->record());
        QCOMPARE(reopened.field(GamePropertiesDialog::Event)->text(), QStringLiteral("名人戦"));
        QCOMPARE(reopened.field(GamePropertiesDialog::Sente)->text(), QStringLiteral("Habu"));
        QCOMPARE(reopened.field(GamePropertiesDialog::TimeControl)->text(),
            QStringLiteral("10分+秒読み30秒"));
        QCOMPARE(reopened.ending(), std::optional(record::SpecialMove::Resign));
        // Undo takes the whole edit back.
        doc->undoStack()->undo();
        QCOMPARE(doc->record().headerValue("棋戦"), nullptr);
        QVERIFY(!window.controller()->isOver());
    }

    void variationsSurviveSaveAndOpen_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"game.kif", "game.kifu", "game.ki2", "game.json"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void variationsSurviveSaveAndOpen()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        playNestedVariation(window);
        const std::vector<record::VariationInfo> before
            = record::allVariations(window.recordDocument()->record());
        const QString path = saveAndRead(window, dir, name);
        MainWindow opened(uitest::aiThatThinks());
        QVERIFY(opened.files()->openFile(path));
        const record::Record& rec = opened.recordDocument()->record();
        const std::vector<record::VariationInfo> after = record::allVariations(rec);
        QCOMPARE(after.size(), before.size());
        for (size_t i = 0; i < after.size(); ++i) {
            QCOMPARE(after[i].path, before[i].path);
            QCOMPARE(record::movesAlong(rec, after[i].path),
                record::movesAlong(window.recordDocument()->record(), before[i].path));
        }
        QCOMPARE(opened.variationPane()->rowCount(), 3); // the main line and two variations
        QVERIFY(opened.variationPane()->isVisibleTo(&opened));
    }

    // The window at 1366x768 in each language with a record of nested variations, a nested
    // line and a commented move shown: nothing in the panes is cut, and the picture is saved
    // (build/release/screenshots/<language>_variations.png) to be looked at.
    void panesFitInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "cs", "pl", "lt"}) QTest::newRow(language) << language;
    }
    void panesFitInEveryLanguage()
    {
        QFETCH(QString, language);
        TemporarySettings settings;
        QVERIFY(LanguageManager::instance().setLanguage(language));
        MainWindow window(uitest::aiThatThinks());
        window.setPersistent(false);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.files()->openFile(
            QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/variations/shogihome-deep.kifu")));
        const std::vector<record::VariationInfo> lines
            = record::allVariations(window.recordDocument()->record());
        window.recordDocument()->switchTo(lines[1].path, 7); // the commented move 7 of a line
        QCOMPARE(window.commentBox()->editor()->toPlainText(), QStringLiteral("第二の変化へ"));
        QTest::qWait(50);
        for (QWidget* pane : {static_cast<QWidget*>(window.variationPane()),
                 static_cast<QWidget*>(window.commentBox())}) {
            QVERIFY(pane->isVisible());
            for (const QLabel* label : pane->findChildren<QLabel*>())
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                    qPrintable(label->text()));
            for (const QToolButton* button : pane->findChildren<QToolButton*>())
                if (!button->text().isEmpty()) { // not the bookmark field's clear button
                    QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
                    QVERIFY2(button->mapTo(pane, QPoint(button->width(), 0)).x() <= pane->width(),
                        qPrintable(button->text()));
                }
        }
        // The bookmark's name has room for its placeholder (and a name as long), beside its
        // clear button.
        const QLineEdit* bookmark = window.commentBox()->bookmarkEdit();
        QVERIFY2(bookmark->width()
                >= bookmark->fontMetrics().horizontalAdvance(bookmark->placeholderText()) + 40,
            qPrintable(QStringLiteral("%1 px").arg(bookmark->width())));
        const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(window.grab().save(dir + QLatin1Char('/') + language + QStringLiteral("_variations.png")));
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

    void playingOnGrowsTheLineAndTakeBackShortensIt()
    {
        uitest::TestWindow window(GameMoves);
        GameController* c = window.controller();
        c->showPly(2);
        playOnBoard(window, "6g6f");
        // At the variation's end a move extends it.
        QVERIFY(c->acceptsHumanMove());
        playOnBoard(window, "8c8d");
        RecordDocument* doc = window.recordDocument();
        QCOMPARE(record::movesAlong(doc->record(), doc->path()).size(), size_t(4));
        c->undo(); // Take Back in a study, without asking
        QCOMPARE(c->moveCount(), 3);
        QCOMPARE(record::movesAlong(doc->record(), doc->path()).size(), size_t(3));
        QCOMPARE(mainLine(window).size(), size_t(5));
    }
};

QTEST_MAIN(TestRecordEditing)
#include "tst_recordediting.moc"
