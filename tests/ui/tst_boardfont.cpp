// The bundled kanji font: it loads from the resources and holds every character the program
// draws or writes, so kanji render on machines without any CJK font.
#include "board/boardfont.h"

#include <QDir>
#include <QFile>
#include <QRawFont>
#include <QRegularExpression>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// The characters make-subset.sh was asked to keep (its "words" block).
QString subsetScriptWords()
{
    // Cleaned first: tests/data may not exist, and ".." needs an existing directory.
    QFile script(QDir::cleanPath(
        QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/../../resources/fonts/make-subset.sh")));
    if (!script.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(script.readAll());
    const QRegularExpression block(QStringLiteral("words=\"([^\"]*)\""));
    return block.match(text).captured(1).remove(QRegularExpression(QStringLiteral("\\s")));
}

QStringList missingCharacters(const QString& text)
{
    const QRawFont raw = QRawFont::fromFont(kanjiFont(32));
    QStringList missing;
    for (const char32_t ucs4 : text.toUcs4())
        if (!raw.supportsCharacter(ucs4)) missing << QString::fromUcs4(&ucs4, 1);
    return missing;
}

} // namespace

class TestBoardFont : public QObject {
    Q_OBJECT
private slots:
    void bundledFontLoads()
    {
        QCOMPARE(kanjiFontFamily(), QStringLiteral("Shogiban Kanji"));
        QVERIFY(QRawFont::fromFont(kanjiFont(32)).isValid());
    }
    void pieceAndNotationGlyphsExist()
    {
        const QString needed
            = QStringLiteral("王玉飛車角行金将銀桂馬香歩兵龍馬全圭杏と成"
                             "一二三四五六七八九１２３４５６７８９☗☖▲△同打成不生右左上引寄直"
                             "王手先手後手投了詰み千日手持将棋");
        QCOMPARE(missingCharacters(needed), QStringList());
    }
    void everyCharacterOfTheSubsetScriptExists()
    {
        const QString words = subsetScriptWords();
        QVERIFY(words.size() > 100);
        QCOMPARE(missingCharacters(words), QStringList());
    }
    void kanaAndFullWidthFormsExist()
    {
        QCOMPARE(missingCharacters(QStringLiteral("あいうえおまでなしアイウエオ　（）：＋－")),
            QStringList());
    }
};

QTEST_MAIN(TestBoardFont)
#include "tst_boardfont.moc"
