// Scripted conversations with the shogiban-usi executable over its standard input and output,
// as a GUI holds them: handshake, options, positions, searches, stop, ponder, and bad input.
#include "usisession.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

class TestUsiSession : public QObject {
    Q_OBJECT

private slots:
    void handshakeDeclaresTheOptions()
    {
        Session s;
        s.send("usi");
        const auto lines = s.readUntil("usiok");
        QVERIFY(lines.last() == "usiok");
        QVERIFY(lines.first().startsWith("id name Shogiban"));
        for (const char* option : {"USI_Hash", "USI_Ponder", "Threads", "Level", "MultiPV"}) {
            const QByteArray wanted = QByteArray("option name ") + option + " type";
            QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [&](const QByteArray& l) { return l.startsWith(wanted); }),
                option);
        }
        s.send("isready");
        QCOMPARE(s.readUntil("readyok", 1000).last(), QByteArray("readyok"));
    }

    void searchToDepthEndsWithBestMove()
    {
        Session s;
        s.send("usi");
        s.readUntil("usiok");
        s.send("setoption name USI_Hash value 8");
        s.send("usinewgame");
        s.send("position startpos moves 7g7f 3c3d");
        s.send("go depth 4");
        const auto lines = s.readUntil("bestmove");
        QVERIFY(lines.last().startsWith("bestmove "));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QByteArray& l) {
            return l.startsWith("info depth 4 ") && l.contains(" score cp ") && l.contains(" pv ");
        }));
    }

    void mateIsAnnouncedAndPlayed()
    {
        Session s;
        s.send("position sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
        s.send("go depth 3");
        const auto lines = s.readUntil("bestmove");
        QCOMPARE(lines.last(), QByteArray("bestmove G*5b"));
        QVERIFY(lines[lines.size() - 2].contains("score mate 1 "));
        s.send("go mate 1000");
        QCOMPARE(s.readUntil("checkmate").last(), QByteArray("checkmate G*5b"));
    }

    void stopEndsAnInfiniteSearchPromptly()
    {
        Session s;
        s.send("position startpos");
        s.send("go infinite");
        s.readUntil("info depth 3");
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        s.send("stop");
        QVERIFY(s.readUntil("bestmove", 2000).last().startsWith("bestmove "));
        // The target is 50 ms (scripts/match.sh measures it); a loaded test machine gets slack.
        QVERIFY(timer.elapsed() < 1000);
    }

    void ponderWaitsForPonderhit()
    {
        Session s;
        s.send("setoption name USI_Ponder value true");
        s.send("position startpos moves 7g7f");
        s.send("go ponder btime 0 wtime 0 byoyomi 300");
        QVERIFY(s.readUntil("bestmove", 600).last().isEmpty());
        s.send("ponderhit");
        QVERIFY(s.readUntil("bestmove", 3000).last().startsWith("bestmove "));
    }

    // A ponderhit that comes before the search thread has even started still ends the ponder:
    // the move is played within its byoyomi, not after a stop.
    void ponderhitAtOnceIsNotLost()
    {
        Session s;
        s.send("setoption name USI_Ponder value true");
        s.send("position startpos moves 7g7f");
        for (int i = 0; i < 20; ++i) {
            s.send("go ponder btime 0 wtime 0 byoyomi 100");
            s.send("ponderhit");
            QVERIFY2(s.readUntil("bestmove", 3000).last().startsWith("bestmove "),
                qPrintable(QString::number(i)));
        }
    }

    void byoyomiIsRespected()
    {
        Session s;
        // As a GUI does: the engine is ready before the clock runs (a sanitizer build takes
        // about a second to start).
        s.send("isready");
        QCOMPARE(s.readUntil("readyok").last(), QByteArray("readyok"));
        s.send("position startpos");
        QElapsedTimer timer;
        timer.start();
        s.send("go btime 0 wtime 0 byoyomi 500");
        QVERIFY(s.readUntil("bestmove", 3000).last().startsWith("bestmove "));
        QVERIFY(timer.elapsed() < 1500);
    }

    void perftCountsLeafPositions()
    {
        Session s;
        s.send("position startpos");
        s.send("go perft 3");
        const auto lines = s.readUntil("Nodes searched");
        QCOMPARE(lines.last(), QByteArray("Nodes searched: 25470"));
    }

    void malformedInputIsAnsweredAndIgnored()
    {
        Session s;
        for (const char* bad : {"hello", "go depth x", "position sfen nonsense", "position",
                 "setoption name Nope value 1", "setoption name Level value 99",
                 "position startpos moves 7g7f 9a9z", "go nodes", "\x01\xfe"}) {
            s.send(bad);
            QVERIFY2(s.readUntil("info string", 2000).last().startsWith("info string "), bad);
        }
        // A position with a bad move is refused whole: no other position (the one before the
        // bad move, the last one set up) is searched in its place.
        s.send("d");
        QVERIFY(s.readUntil("info string no position").last().contains("bad move 9a9z"));
        s.send("isready");
        QCOMPARE(s.readUntil("readyok").last(), QByteArray("readyok"));
        s.send("go depth 2");
        auto lines = s.readUntil("bestmove");
        QCOMPARE(lines.last(), QByteArray("bestmove resign"));
        QVERIFY(lines.first().startsWith("info string no position to search: bad move 9a9z"));
        s.send("go mate 1000");
        QCOMPARE(s.readUntil("checkmate").last(), QByteArray("checkmate nomate"));
        s.send("position startpos");
        s.send("go depth 2");
        lines = s.readUntil("bestmove");
        QVERIFY(lines.last().startsWith("bestmove ") && lines.last() != "bestmove resign");
    }

    // Tsume problems: only gote's king on the board, the rest in gote's hand. "go mate" answers
    // with the mate in tsume counting, "nomate", or "timeout" when the time or a stop ends it.
    void goMateSolvesTsumeProblems()
    {
        Session s;
        s.send("position sfen 3sks3/9/4S4/9/9/B8/9/9/9 b S2rb4g4n4l18p 1");
        s.send("go mate 10000");
        const QByteArray answer = s.readUntil("checkmate").last();
        QVERIFY2(answer == "checkmate 9f5b+ 4a5b S*4b" || answer == "checkmate 9f5b+ 6a5b S*6b",
            answer.constData());
        s.send("position sfen 4k4/9/9/9/9/9/9/9/9 b G2r2b3g4s4n4l18p 1");
        s.send("go mate infinite");
        QCOMPARE(s.readUntil("checkmate").last(), QByteArray("checkmate nomate"));
        // Kemuri-zume (Ito Kanju, 1755, 117 plies) takes longer than this.
        const QByteArray kemuri = "position sfen k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/"
                                  "NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1";
        s.send(kemuri);
        s.send("go mate 100");
        QCOMPARE(s.readUntil("checkmate").last(), QByteArray("checkmate timeout"));
        s.send("go mate infinite");
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        s.send("stop");
        QCOMPARE(s.readUntil("checkmate").last(), QByteArray("checkmate timeout"));
        QVERIFY(timer.elapsed() < 2000);
    }

    // Each mate found is told before the answer, while the search looks for a shorter one:
    // Karolina's first proof is a mate in 17 plies, the answer a mate in 13.
    void goMateTellsTheMatesFoundOnTheWay()
    {
        Session s;
        s.send("position sfen 4RB1k1/5s3/7n1/5s1LP/9/7r1/9/9/6K2 b b4g2s3n3l17p 1");
        s.send("go mate 10000");
        const QList<QByteArray> lines = s.readUntil("checkmate");
        QCOMPARE(lines.last().split(' ').size(), 1 + 13);
        const auto found = std::find_if(lines.begin(), lines.end(),
            [](const QByteArray& line) { return line.startsWith("info time "); });
        QVERIFY(found != lines.end());
        QVERIFY2(found->endsWith("string found a mate in 17 plies; looking for a shorter one"),
            found->constData());
    }

    // A tsume position that cannot be set up (two sente kings) is said so, and "go mate" gets
    // no answer about another position.
    void goMateAfterARefusedPosition()
    {
        Session s;
        s.send("position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        s.send("position sfen 4k4/9/4P4/9/9/9/9/9/3KK4 b G2r2b3g4s4n4l17p 1");
        QVERIFY(s.readUntil("info string").last().contains("a side has two kings"));
        s.send("go mate 1000");
        const auto lines = s.readUntil("checkmate");
        QCOMPARE(lines.last(), QByteArray("checkmate nomate"));
        QVERIFY(lines.first().startsWith("info string no position to search"));
    }

    void resignsWhenMated()
    {
        Session s;
        s.send("position sfen 4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1");
        s.send("go depth 3");
        QCOMPARE(s.readUntil("bestmove").last(), QByteArray("bestmove resign"));
    }

    void declaresWinByThe27PointRule()
    {
        // Sente's king in the enemy camp with twelve pieces there and 29 points.
        Session s;
        s.send("position sfen K1GGGSS+N+N/LLL6/PP7/9/9/9/9/9/4k4 b RBG2S2N2P 1");
        s.send("go btime 0 wtime 0 byoyomi 1000");
        QCOMPARE(s.readUntil("bestmove").last(), QByteArray("bestmove win"));
    }

    void quitEndsTheProcess()
    {
        Session s;
        s.send("quit");
        QVERIFY(s.process().waitForFinished(2000));
        QCOMPARE(s.process().exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestUsiSession)
#include "tst_usi_session.moc"
