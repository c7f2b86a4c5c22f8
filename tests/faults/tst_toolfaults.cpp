// shogiban-tool where writing fails: convert on a full disk, into a read-only folder and to
// /dev/full, and any command's standard output going to /dev/full. The exit code is not 0,
// the message names the file and the reason, and the old file stays byte for byte.
#include "../testfiles.h"
#include "faultfolders.h"

#include <QProcess>
#include <QTest>

using shogiban::test::errnoText;

namespace {

const QString Tool = QStringLiteral(SHOGIBAN_TOOL);

const QByteArray Usi = "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e\n";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run tool(const QStringList& args, const QString& stdoutFile = {})
{
    QProcess process;
    if (!stdoutFile.isEmpty()) process.setStandardOutputFile(stdoutFile);
    process.start(Tool, args);
    process.waitForFinished(30000);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// The failure as it must look: exit 1, the file and the reason named, the old file whole.
void checkRefused(const Run& run, const QString& path, int error, const QByteArray& old)
{
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path.toUtf8()) && run.err.contains(errnoText(error).toUtf8()),
        run.err.constData());
    if (!old.isNull()) QCOMPARE(testfiles::contents(path), old);
}

} // namespace

class TestToolFaults : public QObject {
    Q_OBJECT

private slots:
    void convertOnAFullDiskKeepsTheOldFile()
    {
        QTemporaryDir scratch;
        const QString input = scratch.filePath(QStringLiteral("game.usi"));
        QVERIFY(testfiles::write(input, Usi));
        shogiban::test::SmallFilesystem disk;
        if (!disk.unavailable().isEmpty()) QSKIP(qPrintable(disk.unavailable()));
        const QString output = disk.filePath(QStringLiteral("game.kif"));
        QCOMPARE(tool({QStringLiteral("convert"), input, output}).exitCode, 0);
        const QByteArray old = testfiles::contents(output);
        QVERIFY(old.size() > 100);
        QVERIFY(disk.fill());
        checkRefused(tool({QStringLiteral("convert"), input, output, QStringLiteral("--to"),
                         QStringLiteral("kifu"), QStringLiteral("--force")}),
            output, ENOSPC, old);
        // No temporary file is left behind.
        QCOMPARE(QDir(QFileInfo(output).absolutePath()).entryList(QDir::Files),
            QStringList({QStringLiteral("filler"), QStringLiteral("game.kif")}));
    }

    void convertIntoAReadOnlyFolderKeepsTheOldFile()
    {
        QTemporaryDir scratch;
        const QString input = scratch.filePath(QStringLiteral("game.usi"));
        QVERIFY(testfiles::write(input, Usi));
        const QByteArray old = "an old record\n";
        shogiban::test::ReadOnlyFolder folder({{QStringLiteral("game.csa"), old}});
        if (!folder.unavailable().isEmpty()) QSKIP(qPrintable(folder.unavailable()));
        const QString output = folder.filePath(QStringLiteral("game.csa"));
        const Run run = tool({QStringLiteral("convert"), input, output, QStringLiteral("--force")});
        checkRefused(run, output, geteuid() == 0 ? EROFS : EACCES, old);
    }

    void convertToDevFullFails()
    {
        QTemporaryDir scratch;
        const QString input = scratch.filePath(QStringLiteral("game.usi"));
        QVERIFY(testfiles::write(input, Usi));
        shogiban::test::FullDevice device;
        if (!device.unavailable().isEmpty()) QSKIP(qPrintable(device.unavailable()));
        const QString full = device.path();
        checkRefused(tool({QStringLiteral("convert"), input, full, QStringLiteral("--to"),
                         QStringLiteral("csa")}),
            full, ENOSPC, {});
        QVERIFY(device.isDevice()); // written to, not replaced by a file
        const Run piped = tool({QStringLiteral("convert"), input, QStringLiteral("-"),
                                   QStringLiteral("--to"), QStringLiteral("kif")},
            full);
        QCOMPARE(piped.exitCode, 1);
        QVERIFY2(piped.err.contains(errnoText(ENOSPC).toUtf8()), piped.err.constData());
    }

    void standardOutputToDevFullFails_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("sfen") << QStringList{QStringLiteral("sfen"), QStringLiteral("@INPUT@")};
        QTest::newRow("perft") << QStringList{QStringLiteral("perft"), QStringLiteral("2")};
        QTest::newRow("help") << QStringList{QStringLiteral("--help")};
        QTest::newRow("version") << QStringList{QStringLiteral("--version")};
    }

    void standardOutputToDevFullFails()
    {
        QFETCH(QStringList, args);
        shogiban::test::FullDevice full;
        if (!full.unavailable().isEmpty()) QSKIP(qPrintable(full.unavailable()));
        QTemporaryDir scratch;
        const QString input = scratch.filePath(QStringLiteral("game.usi"));
        QVERIFY(testfiles::write(input, Usi));
        args.replaceInStrings(QStringLiteral("@INPUT@"), input);
        QCOMPARE(tool(args).exitCode, 0);
        const Run run = tool(args, full.path());
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(
            run.err.contains("standard output") && run.err.contains(errnoText(ENOSPC).toUtf8()),
            run.err.constData());
    }

    void convertReplacesTheOldFileWhole()
    {
        QTemporaryDir scratch;
        const QString input = scratch.filePath(QStringLiteral("game.usi"));
        const QString output = scratch.filePath(QStringLiteral("game.sfen"));
        QVERIFY(testfiles::write(input, Usi));
        QVERIFY(testfiles::write(output, QByteArray(100000, 'x'))); // longer than the new contents
        QVERIFY(QFile::setPermissions(output, QFile::ReadOwner | QFile::WriteOwner));
        const QString link = scratch.filePath(QStringLiteral("link.sfen"));
        QVERIFY(QFile::link(output, link));
        QCOMPARE(tool({QStringLiteral("convert"), input, link, QStringLiteral("--force")}).exitCode, 0);
        const QString fresh = scratch.filePath(QStringLiteral("fresh.sfen"));
        QCOMPARE(tool({QStringLiteral("convert"), input, fresh}).exitCode, 0);
        QVERIFY(testfiles::contents(fresh).startsWith("sfen lnsgkgsnl/"));
        QCOMPARE(testfiles::contents(output), testfiles::contents(fresh));
        QVERIFY(QFileInfo(link).isSymLink()); // the link still points to the file
        // The old file's permissions (owner only), not those of a new file.
        const QFile::Permissions others = QFile::ReadGroup | QFile::ReadOther;
        QCOMPARE(QFile::permissions(output) & others, QFile::Permissions());
        QCOMPARE(QDir(scratch.path()).entryList(QDir::Files).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestToolFaults)
#include "tst_toolfaults.moc"
