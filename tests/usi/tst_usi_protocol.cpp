// The USI protocol layer without I/O: parsing commands, options, and formatting output.
#include "ai/score.h"
#include "usi/command.h"
#include "usi/format.h"
#include "usi/infoscore.h"
#include "usi/options.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::usi;

class TestUsiProtocol : public QObject {
    Q_OBJECT

private slots:
    // Other engines' info lines as match records keep them.
    void infoScores_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("found");
        QTest::addColumn<bool>("mate");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("depth");
        QTest::newRow("cp") << "info depth 7 seldepth 9 score cp 215 nodes 5007 pv 8h2b 3a2b"
                            << true << false << 215 << 7;
        QTest::newRow("negative") << "info score cp -40 depth 12" << true << false << -40 << 12;
        QTest::newRow("mate") << "info depth 9 score mate 5 pv 2b3c" << true << true << 5 << 9;
        QTest::newRow("mated") << "info depth 3 score mate -4" << true << true << -4 << 3;
        QTest::newRow("mate plus") << "info depth 3 score mate +3" << true << true << 3 << 3;
        QTest::newRow("mated unknown") << "info depth 3 score mate -" << true << true << -1 << 3;
        QTest::newRow("bound") << "info depth 8 score cp 90 lowerbound" << false << false << 0 << 0;
        QTest::newRow("no score") << "info depth 8 nodes 100" << false << false << 0 << 0;
        QTest::newRow("string") << "info string score cp 5" << false << false << 0 << 0;
        QTest::newRow("bad number") << "info depth 8 score cp x1" << false << false << 0 << 0;
        QTest::newRow("truncated") << "info depth 8 score cp" << false << false << 0 << 0;
        QTest::newRow("pv words") << "info score cp 1 pv depth 3" << true << false << 1 << 0;
        QTest::newRow("not info") << "bestmove 7g7f" << false << false << 0 << 0;
    }
    void infoScores()
    {
        QFETCH(QString, line);
        QFETCH(bool, found);
        const auto score = usi::parseInfoScore(line.toStdString());
        QCOMPARE(score.has_value(), found);
        if (!found) return;
        QFETCH(bool, mate);
        QFETCH(int, value);
        QFETCH(int, depth);
        QCOMPARE(*score, (usi::InfoScore{mate, value, depth}));
        QCOMPARE(usi::parseInfoScoreComment(usi::infoScoreComment(*score)), score);
    }

    void simpleCommands()
    {
        QCOMPARE(parseCommand("usi").type, CommandType::Usi);
        QCOMPARE(parseCommand("  isready \r").type, CommandType::IsReady);
        QCOMPARE(parseCommand("usinewgame").type, CommandType::UsiNewGame);
        QCOMPARE(parseCommand("stop").type, CommandType::Stop);
        QCOMPARE(parseCommand("ponderhit").type, CommandType::PonderHit);
        QCOMPARE(parseCommand("quit").type, CommandType::Quit);
        QCOMPARE(parseCommand("").type, CommandType::Empty);
        const Command over = parseCommand("gameover lose");
        QCOMPARE(over.type, CommandType::GameOver);
        QCOMPARE(over.gameResult, std::string("lose"));
    }

    void positionStartposWithMoves()
    {
        const Command c = parseCommand("position startpos moves 7g7f 3c3d");
        QCOMPARE(c.type, CommandType::Position);
        QVERIFY(c.position.sfen.empty());
        QCOMPARE(c.position.moves, (std::vector<std::string>{"7g7f", "3c3d"}));
    }

    void positionSfen()
    {
        const Command c = parseCommand("position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b");
        QCOMPARE(c.position.sfen, std::string("4k4/9/9/9/9/9/9/9/4K4 b G 1"));
        QCOMPARE(c.position.moves, std::vector<std::string>{"G*5b"});
    }

    void goParameters()
    {
        const Command c
            = parseCommand("go btime 60000 wtime 50000 byoyomi 10000 binc 0 winc 0 ponder");
        QCOMPARE(c.type, CommandType::Go);
        QCOMPARE(c.go.btime.value(), 60000);
        QCOMPARE(c.go.wtime.value(), 50000);
        QCOMPARE(c.go.byoyomi.value(), 10000);
        QVERIFY(c.go.ponder);
        QCOMPARE(parseCommand("go depth 7").go.depth.value(), 7);
        QCOMPARE(parseCommand("go nodes 12345").go.nodes.value(), 12345u);
        QCOMPARE(parseCommand("go movetime 300").go.movetime.value(), 300);
        QVERIFY(parseCommand("go infinite").go.infinite);
        QCOMPARE(parseCommand("go mate infinite").go.mate.value(), -1);
        QCOMPARE(parseCommand("go mate 5000").go.mate.value(), 5000);
        QCOMPARE(parseCommand("go perft 3").go.perft.value(), 3);
    }

    void setOptionNamesAndValuesWithSpaces()
    {
        const Command c = parseCommand("setoption name Book File value my book.db");
        QCOMPARE(c.type, CommandType::SetOption);
        QCOMPARE(c.optionName, std::string("Book File"));
        QCOMPARE(c.optionValue, std::string("my book.db"));
        QCOMPARE(parseCommand("setoption name Clear Hash").optionValue, std::string());
    }

    void malformedInputIsReportedNotThrown_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("error");
        QTest::newRow("unknown") << "hello world" << int(CommandError::UnknownCommand);
        QTest::newRow("go bad number") << "go depth x" << int(CommandError::BadNumber);
        QTest::newRow("go missing number") << "go btime" << int(CommandError::BadNumber);
        QTest::newRow("go negative") << "go nodes -5" << int(CommandError::BadNumber);
        QTest::newRow("go unknown") << "go fast" << int(CommandError::UnknownKeyword);
        QTest::newRow("position alone") << "position" << int(CommandError::MissingArgument);
        QTest::newRow("position bad") << "position middle" << int(CommandError::UnknownKeyword);
        QTest::newRow("sfen empty")
            << "position sfen moves 7g7f" << int(CommandError::MissingArgument);
        QTest::newRow("setoption no name")
            << "setoption value 3" << int(CommandError::MissingArgument);
        QTest::newRow("binary junk")
            << QString::fromLatin1("\x01\x02\xff") << int(CommandError::UnknownCommand);
    }

    void malformedInputIsReportedNotThrown()
    {
        QFETCH(QString, line);
        QFETCH(int, error);
        const Command c = parseCommand(line.toStdString());
        QCOMPARE(c.type, CommandType::Invalid);
        QCOMPARE(int(c.error), error);
        QVERIFY(!describeError(c).empty());
    }

    void optionsAreCheckedAgainstTheirDeclaration()
    {
        Options o;
        o.addSpin("USI_Hash", 16, 1, 1024);
        o.addCheck("USI_Ponder", false);
        o.addCombo("Style", "Normal", {"Normal", "Aggressive"});
        QCOMPARE(o.set("usi_hash", "64"), OptionError::None);
        QCOMPARE(o.spin("USI_Hash"), 64);
        QCOMPARE(o.set("USI_Hash", "0"), OptionError::OutOfRange);
        QCOMPARE(o.set("USI_Hash", "big"), OptionError::NotANumber);
        QCOMPARE(o.set("USI_Ponder", "yes"), OptionError::NotABoolean);
        QCOMPARE(o.set("USI_Ponder", "true"), OptionError::None);
        QVERIFY(o.check("USI_Ponder"));
        QCOMPARE(o.set("Style", "Wild"), OptionError::NotAChoice);
        QCOMPARE(o.set("Nope", "1"), OptionError::UnknownOption);
        const auto lines = o.declarations();
        QCOMPARE(lines.size(), size_t(3));
        QCOMPARE(lines[0], std::string("option name USI_Hash type spin default 16 min 1 max 1024"));
        QCOMPARE(lines[2],
            std::string("option name Style type combo default Normal var Normal var Aggressive"));
    }

    void scoresAndInfoLines()
    {
        QCOMPARE(formatScore(35), std::string("cp 35"));
        QCOMPARE(formatScore(ai::mateIn(5)), std::string("mate 5"));
        QCOMPARE(formatScore(ai::matedIn(4)), std::string("mate -4"));
        ai::SearchInfo info;
        info.depth = 3;
        info.selDepth = 5;
        info.score = 12;
        info.nodes = 2000;
        info.timeMs = 10;
        info.pv = {Move::normal(makeSquare(File7, Rank7), makeSquare(File7, Rank6))};
        QCOMPARE(formatInfo(info),
            std::string("info depth 3 seldepth 5 multipv 1 score cp 12 "
                        "nodes 2000 nps 200000 time 10 hashfull 0 pv 7g7f"));
    }

    void bestMoveForms()
    {
        ai::SearchResult r;
        QCOMPARE(formatBestMove(r, false), std::string("bestmove resign"));
        r.declareWin = true;
        QCOMPARE(formatBestMove(r, false), std::string("bestmove win"));
        r.declareWin = false;
        r.best = Move::drop(Pawn, makeSquare(File5, Rank5));
        r.ponder = Move::normal(makeSquare(File4, Rank1), makeSquare(File5, Rank2));
        QCOMPARE(formatBestMove(r, true), std::string("bestmove P*5e ponder 4a5b"));
        QCOMPARE(formatBestMove(r, false), std::string("bestmove P*5e"));
    }
};

QTEST_APPLESS_MAIN(TestUsiProtocol)
#include "tst_usi_protocol.moc"
