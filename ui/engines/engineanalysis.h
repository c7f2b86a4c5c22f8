// An external engine for the analysis panel (chosen in Settings > Engines), made from its
// settings: the same program, options and log as when it plays.
#pragma once

#include "analysis/analysisengine.h"

#include <memory>

namespace shogiban::ui {

class EngineLog;
struct EngineConfig;

std::unique_ptr<analysis::AnalysisEngine> createAnalysisEngine(
    const EngineConfig& config, EngineLog* log);

} // namespace shogiban::ui
