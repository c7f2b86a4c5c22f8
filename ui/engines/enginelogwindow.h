// Help > Engine Log: the USI conversation with the external engines as it happens, to copy or
// clear. Not modal, so that it can stay open beside the board.
#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace shogiban::ui {

class EngineLog;

class EngineLogWindow : public QDialog {
    Q_OBJECT

public:
    explicit EngineLogWindow(EngineLog* log, QWidget* parent = nullptr);

    QPlainTextEdit* text() const { return m_text; }

private:
    EngineLog* m_log;
    QPlainTextEdit* m_text;
};

} // namespace shogiban::ui
