// An engine's options as a form made from what it declared: a check box, spin box, list,
// text field or file field (with Browse…) for each, a toggle for buttons (pressed each time the
// engine starts), every field showing the engine's default as its tooltip; Reset puts every
// option back to its default. Also the time per move the engine gets when a game has no clock.
#pragma once

#include "engines/engineconfig.h"

#include <QDialog>

#include <functional>
#include <vector>

class QSpinBox;

namespace shogiban::ui {

class EngineOptionsDialog : public QDialog {
    Q_OBJECT

public:
    explicit EngineOptionsDialog(const EngineConfig& engine, QWidget* parent = nullptr);

    // The engine with the values chosen in the form (only those that differ from defaults).
    EngineConfig engine() const;
    void resetToDefaults();
    // The field of an option, by its name (for tests).
    QWidget* field(const QString& optionName) const;

private:
    struct Field {
        const usi::Option* option;
        QWidget* widget;
        std::function<QString()> read;
        std::function<void(const QString&)> write;
    };

    Field makeField(const usi::Option& option);
    Field makeFileField(const usi::Option& option);

    EngineConfig m_engine;
    std::vector<Field> m_fields;
    QSpinBox* m_moveTime = nullptr;
};

} // namespace shogiban::ui
