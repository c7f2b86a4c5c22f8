// The main window follows a language change at once: menus, actions, the status line and the
// move list's header, without a restart.
#include "i18n/languagemanager.h"
#include "window/mainwindow.h"
#include "../ui/uitest.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <atomic>

using namespace shogiban;
using namespace shogiban::ui;
using namespace uitest;

namespace {

QStringList menuTitles(const QMainWindow& window)
{
    QStringList titles;
    for (const QAction* menu : window.menuBar()->actions()) titles << menu->text();
    return titles;
}

} // namespace

class TestWindowLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void mainWindowRetranslatesAtOnce();
};

void TestWindowLanguage::mainWindowRetranslatesAtOnce()
{
    LanguageManager& languages = LanguageManager::instance();
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    MainWindow window([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
    window.setPersistent(false);
    window.show();
    QCOMPARE(menuTitles(window), (QStringList{"&File", "&Edit", "&Game", "&View", "&Help"}));
    auto* turn = window.findChild<QLabel*>(QStringLiteral("turnLabel"));
    auto* undo = window.findChild<QAction*>(QStringLiteral("undoAction"));
    QCOMPARE(undo->text(), QStringLiteral("&Take Back"));

    QVERIFY(languages.setLanguage(QStringLiteral("pl")));
    QCOMPARE(menuTitles(window), (QStringList{"&Plik", "&Edycja", "&Gra", "&Widok", "Pomo&c"}));
    QCOMPARE(undo->text(), QStringLiteral("&Cofnij ruch"));
    QVERIFY2(turn->text().startsWith(QStringLiteral("Na ruchu")), qPrintable(turn->text()));
    const QAbstractItemModel* moves = window.findChild<QTableView*>()->model();
    QCOMPARE(moves->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Ruch"));

    QVERIFY(languages.setLanguage(QStringLiteral("lt")));
    QCOMPARE(menuTitles(window), (QStringList{"&Failas", "Tai&sa", "&Žaidimas", "&Rodymas", "Ž&inynas"}));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(undo->text(), QStringLiteral("&Take Back"));
}

QTEST_MAIN(TestWindowLanguage)
#include "tst_windowlanguage.moc"
