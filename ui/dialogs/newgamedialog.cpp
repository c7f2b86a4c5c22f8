#include "dialogs/newgamedialog.h"

#include "dialogs/timecontroleditor.h"
#include "game/catalog.h"
#include "text/catalognames.h"
#include "text/texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace shogiban::ui {

NewGameDialog::NewGameDialog(
    const NewGameChoice& choice, QWidget* parent, const EngineList& engines)
    : QDialog(parent)
    , m_engines(engines)
{
    setWindowTitle(tr("New Game"));
    buildForm();

    select(m_game, int(choice.kind));
    fillGameChoices();
    select(m_variant, choice.variant);
    select(m_handicap, choice.handicap);
    updateCaptureRange();
    m_captures->setValue(choice.capturesToWin);
    select(m_mode, int(choice.mode));
    updateForMode(); // fills the first-player choices
    select(m_first, int(choice.first));
    for (int i = 0; i < 2; ++i) {
        m_players[size_t(i)].name->setText(choice.names[size_t(i)]);
        m_players[size_t(i)].level->setValue(choice.levels[size_t(i)]);
        select(m_players[size_t(i)].engine, choice.engines[size_t(i)]);
        m_clocks[size_t(i)]->setTimeControl(choice.clocks[size_t(i)]);
    }
    m_clockPerPlayer->setChecked(choice.clockPerPlayer);
    updateClockRows();
    connect(m_clockPerPlayer, &QCheckBox::toggled, this, &NewGameDialog::updateClockRows);

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        fillGameChoices();
        updateForMode();
    });
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateCaptureRange);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateForMode);
}

void NewGameDialog::buildForm()
{
    m_form = new QFormLayout;
    m_game = new QComboBox;
    for (GameKind kind : catalogGames()) m_game->addItem(Texts::gameName(kind), int(kind));
    m_form->addRow(tr("&Game:"), m_game);

    m_variant = new QComboBox;
    m_form->addRow(tr("&Variant:"), m_variant);

    m_captures = new QSpinBox;
    m_captures->setSpecialValueText(tr("As the variant says"));
    m_form->addRow(tr("Me&n to capture:"), m_captures);

    m_handicap = new QComboBox;
    m_form->addRow(tr("&Handicap:"), m_handicap);

    m_mode = new QComboBox;
    m_mode->addItem(tr("Against the computer"), int(GameMode::AgainstComputer));
    m_mode->addItem(tr("Two players on this computer"), int(GameMode::TwoPlayers));
    m_mode->addItem(tr("Computer against computer"), int(GameMode::ComputerVsComputer));
    m_form->addRow(tr("&Mode:"), m_mode);

    for (PlayerRow& row : m_players) {
        row.label = new QLabel;
        m_form->addRow(row.label, buildPlayerRow(row));
    }

    m_first = new QComboBox;
    m_firstLabel = new QLabel;
    m_firstLabel->setBuddy(m_first);
    m_form->addRow(m_firstLabel, m_first);

    for (size_t i = 0; i < 2; ++i) {
        m_clocks[i] = new TimeControlEditor;
        m_clocks[i]->setObjectName(QStringLiteral("clock%1").arg(i + 1));
        m_clockLabels[i] = new QLabel;
        m_clockLabels[i]->setBuddy(m_clocks[i]);
        m_form->addRow(m_clockLabels[i], m_clocks[i]);
    }
    m_clockPerPlayer = new QCheckBox(tr("Each player their &own time"));
    m_form->addRow(QString(), m_clockPerPlayer);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(buttons);
    // Rows come and go with the game and the mode: the dialog keeps the size its rows need,
    // so that a hidden row leaves no gap.
    layout->setSizeConstraint(QLayout::SetFixedSize);
}

QWidget* NewGameDialog::buildPlayerRow(PlayerRow& row)
{
    auto* box = new QWidget;
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    row.name = new QLineEdit;
    row.name->setMaxLength(40);
    row.level = new QSpinBox;
    row.level->setRange(1, 10);
    row.levelLabel = new QLabel(tr("Level:"));
    row.levelLabel->setBuddy(row.level);
    row.label->setBuddy(row.name);
    row.engine = new QComboBox;
    row.engine->addItem(tr("Shogiban AI"), QString());
    for (const EngineConfig& engine : m_engines.engines())
        row.engine->addItem(engine.name, engine.id);
    row.engine->setToolTip(tr("The built-in AI, or an engine added in Settings > Engines"));
    connect(row.engine, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayerRows);
    layout->addWidget(row.name, 1);
    layout->addWidget(row.engine);
    layout->addWidget(row.levelLabel);
    layout->addWidget(row.level);
    return box;
}

void NewGameDialog::fillGameChoices()
{
    for (auto [combo, entries] : {std::pair{m_variant, catalogVariants(kind())},
             std::pair{m_handicap, catalogHandicaps(kind())}}) {
        const QString current = combo->currentData().toString();
        combo->clear();
        for (const CatalogEntry& entry : entries) combo->addItem(entry.name, entry.id);
        select(combo, current);
    }
}

void NewGameDialog::updateForMode()
{
    m_form->setRowVisible(m_variant, m_variant->count() > 1);
    m_form->setRowVisible(m_handicap, m_handicap->count() > 0);

    const GameMode current = mode();
    NewGameChoice probe;
    probe.mode = current;
    for (int i = 0; i < 2; ++i) {
        PlayerRow& row = m_players[size_t(i)];
        row.label->setText(playerLabel(current, i));
        row.name->setPlaceholderText(defaultName(current, i));
    }
    updatePlayerRows();

    const int first = m_first->currentIndex();
    m_first->clear();
    const SideNames names = gameTraits(kind()).sideNames;
    m_first->addItem(Texts::sideName(names, Black), int(FirstPlayer::PlayerOne));
    m_first->addItem(Texts::sideName(names, White), int(FirstPlayer::PlayerTwo));
    m_first->addItem(tr("Decided by furigoma"), int(FirstPlayer::Furigoma));
    m_first->setCurrentIndex(std::max(first, 0));
    if (m_clockPerPlayer) updateClockRows();
    m_firstLabel->setText(current == GameMode::AgainstComputer ? tr("You &play:")
            : current == GameMode::TwoPlayers                  ? tr("Player 1 &plays:")
                                                               : tr("Computer 1 &plays:"));
}

void NewGameDialog::updatePlayerRows()
{
    // External engines speak USI: shogi only.
    const bool enginesOffered = kind() == GameKind::Shogi && m_engines.engines().size() > 0;
    NewGameChoice probe;
    probe.mode = mode();
    for (int i = 0; i < 2; ++i) {
        PlayerRow& row = m_players[size_t(i)];
        const bool computer = probe.kindOf(i) == PlayerKind::Computer;
        const bool engine = enginesOffered && computer;
        const bool builtIn = !engine || row.engine->currentData().toString().isEmpty();
        row.engine->setVisible(engine);
        row.level->setVisible(computer && builtIn);
        row.levelLabel->setVisible(computer && builtIn);
    }
}

QString NewGameDialog::playerLabel(GameMode mode, int player)
{
    switch (mode) {
    case GameMode::AgainstComputer:
        return player == 0 ? tr("You:") : tr("Computer:");
    case GameMode::TwoPlayers:
        return player == 0 ? tr("Player 1:") : tr("Player 2:");
    case GameMode::ComputerVsComputer:
        return player == 0 ? tr("Computer 1:") : tr("Computer 2:");
    }
    return {};
}

QString NewGameDialog::defaultName(GameMode mode, int player)
{
    switch (mode) {
    case GameMode::AgainstComputer:
        return player == 0 ? tr("You") : tr("Computer");
    case GameMode::TwoPlayers:
        return player == 0 ? tr("Player 1") : tr("Player 2");
    case GameMode::ComputerVsComputer:
        return player == 0 ? tr("Computer 1") : tr("Computer 2");
    }
    return {};
}

void NewGameDialog::updateClockRows()
{
    // Handicap games often give the stronger player less time.
    const bool perPlayer = m_clockPerPlayer->isChecked();
    m_form->setRowVisible(m_clocks[1], perPlayer);
    m_clockLabels[0]->setText(perPlayer ? tr("&Time for %1:").arg(defaultName(mode(), 0))
                                        : tr("&Time control:"));
    m_clockLabels[1]->setText(tr("Time for %1:").arg(defaultName(mode(), 1)));
}

void NewGameDialog::updateCaptureRange()
{
    // Only games won by captures take a number; at most every man of a side.
    const int most = catalogMaxCaptures(kind(), m_variant->currentData().toString());
    m_captures->setRange(0, most);
    m_form->setRowVisible(m_captures, most > 0);
}

void NewGameDialog::select(QComboBox* combo, const QVariant& value)
{
    const int index = combo->findData(value);
    if (index >= 0) combo->setCurrentIndex(index);
}

GameKind NewGameDialog::kind() const
{
    return GameKind(m_game->currentData().toInt());
}

GameMode NewGameDialog::mode() const
{
    return GameMode(m_mode->currentData().toInt());
}

NewGameChoice NewGameDialog::choice() const
{
    NewGameChoice c;
    c.kind = kind();
    c.variant = m_variant->currentData().toString();
    c.handicap = m_handicap->currentData().toString();
    c.capturesToWin = m_captures->value();
    c.mode = mode();
    c.first = FirstPlayer(m_first->currentData().toInt());
    for (int i = 0; i < 2; ++i) {
        c.names[size_t(i)] = m_players[size_t(i)].name->text().trimmed();
        c.levels[size_t(i)] = m_players[size_t(i)].level->value();
        c.engines[size_t(i)] = m_players[size_t(i)].engine->currentData().toString();
        c.clocks[size_t(i)] = m_clocks[size_t(i)]->timeControl();
    }
    c.clockPerPlayer = m_clockPerPlayer->isChecked();
    return c;
}

} // namespace shogiban::ui
