// Settings > Engines: the external USI engines. Add runs the chosen program's "usi" handshake
// on a thread (the dialog stays responsive, a timeout catches programs that are not USI
// engines) and keeps its name, author, path and options; Options opens the generated options
// dialog; Remove forgets an engine; the analysis panel's engine is chosen below the list.
#pragma once

#include "engines/engineconfig.h"
#include "engine/usiclient.h"

#include <QDialog>

class QComboBox;
class QListWidget;
class QPushButton;

namespace shogiban::ui {

class EngineLog;

class EngineManagerDialog : public QDialog {
    Q_OBJECT

public:
    EngineManagerDialog(const EngineList& engines, EngineLog* log, QWidget* parent = nullptr);

    const EngineList& engines() const { return m_engines; }
    // Adds the program at `path` after its handshake; false with the reason when it is not a
    // working USI engine (the file dialog's Add shows the reason in a message box).
    bool addEngine(const QString& path, QString* error);
    QListWidget* list() const { return m_list; }
    QComboBox* analysisChoice() const { return m_analysis; }
    void setHandshakeTimeout(int ms) { m_handshakeTimeoutMs = ms; } // tests shorten it

private:
    void chooseAndAdd();
    void editOptions();
    void removeSelected();
    void refill();
    void updateButtons();
    QString selectedId() const;

    EngineList m_engines;
    EngineLog* m_log;
    QListWidget* m_list;
    QPushButton* m_options;
    QPushButton* m_remove;
    QComboBox* m_analysis;
    int m_handshakeTimeoutMs = engine::UsiClient::HandshakeTimeoutMs;
};

// Runs the "usi" handshake with the program on a thread of its own while the event loop turns.
struct EngineProbe {
    engine::UsiFailure failure = engine::UsiFailure::None;
    engine::UsiIdentity identity;
};
EngineProbe probeEngine(const QString& path, const engine::UsiLogSink& log, int timeoutMs);

} // namespace shogiban::ui
