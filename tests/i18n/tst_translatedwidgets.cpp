// The dialogs and help windows in every language: no label, button or tab is narrower than its
// text needs (nothing cut off). Each window is also saved as a PNG under
// <build>/screenshots/ for a look by eye (diacritics, kanji).
#include "board/piecestyle.h"
#include "board/promotiondialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/gamepropertiesdialog.h"
#include "dialogs/settingsdialog.h"
#include "furigoma/furigomadialog.h"
#include "furigoma/furigomaview.h"
#include "help/piecesdialog.h"
#include "help/rulesdialog.h"
#include "i18n/languagemanager.h"
#include "text/texts.h"

#include <QAbstractButton>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QTabBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

#include <memory>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

void verifyNothingCut(const QWidget& window, const QString& name)
{
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
        if (button->isVisible())
            QVERIFY2(button->width() >= button->sizeHint().width(),
                qPrintable(name + QStringLiteral(": button ") + button->text()));
    // A mnemonic (&) in a label without a buddy would be shown as a literal ampersand.
    for (const QLabel* label : window.findChildren<QLabel*>())
        if (label->isVisible() && label->textFormat() != Qt::RichText
            && !Qt::mightBeRichText(label->text()) && label->text().contains(QLatin1Char('&')))
            QVERIFY2(
                label->buddy(), qPrintable(name + QStringLiteral(": & shown in ") + label->text()));
    for (const QLabel* label : window.findChildren<QLabel*>())
        if (label->isVisible() && !label->wordWrap())
            QVERIFY2(label->width() >= label->sizeHint().width(),
                qPrintable(name + QStringLiteral(": label ") + label->text()));
    for (const QTabBar* tabs : window.findChildren<QTabBar*>())
        for (int i = 0; i < tabs->count(); ++i)
            QVERIFY2(
                tabs->tabRect(i).width() > tabs->fontMetrics().horizontalAdvance(tabs->tabText(i)),
                qPrintable(name + QStringLiteral(": tab ") + tabs->tabText(i)));
}

QString screenshotPath(const QString& name)
{
    const QString dir = QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name + QStringLiteral(".png");
}

void showAndCheck(QWidget& window, const QString& name)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    verifyNothingCut(window, name);
    QVERIFY(window.grab().save(screenshotPath(name)));
}

// The whole page of a help browser, not only what its window shows.
void saveWholePage(QTextBrowser* browser, const QString& name)
{
    QTextDocument* document = browser->document();
    QImage page(document->size().toSize(), QImage::Format_RGB32);
    page.fill(Qt::white);
    QPainter painter(&page);
    document->drawContents(&painter);
    painter.end();
    QVERIFY(page.save(screenshotPath(name)));
}

const Outcome Mate{Black, EndReason::Checkmate};

} // namespace

class TestTranslatedWidgets : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void windowsFitTheirTexts_data();
    void windowsFitTheirTexts();
};

void TestTranslatedWidgets::windowsFitTheirTexts_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : LanguageManager::availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslatedWidgets::windowsFitTheirTexts()
{
    QFETCH(QString, language);
    QVERIFY(LanguageManager::instance().setLanguage(language));

    RulesDialog rules(PieceStyle::Kanji);
    showAndCheck(rules, language + QStringLiteral("_rules_shogi"));
    rules.showPage(RulesDialog::Page::Hasami);
    showAndCheck(rules, language + QStringLiteral("_rules_hasami"));
    const QList<QTextBrowser*> pages = rules.findChildren<QTextBrowser*>();
    for (int i = 0; i < pages.size(); ++i)
        saveWholePage(pages[i], language + QStringLiteral("_rules_page%1").arg(i + 1));

    PiecesDialog pieces(PieceStyle::Both);
    showAndCheck(pieces, language + QStringLiteral("_pieces"));

    NewGameDialog newGame{NewGameChoice{}};
    showAndCheck(newGame, language + QStringLiteral("_newgame"));
    SettingsDialog settings{AppSettings{}};
    showAndCheck(settings, language + QStringLiteral("_settings"));
    record::Record handicapGame;
    handicapGame.startSfen = "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    handicapGame.setHeader("下手", "Hanako");
    handicapGame.setHeader("棋戦", "Club championship");
    GamePropertiesDialog properties(handicapGame);
    showAndCheck(properties, language + QStringLiteral("_properties"));
    PromotionDialog promotion(Silver, Black, PieceStyle::Kanji, false);
    showAndCheck(promotion, language + QStringLiteral("_promotion"));
    QMessageBox result(QMessageBox::Information, Texts::resultHeadline(SideNames::SenteGote, Mate),
        Texts::resultMessage(SideNames::SenteGote, Mate),
        QMessageBox::Ok | QMessageBox::Save | QMessageBox::Cancel);
    showAndCheck(result, language + QStringLiteral("_result"));

    FurigomaDialog throwing(throwFurigoma(7), QStringLiteral("Hanako"), PieceStyle::Kanji);
    throwing.show();
    QTest::qWait(FurigomaView::DurationMs / 3); // the pawns in the air
    QVERIFY(throwing.grab().save(QStringLiteral(SHOGIBAN_BINARY_DIR "/screenshots/") + language
        + QStringLiteral("_furigoma_flight.png")));
    throwing.view()->skip();
    showAndCheck(throwing, language + QStringLiteral("_furigoma_result"));
}

QTEST_MAIN(TestTranslatedWidgets)
#include "tst_translatedwidgets.moc"
