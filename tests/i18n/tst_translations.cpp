// Every .ts file is complete: lupdate run on today's sources (as update_translations runs it)
// adds no unfinished message, the committed files hold no obsolete entries, every plural has
// its language's three forms, and every translation keeps the placeholders of its source.
// A term the program repeats in several places reads the same in each of them, and the Czech
// texts use the terms of the Czech rulebooks (/work/shared/seeds: the Hasami Shogi text).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString type; // "", "unfinished", "vanished" or "obsolete"
    bool numerus = false;
    QStringList translations; // one, or the plural forms
};

QList<Message> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + path;
        return {};
    }
    QList<Message> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            Message message{context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}};
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (!message.numerus) {
                        message.translations << xml.readElementText();
                        continue;
                    }
                    while (xml.readNextStartElement())
                        message.translations << xml.readElementText();
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages << message;
        }
    }
    if (xml.hasError()) *error = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%(L?[1-9]|n)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : marker.globalMatch(text))
        found << match.captured(1).remove(QLatin1Char('L'));
    found.removeDuplicates();
    found.sort();
    return found;
}

QString where(const Message& message)
{
    return message.context + QStringLiteral(" / \"") + message.source.left(60) + QLatin1Char('"');
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void translationsComplete_data();
    void translationsComplete();
    void qtbaseLithuanianComplete();
    void termsReadAlikeEverywhere_data();
    void termsReadAlikeEverywhere();
    void czechTermsAreTheRulebooks_data();
    void czechTermsAreTheRulebooks();
};

void TestTranslations::translationsComplete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("cs") << "cs" << 3;
    QTest::newRow("pl") << "pl" << 3;
    QTest::newRow("lt") << "lt" << 3;
    QTest::newRow("en") << "en" << 2;
}

void TestTranslations::translationsComplete()
{
    QFETCH(QString, language);
    QFETCH(int, pluralForms);
    const QString name = QStringLiteral("shogiban_%1.ts").arg(language);
    const QString committed = QStringLiteral(SHOGIBAN_TRANSLATIONS_DIR "/") + name;

    QString error;
    for (const Message& message : readTs(committed, &error))
        QVERIFY2(
            message.type != QLatin1String("vanished") && message.type != QLatin1String("obsolete"),
            qPrintable(QStringLiteral("obsolete entry in %1: %2").arg(name, where(message))));
    QVERIFY2(error.isEmpty(), qPrintable(error));

    // Refresh a copy from the sources exactly as update_translations does.
    QTemporaryDir dir;
    const QString refreshed = dir.filePath(name);
    QVERIFY(QFile::copy(committed, refreshed));
    QFile::setPermissions(refreshed, QFile::ReadOwner | QFile::WriteOwner);
    QStringList arguments{
        QStringLiteral("@" SHOGIBAN_TRANSLATED_SOURCES_LIST), QStringLiteral("-ts"), refreshed};
    arguments << QStringLiteral(SHOGIBAN_LUPDATE_OPTIONS).split(QLatin1Char(' '));
    if (language == QLatin1String("en")) arguments << QStringLiteral("-pluralonly");
    QProcess lupdate;
    lupdate.start(QStringLiteral(SHOGIBAN_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(60000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    const QList<Message> messages = readTs(refreshed, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    for (const Message& message : messages) {
        const QString place = name + QStringLiteral(": ") + where(message);
        QVERIFY2(message.type.isEmpty(),
            qPrintable(QStringLiteral("%1 translation in %2 (run update_translations and "
                                      "translate)")
                           .arg(message.type.isEmpty() ? "missing" : message.type, place)));
        QCOMPARE_GE(message.translations.size(), 1);
        if (message.numerus)
            QVERIFY2(message.translations.size() == pluralForms,
                qPrintable(QStringLiteral("wrong number of plural forms in ") + place));
        for (const QString& translation : message.translations) {
            QVERIFY2(!translation.isEmpty(), qPrintable(QStringLiteral("empty: ") + place));
            QVERIFY2(placeholders(translation) == placeholders(message.source),
                qPrintable(
                    QStringLiteral("placeholders differ in %1: \"%2\"").arg(place, translation)));
        }
    }
}

void TestTranslations::qtbaseLithuanianComplete()
{
    QString error;
    const QList<Message> messages
        = readTs(QStringLiteral(SHOGIBAN_TRANSLATIONS_DIR "/qtbase_lt.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    for (const Message& message : messages) {
        QVERIFY2(message.type.isEmpty() && !message.translations.value(0).isEmpty(),
            qPrintable(where(message)));
        QCOMPARE(placeholders(message.translations.first()), placeholders(message.source));
    }
    // On GNOME-like desktops Qt 6.4 takes the standard buttons' texts from QGnomeTheme, not
    // from QPlatformTheme; without these they showed in English there. Saving and opening use
    // the program's own verbs (Įrašyti, Atverti), never Qt's usual Išsaugoti / Atidaryti.
    const auto translation = [&](const char* context, const char* source) {
        for (const Message& message : messages)
            if (message.context == QLatin1String(context)
                && message.source == QLatin1String(source))
                return message.translations.value(0);
        return QString();
    };
    for (const char* source : {"&OK", "&Save", "&Cancel", "&Close", "Close without Saving"})
        QVERIFY2(!translation("QGnomeTheme", source).isEmpty(), source);
    QCOMPARE(translation("QGnomeTheme", "&Save"), QStringLiteral("Į&rašyti"));
    QCOMPARE(translation("QDialogButtonBox", "Save"), QStringLiteral("Įrašyti"));
    QCOMPARE(translation("QPlatformTheme", "Open"), QStringLiteral("Atverti"));
    for (const Message& message : messages)
        for (const char* word : {"saugoti", "Atidaryti"})
            QVERIFY2(!message.translations.value(0).contains(QLatin1String(word)),
                qPrintable(where(message)));
}

void TestTranslations::termsReadAlikeEverywhere_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("term");
    for (const char* language : {"cs", "pl", "lt"})
        for (const char* term : {"Even game", "Hasami Shogi", "Dai Hasami Shogi", "Mak-yek"})
            QTest::addRow("%s %s", language, term) << language << term;
}

// The same English term in different dialogs gets one translation (an accelerator's place
// aside), so that the properties dialog does not call an even game a draw ("Lygi partija")
// where the New Game dialog says "Partija be foros".
void TestTranslations::termsReadAlikeEverywhere()
{
    QFETCH(QString, language);
    QFETCH(QString, term);
    QString error;
    const QList<Message> messages
        = readTs(QStringLiteral(SHOGIBAN_TRANSLATIONS_DIR "/shogiban_%1.ts").arg(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList translations;
    for (const Message& message : messages)
        if (QString(message.source).remove(QLatin1Char('&')) == term)
            translations << QString(message.translations.value(0)).remove(QLatin1Char('&'));
    QVERIFY2(!translations.isEmpty(), qPrintable(term));
    translations.removeDuplicates();
    QVERIFY2(translations.size() == 1, qPrintable(translations.join(QStringLiteral(" / "))));
}

void TestTranslations::czechTermsAreTheRulebooks_data()
{
    QTest::addColumn<QString>("english"); // a term in a source text
    QTest::addColumn<QString>("czech"); // what every translation of such a text says
    QTest::addColumn<QStringList>("wrong"); // forms no Czech text uses
    const auto row = [](const char* english, const char* czech, const char* wrong) {
        QTest::newRow(english) << QString::fromUtf8(english) << QString::fromUtf8(czech)
                               << QStringList{QString::fromUtf8(wrong)};
    };
    row("hasami shogi", "hasami shogi", "šogi");
    row("mak-yek", "mak-ek", "mak-yek");
    row("intervention", "obrácen", "vstupem mezi"); // obrácené zajetí (zásah)
    row("uchifuzume", "uchifuzume", "učifuzume");
    row("jishogi", "jishogi", "džišogi");
    row("handicap", "hendikep", "handicap");
    // The promoted rook and bishop by the rulebook's names ("dračí král", "dračí kůň" at most
    // beside them), never "drak" and "kůň" alone.
    row("dragon", "povýšen", "drak");
}

void TestTranslations::czechTermsAreTheRulebooks()
{
    QFETCH(QString, english);
    QFETCH(QString, czech);
    QFETCH(QStringList, wrong);
    QString error;
    const QList<Message> messages
        = readTs(QStringLiteral(SHOGIBAN_TRANSLATIONS_DIR "/shogiban_cs.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int uses = 0;
    for (const Message& message : messages)
        for (QString translation : message.translations) {
            translation.remove(QLatin1Char('&')); // an accelerator may stand inside a word
            for (const QString& form : wrong)
                QVERIFY2(!translation.contains(form, Qt::CaseInsensitive),
                    qPrintable(where(message) + QStringLiteral(": ") + translation));
            if (!QString(message.source)
                     .remove(QLatin1Char('&'))
                     .contains(english, Qt::CaseInsensitive))
                continue;
            ++uses;
            QVERIFY2(translation.contains(czech, Qt::CaseInsensitive),
                qPrintable(where(message) + QStringLiteral(": ") + translation));
        }
    QVERIFY(uses > 0);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
