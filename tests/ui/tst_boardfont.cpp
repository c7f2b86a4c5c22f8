// The bundled kanji font: it loads from the resources and holds every character the program
// draws or writes, so kanji render on machines without any CJK font.
#include "board/boardfont.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRawFont>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

// A path in the source tree. Cleaned first: tests/data may not exist, and ".." needs an
// existing directory.
QString sourcePath(const QString& relative)
{
    return QDir::cleanPath(QStringLiteral(SHOGIBAN_TEST_DATA_DIR "/../../") + relative);
}

// The characters make-subset.sh was asked to keep (its "words" block).
QString subsetScriptWords()
{
    QFile script(sourcePath(QStringLiteral("resources/fonts/make-subset.sh")));
    if (!script.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(script.readAll());
    const QRegularExpression block(QStringLiteral("words=\"([^\"]*)\""));
    return block.match(text).captured(1).remove(QRegularExpression(QStringLiteral("\\s")));
}

bool needsBundledFont(char32_t c)
{
    return (c >= 0x25A0 && c <= 0x27FF) || (c >= 0x3000 && c <= 0x9FFF)
        || (c >= 0xFF00 && c <= 0xFFEF);
}

// Every kanji, kana, full-width form and shogi symbol written in the program's sources.
QString charactersInSources()
{
    QSet<char32_t> found;
    for (const char* folder : {"ui", "core", "app"}) {
        QDirIterator files(sourcePath(QLatin1String(folder)),
            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly)) continue;
            for (const char32_t c : QString::fromUtf8(file.readAll()).toUcs4())
                if (needsBundledFont(c)) found.insert(c);
        }
    }
    QString text;
    for (const char32_t c : found) text += QString::fromUcs4(&c, 1);
    return text;
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
    void everyKanjiInTheSourcesExists()
    {
        const QString used = charactersInSources();
        QVERIFY(used.contains(QStringLiteral("歩")));
        QCOMPARE(missingCharacters(used), QStringList());
    }
    void kanaAndFullWidthFormsExist()
    {
        QCOMPARE(missingCharacters(QStringLiteral("あいうえおまでなしアイウエオ　（）：＋－")),
            QStringList());
    }
};

QTEST_MAIN(TestBoardFont)
#include "tst_boardfont.moc"
