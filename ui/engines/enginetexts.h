// What went wrong with an external engine, worded for the user and naming the engine.
#pragma once

#include "engine/usiclient.h"

#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class EngineTexts {
    Q_DECLARE_TR_FUNCTIONS(EngineTexts)

public:
    // A failure while the engine was being added or started ("usi", "isready").
    static QString startFailure(const QString& engine, engine::UsiFailure failure);
    // A failure while it was to move.
    static QString thinkFailure(const QString& engine, engine::UsiFailure failure, int waitedMs);
    static QString illegalMove(const QString& engine, const QString& move);
    static QString whyPaused();
};

} // namespace shogiban::ui
