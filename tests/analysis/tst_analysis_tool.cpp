// shogiban-tool analyse: a line per move, or JSON with exactly the keys ply, move, score or
// mate, best and mark (and lines with --multipv above 1: the best moves and their scores); the
// blunder marked with the better move; bad files named with what is wrong and exit status 1.
#include "analysistest.h"

#include "record/formats.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace shogiban;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run analyse(const QStringList& args)
{
    QProcess process;
    process.start(SHOGIBAN_TOOL, QStringList{"analyse"} + args);
    if (!process.waitForFinished(120'000)) qFatal("shogiban-tool analyse did not finish");
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

// A line's score from sente's view as one number: a mate beyond every score, sooner better.
int forSente(const QJsonObject& line)
{
    if (!line.contains("mate")) return line["score"].toInt();
    const int mate = line["mate"].toInt();
    return mate > 0 ? 1'000'000 - mate : -1'000'000 - mate;
}

// Deterministic: a node budget on one thread.
const QStringList Fixed = {"--nodes", "100000", "--threads", "1"};

} // namespace

class TestAnalysisTool : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString& name, const std::string& bytes)
    {
        const QString path = m_dir.filePath(name);
        std::ofstream(path.toStdString(), std::ios::binary) << bytes;
        return path;
    }

    QString blunderGame()
    {
        return write("blunder.kif",
            record::writeRecord(analysis::test::recordOf(record::StartSfen,
                                    {"7g7f", "3c3d", "8h5e", "2b5e", "2g2f", "5e4d"}),
                record::RecordFormat::Kif));
    }

private slots:
    void jsonHasTheDocumentedKeys()
    {
        const Run run = analyse(QStringList{blunderGame(), "--json"} + Fixed);
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
        QVERIFY2(doc.isArray(), qPrintable(error.errorString() + "\n" + run.out));
        const QJsonArray moves = doc.array();
        QCOMPARE(moves.size(), 6);
        const QStringList usi = {"7g7f", "3c3d", "8h5e", "2b5e", "2g2f", "5e4d"};
        for (int i = 0; i < moves.size(); ++i) {
            const QJsonObject m = moves[i].toObject();
            QCOMPARE(m.keys(), (QStringList{"best", "mark", "move", "ply", "score"}));
            QCOMPARE(m["ply"].toInt(), i + 1);
            QCOMPARE(m["move"].toString(), usi[i]);
            QVERIFY(m["best"].isString());
            QVERIFY(m["mark"].isNull() || m["mark"].isString());
        }
        const QJsonObject blunder = moves[2].toObject();
        QCOMPARE(blunder["mark"].toString(), "blunder");
        QVERIFY(blunder["best"].toString() != "8h5e");
        QVERIFY(blunder["score"].toInt() < -800); // sente's view: sente lost a bishop
        QVERIFY(moves[3].toObject()["mark"].isNull()); // taking it is right
    }

    void mateIsCountedForSente()
    {
        const QString path = write("mate.kifu",
            record::writeRecord(
                analysis::test::recordOf("4k4/9/4G4/9/9/9/7s1/9/8K b Gg 1", {"5c6c", "G*1h"}),
                record::RecordFormat::Kifu));
        const Run run = analyse(QStringList{path, "--json"} + Fixed);
        QCOMPARE(run.exitCode, 0);
        const QJsonArray moves = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(moves.size(), 2);
        const QJsonObject missed = moves[0].toObject();
        QCOMPARE(missed.keys(), (QStringList{"best", "mark", "mate", "move", "ply"}));
        QCOMPARE(missed["mate"].toInt(), -1); // gote mates in one
        QCOMPARE(missed["best"].toString(), "G*5b");
        QCOMPARE(missed["mark"].toString(), "blunder");
        QCOMPARE(moves[1].toObject()["mate"].toInt(), 0); // checkmate on the board
    }

    void multipvListsTheBestMovesWithTheirScores()
    {
        const Run run = analyse(QStringList{blunderGame(), "--json", "--multipv", "3"} + Fixed);
        QCOMPARE(run.exitCode, 0);
        const QJsonArray moves = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(moves.size(), 6);
        for (const QJsonValue& value : moves) {
            const QJsonObject m = value.toObject();
            QCOMPARE(m.keys(), (QStringList{"best", "lines", "mark", "move", "ply", "score"}));
            const QJsonArray lines = m["lines"].toArray();
            QCOMPARE(lines.size(), 3);
            QCOMPARE(lines[0].toObject()["move"].toString(), m["best"].toString());
            QSet<QString> distinct;
            for (const QJsonValue& l : lines) {
                const QJsonObject line = l.toObject();
                QCOMPARE(line.keys(), (QStringList{"move", "pv", "score"}));
                QCOMPARE(line["pv"].toArray().first().toString(), line["move"].toString());
                distinct.insert(line["move"].toString());
            }
            QCOMPARE(distinct.size(), 3);
        }
        // Before the blunder sente had better moves than giving the bishop away; after it,
        // gote's best is to take the bishop, and every line says so from sente's view.
        const QJsonObject blunder = moves[2].toObject();
        for (const QJsonValue& l : blunder["lines"].toArray()) {
            QVERIFY(l.toObject()["move"].toString() != "8h5e");
            QVERIFY(l.toObject()["score"].toInt() > blunder["score"].toInt() + 500);
        }
        const QJsonObject taken = moves[3].toObject()["lines"].toArray()[0].toObject();
        QCOMPARE(taken["move"].toString(), "2b5e");
        QVERIFY(taken["score"].toInt() < -800);
    }

    // The lines of a position are the engine's choice first and then best first for the side
    // to move (sente's view: falling before sente's moves, rising before gote's). Lines searched
    // one after another can come out in another order (a move searched with a reduced depth among
    // the others gets its full search as a line of its own), and the first line of an unfinished
    // deeper iteration mixed with the others did too.
    void linesAreBestFirstForTheSideToMove()
    {
        const QString path = write("opening.usi",
            "position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 6i7h 8b4b 3i4h 5a6b\n");
        for (const QString nodes : {"100000", "300000"}) {
            const Run run
                = analyse({path, "--json", "--multipv", "4", "--nodes", nodes, "--threads", "1"});
            QCOMPARE(run.exitCode, 0);
            const QJsonArray moves = QJsonDocument::fromJson(run.out.toUtf8()).array();
            QCOMPARE(moves.size(), 10);
            for (const QJsonValue& value : moves) {
                const QJsonObject m = value.toObject();
                const QJsonArray lines = m["lines"].toArray();
                QCOMPARE(lines.size(), 4);
                QCOMPARE(lines[0].toObject()["move"].toString(), m["best"].toString());
                const bool sente = m["ply"].toInt() % 2 == 1;
                for (int i = 1; i < lines.size(); ++i) {
                    const int before = forSente(lines[i - 1].toObject());
                    const int after = forSente(lines[i].toObject());
                    QVERIFY2(sente ? before >= after : before <= after,
                        qPrintable(
                            QString("ply %1 with %2 nodes: %3")
                                .arg(m["ply"].toInt())
                                .arg(nodes, QJsonDocument(lines).toJson(QJsonDocument::Compact))));
                }
            }
        }
    }

    void textHasALinePerMoveAndTheReason()
    {
        const Run run = analyse(QStringList{blunderGame(), "--multipv", "3"} + Fixed);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split('\n');
        QVERIFY(lines.size() >= 6);
        QVERIFY2(lines[2].startsWith("3\t8h5e\tcp -"), qPrintable(lines[2]));
        QVERIFY(lines[2].contains("\tbest "));
        // --multipv 3: the three best moves before the move, the engine's choice first.
        const QString best = lines[2].section('\t', 3, 3).mid(5);
        const QString candidates = lines[2].section('\t', 4, 4);
        QVERIFY2(candidates.startsWith("lines " + best + " cp "), qPrintable(lines[2]));
        QCOMPARE(candidates.count(", "), 2);
        QVERIFY(!candidates.contains("8h5e"));
        QVERIFY(lines[2].endsWith("blunder: lost the bishop to 2b5e"));
        QVERIFY(lines[3].startsWith("4\t2b5e\tcp -"));
        QVERIFY(run.out.contains("sente: 3 moves, 0 inaccuracies, 0 mistakes, 1 blunders"));
    }

    void badInputNamesTheFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem");
        QTest::newRow("missing") << "missing.kif" << QByteArray() << "cannot read it";
        QTest::newRow("not a record") << "notes.kif" << QByteArray("hello\n") << "line 1";
        QTest::newRow("illegal move")
            << "illegal.usi" << QByteArray("position startpos moves 7g7f 7g7f\n") << "illegal";
        QTest::newRow("no moves") << "empty.usi" << QByteArray("position startpos\n")
                                  << "no moves to analyse";
        QTest::newRow("bad json") << "broken.json" << QByteArray("{\"moves\": [") << "JSON";
    }

    void badInputNamesTheFile()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        const QString path = m_dir.filePath(name);
        if (!bytes.isEmpty()) write(name, bytes.toStdString());
        const Run run = analyse(QStringList{path} + Fixed);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(path) && run.err.contains(problem, Qt::CaseInsensitive),
            qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void badOptionsAreUsageErrors()
    {
        const QString path = blunderGame();
        for (const QStringList& args : {QStringList{path, "--multipv", "6"},
                 QStringList{path, "--movetime", "0"}, QStringList{path, "--colour"},
                 QStringList{}}) {
            const Run run = analyse(args);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.err.contains("usage: shogiban-tool analyse FILE"));
        }
    }
};

QTEST_GUILESS_MAIN(TestAnalysisTool)
#include "tst_analysis_tool.moc"
