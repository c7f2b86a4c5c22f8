// A combo box for the settings dialog: "System default" and each language by its own name.
// Choosing an entry switches the program's language at once and remembers the choice.
#pragma once

#include <QComboBox>

namespace shogiban::ui {

class LanguageSelector : public QComboBox {
    Q_OBJECT

public:
    explicit LanguageSelector(QWidget* parent = nullptr);

    // The selected code; empty for "System default".
    QString choice() const { return currentData().toString(); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void apply(int index);
};

} // namespace shogiban::ui
