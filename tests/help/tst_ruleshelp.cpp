// The rules help and the pieces gallery: every diagram a page names is drawn by the program, the
// gallery shows all fourteen kinds, and both follow the language.
#include "board/piecestyle.h"
#include "help/piecesdialog.h"
#include "help/rulesdialog.h"
#include "help/ruleshelp.h"
#include "i18n/languagemanager.h"

#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

QStringList diagramNames(const QString& html)
{
    static const QRegularExpression url(QStringLiteral("src=\"diagram:([a-z0-9-]+)\""));
    QStringList names;
    for (const QRegularExpressionMatch& match : url.globalMatch(html)) names << match.captured(1);
    return names;
}

QString browserTexts(const QWidget& widget)
{
    QString text;
    for (const QTextBrowser* browser : widget.findChildren<QTextBrowser*>())
        text += browser->toPlainText();
    return text;
}

QStringList labelTexts(const QWidget& widget)
{
    QStringList texts;
    for (const QLabel* label : widget.findChildren<QLabel*>()) texts << label->text();
    return texts;
}

} // namespace

class TestRulesHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("en"))); }
    void cleanup() { LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    void rulesHelpDiagramsDrawn_data();
    void rulesHelpDiagramsDrawn();
    void rulesHelpCoversEveryTopic();
    void rulesHelpFollowsLanguage();
    void piecesGalleryShowsFourteenKinds();
};

void TestRulesHelp::rulesHelpDiagramsDrawn_data()
{
    QTest::addColumn<PieceStyle>("style");
    QTest::newRow("kanji") << PieceStyle::Kanji;
    QTest::newRow("international") << PieceStyle::International;
    QTest::newRow("both") << PieceStyle::Both;
}

void TestRulesHelp::rulesHelpDiagramsDrawn()
{
    QFETCH(PieceStyle, style);
    const QStringList shogi = diagramNames(RulesHelp::shogiHtml());
    const QStringList hasami = diagramNames(RulesHelp::hasamiHtml());
    QCOMPARE(shogi.size(), 14); // one diagram for each kind of piece
    QCOMPARE(hasami.size(), 7); // men of both games, five capture patterns
    for (const QString& name : shogi + hasami) {
        const QImage image = RulesHelp::diagram(name, style, 1.0);
        QVERIFY2(!image.isNull(), qPrintable(name));
        // Something is drawn in the middle square: the piece or man.
        const QColor centre = image.pixelColor(image.width() / 2, image.height() / 2);
        const QColor corner = image.pixelColor(3, 3);
        QVERIFY2(image.size().width() > 50 && centre != corner, qPrintable(name));
    }
    QVERIFY(RulesHelp::diagram(QStringLiteral("no-such-diagram"), style, 1.0).isNull());
}

void TestRulesHelp::rulesHelpCoversEveryTopic()
{
    const QString shogi = RulesHelp::shogiHtml();
    for (const char* topic : {"Promotion", "Captures and drops", "uchifuzume", "nifu",
             "Check and the end of the game", "sennichite", "24 points", "Handicaps", "furigoma"})
        QVERIFY2(shogi.contains(QLatin1String(topic)), topic);
    const QString hasami = RulesHelp::hasamiHtml();
    for (const char* topic :
        {"Dai hasami shogi", "Mak-yek", "intervention", "corner", "fourth time"})
        QVERIFY2(hasami.contains(QLatin1String(topic)), topic);
}

void TestRulesHelp::rulesHelpFollowsLanguage()
{
    RulesDialog dialog(PieceStyle::Kanji);
    QVERIFY(browserTexts(dialog).contains(QStringLiteral("Promotion")));
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("cs")));
    QVERIFY(browserTexts(dialog).contains(QStringLiteral("Povýšení")));
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("pl")));
    QVERIFY(browserTexts(dialog).contains(QStringLiteral("Promocja")));
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("lt")));
    QVERIFY(browserTexts(dialog).contains(QStringLiteral("Evoliucionavimas")));
}

void TestRulesHelp::piecesGalleryShowsFourteenKinds()
{
    PiecesDialog dialog(PieceStyle::Both);
    QStringList english = labelTexts(dialog);
    QCOMPARE(english.size(), 28); // a name and a description for each kind
    QVERIFY(english.contains(QStringLiteral("<b>Dragon king (promoted rook)</b>")));
    QVERIFY(LanguageManager::instance().setLanguage(QStringLiteral("pl")));
    QVERIFY(labelTexts(dialog).contains(QStringLiteral("<b>Smok (promowana wieża)</b>")));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Bierki"));
}

QTEST_MAIN(TestRulesHelp)
#include "tst_ruleshelp.moc"
