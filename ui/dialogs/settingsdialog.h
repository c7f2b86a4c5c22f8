// Settings: the language, and how the board and the move list look and help (piece style,
// hints, learning mode, coordinates, notation, automatic flip), and the sounds.
#pragma once

#include "window/appsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSlider;

namespace shogiban::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);

    // The settings given to the constructor with the dialog's choices applied.
    AppSettings settings() const;

    // The form, for other settings to add their rows (e.g. the language).
    QFormLayout* form() const { return m_form; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QComboBox* addCombo(int items, int current);
    void addRow(QWidget* field); // with an empty label that retranslateUi() fills
    void setRow(QWidget* field, const QString& label, const QStringList& items);
    void retranslateUi();

    AppSettings m_settings;
    QFormLayout* m_form = nullptr;
    QWidget* m_language = nullptr;
    QComboBox* m_pieceStyle = nullptr;
    QComboBox* m_hints = nullptr;
    QComboBox* m_coordinates = nullptr;
    QComboBox* m_notation = nullptr;
    QComboBox* m_variation = nullptr;
    QCheckBox* m_learning = nullptr;
    QCheckBox* m_autoFlip = nullptr;
    QCheckBox* m_pondering = nullptr;
    QWidget* m_soundRow = nullptr;
    QCheckBox* m_sounds = nullptr;
    QSlider* m_volume = nullptr;
};

} // namespace shogiban::ui
