#include "dialogs/timecontroleditor.h"

#include "players/clocktexts.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace shogiban::ui {

namespace {

using clock::TimeControl;
using clock::TimeKind;

constexpr int CustomIndexData = -1;

QSpinBox* spin(int most, const QString& suffix)
{
    auto* box = new QSpinBox;
    box->setRange(0, most);
    box->setSuffix(suffix);
    return box;
}

} // namespace

const std::vector<TimeControl>& TimeControlEditor::presets()
{
    static const std::vector<TimeControl> list = {
        TimeControl{},
        TimeControl::byoyomi(10 * 60'000, 30'000), // 81Dojo's and many clubs' standard
        TimeControl::byoyomi(0, 30'000),
        TimeControl::byoyomi(0, 10'000),
        TimeControl::byoyomi(30 * 60'000, 60'000),
        TimeControl::suddenDeath(15 * 60'000),
        TimeControl::suddenDeath(5 * 60'000),
        TimeControl::fischer(5 * 60'000, 10'000),
        TimeControl::fischer(15 * 60'000, 10'000),
    };
    return list;
}

TimeControlEditor::TimeControlEditor(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("timePreset"));
    layout->addWidget(m_preset);

    m_custom = new QWidget;
    auto* grid = new QGridLayout(m_custom);
    grid->setContentsMargins(0, 0, 0, 0);
    m_kind = new QComboBox;
    m_minutes = spin(600, QString());
    m_seconds = spin(59, QString());
    m_byoyomi = spin(3600, QString());
    m_periods = spin(99, QString());
    m_periods->setMinimum(1);
    m_increment = spin(3600, QString());
    m_byoyomiLabel = new QLabel;
    m_periodsLabel = new QLabel;
    m_incrementLabel = new QLabel;
    m_byoyomiLabel->setBuddy(m_byoyomi);
    m_periodsLabel->setBuddy(m_periods);
    m_incrementLabel->setBuddy(m_increment);
    grid->addWidget(m_kind, 0, 0, 1, 2);
    grid->addWidget(m_minutes, 0, 2);
    grid->addWidget(m_seconds, 0, 3);
    grid->addWidget(m_byoyomiLabel, 1, 0);
    grid->addWidget(m_byoyomi, 1, 1);
    grid->addWidget(m_periodsLabel, 1, 2);
    grid->addWidget(m_periods, 1, 3);
    grid->addWidget(m_incrementLabel, 2, 0);
    grid->addWidget(m_increment, 2, 1);
    layout->addWidget(m_custom);
    retranslateUi();

    connect(m_preset, &QComboBox::currentIndexChanged, this, &TimeControlEditor::onPresetChosen);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimeControlEditor::showCustomFields);
    setTimeControl(presets()[1]);
}

void TimeControlEditor::retranslateUi()
{
    const QSignalBlocker blockPreset(m_preset);
    const QSignalBlocker blockKind(m_kind);
    const int preset = m_preset->currentIndex();
    m_preset->clear();
    for (size_t i = 0; i < presets().size(); ++i)
        m_preset->addItem(ClockTexts::describe(presets()[i]), int(i));
    m_preset->addItem(tr("Custom…"), CustomIndexData);
    m_preset->setCurrentIndex(std::max(preset, 0));
    const int kind = m_kind->currentIndex();
    m_kind->clear();
    m_kind->addItem(tr("Sudden death"), int(TimeKind::SuddenDeath));
    m_kind->addItem(tr("Byoyomi"), int(TimeKind::Byoyomi));
    m_kind->addItem(tr("Fischer"), int(TimeKind::Fischer));
    m_kind->setCurrentIndex(std::max(kind, 0));
    m_minutes->setSuffix(tr(" min"));
    m_seconds->setSuffix(tr(" s"));
    m_byoyomi->setSuffix(tr(" s"));
    m_increment->setSuffix(tr(" s"));
    m_byoyomiLabel->setText(tr("B&yoyomi:"));
    m_periodsLabel->setText(tr("P&eriods:"));
    m_incrementLabel->setText(tr("&Increment:"));
    m_minutes->setToolTip(tr("Main time"));
    m_seconds->setToolTip(tr("Main time"));
}

void TimeControlEditor::setTimeControl(const TimeControl& given)
{
    const TimeControl control = given.normalized();
    const auto& list = presets();
    const auto found = std::find(list.begin(), list.end(), control);
    {
        const QSignalBlocker block(m_kind);
        const TimeKind kind = control.timed() ? control.kind : TimeKind::Byoyomi;
        m_kind->setCurrentIndex(m_kind->findData(int(kind)));
        m_minutes->setValue(int(control.mainMs / 60'000));
        m_seconds->setValue(int(control.mainMs / 1000 % 60));
        m_byoyomi->setValue(int(control.byoyomiMs / 1000));
        m_periods->setValue(control.periods);
        m_increment->setValue(int(control.incrementMs / 1000));
    }
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(found != list.end() ? int(found - list.begin()) : m_preset->count() - 1);
    showCustomFields();
}

TimeControl TimeControlEditor::timeControl() const
{
    const int preset = m_preset->currentData().toInt();
    if (preset != CustomIndexData) return presets()[size_t(preset)];
    TimeControl c;
    c.kind = TimeKind(m_kind->currentData().toInt());
    c.mainMs = (int64_t(m_minutes->value()) * 60 + m_seconds->value()) * 1000;
    c.byoyomiMs = int64_t(m_byoyomi->value()) * 1000;
    c.periods = m_periods->value();
    c.incrementMs = int64_t(m_increment->value()) * 1000;
    return c.normalized();
}

void TimeControlEditor::onPresetChosen()
{
    const int preset = m_preset->currentData().toInt();
    if (preset != CustomIndexData && presets()[size_t(preset)].timed()) {
        // The custom fields start from the preset last chosen.
        const QSignalBlocker block(m_preset);
        setTimeControl(presets()[size_t(preset)]);
    }
    showCustomFields();
}

void TimeControlEditor::showCustomFields()
{
    const bool custom = m_preset->currentData().toInt() == CustomIndexData;
    m_custom->setVisible(custom);
    const TimeKind kind = TimeKind(m_kind->currentData().toInt());
    for (QWidget* w : {static_cast<QWidget*>(m_byoyomiLabel), static_cast<QWidget*>(m_byoyomi),
             static_cast<QWidget*>(m_periodsLabel), static_cast<QWidget*>(m_periods)})
        w->setVisible(kind == TimeKind::Byoyomi);
    m_incrementLabel->setVisible(kind == TimeKind::Fischer);
    m_increment->setVisible(kind == TimeKind::Fischer);
}

} // namespace shogiban::ui
