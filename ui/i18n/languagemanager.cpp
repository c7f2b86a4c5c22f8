#include "i18n/languagemanager.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace shogiban::ui {

namespace {

const QString SettingsKey = QStringLiteral("ui/language");

struct Language {
    const char* code;
    const char* nativeName;
};

constexpr Language Languages[] = {
    {"en", "English"},
    {"cs", "Čeština"},
    {"pl", "Polski"},
    {"lt", "Lietuvių"},
};

} // namespace

LanguageManager::LanguageManager(QObject* parent)
    : QObject(parent)
{
}

LanguageManager& LanguageManager::instance()
{
    static LanguageManager* manager = nullptr;
    if (!manager) {
        manager = new LanguageManager(QCoreApplication::instance());
        connect(manager, &QObject::destroyed, [] { manager = nullptr; });
    }
    return *manager;
}

QStringList LanguageManager::availableLanguages()
{
    QStringList codes;
    for (const Language& language : Languages) codes << QString::fromLatin1(language.code);
    return codes;
}

QString LanguageManager::nativeName(const QString& code)
{
    for (const Language& language : Languages)
        if (code == QLatin1String(language.code)) return QString::fromUtf8(language.nativeName);
    return code;
}

QString LanguageManager::normalized(const QString& code)
{
    const QString lower = code.trimmed().toLower().left(2);
    return availableLanguages().contains(lower) ? lower : QString();
}

QString LanguageManager::systemLanguage()
{
    const QString code = normalized(QLocale::languageToCode(QLocale::system().language()));
    return code.isEmpty() ? QStringLiteral("en") : code;
}

bool LanguageManager::setLanguage(const QString& code)
{
    const QString wanted = code.isEmpty() ? systemLanguage() : normalized(code);
    if (wanted.isEmpty()) return false;

    removeTranslators();
    // English too has a (plurals only) translation: "%n pawn(s)" becomes "1 pawn", "2 pawns".
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/shogiban_%1.qm").arg(wanted))) {
        QCoreApplication::installTranslator(app.get());
        m_appTranslator = std::move(app);
    }
    if (wanted != QLatin1String("en")) {
        m_qtTranslator = loadQtTranslator(wanted);
        if (m_qtTranslator) QCoreApplication::installTranslator(m_qtTranslator.get());
    }
    QLocale::setDefault(QLocale(wanted));
    // QApplication posts LanguageChange to every window; deliver it now, so that the whole
    // program speaks the new language when this returns (screenshots, tests, settings).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    m_language = wanted;
    emit languageChanged(wanted);
    return true;
}

void LanguageManager::removeTranslators()
{
    if (m_appTranslator) QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator) QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
}

std::unique_ptr<QTranslator> LanguageManager::loadQtTranslator(const QString& code)
{
    // Our own file first: Qt ships no Lithuanian qtbase translation, so we embed one.
    const QString name = QStringLiteral("qtbase_%1").arg(code);
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(name, QStringLiteral(":/i18n"))) return translator;
    if (translator->load(name, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        return translator;
    return nullptr;
}

QString LanguageManager::savedChoice()
{
    return QSettings().value(SettingsKey).toString();
}

void LanguageManager::saveChoice(const QString& code)
{
    QSettings().setValue(SettingsKey, normalized(code));
}

} // namespace shogiban::ui
