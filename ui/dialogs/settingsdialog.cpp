#include "dialogs/settingsdialog.h"

#include "i18n/languageselector.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSlider>
#include <QLabel>
#include <QVBoxLayout>

namespace shogiban::ui {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
{
    m_form = new QFormLayout;
    // The language applies at once (the whole program retranslates), not on OK.
    m_language = new LanguageSelector(this);
    addRow(m_language);
    // The items follow the order of the enums in board/piecestyle.h and movelistmodel.h; their
    // texts are set by retranslateUi().
    m_pieceStyle = addCombo(3, int(settings.pieceStyle));
    m_hints = addCombo(3, int(settings.hintMode));
    m_coordinates = addCombo(2, int(settings.coordinateStyle));
    m_notation = addCombo(2, int(settings.notation));
    m_variation = addCombo(2, settings.askBeforeVariation ? 1 : 0);
    m_learning = new QCheckBox;
    m_learning->setChecked(settings.learningMode);
    m_form->addRow(m_learning);
    m_autoFlip = new QCheckBox;
    m_autoFlip->setChecked(settings.autoFlip);
    m_form->addRow(m_autoFlip);
    m_pondering = new QCheckBox;
    m_pondering->setChecked(settings.pondering);
    m_form->addRow(m_pondering);
    m_soundRow = new QWidget;
    auto* soundLayout = new QHBoxLayout(m_soundRow);
    soundLayout->setContentsMargins(0, 0, 0, 0);
    m_sounds = new QCheckBox;
    m_sounds->setChecked(settings.sounds);
    m_volume = new QSlider(Qt::Horizontal);
    m_volume->setRange(0, 100);
    m_volume->setValue(settings.soundVolume);
    m_volume->setEnabled(settings.sounds);
    connect(m_sounds, &QCheckBox::toggled, m_volume, &QWidget::setEnabled);
    soundLayout->addWidget(m_sounds);
    soundLayout->addWidget(m_volume, 1);
    m_form->addRow(new QLabel, m_soundRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(buttons);
    retranslateUi();
}

QComboBox* SettingsDialog::addCombo(int items, int current)
{
    auto* combo = new QComboBox;
    for (int i = 0; i < items; ++i) combo->addItem(QString());
    combo->setCurrentIndex(current);
    addRow(combo);
    return combo;
}

void SettingsDialog::addRow(QWidget* field)
{
    auto* label = new QLabel;
    label->setBuddy(field); // the label's accelerator focuses the field
    m_form->addRow(label, field);
}

void SettingsDialog::setRow(QWidget* field, const QString& label, const QStringList& items)
{
    if (auto* text = qobject_cast<QLabel*>(m_form->labelForField(field))) text->setText(label);
    if (auto* combo = qobject_cast<QComboBox*>(field))
        for (int i = 0; i < items.size(); ++i) combo->setItemText(i, items[i]);
}

void SettingsDialog::retranslateUi()
{
    setWindowTitle(tr("Settings"));
    setRow(m_language, tr("Lan&guage:"), {});
    setRow(m_pieceStyle, tr("&Pieces:"),
        {tr("Kanji"), tr("International symbols"), tr("Kanji and symbols")});
    setRow(m_hints, tr("Move &hints:"), {tr("Always"), tr("Only in learning mode"), tr("Never")});
    setRow(m_coordinates, tr("&Ranks:"), {tr("Kanji numerals (一..九)"), tr("Letters (a..i)")});
    setRow(m_notation, tr("&Notation:"), {tr("Japanese (☗７六歩)"), tr("Western (P-7f)")});
    setRow(m_variation, tr("Another &move while reviewing:"),
        {tr("Starts a new variation"), tr("Asks: new variation or replace the rest")});
    m_learning->setText(tr("&Learning mode: show how pieces move and why moves are refused"));
    m_autoFlip->setText(tr("&Turn the board when a person plays gote"));
    m_pondering->setText(tr("Level 10 thin&ks on your time (uses a core while you think)"));
    setRow(m_soundRow, tr("Sounds:"), {});
    m_sounds->setText(tr("Play &sounds"));
    m_volume->setToolTip(tr("Volume:") + QLatin1Char(' ') + QString::number(m_volume->value()));
    m_volume->setAccessibleName(tr("Volume:"));
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_settings;
    s.pieceStyle = PieceStyle(m_pieceStyle->currentIndex());
    s.hintMode = HintMode(m_hints->currentIndex());
    s.coordinateStyle = CoordinateStyle(m_coordinates->currentIndex());
    s.notation = Notation(m_notation->currentIndex());
    s.learningMode = m_learning->isChecked();
    s.askBeforeVariation = m_variation->currentIndex() == 1;
    s.autoFlip = m_autoFlip->isChecked();
    s.pondering = m_pondering->isChecked();
    s.sounds = m_sounds->isChecked();
    s.soundVolume = m_volume->value();
    return s;
}

} // namespace shogiban::ui
