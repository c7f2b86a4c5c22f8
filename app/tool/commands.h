// The sub-commands of shogiban-tool. Each lives in its own file and receives the arguments
// that follow its name; it returns the process exit code.
#pragma once

#include <span>
#include <string>

namespace shogiban::tool {

using Args = std::span<const std::string>;

int perftCommand(Args args);
int convertCommand(Args args);
int sfenCommand(Args args);
int replayCommand(Args args);
int matchCommand(Args args);
int benchCommand(Args args);
// bench --latency: how soon live analysis restarts and stops, and a review stops
// (benchlatency.cpp).
int analysisLatencyBench(int rounds, int threads);
int hasamiMatchCommand(Args args);
int openingsCommand(Args args);
int tuneCommand(Args args);
int evalTermsCommand(Args args);
int trainNetCommand(Args args);
int analyseCommand(Args args);
int mateCommand(Args args);
int tsumeGenerateCommand(Args args);
int tsumeCheckCommand(Args args);

} // namespace shogiban::tool
