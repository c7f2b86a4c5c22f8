// Installs the program's translation and Qt's own (qtbase) translation for one language at a
// time. Installing a translator makes Qt send QEvent::LanguageChange to every widget, so the
// change takes effect at once; widgets retranslate in changeEvent().
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace shogiban::ui {

class LanguageManager : public QObject {
    Q_OBJECT

public:
    // The one manager of the application (a child of qApp, created on first use).
    static LanguageManager& instance();

    // Language codes the program is translated into, English (the source language) first.
    static QStringList availableLanguages();
    // The language's name in that language ("Čeština"), for menus and settings.
    static QString nativeName(const QString& code);
    // The system locale's language if the program speaks it, else English.
    static QString systemLanguage();
    // The code for a --lang argument or a saved setting: a known code, or empty if unknown.
    static QString normalized(const QString& code);

    // Switches the whole program to a language; an empty code means the system language.
    // Returns false (and keeps the current language) for a code the program does not know.
    bool setLanguage(const QString& code);
    QString language() const { return m_language; }

    // The user's saved choice ("" = follow the system), and applying it at start-up.
    static QString savedChoice();
    static void saveChoice(const QString& code);
    void applySavedChoice() { setLanguage(savedChoice()); }

signals:
    void languageChanged(const QString& code);

private:
    explicit LanguageManager(QObject* parent);
    void removeTranslators();
    static std::unique_ptr<QTranslator> loadQtTranslator(const QString& code);

    QString m_language = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace shogiban::ui
