// shogiban-tool train-net LABELLED... --out FILE: trains the evaluation network on games labelled
// with a teacher's scores (scripts/nn-label.py; docs/NETWORK.md) and writes it to FILE. Progress
// goes to stderr.
#include "commands.h"

#include "platform/files.h"
#include "tuning/networkfit.h"
#include "usi/tokens.h"

#include <fstream>
#include <iostream>

namespace shogiban::tool {

namespace {

constexpr const char* Usage
    = "usage: shogiban-tool train-net LABELLED... --out FILE [--epochs N] [--learning-rate L]\n"
      "           [--teacher-scale S] [--weight-decay D] [--accumulator N] [--hidden N]\n"
      "           [--batch N] [--seed N]\n"
      "  Trains the evaluation network on the games of LABELLED files (one game a line, as\n"
      "  scripts/nn-label.py writes them): every tenth game is kept apart to validate, and the\n"
      "  network of the epoch that predicts those best is written to FILE. S (default 600) is\n"
      "  the teacher's centipawns per unit of log-odds; N epochs (default 12), L Adam's step\n"
      "  (default 0.001), D AdamW's weight decay (default 0), layers of 64 and 32 by default\n"
      "  (multiples of 8).\n";

struct TrainArgs {
    std::vector<std::string> inputs;
    std::string out;
    tuning::NetworkFitSettings settings;
};

std::string parseArgs(Args args, TrainArgs& a)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.rfind("--", 0) != 0) {
            a.inputs.push_back(arg);
            continue;
        }
        if (i + 1 >= args.size()) return arg + " needs a value";
        const std::string& value = args[++i];
        const auto integer = [&value](int lo, int hi, int& into) {
            auto n = usi::parseNumber<int>(value);
            if (!n || *n < lo || *n > hi) return false;
            into = int(*n);
            return true;
        };
        const auto positive = [&value](double& into) {
            auto d = usi::parseDecimal(value);
            if (!d || *d <= 0) return false;
            into = *d;
            return true;
        };
        int seed = 0;
        bool ok = true;
        if (arg == "--out") a.out = value;
        else if (arg == "--epochs") ok = integer(1, 1000, a.settings.epochs);
        else if (arg == "--batch") ok = integer(1, 65536, a.settings.batchSize);
        else if (arg == "--accumulator")
            ok = integer(8, 1024, a.settings.shape.accumulator) && a.settings.shape.accumulator % 8 == 0;
        else if (arg == "--hidden")
            ok = integer(8, 1024, a.settings.shape.hidden) && a.settings.shape.hidden % 8 == 0;
        else if (arg == "--learning-rate") ok = positive(a.settings.learningRate);
        else if (arg == "--teacher-scale") ok = positive(a.settings.teacherScale);
        else if (arg == "--weight-decay") {
            auto d = usi::parseDecimal(value);
            ok = d && *d >= 0;
            if (ok) a.settings.weightDecay = *d;
        }
        else if (arg == "--seed") {
            ok = integer(0, 1 << 30, seed);
            a.settings.seed = unsigned(seed);
        } else return "unknown option " + arg;
        if (!ok) return "bad value '" + value + "' for " + arg;
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
    });
    std::string error;
    if (!ai::saveNetworkFile(net, a.out, error)) {
        std::cerr << "shogiban-tool train-net: " << error << '\n';
        return 1;
    }
    std::cerr << "written to " << a.out << " (kept apart: " << fit.loss(net, true) << ")\n";
    return 0;
}

} // namespace shogiban::tool
