// Game > Edit Position: the editor starts from the position shown; pieces are dragged on the
// board, onto stands and off the board, dropped from the palette or clicked on with it, turned
// over and given to the other player by right-click, or all of it with the keyboard (a
// cursor, keys and the square's menu); the counts in hand are typed; the side to
// move, an empty board, the start position and the handicaps; tsume mode's defender's hand;
// every refusal shown with the rules' words (translated) and the square marked, with nothing
// to play; and what the dialog ends with happens in the window (a game, analysis, Find Mate).
#include "analysis/analysisdock.h"
#include "editor/editorboard.h"
#include "editor/editpositioncommand.h"
#include "editor/piecepalette.h"
#include "editor/positioneditor.h"
#include "mate/findmatecommand.h"
#include "mate/findmatedialog.h"
#include "rules/handicap.h"
#include "i18n/languagemanager.h"
#include "text/errortexts.h"
#include "window/mainwindow.h"

#include "../rules/rulestest.h"
#include "../ui/uitest.h"
#include "../ui/windowtestsettings.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;
using shogiban::test::sq;
using uitest::firstLegalMove;

namespace {

Position positionOf(const char* sfen)
{
    Position pos;
    if (pos.setSfen(sfen)) qFatal("bad SFEN %s", sfen);
    return pos;
}

struct Editor {
    explicit Editor(const Position& start = Position{})
        : editor(start, PieceStyle::Kanji, CoordinateStyle::Kanji, false)
    {
        editor.resize(1100, 700);
        editor.show();
        if (!QTest::qWaitForWindowExposed(&editor)) qFatal("editor not exposed");
    }
    EditorBoard* board() const { return editor.board(); }
    QPoint centre(Square s) const { return board()->squareRect(s).center().toPoint(); }
    Piece at(const char* square) const { return editor.setup().pieceOn(sq(square)); }
    void drag(QWidget* widget, QPoint from, QPoint to)
    {
        QTest::mousePress(widget, Qt::LeftButton, {}, from);
        QTest::mouseMove(widget, (from + to) / 2);
        QTest::mouseMove(widget, to);
        QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
    }
    QString status() const
    {
        return editor.findChild<QLabel*>(QStringLiteral("editorStatus"))->text();
    }
    bool playable() const
    {
        for (auto action : {PositionEditor::Action::Play, PositionEditor::Action::Analyse,
                 PositionEditor::Action::FindMate, PositionEditor::Action::Save})
            if (!editor.button(action)->isEnabled()) return false;
        return true;
    }
    PositionEditor editor;
};

} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT

private slots:
    void piecesAreDraggedOnTheBoardOntoStandsAndAway()
    {
        Editor e;
        QCOMPARE(e.editor.positionText(), Position().sfen());
        // 7g to 7f.
        e.drag(e.board(), e.centre(sq("7g")), e.centre(sq("7f")));
        QCOMPARE(e.at("7g"), NoPiece);
        QCOMPARE(e.at("7f"), makePiece(Black, Pawn));
        // Gote's bishop onto sente's stand: sente holds a bishop.
        e.drag(e.board(), e.centre(sq("2b")), e.board()->standRect(Black).center().toPoint());
        QCOMPARE(e.at("2b"), NoPiece);
        QCOMPARE(e.editor.setup().handCount(Black, Bishop), 1);
        QCOMPARE(e.editor.handBox(Black, Bishop)->value(), 1);
        // From the stand onto 5e.
        e.drag(e.board(), e.board()->standSlotRect(Black, Bishop).center().toPoint(),
            e.centre(sq("5e")));
        QCOMPARE(e.editor.setup().handCount(Black, Bishop), 0);
        QCOMPARE(e.at("5e"), makePiece(Black, Bishop));
        // Off the board: gone.
        e.drag(e.board(), e.centre(sq("1i")), QPoint(2, 2));
        QCOMPARE(e.at("1i"), NoPiece);
        QCOMPARE(e.editor.setup().piecesLeft(Lance), 1);
        // A king cannot go to a hand: it stays.
        e.drag(e.board(), e.centre(sq("5i")), e.board()->standRect(Black).center().toPoint());
        QCOMPARE(e.at("5i"), makePiece(Black, King));
    }

    void rightClickTurnsOverThenChangesOwner()
    {
        Editor e;
        const QPoint pawn = e.centre(sq("3g"));
        const Piece faces[] = {makePiece(Black, ProPawn), makePiece(White, Pawn),
            makePiece(White, ProPawn), makePiece(Black, Pawn)};
        for (Piece face : faces) {
            QTest::mouseClick(e.board(), Qt::RightButton, {}, pawn);
            QCOMPARE(e.at("3g"), face);
        }
        QTest::mouseClick(e.board(), Qt::RightButton, Qt::ShiftModifier, pawn);
        QCOMPARE(e.at("3g"), makePiece(White, Pawn));
        // Gold has no other face: it changes hands.
        QTest::mouseClick(e.board(), Qt::RightButton, {}, e.centre(sq("4i")));
        QCOMPARE(e.at("4i"), makePiece(White, Gold));
        // Keys with the mouse over a square: Space turns over, Delete removes.
        QTest::mouseMove(e.board(), e.centre(sq("2h")));
        QTest::keyClick(e.board(), Qt::Key_Space);
        QCOMPARE(e.at("2h"), makePiece(Black, Dragon));
        QTest::keyClick(e.board(), Qt::Key_Delete);
        QCOMPARE(e.at("2h"), NoPiece);
    }

    // Without a mouse: the arrow keys move the cursor, letters put pieces, other keys turn them
    // over, give them away, remove them and move them between the board and the hands.
    void keyboardAloneSetsUpAPosition()
    {
        Editor e;
        e.editor.clearBoard();
        EditorBoard* board = e.board();
        board->setFocus();
        QCOMPARE(board->keyboardSquare(), std::nullopt);
        QTest::keyClick(board, Qt::Key_Right); // the first arrow shows the cursor in the middle
        QCOMPARE(board->keyboardSquare(), sq("5e"));
        for (int i = 0; i < 4; ++i) QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up); // the edge holds it
        QCOMPARE(board->keyboardSquare(), sq("5a"));
        QTest::keyClick(board, Qt::Key_K, Qt::ShiftModifier);
        QCOMPARE(e.at("5a"), makePiece(White, King));
        QTest::keyClick(board, Qt::Key_Down);
        QTest::keyClick(board, Qt::Key_Down);
        QTest::keyClick(board, Qt::Key_G);
        QCOMPARE(e.at("5c"), makePiece(Black, Gold));
        QTest::keyClick(board, Qt::Key_Left); // towards file 9 on an unflipped board
        QCOMPARE(board->keyboardSquare(), sq("6c"));
        QTest::keyClick(board, Qt::Key_P);
        QCOMPARE(e.at("6c"), makePiece(Black, Pawn));
        QTest::keyClick(board, Qt::Key_P); // the same key again turns it over
        QCOMPARE(e.at("6c"), makePiece(Black, ProPawn));
        QTest::keyClick(board, Qt::Key_Plus);
        QCOMPARE(e.at("6c"), makePiece(Black, Pawn));
        QTest::keyClick(board, Qt::Key_Space, Qt::ShiftModifier);
        QCOMPARE(e.at("6c"), makePiece(White, Pawn));
        QTest::keyClick(board, Qt::Key_Space);
        QCOMPARE(e.at("6c"), makePiece(White, ProPawn));
        // Into sente's hand as a pawn, and back onto the board from it.
        QTest::keyClick(board, Qt::Key_H);
        QCOMPARE(e.at("6c"), NoPiece);
        QCOMPARE(e.editor.handBox(Black, Pawn)->value(), 1);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Down);
        QTest::keyClick(board, Qt::Key_P, Qt::ControlModifier);
        QCOMPARE(e.at("4d"), makePiece(Black, Pawn));
        QCOMPARE(e.editor.handBox(Black, Pawn)->value(), 0);
        QTest::keyClick(board, Qt::Key_R, Qt::ControlModifier); // no rook in hand: nothing
        QCOMPARE(e.at("4d"), makePiece(Black, Pawn));
        QTest::keyClick(board, Qt::Key_H, Qt::ShiftModifier);
        QCOMPARE(e.editor.handBox(White, Pawn)->value(), 1);
        QTest::keyClick(board, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(e.at("4d"), makePiece(White, Pawn));
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(e.at("4d"), NoPiece);
        // A king never goes into a hand.
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->keyboardSquare(), sq("5a"));
        QTest::keyClick(board, Qt::Key_H);
        QCOMPARE(e.at("5a"), makePiece(White, King));
        // On a flipped board the arrows keep their screen directions.
        board->setFlipped(true);
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Up);
        QCOMPARE(board->keyboardSquare(), sq("4b"));
        QVERIFY(e.playable());
        QCOMPARE(e.editor.positionText(), std::string("4k4/9/4G4/9/9/9/9/9/9 b - 1"));
    }

    // The arrows go past the board's edge onto the stand that lies that way (on the screen,
    // also flipped): there letters add pieces to that hand or take them away, the arrows choose
    // a kind in hand, + and - change its count, and the arrow towards the board goes back.
    void keyboardReachesTheStands()
    {
        using Place = EditorBoard::StandPlace;
        Editor e;
        e.editor.clearBoard();
        EditorBoard* board = e.board();
        board->setFocus();
        board->setKeyboardSquare(sq("2e"));
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->keyboardSquare(), sq("1e"));
        QTest::keyClick(board, Qt::Key_Right); // sente's stand is right of an unflipped board
        QCOMPARE(board->keyboardSquare(), std::nullopt);
        QCOMPARE(board->keyboardStand(), (Place{Black, NoPieceType}));
        QTest::keyClick(board, Qt::Key_G);
        QTest::keyClick(board, Qt::Key_G);
        QCOMPARE(e.editor.handBox(Black, Gold)->value(), 2);
        QTest::keyClick(board, Qt::Key_G, Qt::ShiftModifier);
        QCOMPARE(e.editor.handBox(Black, Gold)->value(), 1);
        QTest::keyClick(board, Qt::Key_R);
        QCOMPARE(board->keyboardStand(), (Place{Black, Rook}));
        QTest::keyClick(board, Qt::Key_Minus);
        QCOMPARE(e.editor.handBox(Black, Rook)->value(), 0);
        QTest::keyClick(board, Qt::Key_Plus);
        QTest::keyClick(board, Qt::Key_Plus);
        QCOMPARE(e.editor.handBox(Black, Rook)->value(), 2);
        QTest::keyClick(board, Qt::Key_K); // kings are never in hand
        QCOMPARE(board->keyboardStand(), (Place{Black, Rook}));
        // The rook's slot is left of the gold's: the arrows go between them.
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->keyboardStand(), (Place{Black, Gold}));
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(e.editor.handBox(Black, Gold)->value(), 0);
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->keyboardStand(), (Place{Black, Rook}));
        QTest::keyClick(board, Qt::Key_Left); // nothing more that way: back to the board
        QCOMPARE(board->keyboardSquare(), sq("1e"));
        // Gote's stand is left of the board.
        for (int i = 0; i < 9; ++i) QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(board->keyboardStand(), (Place{White, NoPieceType}));
        QTest::keyClick(board, Qt::Key_P);
        QTest::keyClick(board, Qt::Key_P);
        QCOMPARE(e.editor.handBox(White, Pawn)->value(), 2);
        QCOMPARE(e.editor.handBox(Black, Pawn)->value(), 0);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->keyboardSquare(), sq("9e"));
        // Flipped, file 9 is on the right and gote's stand with it.
        board->setFlipped(true);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->keyboardStand(), (Place{White, Pawn}));
        QCOMPARE(e.editor.positionText(), std::string("9/9/9/9/9/9/9/9/9 b 2R2p 1"));
    }

    // The Menu key opens the cursor's square's menu: every edit, with its key.
    void menuKeyListsTheEdits()
    {
        Editor e;
        EditorBoard* board = e.board();
        board->setFocus();
        board->setKeyboardSquare(sq("7g"));
        QTest::keyClick(board, Qt::Key_Menu);
        auto* menu = board->findChild<QMenu*>(QStringLiteral("editorSquareMenu"));
        QVERIFY(menu);
        QVERIFY(menu->isVisible());
        const auto action = [&menu](const char* name) {
            return menu->findChild<QAction*>(QLatin1String(name));
        };
        QVERIFY(action("turnOver")->isEnabled());
        QVERIFY(action("turnOver")->text().endsWith(QStringLiteral("\t+")));
        action("intoGoteHand")->trigger();
        QCOMPARE(e.at("7g"), NoPiece);
        QCOMPARE(e.editor.setup().handCount(White, Pawn), 1);
        menu->close();
        QTRY_VERIFY(!board->findChild<QMenu*>(QStringLiteral("editorSquareMenu")));

        // On the empty square: nothing to turn over or put away; gote's pawn can come back.
        QTest::keyClick(board, Qt::Key_F10, Qt::ShiftModifier);
        menu = board->findChild<QMenu*>(QStringLiteral("editorSquareMenu"));
        QVERIFY(menu);
        QVERIFY(!action("turnOver")->isEnabled());
        QVERIFY(!action("intoSenteHand")->isEnabled());
        auto* fromGote = menu->findChild<QMenu*>(QStringLiteral("fromGoteHand"));
        QVERIFY(fromGote->isEnabled());
        QCOMPARE(fromGote->actions().size(), 1);
        QVERIFY(!menu->findChild<QMenu*>(QStringLiteral("fromSenteHand"))->isEnabled());
        fromGote->actions().front()->trigger();
        QCOMPARE(e.at("7g"), makePiece(White, Pawn));
        QCOMPARE(e.editor.setup().handCount(White, Pawn), 0);
        auto* putSente = menu->findChild<QMenu*>(QStringLiteral("putSente"));
        QCOMPARE(putSente->actions().size(), 8);
        for (QAction* put : putSente->actions())
            if (put->data().toInt() == int(makePiece(Black, Rook))) put->trigger();
        QCOMPARE(e.at("7g"), makePiece(Black, Rook));
        menu->close();
    }

    void paletteChoosesAndClicksPlace()
    {
        Editor e;
        e.editor.clearBoard();
        PiecePalette* palette = e.editor.palette();
        const Piece goteKing = makePiece(White, King);
        QTest::mouseClick(palette, Qt::LeftButton, {}, palette->cellRect(goteKing).center().toPoint());
        QCOMPARE(palette->chosen(), goteKing);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("5a")));
        QCOMPARE(e.at("5a"), goteKing);
        const Piece tokin = makePiece(Black, ProPawn);
        QTest::mouseClick(palette, Qt::LeftButton, {}, palette->cellRect(tokin).center().toPoint());
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), tokin);
        // A second click on the same piece takes it away; the stand takes its kind.
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), NoPiece);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.board()->standRect(White).center().toPoint());
        QCOMPARE(e.editor.setup().handCount(White, Pawn), 1);
        // Clicking the chosen piece again puts it back.
        QTest::mouseClick(palette, Qt::LeftButton, {}, palette->cellRect(tokin).center().toPoint());
        QCOMPARE(palette->chosen(), NoPiece);
        QTest::mouseClick(e.board(), Qt::LeftButton, {}, e.centre(sq("5c")));
        QCOMPARE(e.at("5c"), NoPiece);
    }

    void handCountsAndSideToMove()
    {
        Editor e(positionOf("4k4/9/9/9/9/9/9/9/9 b - 1"));
        QSpinBox* gold = e.editor.handBox(Black, Gold);
        gold->setValue(2);
        QCOMPARE(e.editor.setup().handCount(Black, Gold), 2);
        QCOMPARE(gold->maximum(), 4);
        const auto buttons = e.editor.findChildren<QRadioButton*>();
        QCOMPARE(buttons.size(), 2);
        buttons[1]->click();
        QCOMPARE(e.editor.setup().sideToMove(), White);
        QVERIFY(e.editor.positionText().find(" w 2G ") != std::string::npos);
        QVERIFY(e.playable());
    }

    void startPositionAndHandicaps()
    {
        Editor e;
        e.editor.clearBoard();
        QCOMPARE(e.editor.positionText(), std::string("9/9/9/9/9/9/9/9/9 b - 1"));
        e.editor.setUpHandicap(QStringLiteral("two-pieces"));
        QCOMPARE(e.editor.positionText(), std::string(handicapSfen(Handicap::TwoPieces)));
        QVERIFY(e.playable());
        auto* choice = e.editor.findChild<QComboBox*>(QStringLiteral("handicapChoice"));
        QCOMPARE(choice->count(), int(std::size(AllHandicaps)));
        choice->setCurrentIndex(0);
        e.editor.setUpHandicap(choice->currentData().toString());
        QCOMPARE(e.editor.positionText(), Position().sfen());
    }

    // Tsume mode: only the defender's king and the attacker's pieces are set; the rest of the
    // set is the defender's hand, kept up to date, and not typed.
    void tsumeModeGivesTheRestToTheDefender()
    {
        Editor e;
        e.editor.clearBoard();
        e.editor.setTsumeMode(true);
        e.board()->place(sq("5a"), makePiece(White, King));
        e.board()->place(sq("5c"), makePiece(Black, Pawn));
        e.editor.handBox(Black, Gold)->setValue(1);
        QCOMPARE(e.editor.positionText(), std::string("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1"));
        QVERIFY(!e.editor.handBox(White, Pawn)->isEnabled());
        QVERIFY(e.editor.handBox(Black, Pawn)->isEnabled());
        QCOMPARE(e.editor.handBox(White, Gold)->value(), 3);
        QVERIFY(e.playable());
        // A piece put on the board comes out of the defender's hand.
        e.board()->place(sq("4c"), makePiece(Black, Silver));
        QCOMPARE(e.editor.setup().handCount(White, Silver), 3);
        e.editor.setTsumeMode(false);
        QVERIFY(e.editor.handBox(White, Pawn)->isEnabled());
    }

    // Every reason the rules refuse a position set up by hand: the rules' words, the square
    // marked, and no way to play or save it.
    void refusalsAreShownWithTheRulesWords_data()
    {
        QTest::addColumn<QString>("square");
        QTest::addColumn<int>("piece");
        QTest::addColumn<int>("code");
        QTest::newRow("two kings") << "5e" << int(makePiece(White, King))
                                   << int(SfenErrorCode::DuplicateKing);
        QTest::newRow("dead pawn") << "1a" << int(makePiece(Black, Pawn))
                                   << int(SfenErrorCode::DeadSquare);
        QTest::newRow("nifu") << "7e" << int(makePiece(Black, Pawn)) << int(SfenErrorCode::Nifu);
        QTest::newRow("check to the side not to move")
            << "5h" << int(makePiece(Black, Rook)) << int(SfenErrorCode::OpponentInCheck);
        QTest::newRow("too many pieces") << "5e" << int(makePiece(Black, Gold))
                                         << int(SfenErrorCode::TooManyPieces);
        QTest::newRow("gote's king missing")
            << "5a" << int(NoPiece) << int(SfenErrorCode::MissingKing);
    }
    void refusalsAreShownWithTheRulesWords()
    {
        QFETCH(QString, square);
        QFETCH(int, piece);
        QFETCH(int, code);
        Editor e(positionOf("4k4/9/9/9/9/9/2P6/9/9 b 4G 1"));
        QVERIFY(e.playable());
        e.board()->place(sq(qPrintable(square)), Piece(piece));
        QVERIFY(e.editor.setup().problem());
        QCOMPARE(int(e.editor.setup().problem()->error.code), code);
        QVERIFY(!e.playable());
        const QString reason = ErrorTexts::sfenReason(SfenErrorCode(code));
        QVERIFY(!reason.isEmpty());
        QVERIFY2(e.status().contains(reason), qPrintable(e.status()));
        // Undone, it plays again.
        e.editor.setup() = SetupPosition(positionOf("4k4/9/9/9/9/9/2P6/9/9 b 4G 1"));
        e.editor.refresh();
        QVERIFY(e.playable());
        QVERIFY(!e.editor.refusal());
    }

    // What the dialog ends with happens in the window.
    void findMateStartsFromTheEditedPosition()
    {
        MainWindow window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        window.setPersistent(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* command = window.findChild<EditPositionCommand*>();
        QVERIFY(command);
        QVERIFY(command->action()->isEnabled());

        Editor e(positionOf("3sks3/9/4S4/9/9/B8/9/9/9 b S 1"));
        e.editor.setTsumeMode(true);
        e.editor.button(PositionEditor::Action::FindMate)->click();
        QCOMPARE(e.editor.result(), int(QDialog::Accepted));
        QVERIFY(command->apply(e.editor));
        QCOMPARE(window.controller()->game().positionText(),
            std::string("3sks3/9/4S4/9/9/B8/9/9/9 b S2rb4g4n4l18p 1"));
        FindMateDialog* dialog = window.findMate()->dialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isSearching(); }, 20000));
        QCOMPARE(dialog->result().plies, 3);
        dialog->close();

        Editor analyse;
        analyse.editor.button(PositionEditor::Action::Analyse)->click();
        QVERIFY(command->apply(analyse.editor));
        QCOMPARE(window.controller()->game().positionText(), Position().sfen());
        QVERIFY(window.analysis()->isVisible());
        QVERIFY(window.controller()->options().twoPlayers());
    }

    // With SHOGIBAN_SCREENSHOTS=DIR: the editor (a tsume problem being set up, then a refused
    // position) and Find Mate's answer in the window, at 1366x768, in every language.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SHOGIBAN_SCREENSHOTS");
        if (dir.isEmpty()) QSKIP("SHOGIBAN_SCREENSHOTS is not set");
        for (const QString language : {"en", "cs", "pl", "lt"}) {
            LanguageManager::instance().setLanguage(language);
            Editor e(positionOf("3sks3/9/4S4/9/9/B8/9/9/9 b S 1"));
            e.editor.resize(1366, 740);
            e.editor.setTsumeMode(true);
            e.editor.palette()->choose(makePiece(Black, Silver));
            e.board()->setKeyboardSquare(sq("4c"));
            QTest::qWait(50);
            e.editor.grab().save(dir + QStringLiteral("/editor-tsume-%1.png").arg(language));
            e.board()->showSquareMenu(sq("4c"));
            auto* menu = e.board()->findChild<QMenu*>(QStringLiteral("editorSquareMenu"));
            menu->findChild<QMenu*>(QStringLiteral("putGote"))->popup(menu->geometry().topRight());
            QTest::qWait(50);
            menu->grab().save(dir + QStringLiteral("/editor-menu-%1.png").arg(language));
            menu->findChild<QMenu*>(QStringLiteral("putGote"))->grab().save(
                dir + QStringLiteral("/editor-menu-gote-%1.png").arg(language));
            menu->close();
            e.board()->place(sq("5g"), makePiece(Black, Rook));
            QTest::qWait(50);
            e.editor.grab().save(dir + QStringLiteral("/editor-refused-%1.png").arg(language));

            MainWindow window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
            window.setPersistent(false);
            window.resize(1366, 768);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            e.editor.setup() = SetupPosition(positionOf("3sks3/9/4S4/9/9/B8/9/9/9 b S 1"));
            e.editor.refresh();
            e.editor.button(PositionEditor::Action::FindMate)->click();
            QVERIFY(window.findChild<EditPositionCommand*>()->apply(e.editor));
            FindMateDialog* dialog = window.findMate()->dialog();
            QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isSearching(); }, 20000));
            dialog->moveList()->setCurrentRow(1);
            QTest::qWait(50);
            window.grab().save(dir + QStringLiteral("/findmate-window-%1.png").arg(language));
            dialog->grab().save(dir + QStringLiteral("/findmate-dialog-%1.png").arg(language));
            dialog->close();
        }
        LanguageManager::instance().setLanguage(QStringLiteral("en"));
    }

private:
    TemporarySettings m_settings;
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
