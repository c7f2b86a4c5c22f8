// Opening and saving games from the window: every format round-trips the game, a broken file
// or a failed save changes nothing, unsaved moves are noticed, the autosave brings a game back,
// and pasted text in any format opens.
#include "game/gamecontroller.h"
#include "game/catalog.h"
#include "files/filecommands.h"
#include "files/savename.h"
#include "window/mainwindow.h"
#include "windowtestsettings.h"
#include "windowtest.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace shogiban;
using namespace shogiban::ui;
using record::RecordFormat;

namespace {

// A short game with a capture, a promotion and a drop.
const QStringList GameMoves = {QStringLiteral("7g7f"), QStringLiteral("3c3d"),
    QStringLiteral("8h2b+"), QStringLiteral("3a2b"), QStringLiteral("B*4e")};

QString writeText(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write(bytes);
    return path;
}

} // namespace

class TestFileCommands : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyFormatRoundTrips_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"game.json", "game.jkf", "game.kif", "game.kifu", "game.ki2",
                 "game.csa", "game.sfen", "game.usi"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void everyFormatRoundTrips()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        uitest::TestWindow saved(GameMoves);
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(saved.files()->saveFile(path, *RecordCodec::formatOfPath(path), &error),
            qPrintable(error));
        QVERIFY(!saved.files()->hasUnsavedChanges());

        MainWindow opened(uitest::aiThatThinks());
        QVERIFY(opened.files()->openFile(path));
        QCOMPARE(opened.controller()->moves(), saved.controller()->moves());
        QCOMPARE(
            opened.controller()->game().positionText(), saved.controller()->game().positionText());
        QCOMPARE(opened.files()->recentFiles().first(), path);
    }

    void playerNamesAndComputerLevelsAreKeptInJson()
    {
        GameStart start;
        start.players[Black] = {PlayerKind::Human, 1, QStringLiteral("Hanako"), {}, {}};
        start.players[White] = {PlayerKind::Computer, 7, QStringLiteral("Shogiban"), {}, {}};
        const SavedGame game{start, {}, std::nullopt, {}};
        const LoadedGame loaded
            = RecordCodec::read(RecordCodec::write(game, RecordFormat::Jkf), RecordFormat::Jkf);
        QVERIFY(loaded.game);
        QCOMPARE(loaded.game->start.players[Black], start.players[Black]);
        QCOMPARE(loaded.game->start.players[White], start.players[White]);
    }

    void resultIsKept()
    {
        uitest::TestWindow window(GameMoves);
        window.controller()->resign();
        const SavedGame game = window.files()->currentGame();
        QVERIFY(game.outcome);
        const LoadedGame loaded
            = RecordCodec::read(RecordCodec::write(game, RecordFormat::Kif), RecordFormat::Kif);
        QVERIFY(loaded.game);
        QCOMPARE(loaded.game->outcome, game.outcome);
    }

    // The exact outcome a record keeps in Shogiban's own fields is taken when shogi can end so;
    // a hostile file's hasami ending or unknown winner falls back to the record's own ending.
    void storedOutcomeIsTakenOnlyWhenShogiCanEndSo()
    {
        uitest::TestWindow window(GameMoves);
        window.controller()->resign();
        const SavedGame game = window.files()->currentGame();
        QVERIFY(game.outcome);
        record::Record rec = RecordCodec::toRecord(game);
        for (const Outcome stored : {Outcome{White, EndReason::TimeUp},
                 Outcome{std::nullopt, EndReason::Sennichite}, Outcome{Black, EndReason::Forfeit}}) {
            RecordCodec::storeOutcome(rec, stored);
            QCOMPARE(RecordCodec::outcomeOfLine(rec, {}), stored);
        }
        RecordCodec::storeOutcome(rec, Outcome{Black, EndReason::Captures});
        QCOMPARE(RecordCodec::outcomeOfLine(rec, {}), game.outcome);
        RecordCodec::storeOutcome(rec, Outcome{Black, EndReason::TimeUp});
        rec.setAppValue("winner", "purple");
        QCOMPARE(RecordCodec::outcomeOfLine(rec, {}), game.outcome);
    }

    void brokenFileLeavesTheGameAlone()
    {
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        const std::vector<BoardMove> before = window.controller()->moves();
        const QString path = writeText(dir, QStringLiteral("broken.csa"), "PI\n+7776FU\n+9999ZZ\n");
        QVERIFY(!window.files()->openFile(path));
        QCOMPARE(window.controller()->moves(), before);
        QVERIFY(!window.files()->openFile(dir.filePath(QStringLiteral("missing.kif"))));
        QCOMPARE(window.controller()->moves(), before);
        // Any text in a file named .kif read as an empty game and replaced the one on screen.
        QString said;
        connect(window.files(), &FileCommands::problemReported, this,
            [&](const QString&, const QString& text) { said = text; });
        QVERIFY(!window.files()->openFile(writeText(dir, QStringLiteral("hello.kif"), "hello world\n")));
        QCOMPARE(window.controller()->moves(), before);
        QVERIFY2(said.contains(QStringLiteral("no moves")), qPrintable(said));
    }

    void saveSuggestsANameAndTheTitleShowsTheFile()
    {
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        GameStart players;
        players.players[Black].name = QStringLiteral("Hanako");
        players.players[White].name = QStringLiteral("Ta/ro?");
        QCOMPARE(SaveName::suggested(players, QDate(2026, 12, 2)),
            QStringLiteral("2026-12-02 Hanako vs Taro"));
        QVERIFY(window.isWindowModified());
        // A JSON name typed without an extension becomes a .shogiban.json, the name the desktop
        // knows as a Shogiban game.
        const QString json = RecordCodec::nameFilters(GameKind::Shogi).first();
        QVERIFY(window.files()->saveAsNamed(dir.filePath(QStringLiteral("game")), json));
        const QString path = dir.filePath(QStringLiteral("game.shogiban.json"));
        QVERIFY(QFile::exists(path));
        QCOMPARE(window.files()->currentPath(), path);
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("game.shogiban.json")),
            qPrintable(window.windowTitle()));
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
        GameController* c = window.controller();
        c->playHumanMove(c->game().legalMoves().front());
        QVERIFY(window.isWindowModified());
        // A new game is in no file: Save must not write it over this one.
        QVERIFY(window.startGame(NewGameChoice{}));
        QVERIFY(window.files()->currentPath().isEmpty());
        QVERIFY2(!window.windowTitle().contains(QStringLiteral("game.shogiban.json")),
            qPrintable(window.windowTitle()));
        // Save As offers today's date and the players in the folder saved in last, in the format
        // chosen last; a game from a file offers that file and its format.
        c->playHumanMove(c->game().legalMoves().front());
        QVERIFY(window.files()->saveAsNamed(dir.filePath(QStringLiteral("second.kif")), json));
        QVERIFY(window.startGame(NewGameChoice{}));
        FileCommands::SaveProposal proposal = window.files()->saveProposal();
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QCOMPARE(QFileInfo(proposal.path).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
        QVERIFY2(QFileInfo(proposal.path).fileName().startsWith(today), qPrintable(proposal.path));
        QVERIFY2(proposal.path.endsWith(QStringLiteral(".kif")), qPrintable(proposal.path));
        QCOMPARE(RecordCodec::formatOfFilter(proposal.filter), record::RecordFormat::Kif);
        QVERIFY(window.files()->openFile(path));
        proposal = window.files()->saveProposal();
        QCOMPARE(proposal.path, path);
        QCOMPARE(RecordCodec::formatOfFilter(proposal.filter), record::RecordFormat::Jkf);
    }

    void onlyTheComputerMovingLeavesNothingUnsaved()
    {
        uitest::TestWindow window;
        NewGameChoice choice;
        choice.first = FirstPlayer::PlayerTwo; // the computer takes sente and moves first
        QVERIFY(window.startGame(choice));
        GameController* c = window.controller();
        QTRY_COMPARE(c->moveCount(), 1);
        QVERIFY(!window.files()->hasUnsavedChanges());
        QVERIFY(!window.isWindowModified());
        c->playHumanMove(c->game().legalMoves().front());
        QVERIFY(window.files()->hasUnsavedChanges());
    }

    void illegalMoveLoadsUpToIt()
    {
        QTemporaryDir dir;
        uitest::TestWindow window;
        // The fifth move moves a piece of the wrong side.
        const QString path = writeText(dir, QStringLiteral("partial.usi"),
            "position startpos moves 7g7f 3c3d 2g2f 4c4d 4a3b\n");
        QVERIFY(window.files()->openFile(path));
        QCOMPARE(window.controller()->moveCount(), 4);
    }

    void commentInNoEncodingIsReportedAndTheGameOpens()
    {
        uitest::TestWindow window;
        QSignalSpy problems(window.files(), &FileCommands::problemReported);
        const QString path
            = QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/dialects/undecodable_comment.kif");
        QVERIFY(window.files()->openFile(path));
        QCOMPARE(window.controller()->moveCount(), 2);
        QCOMPARE(problems.size(), 1);
        const QString text = problems[0][1].toString();
        QVERIFY2(text.contains(QStringLiteral("left out: 9")), qPrintable(text));
    }

    // A record of a game not played (不戦勝, 不戦敗) opens as a finished game whose result
    // names who won by default.
    void forfeitsOpenAsTheirResult_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("headline");
        QTest::addColumn<QString>("reason");
        QTest::newRow("KIF 不戦勝") << "forfeit_win.kif" << "Sente wins"
                                 << "The game was not played: Gote forfeited it.";
        QTest::newRow("KIF 不戦敗") << "forfeit_loss.kifu" << "Sente wins"
                                 << "The game was not played: Gote forfeited it.";
        QTest::newRow("KI2 後手の不戦勝") << "forfeit.ki2" << "Gote wins"
                                     << "The game was not played: Sente forfeited it.";
    }
    void forfeitsOpenAsTheirResult()
    {
        QFETCH(QString, file);
        QFETCH(QString, headline);
        QFETCH(QString, reason);
        uitest::TestWindow window;
        window.show();
        QVERIFY(window.files()->openFile(QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/dialects/") + file));
        QVERIFY(window.controller()->isOver());
        QCOMPARE(window.controller()->outcome()->reason, EndReason::Forfeit);
        QCOMPARE(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text(), headline);
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("resultMessage"));
        QVERIFY(box);
        QCOMPARE(box->text(), headline);
        QCOMPARE(box->informativeText(), reason);
        box->close();
    }

    void failedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        QString error;
        // A folder stands where the file should go: the save must fail and say why.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.kif")));
        QVERIFY(!window.files()->saveFile(
            dir.filePath(QStringLiteral("taken.kif")), RecordFormat::Kif, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(window.files()->hasUnsavedChanges());

        const QString path = writeText(dir, QStringLiteral("old.json"), "old contents");
        QVERIFY(!window.files()->saveFile(
            dir.filePath(QStringLiteral("no/such/dir/x.json")), RecordFormat::Jkf, &error));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old contents"));
    }

    void unsavedMovesAreNoticed()
    {
        QTemporaryDir dir;
        uitest::TestWindow window;
        QVERIFY(!window.files()->hasUnsavedChanges());
        QVERIFY(window.setUpPosition({}, GameMoves, nullptr));
        QVERIFY(window.files()->hasUnsavedChanges());
        QString error;
        QVERIFY(window.files()->saveFile(
            dir.filePath(QStringLiteral("g.json")), RecordFormat::Jkf, &error));
        QVERIFY(!window.files()->hasUnsavedChanges());
        GameController* c = window.controller();
        c->playHumanMove(c->game().legalMoves().front());
        QVERIFY(window.files()->hasUnsavedChanges());
    }

    void autosaveBringsTheGameBack()
    {
        TemporarySettings settings;
        QTemporaryDir folder;
        std::vector<BoardMove> played;
        QString autosave;
        {
            MainWindow window(uitest::aiThatThinks());
            window.files()->setAutosaveFolder(folder.path());
            QVERIFY(window.setUpPosition({}, GameMoves, nullptr));
            played = window.controller()->moves();
            autosave = window.files()->autosavePath();
            QVERIFY(QFile::exists(autosave));
            // The window is destroyed without closing, as in a crash: the autosave stays.
        }
        MainWindow restored(uitest::aiThatThinks());
        restored.files()->setAutosaveFolder(folder.path());
        QVERIFY(restored.files()->restoreNewestLeftGame());
        QCOMPARE(restored.controller()->moves(), played);
        QVERIFY(restored.files()->hasUnsavedChanges());
        QVERIFY(!QFile::exists(autosave)); // now in the new window's own autosave
        QVERIFY(QFile::exists(restored.files()->autosavePath()));
        // A normal close removes it: the unfinished game is kept for Continue instead.
        restored.close();
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList{QStringLiteral("continue.json")});
    }

    void pastedTextOpensInAnyFormat_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("moves");
        QTest::newRow("sfen") << QByteArray(
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
                              << 0;
        QTest::newRow("usi") << QByteArray("position startpos moves 7g7f 3c3d") << 2;
        QTest::newRow("csa") << QByteArray("V2.2\nPI\n+\n+7776FU\n-3334FU\n+2726FU\n") << 3;
        QTest::newRow("kif") << QByteArray("手合割：平手\n手数----指手---------消費時間--\n"
                                           "   1 ７六歩(77)\n   2 ３四歩(33)\n")
                             << 2;
        QTest::newRow("usen address") << QByteArray("https://example.org/?u=~0.7ku2jm6y2.r") << 3;
    }

    void pastedTextOpensInAnyFormat()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, moves);
        uitest::TestWindow window;
        QString error;
        QVERIFY2(window.files()->openText(text, &error), qPrintable(error));
        QCOMPARE(window.controller()->moveCount(), moves);
    }

    void positionCopiedAsBodPastesBackAtThatPosition()
    {
        uitest::TestWindow window(GameMoves);
        window.controller()->showPly(3);
        const QString expected
            = QString::fromStdString(window.controller()->shownPosition().positionText());
        window.findChild<QAction*>(QStringLiteral("copyPositionBodAction"))->trigger();
        const QString bod = QApplication::clipboard()->text();
        QVERIFY2(bod.contains(QStringLiteral("手数＝3　▲２二角成　まで")), qPrintable(bod));
        window.findChild<QAction*>(QStringLiteral("copyGameUsenAction"))->trigger();
        const QString usen = QApplication::clipboard()->text();
        QVERIFY2(usen.startsWith(QStringLiteral("~0.")) && !usen.contains(u'\n'), qPrintable(usen));

        MainWindow other(uitest::aiThatThinks());
        QString error;
        QVERIFY2(other.files()->openText(bod.toUtf8(), &error), qPrintable(error));
        QCOMPARE(other.controller()->moveCount(), 0);
        QCOMPARE(QString::fromStdString(other.controller()->shownPosition().positionText()), expected);
        QVERIFY2(other.files()->openText(usen.toUtf8(), &error), qPrintable(error));
        QCOMPARE(other.controller()->moves(), window.controller()->moves());
    }

    void exportedImageShowsTheShownPosition()
    {
        QTemporaryDir dir;
        uitest::TestWindow window(GameMoves);
        window.controller()->showPly(3);
        ImageExportOptions options;
        options.width = 640;
        QString error;
        const QString png = dir.filePath(QStringLiteral("shown.png"));
        QVERIFY2(window.files()->exportPositionImage(png, options, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.width(), 640);
        QVERIFY(image.height() > 400);
        const QString svg = dir.filePath(QStringLiteral("shown.svg"));
        QVERIFY2(window.files()->exportPositionImage(svg, options, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
        QVERIFY(!window.files()->exportPositionImage(
            dir.filePath(QStringLiteral("missing/x.png")), options, &error));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("exportImageAction")));
    }

    void hasamiGamesSaveAsTheirOwnJson()
    {
        GameStart start;
        start.setup.kind = GameKind::Hasami;
        std::unique_ptr<GameRules> rules = createRules(start.setup);
        QVERIFY(rules);
        std::vector<BoardMove> moves;
        for (int i = 0; i < 4; ++i) {
            moves.push_back(rules->legalMoves().front());
            rules->play(moves.back());
        }
        const SavedGame game{start, moves, std::nullopt, {}};
        const QByteArray bytes = RecordCodec::write(game, RecordFormat::Kif);
        QVERIFY(bytes.contains("shogiban-hasami"));
        const LoadedGame loaded = RecordCodec::read(bytes, std::nullopt);
        QVERIFY2(loaded.game, qPrintable(loaded.error));
        QCOMPARE(loaded.game->start.setup.kind, GameKind::Hasami);
        QCOMPARE(loaded.game->moves, moves);
        QCOMPARE(RecordCodec::nameFilters(GameKind::Hasami).size(), 1);
    }

    // In a hasami game the shogi formats are not offered: Copy Position as BOD copies the
    // position text, Copy Game as USEN the game's JSON, and Save As writes JSON whatever the name.
    void hasamiGamesCopyAndSaveTheirOwnTexts()
    {
        uitest::TestWindow window;
        NewGameChoice choice;
        choice.kind = GameKind::Hasami;
        choice.mode = GameMode::TwoPlayers;
        QVERIFY(window.startGame(choice));
        GameController* c = window.controller();
        c->playHumanMove(c->game().legalMoves().front());
        window.findChild<QAction*>(QStringLiteral("copyPositionBodAction"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(),
            QString::fromStdString(c->shownPosition().positionText()));
        window.findChild<QAction*>(QStringLiteral("copyGameUsenAction"))->trigger();
        QVERIFY2(QApplication::clipboard()->text().contains(QStringLiteral("shogiban-hasami")),
            qPrintable(QApplication::clipboard()->text()));
        QTemporaryDir dir;
        QVERIFY(window.files()->saveAsNamed(dir.filePath(QStringLiteral("game")), QString()));
        QFile file(dir.filePath(QStringLiteral("game.shogiban.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("shogiban-hasami"));
    }
};

QTEST_MAIN(TestFileCommands)
#include "tst_filecommands.moc"
