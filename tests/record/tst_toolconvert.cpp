// shogiban-tool convert on a folder: every record file under it in the output format, in the
// same sub-folders; unreadable files skipped with a line each; counts printed; nothing that
// exists replaced without --force (a single output file neither).
#include "../testfiles.h"
#include "record/formats.h"
#include "record/replay.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace shogiban;

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run tool(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(SHOGIBAN_TOOL), args);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

QByteArray sample(const char* relative)
{
    return testfiles::contents(
        QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/") + QLatin1String(relative));
}

int movesIn(const QByteArray& json)
{
    const record::ReadResult r
        = record::readRecord(std::string_view(json.constData(), size_t(json.size())), record::RecordFormat::Jkf);
    return r.ok() ? int(record::mainLineMoves(r.record).size()) : -1;
}

} // namespace

class TestToolConvert : public QObject {
    Q_OBJECT

private slots:
    void folderIsConvertedTreeAndAll()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in")), out = dir.filePath(QStringLiteral("out"));
        QVERIFY(testfiles::write(
            in + QStringLiteral("/even.kif"), sample("records/even_branches_sjis.kif")));
        QVERIFY(testfiles::write(in + QStringLiteral("/club/handicap.kifu"),
            sample("records/handicap_2pieces_resign.kifu")));
        QVERIFY(testfiles::write(
            in + QStringLiteral("/club/2026/times.csa"), sample("records/times_v30.csa")));
        QVERIFY(testfiles::write(in + QStringLiteral("/club/web.usen"), "~0.7ku2jm6y2.r\n"));
        QVERIFY(testfiles::write(in + QStringLiteral("/club/broken.kif"),
            "手合割：謎の手合\n手数----指手---------消費時間--\n"));
        QVERIFY(testfiles::write(in + QStringLiteral("/club/notes.txt"), "not a record\n"));
        QVERIFY(testfiles::write(
            in + QStringLiteral("/comment.kif"), sample("dialects/undecodable_comment.kif")));

        const Run run = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 1); // one file could not be read
        QVERIFY2(run.out.contains(QStringLiteral("converted 5, could not read 1, kept 0 existing, "
                                                 "not written 0, ignored 1 other files")),
            qPrintable(run.out));
        // One line for the unreadable file, one for the comment left out; none for the rest.
        QVERIFY2(run.err.contains(QStringLiteral("broken.kif: line ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("comment.kif: line 9: comment left out")), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 2);
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/even.json"))), 8);
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/club/handicap.json"))), 6);
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/club/2026/times.json"))), 4);
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/club/web.json"))), 3);
        QVERIFY(!QFile::exists(out + QStringLiteral("/club/broken.json")));
        QVERIFY(!QFile::exists(out + QStringLiteral("/club/notes.json")));

        // Again: what exists is kept, each with a line, unless --force.
        QVERIFY(testfiles::write(out + QStringLiteral("/even.json"), "mine\n"));
        const Run again = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"), QStringLiteral("json")});
        QVERIFY2(again.out.contains(QStringLiteral("converted 0, could not read 1, kept 5 existing")),
            qPrintable(again.out));
        QCOMPARE(testfiles::contents(out + QStringLiteral("/even.json")), QByteArray("mine\n"));
        const Run forced = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"),
            QStringLiteral("kif"), QStringLiteral("--force")});
        QVERIFY2(forced.out.contains(QStringLiteral("converted 5")), qPrintable(forced.out));
        const Run replaced = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"),
            QStringLiteral("json"), QStringLiteral("--force")});
        QVERIFY2(replaced.out.contains(QStringLiteral("converted 5")), qPrintable(replaced.out));
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/even.json"))), 8);
    }

    void twoInputsOfOneNameAreNotMixed()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in"));
        QVERIFY(
            testfiles::write(in + QStringLiteral("/game.usi"), "position startpos moves 7g7f\n"));
        QVERIFY(testfiles::write(in + QStringLiteral("/game.sfen"),
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 "
            "moves 2g2f 8c8d\n"));
        // The output inside the input: its files are not read again.
        const QString out = in + QStringLiteral("/json");
        const Run run = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"), QStringLiteral("json"), QStringLiteral("--force")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("converted 1")) && run.out.contains(QStringLiteral("not written 1")), qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("was written from another file")), qPrintable(run.err));
        QCOMPARE(movesIn(testfiles::contents(out + QStringLiteral("/game.json"))),
            2); // game.sfen, first by name
        const Run again = tool({QStringLiteral("convert"), in, out, QStringLiteral("--to"), QStringLiteral("json")});
        QVERIFY2(again.out.contains(QStringLiteral("kept 2 existing")) && again.out.contains(QStringLiteral("ignored 0")), qPrintable(again.out));
    }

    void singleFileIsNotReplacedWithoutForce()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("game.usi")), out = dir.filePath(QStringLiteral("game.kif"));
        QVERIFY(testfiles::write(in, "position startpos moves 7g7f 3c3d\n"));
        QCOMPARE(tool({QStringLiteral("convert"), in, out}).exitCode, 0);
        QVERIFY(testfiles::write(out, "old\n"));
        const Run refused = tool({QStringLiteral("convert"), in, out});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("exists (--force replaces it)")), qPrintable(refused.err));
        QCOMPARE(testfiles::contents(out), QByteArray("old\n"));
        QCOMPARE(tool({QStringLiteral("convert"), in, out, QStringLiteral("--force")}).exitCode, 0);
        QVERIFY(testfiles::contents(out).size() > 50);
    }

    void folderNeedsAnOutputFormat()
    {
        QTemporaryDir dir;
        QVERIFY(testfiles::write(dir.filePath(QStringLiteral("in/a.usi")), "position startpos\n"));
        const Run run = tool({QStringLiteral("convert"), dir.filePath(QStringLiteral("in")), dir.filePath(QStringLiteral("out"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("--to")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out"))));
    }
};

QTEST_GUILESS_MAIN(TestToolConvert)
#include "tst_toolconvert.moc"
