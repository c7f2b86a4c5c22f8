// Saving from the window where writing fails: a full disk, a read-only folder, /dev/full. The
// old file stays byte for byte, the error names the file and the reason, the game stays
// unsaved, and the autosave keeps its last good copy.
#include "faultfolders.h"

#include "../testfiles.h"
#include "../ui/windowtest.h"
#include "../ui/windowtestsettings.h"
#include "files/filecommands.h"
#include "game/gamecontroller.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;
using record::RecordFormat;
using shogiban::test::errnoText;

namespace {

const QByteArray OldKif = "手合割：平手\n手数----指手---------消費時間--\n"
                          "   1 ７六歩(77)\n   2 ３四歩(33)\n";

void playMoves(MainWindow& window, int count)
{
    GameController* c = window.controller();
    for (int i = 0; i < count; ++i) c->playHumanMove(c->game().legalMoves().front());
}

QAction* menuAction(MainWindow& window, const char* name)
{
    return window.findChild<QAction*>(QLatin1String(name));
}

// The save failed the way it must: false, a reason, the game still unsaved.
void checkRefused(MainWindow& window, bool saved, const QString& error)
{
    QVERIFY(!saved);
    QVERIFY(!error.isEmpty());
    QVERIFY(window.files()->hasUnsavedChanges());
}

// Answers every message box while it lives: with `button` where the box has it, else closes
// it; keeps each box's text.
class MessageBoxAnswerer {
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button)
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            texts << box->text();
            if (QAbstractButton* answer = box->button(button))
                answer->click();
            else
                box->close();
        });
        m_timer.start(10);
    }
    QStringList texts;

private:
    QTimer m_timer;
};

} // namespace

class TestSaveFaults : public QObject {
    Q_OBJECT

    TemporarySettings m_settings;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* name : {"game.kif", "game.json", "game.csa"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void fullDiskKeepsTheOldFile()
    {
        QFETCH(QString, name);
        shogiban::test::SmallFilesystem disk;
        if (!disk.unavailable().isEmpty()) QSKIP(qPrintable(disk.unavailable()));
        const QString path = disk.filePath(name);
        MainWindow window(uitest::aiThatThinks());
        window.files()->setAutosaveFolder(disk.filePath(QStringLiteral("autosaves")));
        QString error;
        playMoves(window, 2);
        QVERIFY2(window.files()->saveFile(path, *RecordCodec::formatOfPath(path), &error),
            qPrintable(error));
        const QByteArray old = testfiles::contents(path);
        QVERIFY(disk.fill());

        playMoves(window, 30);
        QSignalSpy reports(window.files(), &FileCommands::problemReported);
        menuAction(window, "saveAction")->trigger(); // File > Save, over the old file
        QCOMPARE(testfiles::contents(path), old);
        QVERIFY(window.files()->hasUnsavedChanges());
        QCOMPARE(reports.size(), 1);
        const QString message = reports.first().at(1).toString();
        QVERIFY2(
            message.contains(path) && message.contains(errnoText(ENOSPC)), qPrintable(message));

        checkRefused(window, window.files()->saveFile(path, RecordFormat::Kifu, &error), error);
        QVERIFY2(error.contains(errnoText(ENOSPC)), qPrintable(error));
        QCOMPARE(testfiles::contents(path), old);
        // Nothing half-written is left beside it either.
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files).size(), 2);
    }

    void fullDiskKeepsTheLastGoodAutosave()
    {
        shogiban::test::SmallFilesystem disk;
        if (!disk.unavailable().isEmpty()) QSKIP(qPrintable(disk.unavailable()));
        const QString folder = disk.filePath(QStringLiteral("autosaves"));
        std::vector<BoardMove> kept;
        {
            MainWindow window(uitest::aiThatThinks());
            window.files()->setAutosaveFolder(folder);
            playMoves(window, 4);
            kept = window.controller()->moves();
            const QString autosave = window.files()->autosavePath();
            const QByteArray good = testfiles::contents(autosave);
            QVERIFY(good.size() > 0);
            QVERIFY(disk.fill());

            QSignalSpy reports(window.files(), &FileCommands::problemReported);
            playMoves(window, 30);
            QCOMPARE(testfiles::contents(autosave), good);
            QVERIFY2(window.files()->autosaveError().contains(errnoText(ENOSPC)),
                qPrintable(window.files()->autosaveError()));
            QCOMPARE(reports.size(), 1); // said once, not after every move
            QVERIFY(reports.first().at(1).toString().contains(folder));
            window.controller()->resign();
            QCOMPARE(testfiles::contents(autosave), good);
            // The window goes away without closing, as in a crash.
        }
        MainWindow restored(uitest::aiThatThinks());
        restored.files()->setAutosaveFolder(folder);
        QVERIFY(restored.files()->restoreNewestLeftGame());
        QCOMPARE(restored.controller()->moves(), kept);
        // The disk is still full: the restored game could not be autosaved again, so the
        // file that holds it stays.
        QVERIFY(!restored.files()->autosaveError().isEmpty());
        QCOMPARE(QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        const QString name = QStringLiteral("game.kif");
        shogiban::test::ReadOnlyFolder folder({{name, OldKif}});
        if (!folder.unavailable().isEmpty()) QSKIP(qPrintable(folder.unavailable()));
        const QString path = folder.filePath(name);
        MainWindow window(uitest::aiThatThinks());
        window.files()->setAutosaveFolder(folder.filePath(QStringLiteral("autosaves")));
        QSignalSpy reports(window.files(), &FileCommands::problemReported);
        QVERIFY(window.files()->openFile(path));
        playMoves(window, 3);
        QString error;
        checkRefused(window, window.files()->saveFile(path, RecordFormat::Kif, &error), error);
        QCOMPARE(testfiles::contents(path), OldKif);
        QVERIFY(!window.files()->autosaveError().isEmpty());
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("autosaves"))));
        menuAction(window, "saveAction")->trigger();
        QCOMPARE(testfiles::contents(path), OldKif);
        QCOMPARE(reports.size(), 2); // the autosave once, then File > Save
        QVERIFY(reports.last().at(1).toString().contains(path));
    }

    void devFullIsAnErrorNotASave()
    {
        shogiban::test::FullDevice full;
        if (!full.unavailable().isEmpty()) QSKIP(qPrintable(full.unavailable()));
        MainWindow window(uitest::aiThatThinks());
        playMoves(window, 3);
        QString error;
        checkRefused(
            window, window.files()->saveFile(full.path(), RecordFormat::Jkf, &error), error);
        QVERIFY2(error.contains(errnoText(ENOSPC)), qPrintable(error));
        QVERIFY(full.isDevice()); // written to, never replaced by a file
    }

    // Save As "game" when game.json exists: the question names game.json, and No keeps it.
    void saveAsAddsTheExtensionBeforeAsking()
    {
        QTemporaryDir folder;
        const QString existing = folder.filePath(QStringLiteral("game.shogiban.json"));
        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{}");
        file.close();
        MainWindow window(uitest::aiThatThinks());
        window.files()->setInteractive(true);
        playMoves(window, 3);
        const QString json = RecordCodec::nameFilters(GameKind::Shogi).first();
        {
            MessageBoxAnswerer no(QMessageBox::No);
            QVERIFY(!window.files()->saveAsNamed(folder.filePath(QStringLiteral("game")), json));
            QCOMPARE(no.texts.size(), 1);
            QVERIFY2(no.texts.first().contains(existing), qPrintable(no.texts.first()));
        }
        QCOMPARE(testfiles::contents(existing), QByteArray("{}"));
        QVERIFY(window.files()->hasUnsavedChanges());
        {
            MessageBoxAnswerer yes(QMessageBox::Yes);
            QVERIFY(window.files()->saveAsNamed(folder.filePath(QStringLiteral("game")), json));
        }
        QVERIFY(testfiles::contents(existing).contains("\"moves\""));
        // A new name gets the extension of the filter chosen, without a question.
        const QString kif = RecordCodec::nameFilters(GameKind::Shogi).at(1);
        QVERIFY(window.files()->saveAsNamed(folder.filePath(QStringLiteral("other")), kif));
        QVERIFY(QFile::exists(folder.filePath(QStringLiteral("other.kif"))));
        QCOMPARE(window.files()->currentPath(), folder.filePath(QStringLiteral("other.kif")));
    }

    // Save As /dev/full: asked about /dev/full itself, then refused with the reason; never
    // turned into /dev/full.json.
    void saveAsToDevFullIsNotRenamed()
    {
        shogiban::test::FullDevice full;
        if (!full.unavailable().isEmpty()) QSKIP(qPrintable(full.unavailable()));
        MainWindow window(uitest::aiThatThinks());
        window.files()->setInteractive(true);
        playMoves(window, 3);
        QSignalSpy reports(window.files(), &FileCommands::problemReported);
        {
            MessageBoxAnswerer yes(QMessageBox::Yes);
            QVERIFY(!window.files()->saveAsNamed(
                full.path(), RecordCodec::nameFilters(GameKind::Shogi).first()));
            QCOMPARE(yes.texts.size(), 2); // replace it?, then why it was not saved
            QVERIFY(yes.texts.first().contains(full.path()));
        }
        QVERIFY(!QFile::exists(full.path() + QStringLiteral(".json")));
        QVERIFY(full.isDevice());
        QCOMPARE(reports.size(), 1);
        const QString message = reports.first().at(1).toString();
        QVERIFY2(message.contains(full.path()) && message.contains(errnoText(ENOSPC)),
            qPrintable(message));
        QVERIFY(window.files()->hasUnsavedChanges());
    }
};

QTEST_MAIN(TestSaveFaults)
#include "tst_savefaults.moc"
