#include "analysis/playfromheredialog.h"

#include "text/texts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shogiban::ui {

PlayFromHereDialog::PlayFromHereDialog(
    Color sideToMove, const NewGameChoice& last, QWidget* parent, SideNames names)
    : QDialog(parent)
    , m_computer(new QRadioButton(tr("&Against the computer")))
    , m_twoPlayers(new QRadioButton(tr("&Two players on this computer")))
    , m_side(new QComboBox)
    , m_level(new QSpinBox)
{
    setWindowTitle(tr("Play from Here"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A new game starts from the position on the board. The game "
                                "shown now is left as it is (save it first if you want to keep "
                                "it)."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_computer);
    auto* form = new QFormLayout;
    form->setContentsMargins(24, 0, 0, 0);
    for (Color c : {Black, White})
        m_side->addItem(Texts::sideName(names, c), int(c));
    m_side->setCurrentIndex(sideToMove == Black ? 0 : 1);
    form->addRow(tr("You &play:"), m_side);
    m_level->setRange(1, 10);
    m_level->setValue(last.mode == GameMode::AgainstComputer ? last.levels[1] : 5);
    form->addRow(tr("Computer &level:"), m_level);
    layout->addLayout(form);
    layout->addWidget(m_twoPlayers);
    m_computer->setChecked(last.mode != GameMode::TwoPlayers);
    m_twoPlayers->setChecked(last.mode == GameMode::TwoPlayers);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_computer, &QRadioButton::toggled, this, &PlayFromHereDialog::updateEnabled);
    updateEnabled();
}

void PlayFromHereDialog::updateEnabled()
{
    m_side->setEnabled(m_computer->isChecked());
    m_level->setEnabled(m_computer->isChecked());
}

NewGameChoice PlayFromHereDialog::choice() const
{
    NewGameChoice choice;
    choice.kind = GameKind::Shogi;
    if (m_computer->isChecked()) {
        choice.mode = GameMode::AgainstComputer;
        choice.first = m_side->currentData().toInt() == Black ? FirstPlayer::PlayerOne
                                                              : FirstPlayer::PlayerTwo;
        choice.levels = {1, m_level->value()};
    } else {
        choice.mode = GameMode::TwoPlayers;
        choice.first = FirstPlayer::PlayerOne;
    }
    return choice;
}

} // namespace shogiban::ui
