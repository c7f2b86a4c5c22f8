#include "dialogs/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QVBoxLayout>

namespace shogiban::ui {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setWindowTitle(tr("Settings"));
    m_form = new QFormLayout;
    // The items follow the order of the enums in board/piecestyle.h and movelistmodel.h.
    m_pieceStyle = addCombo(tr("&Pieces:"),
        {tr("Kanji"), tr("International symbols"), tr("Kanji and symbols")},
        int(settings.pieceStyle));
    m_hints = addCombo(tr("Move &hints:"), {tr("Always"), tr("Only in learning mode"), tr("Never")},
        int(settings.hintMode));
    m_coordinates = addCombo(tr("&Ranks:"), {tr("Kanji numerals (一..九)"), tr("Letters (a..i)")},
        int(settings.coordinateStyle));
    m_notation = addCombo(
        tr("&Notation:"), {tr("Japanese (☗７六歩)"), tr("Western (P-7f)")}, int(settings.notation));
    m_learning
        = new QCheckBox(tr("&Learning mode: show how pieces move and why moves are refused"));
    m_learning->setChecked(settings.learningMode);
    m_form->addRow(m_learning);
    m_autoFlip = new QCheckBox(tr("&Turn the board when a person plays gote"));
    m_autoFlip->setChecked(settings.autoFlip);
    m_form->addRow(m_autoFlip);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(buttons);
}

QComboBox* SettingsDialog::addCombo(const QString& label, const QStringList& items, int current)
{
    auto* combo = new QComboBox;
    combo->addItems(items);
    combo->setCurrentIndex(current);
    m_form->addRow(label, combo);
    return combo;
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_settings;
    s.pieceStyle = PieceStyle(m_pieceStyle->currentIndex());
    s.hintMode = HintMode(m_hints->currentIndex());
    s.coordinateStyle = CoordinateStyle(m_coordinates->currentIndex());
    s.notation = Notation(m_notation->currentIndex());
    s.learningMode = m_learning->isChecked();
    s.autoFlip = m_autoFlip->isChecked();
    return s;
}

} // namespace shogiban::ui
