// Game > Edit Position for the hasami games: the editor of the variant shown, men only (no
// hands, nothing turns over, no tsume mode or handicaps), placed and removed by drag, click,
// right-click, keys and the square's menu; the men off the board count as captured; every
// position the variant cannot play refused with the rules' words; Play and Save start the
// edited position with the same variant and goal and the side to move chosen.
#include "editor/editorboard.h"
#include "editor/editpositioncommand.h"
#include "editor/hasamisetupmodel.h"
#include "editor/piecepalette.h"
#include "editor/positioneditor.h"
#include "hasami/record.h"
#include "i18n/languagemanager.h"
#include "text/errortexts.h"
#include "text/texts.h"
#include "window/mainwindow.h"

#include "../rules/rulestest.h"
#include "../ui/uitest.h"
#include "../ui/windowtestsettings.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>

#include <memory>
#include <sstream>

using namespace shogiban;
using namespace shogiban::ui;
using shogiban::test::sq;
using uitest::firstLegalMove;

namespace {

const Piece BlackMan = makePiece(Black, Pawn);
const Piece WhiteMan = makePiece(White, Pawn);

struct Editor {
    explicit Editor(GameKind kind, const char* variant = "", int capturesToWin = 0)
        : editor(
            std::make_unique<HasamiSetupModel>(*hasami::findVariant(kind, variant), capturesToWin),
            PieceStyle::Kanji, CoordinateStyle::Kanji, false)
    {
        editor.resize(1100, 700);
        editor.show();
        if (!QTest::qWaitForWindowExposed(&editor)) qFatal("editor not exposed");
    }
    EditorBoard* board() const { return editor.board(); }
    QPoint centre(Square s) const { return board()->squareRect(s).center().toPoint(); }
    Piece at(const char* square) const { return editor.model().pieceOn(sq(square)); }
    std::string text() const { return editor.positionText(); }
    void drag(QWidget* widget, QPoint from, QPoint to)
    {
        QTest::mousePress(widget, Qt::LeftButton, {}, from);
        QTest::mouseMove(widget, (from + to) / 2);
        QTest::mouseMove(widget, to);
        QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
    }
    // Only these men ("5e 4i") on the board, `side` to move.
    void setMen(const char* black, const char* white, Color side = Black)
    {
        SetupModel& model = editor.model();
        model.clear();
        for (auto [squares, man] : {std::pair{black, BlackMan}, std::pair{white, WhiteMan}}) {
            std::istringstream in(squares);
            std::string square;
            while (in >> square) model.put(sq(square.c_str()), man);
        }
        model.setSideToMove(side);
        editor.refresh();
    }
    QString status() const
    {
        return editor.findChild<QLabel*>(QStringLiteral("editorStatus"))->text();
    }
    bool playable() const
    {
        return editor.button(PositionEditor::Action::Play)->isEnabled()
            && editor.button(PositionEditor::Action::Save)->isEnabled();
    }
    PositionEditor editor;
};

// Answers the next modal dialog of a type once it is shown (set up before the call that opens
// it): a timer looks for it, so that whatever runs before the dialog is not held up.
template <typename Dialog, typename Answer> void answerNextDialog(Answer answer)
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, [timer, answer] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
        answer(dialog);
    });
    timer->start(20);
}

} // namespace

class TestHasamiEditor : public QObject {
    Q_OBJECT

private slots:
    // Men only: no stands to fill, no hands, nothing to turn over, no tsume mode or handicaps,
    // and neither analysis nor Find Mate.
    void menOnlyEditor()
    {
        Editor e(GameKind::Hasami);
        QCOMPARE(e.text(), std::string("wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0"));
        QVERIFY(e.playable());
        QVERIFY(!e.editor.button(PositionEditor::Action::Analyse));
        QVERIFY(!e.editor.button(PositionEditor::Action::FindMate));
        QVERIFY(!e.editor.handBox(Black, Pawn));
        QVERIFY(!e.editor.findChild<QComboBox*>(QStringLiteral("handicapChoice")));
        QVERIFY(!e.editor.tsumeMode());
        QVERIFY(e.editor.windowTitle().contains(Texts::gameName(GameKind::Hasami)));
        // The palette holds a black and a white man and nothing else.
        PiecePalette* palette = e.editor.palette();
        QVERIFY(!palette->cellRect(BlackMan).isEmpty());
        QVERIFY(!palette->cellRect(WhiteMan).isEmpty());
        QVERIFY(palette->cellRect(makePiece(Black, Rook)).isEmpty());
        QVERIFY(palette->cellRect(makePiece(Black, ProPawn)).isEmpty());
        QVERIFY(!palette->cellRect(BlackMan).intersects(palette->cellRect(WhiteMan)));
        // The side to move is named as the game names it.
        const auto sides = e.editor.findChildren<QRadioButton*>();
        QCOMPARE(sides.size(), 2);
        QVERIFY(sides[1]->text().contains(Texts::sideName(SideNames::BlackWhite, White)));
        sides[1]->click();
        QCOMPARE(e.editor.model().sideToMove(), White);
        QVERIFY(e.status().contains(Texts::sideName(SideNames::BlackWhite, White)));
    }

    void menAreDraggedClickedAndRemoved()
    {
        Editor e(GameKind::Hasami);
        e.drag(e.board(), e.centre(sq("5i")), e.centre(sq("5e")));
        QCOMPARE(e.at("5i"), NoPiece);
        QCOMPARE(e.at("5e"), BlackMan);
        // Off the board, or onto a stand: gone, and counted as captured by the other side.
        e.drag(e.board(), e.centre(sq("1a")), QPoint(2, 2));
        QCOMPARE(e.at("1a"), NoPiece);
        e.drag(e.board(), e.centre(sq("2a")), e.board()->standRect(Black).center().toPoint());
        QCOMPARE(e.at("2a"), NoPiece);
        QCOMPARE(e.editor.model().handCount(Black, Pawn), 2);
        QCOMPARE(e.editor.model().piecesLeft(White, Pawn), 2);
        QCOMPARE(e.text(), std::string("wwwwwww2/9/9/9/4b4/9/9/9/bbbb1bbbb b 0 2"));
        // A stand holds nothing to pick up: a drag from it moves nothing.
        e.drag(e.board(), e.board()->standRect(Black).center().toPoint(), e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), NoPiece);
        // The palette's white man, clicked onto squares (a second click takes it away).
        PiecePalette* palette = e.editor.palette();
        QTest::mouseClick(
            palette, Qt::LeftButton, {}, palette->cellRect(WhiteMan).center().toPoint());
        QCOMPARE(palette->chosen(), WhiteMan);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), WhiteMan);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("4c")));
        QCOMPARE(e.at("4c"), WhiteMan);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("4c")));
        QCOMPARE(e.at("4c"), NoPiece);
        // Right-click gives a man to the other player; it has no other face.
        QTest::mouseClick(e.board(), Qt::RightButton, {}, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), BlackMan);
        QTest::mouseClick(e.board(), Qt::RightButton, Qt::ShiftModifier, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), WhiteMan);
        QTest::mouseClick(
            e.board(), Qt::RightButton, {}, e.board()->standRect(White).center().toPoint());
        QCOMPARE(e.editor.model().handCount(Black, Pawn), 1);
        // Clear Board, then the start position again.
        e.editor.clearBoard();
        QCOMPARE(e.text(), std::string("9/9/9/9/9/9/9/9/9 b 9 9"));
        e.editor.findChild<QPushButton*>(QStringLiteral("startPosition"))->click();
        QCOMPARE(e.text(), std::string("wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0"));
    }

    void keyboardAndMenuPlaceMen()
    {
        Editor e(GameKind::DaiHasami);
        e.editor.clearBoard();
        EditorBoard* board = e.board();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Right); // the cursor appears in the middle
        QCOMPARE(board->keyboardSquare(), sq("5e"));
        QTest::keyClick(board, Qt::Key_M);
        QCOMPARE(e.at("5e"), BlackMan);
        QTest::keyClick(board, Qt::Key_M); // the same key again: still a black man
        QCOMPARE(e.at("5e"), BlackMan);
        QTest::keyClick(board, Qt::Key_Space);
        QCOMPARE(e.at("5e"), WhiteMan);
        QTest::keyClick(board, Qt::Key_Plus); // nothing turns over
        QCOMPARE(e.at("5e"), WhiteMan);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_M, Qt::ShiftModifier);
        QCOMPARE(e.at("5d"), WhiteMan);
        QTest::keyClick(board, Qt::Key_P); // shogi's letters put nothing here
        QTest::keyClick(board, Qt::Key_K);
        QCOMPARE(e.at("5d"), WhiteMan);
        QTest::keyClick(board, Qt::Key_H); // no hands
        QCOMPARE(e.at("5d"), WhiteMan);
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(e.at("5d"), NoPiece);
        // Past the board's edge the cursor stays on the board: the stands hold no hands.
        for (int i = 0; i < 6; ++i) QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->keyboardSquare(), sq("1d"));
        QVERIFY(!board->keyboardStand());

        board->showSquareMenu(sq("1d"));
        auto* menu = board->findChild<QMenu*>(QStringLiteral("editorSquareMenu"));
        QVERIFY(menu);
        QVERIFY(!menu->findChild<QMenu*>(QStringLiteral("putSente")));
        QVERIFY(!menu->findChild<QAction*>(QStringLiteral("turnOver")));
        QVERIFY(!menu->findChild<QAction*>(QStringLiteral("intoSenteHand")));
        QVERIFY(!menu->findChild<QMenu*>(QStringLiteral("fromSenteHand")));
        auto* putWhite = menu->findChild<QAction*>(QStringLiteral("putWhite"));
        QVERIFY(putWhite);
        QVERIFY(putWhite->text().contains(
            QKeySequence(Qt::ShiftModifier | Qt::Key_M).toString(QKeySequence::NativeText)));
        putWhite->trigger();
        QCOMPARE(e.at("1d"), WhiteMan);
        menu->close();
    }

    void makYekIsEightByEight()
    {
        Editor e(GameKind::MakYek);
        QCOMPARE(e.text(), std::string("wwwwwwww/8/wwwwwwww/8/8/bbbbbbbb/8/bbbbbbbb b 0 0"));
        e.drag(e.board(), e.centre(sq("8h")), e.centre(sq("8d")));
        QCOMPARE(e.at("8d"), BlackMan);
        e.board()->place(sq("9i"), BlackMan); // off the 8x8 board: nothing
        QCOMPARE(QString::fromStdString(e.text()),
            QStringLiteral("wwwwwwww/8/wwwwwwww/b7/8/bbbbbbbb/8/1bbbbbbb b 0 0"));
        QVERIFY(e.playable());
    }

    // Every kind of position the variant cannot play: the rules' reason, nothing to play.
    void refusalsAreShownWithTheRulesWords_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("black");
        QTest::addColumn<QString>("white");
        QTest::addColumn<int>("side");
        QTest::addColumn<QString>("reason");
        const QString men = QStringLiteral("1i 2i 3i 4i 5i 6i 7i 8i 9i");
        QTest::newRow("more men than the variant has")
            << int(GameKind::Hasami) << "classic" << men + " 5e"
            << "1a" << int(Black)
            << ErrorTexts::hasamiPositionError(hasami::PositionTextError::TooManyMen);
        QTest::newRow("a colour without men")
            << int(GameKind::DaiHasami) << "dai"
            << "1e 2e 3e 4e 6e"
            << "" << int(Black)
            << ErrorTexts::hasamiPositionError(hasami::PositionTextError::NoMen);
        QTest::newRow("capture goal reached")
            << int(GameKind::Hasami) << "classic"
            << "5e"
            << "1a 2a 3a" << int(White)
            << Texts::resultMessage(SideNames::BlackWhite, {White, EndReason::Captures});
        QTest::newRow("a five stands")
            << int(GameKind::DaiHasami) << "dai"
            << "1e 2e 3e 4e 5e"
            << "1a 2a" << int(White)
            << Texts::resultMessage(SideNames::BlackWhite, {Black, EndReason::FiveInRow});
        QTest::newRow("no man can move")
            << int(GameKind::Hasami) << "classic"
            << "1i 2i"
            << "1h 2h 3i" << int(Black)
            << Texts::resultMessage(SideNames::BlackWhite, {White, EndReason::Stalemate});
        QTest::newRow("neither side can win")
            << int(GameKind::DaiHasami) << "dai"
            << "1e 2e 3e 4e"
            << "1a 2a" << int(Black)
            << Texts::resultMessage(SideNames::BlackWhite, {std::nullopt, EndReason::TooFewMen});
    }
    void refusalsAreShownWithTheRulesWords()
    {
        QFETCH(int, kind);
        QFETCH(QString, variant);
        QFETCH(QString, black);
        QFETCH(QString, white);
        QFETCH(int, side);
        QFETCH(QString, reason);
        const std::string id = variant.toStdString();
        Editor e(GameKind(kind), id.c_str());
        QVERIFY(e.playable());
        e.setMen(qPrintable(black), qPrintable(white), Color(side));
        QVERIFY(e.editor.refusal());
        QVERIFY(!e.playable());
        QVERIFY(!reason.isEmpty());
        // A result's sentences stand in brackets without their last full stop.
        const QString words = reason.endsWith(QLatin1Char('.')) ? reason.chopped(1) : reason;
        QVERIFY2(e.status().contains(words), qPrintable(e.status()));
        QVERIFY2(!e.status().contains(QStringLiteral(".).")), qPrintable(e.status()));
        e.editor.button(PositionEditor::Action::Play)->click();
        QVERIFY(!e.editor.action());
        // The start position plays again.
        e.editor.setUpStart();
        QVERIFY(!e.editor.refusal());
        QVERIFY(e.playable());
    }

    // The game shown opens the editor of its variant; Play starts the edited position with that
    // variant and goal, the side to move and the players chosen; Save writes it in the hasami
    // games' JSON.
    void playsAndSavesTheEditedPosition()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        window.setPersistent(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        NewGameChoice choice;
        choice.kind = GameKind::Hasami;
        choice.variant = QStringLiteral("one-step");
        choice.capturesToWin = 5;
        choice.mode = GameMode::TwoPlayers;
        QVERIFY(window.startGame(choice));
        auto* command = window.findChild<EditPositionCommand*>();
        QVERIFY(command->action()->isEnabled());
        std::unique_ptr<PositionEditor> editor = command->editorForShown();
        const GameSetup shown = editor->model().gameSetup();
        QCOMPARE(shown.kind, GameKind::Hasami);
        QCOMPARE(shown.variant, std::string("one-step"));
        QCOMPARE(shown.capturesToWin, 5);
        QCOMPARE(shown.startPosition, window.controller()->game().positionText());
        QVERIFY(!editor->button(PositionEditor::Action::Analyse));

        // White to move in a position of the editor's own.
        SetupModel& model = editor->model();
        model.put(sq("5i"), NoPiece);
        model.put(sq("5e"), BlackMan);
        model.put(sq("9a"), NoPiece);
        model.setSideToMove(White);
        editor->refresh();
        const std::string edited = "1wwwwwwww/9/9/9/4b4/9/9/9/bbbb1bbbb w 0 1";
        QCOMPARE(editor->positionText(), edited);
        editor->button(PositionEditor::Action::Play)->click();
        QCOMPARE(editor->result(), int(QDialog::Accepted));
        // Against the computer, the person playing black: the computer (white) moves first.
        answerNextDialog<QDialog>([](QDialog* dialog) {
            dialog->findChildren<QRadioButton*>().front()->setChecked(true); // the computer
            auto* side = dialog->findChild<QComboBox*>();
            QCOMPARE(side->itemText(1), Texts::sideName(SideNames::BlackWhite, White));
            side->setCurrentIndex(0);
            dialog->accept();
        });
        QVERIFY(command->apply(*editor));
        GameController* controller = window.controller();
        const GameStart& options = controller->options();
        QCOMPARE(options.setup.kind, GameKind::Hasami);
        QCOMPARE(options.setup.variant, std::string("one-step"));
        QCOMPARE(options.setup.capturesToWin, 5);
        QCOMPARE(options.setup.startPosition, edited);
        QVERIFY(options.isComputer(White));
        QVERIFY(!options.isComputer(Black));
        QCOMPARE(controller->game().menRules()->oneStep, true);
        QCOMPARE(controller->game().menRules()->capturesToWin, 5);
        QTRY_COMPARE_WITH_TIMEOUT(controller->game().ply(), 1, 10000);
        QCOMPARE(controller->game().sideToMove(), Black);

        // Save: a game for two players from the position, written as the hasami JSON.
        std::unique_ptr<PositionEditor> saving = command->editorForShown();
        saving->button(PositionEditor::Action::Save)->click();
        const std::string saved = saving->positionText();
        // The name Save As proposes (the players and the date) is taken as it is.
        auto path = std::make_shared<QString>();
        answerNextDialog<QFileDialog>([path](QFileDialog* dialog) {
            *path = dialog->selectedFiles().value(0);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        QVERIFY(command->apply(*saving));
        QVERIFY(controller->options().twoPlayers());
        QVERIFY(path->endsWith(QLatin1String(".json")));
        QVERIFY(QFile::exists(*path));
        const auto removeFile = qScopeGuard([path] { QFile::remove(*path); });
        QFile file(*path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        const hasami::RecordReadResult read = hasami::readRecord(json.toStdString());
        QVERIFY2(read.record, json.constData());
        QCOMPARE(read.record->setup.variant, std::string("one-step"));
        QCOMPARE(read.record->setup.capturesToWin, 5);
        QCOMPARE(read.record->setup.startPosition, saved);
        QVERIFY(read.record->moves.empty());
    }

    // With SHOGIBAN_SCREENSHOTS=DIR: the editor of Hasami Shogi and of Dai Hasami Shogi at
    // 1366x768 in every language, a refused position, and the square's menu.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS");
        if (dir.isEmpty()) QSKIP("SHOGIBAN_SCREENSHOTS is not set");
        for (const QString language : {"en", "cs", "pl", "lt"}) {
            LanguageManager::instance().setLanguage(language);
            for (GameKind kind : {GameKind::Hasami, GameKind::DaiHasami}) {
                const QString name
                    = kind == GameKind::Hasami ? QStringLiteral("hasami") : QStringLiteral("dai");
                Editor e(kind);
                e.editor.resize(1366, 768);
                e.board()->place(sq("5i"), NoPiece);
                e.board()->place(sq("5e"), BlackMan);
                e.board()->place(sq("3a"), NoPiece);
                e.editor.palette()->choose(WhiteMan);
                e.board()->setKeyboardSquare(sq("4c"));
                QTest::qWait(50);
                e.editor.grab().save(dir + QStringLiteral("/editor-%1-%2.png").arg(name, language));
                e.board()->showSquareMenu(sq("4c"));
                auto* menu = e.board()->findChild<QMenu*>(QStringLiteral("editorSquareMenu"));
                QTest::qWait(50);
                menu->grab().save(
                    dir + QStringLiteral("/editor-%1-menu-%2.png").arg(name, language));
                menu->close();
                if (kind == GameKind::Hasami)
                    e.setMen("5e", "1a 2a 3a", White);
                else
                    e.setMen("1e 2e 3e 4e 5e", "1a 2a", White);
                e.board()->setFlipped(true);
                QTest::qWait(50);
                e.editor.grab().save(
                    dir + QStringLiteral("/editor-%1-refused-%2.png").arg(name, language));
            }
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

private:
    TemporarySettings m_settings;
};

QTEST_MAIN(TestHasamiEditor)
#include "tst_hasamieditor.moc"
