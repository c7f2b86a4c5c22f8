#include "i18n/languageselector.h"

#include "i18n/languagemanager.h"

#include <QEvent>

namespace shogiban::ui {

LanguageSelector::LanguageSelector(QWidget* parent)
    : QComboBox(parent)
{
    addItem(QString(), QString());
    for (const QString& code : LanguageManager::availableLanguages())
        addItem(LanguageManager::nativeName(code), code);
    setCurrentIndex(qMax(0, findData(LanguageManager::savedChoice())));
    retranslateUi();
    connect(this, &QComboBox::activated, this, &LanguageSelector::apply);
}

void LanguageSelector::apply(int index)
{
    const QString code = itemData(index).toString();
    LanguageManager::saveChoice(code);
    LanguageManager::instance().setLanguage(code);
}

void LanguageSelector::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QComboBox::changeEvent(event);
}

void LanguageSelector::retranslateUi()
{
    setItemText(0, tr("System default"));
    setToolTip(tr("The language of the program; the change takes effect at once"));
}

} // namespace shogiban::ui
