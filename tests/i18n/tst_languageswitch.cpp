// The language changes at run time without a restart: open widgets retranslate themselves, Qt's
// own strings follow (Lithuanian ones from our qtbase_lt.ts), and plurals take the language's
// forms.
#include "board/piecestyle.h"
#include "dialogs/settingsdialog.h"
#include "furigoma/furigomadialog.h"
#include "help/rulesdialog.h"
#include "i18n/languagemanager.h"
#include "i18n/languageselector.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

QString cancelText()
{
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    return box.button(QDialogButtonBox::Cancel)->text();
}

QString pawnCount(int n)
{
    return FurigomaDialog::tr("%n pawn(s) (歩)", nullptr, n);
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void openDialogRetranslatesAtOnce();
    void standardButtonsTranslated_data();
    void standardButtonsTranslated();
    void pluralFormsFollowLanguage_data();
    void pluralFormsFollowLanguage();
    void settingsDialogRetranslatesAtOnce();
    void unknownLanguageRefused();
    void selectorSwitchesLanguage();
};

void TestLanguageSwitch::openDialogRetranslatesAtOnce()
{
    LanguageManager& languages = LanguageManager::instance();
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    RulesDialog dialog(PieceStyle::Kanji);
    dialog.show();
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Rules"));
    QSignalSpy changed(&languages, &LanguageManager::languageChanged);

    QVERIFY(languages.setLanguage(QStringLiteral("cs")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Pravidla"));
    QVERIFY(languages.setLanguage(QStringLiteral("pl")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Zasady"));
    QVERIFY(languages.setLanguage(QStringLiteral("lt")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Taisyklės"));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Rules"));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(languages.language(), QStringLiteral("en"));
}

void TestLanguageSwitch::standardButtonsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("en") << "en"
                        << "Cancel";
    QTest::newRow("cs") << "cs"
                        << "Zrušit";
    QTest::newRow("pl") << "pl"
                        << "Anuluj";
    QTest::newRow("lt") << "lt"
                        << "Atšaukti";
}

void TestLanguageSwitch::standardButtonsTranslated()
{
    QFETCH(QString, language);
    QFETCH(QString, cancel);
    QVERIFY(LanguageManager::instance().setLanguage(language));
    QCOMPARE(cancelText(), cancel);
}

void TestLanguageSwitch::pluralFormsFollowLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("forms"); // for 1, 2, 5 and 10 pawns
    QTest::newRow("en") << "en" << QStringList{"1 pawn", "2 pawns", "5 pawns", "10 pawns"};
    QTest::newRow("cs") << "cs" << QStringList{"1 pěšec", "2 pěšci", "5 pěšců", "10 pěšců"};
    QTest::newRow("pl") << "pl" << QStringList{"1 pionek", "2 pionki", "5 pionków", "10 pionków"};
    QTest::newRow("lt") << "lt"
                        << QStringList{
                               "1 pėstininkas", "2 pėstininkai", "5 pėstininkai", "10 pėstininkų"};
}

void TestLanguageSwitch::pluralFormsFollowLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, forms);
    QVERIFY(LanguageManager::instance().setLanguage(language));
    const QString suffix = QStringLiteral(" (歩)");
    QCOMPARE(pawnCount(1), forms[0] + suffix);
    QCOMPARE(pawnCount(2), forms[1] + suffix);
    QCOMPARE(pawnCount(5), forms[2] + suffix);
    QCOMPARE(pawnCount(10), forms[3] + suffix);
}

void TestLanguageSwitch::settingsDialogRetranslatesAtOnce()
{
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    SettingsDialog dialog{AppSettings{}};
    dialog.show();
    auto* learning = dialog.findChild<QCheckBox*>();
    QVERIFY(learning->text().startsWith(QStringLiteral("&Learning mode")));
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("lt")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Nustatymai"));
    QVERIFY(learning->text().startsWith(QStringLiteral("&Mokymosi režimas")));
    auto* form = dialog.findChild<QFormLayout*>();
    auto* languageLabel
        = qobject_cast<QLabel*>(form->labelForField(dialog.findChild<LanguageSelector*>()));
    QVERIFY(languageLabel);
    QCOMPARE(languageLabel->text(), QStringLiteral("&Kalba:"));
}

void TestLanguageSwitch::unknownLanguageRefused()
{
    LanguageManager& languages = LanguageManager::instance();
    QVERIFY(languages.setLanguage(QStringLiteral("pl")));
    QVERIFY(!languages.setLanguage(QStringLiteral("xx")));
    QCOMPARE(languages.language(), QStringLiteral("pl"));
    QCOMPARE(LanguageManager::normalized(QStringLiteral("CS_cz")), QStringLiteral("cs"));
}

void TestLanguageSwitch::selectorSwitchesLanguage()
{
    QStandardPaths::setTestModeEnabled(true); // keep the user's settings out of it
    QCoreApplication::setOrganizationName(QStringLiteral("ShogibanTest"));
    LanguageSelector selector;
    const int czech = selector.findData(QStringLiteral("cs"));
    QCOMPARE(selector.itemText(czech), QStringLiteral("Čeština"));
    selector.setCurrentIndex(czech);
    emit selector.activated(czech);
    QCOMPARE(LanguageManager::instance().language(), QStringLiteral("cs"));
    QCOMPARE(LanguageManager::savedChoice(), QStringLiteral("cs"));
    QCOMPARE(selector.itemText(0), QStringLiteral("Podle systému"));
    LanguageManager::saveChoice(QString());
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
