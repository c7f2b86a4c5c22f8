// Settings > Engines with the fake engines and shogiban-usi: adding an engine runs its
// handshake and keeps name, author, path and options (USI_Hash and USI_Ponder always among
// them); programs that are not engines, crash or are missing are refused with a message naming
// them; the options dialog has a field of the right kind for every USI option type, shows the
// defaults and resets to them; the list survives a restart (QSettings). Screenshots of the
// manager, the options dialog and the engine log in every language go to <build>/screenshots.
#include "enginetest.h"

#include "analysis/liveanalysis.h"
#include "engines/engineanalysis.h"
#include "engines/engineconfig.h"
#include "engines/enginelog.h"
#include "engines/enginelogwindow.h"
#include "engines/enginemanagerdialog.h"
#include "engines/engineoptionsdialog.h"
#include "i18n/languagemanager.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

QString fake(const char* mode)
{
    return QString::fromStdString(fakeEngine(mode));
}

void screenshot(QWidget& window, const QString& name)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(window.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace

class TestEngineManager : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void addsAnEngine();
    void refusesWhatIsNoEngine_data();
    void refusesWhatIsNoEngine();
    void optionsDialogHasEveryType();
    void optionsDialogResets();
    void buttonsArePressedOnlyWhenAsked();
    void listSurvivesARestart();
    void analysisEngineIsChosen();
    void screenshots_data();
    void screenshots();
};

void TestEngineManager::addsAnEngine()
{
    EngineLog log;
    EngineManagerDialog dialog(EngineList{}, &log);
    QString error;
    QVERIFY2(dialog.addEngine(QString::fromStdString(realEngine()), &error), qPrintable(error));
    QVERIFY2(dialog.addEngine(fake("options"), &error), qPrintable(error));
    QCOMPARE(dialog.list()->count(), 2);
    const EngineConfig& real = dialog.engines().engines()[0];
    QVERIFY(real.name.startsWith(QLatin1String("Shogiban")));
    QVERIFY(real.option(QStringLiteral("Level")));
    const EngineConfig& e = dialog.engines().engines()[1];
    QCOMPARE(e.name, QStringLiteral("Fake options"));
    QCOMPARE(e.author, QStringLiteral("Shogiban tests"));
    QCOMPARE(e.path, fake("options"));
    QVERIFY(!e.id.isEmpty() && e.id != real.id);
    // Six declared, and the two every engine is offered.
    QCOMPARE(e.options.size(), size_t(8));
    QVERIFY(e.option(QStringLiteral("USI_Hash")));
    QVERIFY(e.option(QStringLiteral("USI_Ponder")));
    // The handshakes are in the log.
    QTRY_VERIFY(log.lines().filter(QStringLiteral("> usi")).size() == 2);
    QVERIFY(!log.lines().filter(QStringLiteral("< usiok")).isEmpty());
}

void TestEngineManager::refusesWhatIsNoEngine_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("said");
    QTest::newRow("missing") << QStringLiteral("/nonexistent/engine")
                             << QStringLiteral("cannot be started");
    QTest::newRow("exits") << fake("exit") << QStringLiteral("stopped");
    QTest::newRow("no usiok") << fake("nousiok") << QStringLiteral("usiok");
}

void TestEngineManager::refusesWhatIsNoEngine()
{
    QFETCH(QString, path);
    QFETCH(QString, said);
    EngineManagerDialog dialog(EngineList{}, nullptr);
    dialog.setHandshakeTimeout(500);
    QString error;
    QVERIFY(!dialog.addEngine(path, &error));
    QVERIFY2(error.contains(said), qPrintable(error));
    QVERIFY2(error.contains(QFileInfo(path).fileName()), qPrintable(error));
    QCOMPARE(dialog.list()->count(), 0);
}

void TestEngineManager::optionsDialogHasEveryType()
{
    EngineManagerDialog manager(EngineList{}, nullptr);
    QString error;
    QVERIFY(manager.addEngine(fake("options"), &error));
    EngineOptionsDialog dialog(manager.engines().engines()[0]);
    auto* ponder = qobject_cast<QCheckBox*>(dialog.field(QStringLiteral("Ponder")));
    auto* depth = qobject_cast<QSpinBox*>(dialog.field(QStringLiteral("Depth")));
    auto* style = qobject_cast<QComboBox*>(dialog.field(QStringLiteral("Style")));
    auto* button = qobject_cast<QCheckBox*>(dialog.field(QStringLiteral("Clear Hash")));
    auto* greeting = qobject_cast<QLineEdit*>(dialog.field(QStringLiteral("Greeting")));
    QWidget* book = dialog.field(QStringLiteral("BookFile"));
    QVERIFY(ponder && depth && style && button && greeting && book);
    QVERIFY(ponder->isChecked());
    QCOMPARE(depth->value(), 5);
    QCOMPARE(depth->minimum(), 1);
    QCOMPARE(depth->maximum(), 99);
    QCOMPARE(style->count(), 3);
    QCOMPARE(style->currentText(), QStringLiteral("Normal"));
    QVERIFY(!button->isChecked());
    QCOMPARE(greeting->text(), QStringLiteral("hello world"));
    QCOMPARE(book->findChild<QLineEdit*>()->text(), QStringLiteral("book.db"));
    QVERIFY(book->findChild<QPushButton*>()); // Browse…
    QVERIFY(dialog.field(QStringLiteral("USI_Hash")));
    QVERIFY(qobject_cast<QCheckBox*>(dialog.field(QStringLiteral("USI_Ponder"))));
    // Untouched, nothing differs from the defaults.
    QVERIFY(dialog.engine().values.isEmpty());

    depth->setValue(12);
    style->setCurrentText(QStringLiteral("Risky"));
    greeting->setText(QStringLiteral("good game"));
    const EngineConfig changed = dialog.engine();
    QCOMPARE(changed.values.size(), 3);
    QCOMPARE(changed.values.value(QStringLiteral("Depth")), QStringLiteral("12"));
    QCOMPARE(changed.value(*changed.option(QStringLiteral("Style"))), QStringLiteral("Risky"));
    const auto pairs = changed.startOptions();
    QVERIFY(std::find(pairs.begin(), pairs.end(), std::pair<std::string, std::string>("Greeting",
                          "good game"))
        != pairs.end());
}

void TestEngineManager::optionsDialogResets()
{
    EngineManagerDialog manager(EngineList{}, nullptr);
    QString error;
    QVERIFY(manager.addEngine(fake("options"), &error));
    EngineConfig engine = manager.engines().engines()[0];
    engine.values.insert(QStringLiteral("Depth"), QStringLiteral("40"));
    engine.values.insert(QStringLiteral("Ponder"), QStringLiteral("false"));
    engine.moveTimeMs = 12000;
    EngineOptionsDialog dialog(engine);
    QCOMPARE(qobject_cast<QSpinBox*>(dialog.field(QStringLiteral("Depth")))->value(), 40);
    QVERIFY(!qobject_cast<QCheckBox*>(dialog.field(QStringLiteral("Ponder")))->isChecked());
    QCOMPARE(dialog.engine().moveTimeMs, 12000);
    dialog.resetToDefaults();
    QVERIFY(dialog.engine().values.isEmpty());
    QCOMPARE(dialog.engine().moveTimeMs, EngineConfig::DefaultMoveTimeMs);
}

void TestEngineManager::buttonsArePressedOnlyWhenAsked()
{
    EngineConfig engine;
    engine.options.push_back(*usi::parseOptionDeclaration("option name Clear Hash type button"));
    QVERIFY(engine.startOptions().empty());
    engine.values.insert(QStringLiteral("Clear Hash"), QStringLiteral("true"));
    QCOMPARE(engine.startOptions().size(), size_t(1));
}

void TestEngineManager::listSurvivesARestart()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    EngineManagerDialog manager(EngineList{}, nullptr);
    QString error;
    QVERIFY(manager.addEngine(fake("options"), &error));
    QVERIFY(manager.addEngine(fake("good"), &error));
    EngineList list = manager.engines();
    EngineConfig first = list.engines()[0];
    first.values.insert(QStringLiteral("Greeting"), QStringLiteral("a, b = c"));
    first.moveTimeMs = 7000;
    list.replace(first);
    {
        QSettings settings(file, QSettings::IniFormat);
        list.save(settings);
    }
    QSettings settings(file, QSettings::IniFormat);
    const EngineList loaded = EngineList::load(settings);
    QCOMPARE(loaded.engines().size(), size_t(2));
    QVERIFY(loaded == list);
    list.remove(first.id);
    QCOMPARE(list.engines().size(), size_t(1));
    QVERIFY(!list.find(first.id));
}

void TestEngineManager::analysisEngineIsChosen()
{
    EngineManagerDialog manager(EngineList{}, nullptr);
    QString error;
    QVERIFY(manager.addEngine(fake("analyse"), &error));
    QVERIFY(manager.addEngine(fake("good"), &error));
    QComboBox* choice = manager.analysisChoice();
    QCOMPARE(choice->count(), 3); // the built-in engine first
    QVERIFY(manager.engines().analysisEngine().isEmpty());
    choice->setCurrentIndex(1);
    emit choice->activated(1);
    const EngineConfig analyser = manager.engines().engines()[0];
    QCOMPARE(manager.engines().analysisEngine(), analyser.id);

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    manager.engines().save(settings);
    EngineList loaded = EngineList::load(settings);
    QCOMPARE(loaded.analysisEngine(), analyser.id);
    loaded.remove(analyser.id);
    QVERIFY(loaded.analysisEngine().isEmpty());

    // The panel's engine made from it speaks for the engine.
    LiveAnalysis live;
    live.setEngine(createAnalysisEngine(analyser, nullptr));
    QCOMPARE(live.engineName(), QStringLiteral("Fake analyse"));
    live.analyse(Position(), 2);
    QTRY_COMPARE(live.snapshot().lines.size(), size_t(2));
    live.stop();
}

void TestEngineManager::screenshots_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : LanguageManager::availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestEngineManager::screenshots()
{
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance().setLanguage(language));
    EngineLog log;
    EngineManagerDialog manager(EngineList{}, &log);
    QString error;
    QVERIFY(manager.addEngine(QString::fromStdString(realEngine()), &error));
    QVERIFY(manager.addEngine(fake("options"), &error));
    screenshot(manager, language + QStringLiteral("_engines"));
    EngineOptionsDialog options(manager.engines().engines()[1]);
    screenshot(options, language + QStringLiteral("_engine_options"));
    EngineLogWindow window(&log);
    QTRY_VERIFY(window.text()->toPlainText().contains(QStringLiteral("usiok")));
    screenshot(window, language + QStringLiteral("_engine_log"));
}

QTEST_MAIN(TestEngineManager)
#include "tst_engine_manager.moc"
