// Choosing a time control: a preset (no clock, 10 min + byoyomi 30 s, byoyomi 30 s only,
// sudden death, Fischer ...) or a custom one: its kind, the main time, the byoyomi and its
// periods, or the increment.
#pragma once

#include "clock/timecontrol.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace shogiban::ui {

class TimeControlEditor : public QWidget {
    Q_OBJECT

public:
    explicit TimeControlEditor(QWidget* parent = nullptr);

    void setTimeControl(const clock::TimeControl& control);
    clock::TimeControl timeControl() const;
    // The presets, the usual club and online time controls.
    static const std::vector<clock::TimeControl>& presets();

private:
    void onPresetChosen();
    void showCustomFields();
    void retranslateUi();

    QComboBox* m_preset = nullptr;
    QWidget* m_custom = nullptr;
    QComboBox* m_kind = nullptr;
    QSpinBox* m_minutes = nullptr;
    QSpinBox* m_seconds = nullptr;
    QLabel* m_byoyomiLabel = nullptr;
    QSpinBox* m_byoyomi = nullptr;
    QLabel* m_periodsLabel = nullptr;
    QSpinBox* m_periods = nullptr;
    QLabel* m_incrementLabel = nullptr;
    QSpinBox* m_increment = nullptr;
};

} // namespace shogiban::ui
