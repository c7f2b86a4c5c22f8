#include "engines/engineanalysis.h"

#include "engines/engineconfig.h"
#include "engines/enginelog.h"

#include "analysis/usianalysisengine.h"

namespace shogiban::ui {

std::unique_ptr<analysis::AnalysisEngine> createAnalysisEngine(
    const EngineConfig& config, EngineLog* log)
{
    analysis::UsiEngineSetup setup;
    setup.argv = {config.path.toStdString()};
    setup.name = config.name.toStdString();
    setup.options = config.startOptions();
    for (const usi::Option& option : config.options)
        if (option.type == usi::OptionType::Button) setup.buttons.push_back(option.name);
    if (log) setup.log = log->sink(config.name);
    return std::make_unique<analysis::UsiAnalysisEngine>(std::move(setup));
}

} // namespace shogiban::ui
