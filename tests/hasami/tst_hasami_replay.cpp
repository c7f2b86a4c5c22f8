// shogiban-tool replay: the text and --json outputs, and refusals of illegal moves.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run replay(const QStringList& args)
{
    QProcess process;
    process.start(
        QStringLiteral(SHOGIBAN_BINARY_DIR "/app/shogiban-tool"), QStringList{"replay"} + args);
    process.waitForFinished(20000);
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

QJsonObject replayJson(const QStringList& args)
{
    Run run = replay(args + QStringList{"--json"});
    if (run.exitCode != 0) qFatal("replay failed: %s", run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestHasamiReplay : public QObject {
    Q_OBJECT

private slots:
    void jsonOfAnOngoingGame()
    {
        QJsonObject j = replayJson({"--game", "hasami", "--moves", "9i9e 1a1e"});
        QCOMPARE(j.keys(), (QStringList{"board", "captured", "result", "side_to_move"}));
        QJsonArray board = j["board"].toArray();
        QCOMPARE(board.size(), 9);
        QCOMPARE(board[0].toString(), QString("wwwwwwww."));
        QCOMPARE(board[4].toString(), QString("b.......w"));
        QCOMPARE(board[8].toString(), QString(".bbbbbbbb"));
        QCOMPARE(j["side_to_move"].toString(), QString("black"));
        QCOMPARE(j["captured"].toObject()["black"].toInt(), 0);
        QVERIFY(j["result"].isNull());
    }

    void jsonCountsCapturesForTheCapturedColour()
    {
        // White enters 2e safely, then black closes the rank and takes it.
        QJsonObject taken = replayJson({"--game", "hasami", "--moves", "1i1e 2a2e 3i3e"});
        QCOMPARE(taken["captured"].toObject()["white"].toInt(), 1);
        QCOMPARE(taken["captured"].toObject()["black"].toInt(), 0);
        QCOMPARE(taken["board"].toArray()[4].toString(), QString("......b.b"));
    }

    void jsonResultOfAFinishedGame()
    {
        QJsonObject j = replayJson(
            {"--game", "mak-yek", "--start", "8/8/8/3bw3/8/8/8/5b2 b 0 15", "--moves", "3h3d"});
        QJsonObject result = j["result"].toObject();
        QCOMPARE(result["winner"].toString(), QString("black"));
        QCOMPARE(result["reason"].toString(), QString("captures"));
        QCOMPARE(j["captured"].toObject()["white"].toInt(), 16);
    }

    void variantsAreSelectable()
    {
        QJsonObject dai = replayJson(
            {"--game", "dai-hasami", "--variant", "dai-diagonal", "--moves", "5h5g 5b5c 5i5h"});
        QCOMPARE(dai["board"].toArray()[7].toString(), QString("bbbbbbbbb"));
        QCOMPARE(
            replayJson({"--game", "hasami", "--variant", "one-step"})["board"].toArray().size(), 9);
    }

    void illegalMoveIsRefusedWithPlyAndReason()
    {
        Run run = replay({"--game", "hasami", "--moves", "9i9e 1a1e 9e9a"});
        QVERIFY(run.exitCode != 0);
        QVERIFY(run.err.contains("ply 3"));
        QVERIFY(run.err.contains("occupied"));
        Run jump = replay({"--game", "hasami", "--moves", "9i9h 9a9b 9h9a"});
        QVERIFY(jump.exitCode != 0);
        QVERIFY(jump.err.contains("ply 3"));
        Run unknown = replay({"--game", "hasami", "--variant", "nope"});
        QVERIFY(unknown.exitCode != 0);
        QVERIFY(unknown.err.contains("nope"));
    }

    void movesFromAFileOrASavedGame()
    {
        QTemporaryFile moves;
        QVERIFY(moves.open());
        moves.write("9i9e 1a1e\n9e9d\n");
        moves.close();
        QJsonObject j = replayJson({"--game", "hasami", moves.fileName()});
        QCOMPARE(j["side_to_move"].toString(), QString("white"));

        QTemporaryFile saved;
        QVERIFY(saved.open());
        saved.write(R"({"format": "shogiban-hasami", "version": 1, "game": "dai-hasami",
                        "variant": "dai", "moves": ["5h5g"], "result": null})");
        saved.close();
        QJsonObject k = replayJson({saved.fileName()});
        QCOMPARE(k["board"].toArray()[6].toString(), QString("....b...."));
    }

    void textOutputShowsBoardCapturesAndResult()
    {
        Run run = replay({"--game", "hasami", "--moves", "1i1e 2a2e 3i3e"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("captured: black 0, white 1"));
        QVERIFY(run.out.contains("result: none"));
    }
};

QTEST_GUILESS_MAIN(TestHasamiReplay)
#include "tst_hasami_replay.moc"
