// shogiban-tool train-net LABELLED... --out FILE: trains the evaluation network on games labelled
// with a teacher's scores (scripts/nn-label.py; docs/NETWORK.md) and writes it to FILE. Progress
// goes to stderr.
#include "arguments.h"
#include "commands.h"

#include "platform/files.h"
#include "tuning/networkfit.h"

#include <fstream>
#include <iostream>
#include <optional>

namespace shogiban::tool {

namespace {

constexpr const char* Usage
    = "usage: shogiban-tool train-net LABELLED... --out FILE [--epochs N] [--learning-rate L]\n"
      "           [--rate-decay F] [--teacher-scale S] [--weight-decay D] [--accumulator N]\n"
      "           [--hidden N] [--batch N] [--seed N] [--init NETWORK] [--king-buckets]\n"
      "           [--result-weight R]\n"
      "  Trains the evaluation network on the games of LABELLED files (one game a line, as\n"
      "  scripts/nn-label.py writes them): every tenth game is kept apart to validate, and the\n"
      "  network of the epoch that predicts those best is written to FILE. S (default 600) is\n"
      "  the teacher's centipawns per unit of log-odds; N epochs (default 12), L Adam's step\n"
      "  (default 0.001) in the first epoch, F times the step before in each later one\n"
      "  (default 1), D AdamW's weight decay (default 0), layers of 64 (at most 256) and\n"
      "  32 (at most 1024) by default, multiples of 8. --init starts from NETWORK's weights\n"
      "  (and shape) instead of random ones. --king-buckets: with the inputs of each piece by\n"
      "  its own king's region too (docs/NETWORK.md); with --init, NETWORK is widened by them,\n"
      "  their weights starting at zero. R (default 0): the share of the game's outcome in\n"
      "  each position's target, the rest the teacher's chance; the outcome is what the\n"
      "  teacher's score of the game's last position says (the side ahead there won).\n";

struct TrainArgs {
    std::vector<std::string> inputs;
    std::string out;
    std::string init;
    tuning::NetworkFitSettings settings;
};

std::string parseArgs(Args args, TrainArgs& a)
{
    auto split = splitArguments(args, {"--king-buckets"});
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    tuning::NetworkFitSettings& s = a.settings;
    for (const auto& [name, value] : std::get<std::vector<Argument>>(split)) {
        bool ok = true;
        if (name.empty()) a.inputs.push_back(value);
        else if (name == "--out") a.out = value;
        else if (name == "--init") a.init = value;
        else if (name == "--king-buckets") s.shape.kingBuckets = true;
        else if (name == "--epochs") ok = readNumber(value, 1, 1000, s.epochs);
        else if (name == "--batch") ok = readNumber(value, 1, 65536, s.batchSize);
        else if (name == "--accumulator" || name == "--hidden") {
            const bool hidden = name == "--hidden";
            int& layer = hidden ? s.shape.hidden : s.shape.accumulator;
            const int most = int(hidden ? ai::MaxLayer : ai::MaxAccumulator);
            ok = readNumber(value, int(ai::LayerStep), most, layer) && layer % ai::LayerStep == 0;
        } else if (name == "--learning-rate") ok = readDecimal(value, 1e-12, 1e6, s.learningRate);
        else if (name == "--rate-decay") ok = readDecimal(value, 0, 1, s.rateDecay);
        else if (name == "--teacher-scale") ok = readDecimal(value, 1e-12, 1e9, s.teacherScale);
        else if (name == "--weight-decay") ok = readDecimal(value, 0, 1e9, s.weightDecay);
        else if (name == "--result-weight") ok = readDecimal(value, 0, 1, s.resultWeight);
        else if (name == "--seed") ok = readNumber(value, 0, 1u << 30, s.seed);
        else return "unknown option " + name;
        if (!ok) return "bad value '" + value + "' for " + name;
    }
    if (a.inputs.empty()) return "no labelled games given";
    if (a.out.empty()) return "--out FILE is needed";
    return {};
}

} // namespace

int trainNetCommand(Args args)
{
    TrainArgs a;
    if (std::string error = parseArgs(args, a); !error.empty()) {
        std::cerr << "shogiban-tool train-net: " << error << '\n' << Usage;
        return 2;
    }
    std::optional<ai::Network> start;
    if (!a.init.empty()) {
        ai::NetworkLoad load = ai::loadNetworkFile(a.init);
        if (!load.network) {
            std::cerr << "shogiban-tool train-net: " << load.error << '\n';
            return 1;
        }
        start = std::move(load.network);
        if (a.settings.shape.kingBuckets && !start->shape.kingBuckets) start = start->withKingBuckets();
        a.settings.shape = start->shape; // the inputs of each position follow it
    }
    tuning::NetworkFit fit(a.settings);
    for (const std::string& path : a.inputs) {
        std::ifstream in(platform::pathFromUtf8(path));
        if (!in) {
            std::cerr << "shogiban-tool train-net: cannot open " << path << '\n';
            return 1;
        }
        std::string line;
        for (int n = 1; std::getline(in, line); ++n) {
            if (line.empty()) continue;
            if (auto error = fit.addGame(line))
                std::cerr << path << ":" << n << ": skipped: " << *error << '\n';
        }
    }
    const tuning::TeacherSlopes slopes = fit.teacherSlopes();
    std::cerr << "positions: " << fit.trainingPositions() << " to train on (mirrored), "
              << fit.validationPositions() << " kept apart; the teacher's score on the evaluation "
              << slopes.teacherOnEvaluation << " a centipawn, the evaluation on the teacher's "
              << slopes.evaluationOnTeacher << "\n";
    if (fit.trainingPositions() == 0 || fit.validationPositions() == 0) {
        std::cerr << "shogiban-tool train-net: too few positions\n";
        return 1;
    }
    const ai::Network net = fit.run([&fit](const tuning::NetworkFitReport& r) {
        std::cerr << "epoch " << r.epoch << ": loss over the targets' entropy " << r.trainLoss
                  << " training, " << r.validationLoss << " kept apart (evaluation scale "
                  << fit.evalScale() << ")" << std::endl;
    }, start ? &*start : nullptr);
    std::string error;
    if (!ai::saveNetworkFile(net, a.out, error)) {
        std::cerr << "shogiban-tool train-net: " << error << '\n';
        return 1;
    }
    std::cerr << "written to " << a.out << " (kept apart: " << fit.loss(net, true) << ")\n";
    return 0;
}

} // namespace shogiban::tool
