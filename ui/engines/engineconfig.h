// The external USI engines the user added (Settings > Engines): each one's name and author as
// the engine gave them, its program, the options it declared and the values the user chose;
// kept in QSettings under "engines/".
#pragma once

#include "usi/options.h"

#include <QMap>
#include <QString>

#include <vector>

class QSettings;

namespace shogiban::ui {

struct EngineConfig {
    // Without a clock the engine gets this long per move ("go byoyomi").
    static constexpr int DefaultMoveTimeMs = 5000;

    QString id; // stable between runs; what New Game remembers
    QString name;
    QString author;
    QString path;
    std::vector<usi::Option> options; // as declared, USI_Hash and USI_Ponder always among them
    QMap<QString, QString> values; // options the user set, by name (the rest keep defaults)
    int moveTimeMs = DefaultMoveTimeMs;

    const usi::Option* option(const QString& optionName) const;
    // What the option is set to: the user's value or the default.
    QString value(const usi::Option& option) const;
    // The setoption pairs to send at start: every option but buttons, with its value; a button
    // only when the user asked for it to be pressed ("true").
    std::vector<std::pair<std::string, std::string>> startOptions() const;
    // Adds USI_Hash and USI_Ponder when the engine did not declare them (as ShogiHome does).
    void addStandardOptions();
    bool operator==(const EngineConfig&) const;
};

class EngineList {
public:
    static EngineList load(QSettings& settings); // QSettings reads arrays only when not const
    void save(QSettings& settings) const;

    const std::vector<EngineConfig>& engines() const { return m_engines; }
    const EngineConfig* find(const QString& id) const;
    // Adds the engine with a new id, returned.
    QString add(EngineConfig engine);
    void replace(const EngineConfig& engine); // by id
    void remove(const QString& id);
    // The engine of the analysis panel (its id); empty: the built-in one.
    const QString& analysisEngine() const { return m_analysisEngine; }
    void setAnalysisEngine(const QString& id) { m_analysisEngine = find(id) ? id : QString(); }
    bool operator==(const EngineList&) const = default;

private:
    std::vector<EngineConfig> m_engines;
    QString m_analysisEngine;
};

} // namespace shogiban::ui
