#include "engines/engineoptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace shogiban::ui {

namespace {

int toInt(int64_t value)
{
    return int(std::clamp<int64_t>(value, INT_MIN, INT_MAX));
}

} // namespace

EngineOptionsDialog::EngineOptionsDialog(const EngineConfig& engine, QWidget* parent)
    : QDialog(parent)
    , m_engine(engine)
{
    setWindowTitle(tr("Options of %1").arg(engine.name));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_moveTime = new QSpinBox;
    m_moveTime->setRange(1, 3600);
    m_moveTime->setSuffix(tr(" s"));
    m_moveTime->setValue(std::max(1, engine.moveTimeMs / 1000));
    m_moveTime->setToolTip(tr("How long the engine thinks about each move in a game without "
                              "a clock."));
    form->addRow(tr("Time per move without a clock:"), m_moveTime);
    for (const usi::Option& option : m_engine.options) {
        Field field = makeField(option);
        field.widget->setObjectName(QString::fromStdString(option.name));
        if (option.type != usi::OptionType::Button)
            field.widget->setToolTip(
                tr("Default: %1").arg(QString::fromStdString(option.defaultValue)));
        field.write(m_engine.value(option));
        const QString label = QString::fromStdString(option.name);
        if (option.type == usi::OptionType::Button) form->addRow(QString(), field.widget);
        else form->addRow(label + QLatin1Char(':'), field.widget);
        m_fields.push_back(std::move(field));
    }

    auto* page = new QWidget;
    page->setLayout(form);
    auto* scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    buttons->button(QDialogButtonBox::RestoreDefaults)->setText(tr("&Reset to Defaults"));
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &EngineOptionsDialog::resetToDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* header = new QLabel(tr("%1 by %2\n%3")
                                  .arg(engine.name,
                                      engine.author.isEmpty() ? tr("an unknown author")
                                                              : engine.author,
                                      engine.path));
    header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(header);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(560, std::min(640, 160 + 34 * int(m_fields.size())));
}

EngineOptionsDialog::Field EngineOptionsDialog::makeField(const usi::Option& option)
{
    switch (option.type) {
    case usi::OptionType::Check: {
        auto* box = new QCheckBox;
        return {&option, box,
            [box] { return box->isChecked() ? QStringLiteral("true") : QStringLiteral("false"); },
            [box](const QString& v) { box->setChecked(v == QLatin1String("true")); }};
    }
    case usi::OptionType::Spin: {
        auto* spin = new QSpinBox;
        spin->setRange(toInt(option.min), toInt(option.max));
        return {&option, spin, [spin] { return QString::number(spin->value()); },
            [spin](const QString& v) { spin->setValue(v.toInt()); }};
    }
    case usi::OptionType::Combo: {
        auto* combo = new QComboBox;
        for (const std::string& choice : option.choices)
            combo->addItem(QString::fromStdString(choice));
        return {&option, combo, [combo] { return combo->currentText(); },
            [combo](const QString& v) { combo->setCurrentIndex(std::max(0, combo->findText(v))); }};
    }
    case usi::OptionType::Button: {
        // Pressing a button means something only to a running engine: it is pressed each time
        // the engine starts when this is on.
        auto* button = new QCheckBox(tr("Press %1 when the engine starts")
                                         .arg(QString::fromStdString(option.name)));
        return {&option, button,
            [button] { return button->isChecked() ? QStringLiteral("true") : QString(); },
            [button](const QString& v) { button->setChecked(v == QLatin1String("true")); }};
    }
    case usi::OptionType::Filename:
        return makeFileField(option);
    case usi::OptionType::String:
        break;
    }
    auto* edit = new QLineEdit;
    return {&option, edit, [edit] { return edit->text(); },
        [edit](const QString& v) { edit->setText(v); }};
}

EngineOptionsDialog::Field EngineOptionsDialog::makeFileField(const usi::Option& option)
{
    auto* box = new QWidget;
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* edit = new QLineEdit;
    auto* browse = new QPushButton(tr("Browse…"));
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, [this, edit] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Choose a File"), edit->text());
        if (!file.isEmpty()) edit->setText(file);
    });
    return {&option, box, [edit] { return edit->text(); },
        [edit](const QString& v) { edit->setText(v); }};
}

void EngineOptionsDialog::resetToDefaults()
{
    for (const Field& field : m_fields)
        field.write(field.option->type == usi::OptionType::Button
                ? QString()
                : QString::fromStdString(field.option->defaultValue));
    m_moveTime->setValue(EngineConfig::DefaultMoveTimeMs / 1000);
}

QWidget* EngineOptionsDialog::field(const QString& optionName) const
{
    for (const Field& field : m_fields)
        if (QString::fromStdString(field.option->name) == optionName) return field.widget;
    return nullptr;
}

EngineConfig EngineOptionsDialog::engine() const
{
    EngineConfig result = m_engine;
    result.values.clear();
    for (const Field& field : m_fields) {
        const QString value = field.read();
        const QString fallback = field.option->type == usi::OptionType::Button
            ? QString()
            : QString::fromStdString(field.option->defaultValue);
        if (value != fallback) result.values.insert(QString::fromStdString(field.option->name), value);
    }
    result.moveTimeMs = m_moveTime->value() * 1000;
    return result;
}

} // namespace shogiban::ui
