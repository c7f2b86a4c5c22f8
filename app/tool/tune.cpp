// shogiban-tool tune RECORD|DIR... : fits the evaluation's weights to finished games (see
// docs/TUNING.md) and prints them as the initializer of DefaultEvalParams in
// core/ai/evalparams.h, or with --king-relative FILE fits the king-relative terms and writes
// them to FILE. Progress goes to stderr.
#include "arguments.h"
#include "commands.h"
#include "recordio.h"

#include "platform/files.h"
#include "tuning/kingrelativefit.h"
#include "tuning/movechoice.h"
#include "tuning/texel.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace shogiban::tool {

namespace {

constexpr const char* Usage
    = "usage: shogiban-tool tune RECORD|DIR... [--result-weight W] [--passes N] [--threads N]\n"
      "           [--skip-plies N] [--regularization R] [--groups NAME,...]\n"
      "  Fits the evaluation to the games (records, or directories of them): every tenth game\n"
      "  is kept apart to validate. W (0-1, default 0.5) weighs the game result against the\n"
      "  score each move's engine reported; R (default 0) is the error's cost per squared\n"
      "  centipawn a weight moves; --groups fits only the named groups of weights\n"
      "  (pieceValue, handValue, attackWeight, ... as printed). Prints the fitted weights as "
      "C++.\n"
      "  --king-relative FILE instead fits the king-relative terms by logistic regression\n"
      "  (N epochs, default 400; R the cost per squared centipawn, default 1e-6;\n"
      "  --learning-rate L centipawns per step, default 1) and writes them to FILE in the\n"
      "  format of resources/eval/king-relative.txt.\n"
      "  --move-choice N instead fits the weights to the moves the records play (comparison\n"
      "  training): each played move against the N other moves the weights in use rate best;\n"
      "  --teacher NAME learns only the moves of the player whose name contains NAME.\n";

struct TuneArgs {
    std::vector<std::string> inputs;
    tuning::TuneSettings settings;
    tuning::SampleFilter filter;
    std::string kingRelativeOut; // fit the king-relative terms into this file
    int moveChoiceRivals = 0; // fit to the moves played, each against this many others
    std::string teacher; // ... by this player only
    bool passesGiven = false, regularizationGiven = false;
    double learningRate = tuning::KingRelativeFitSettings().learningRate;
};

std::string parseArgs(Args args, TuneArgs& a)
{
    auto split = splitArguments(args);
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    for (const auto& [name, value] : std::get<std::vector<Argument>>(split)) {
        if (name.empty()) {
            a.inputs.push_back(value);
        } else if (name == "--result-weight") {
            if (!readDecimal(value, 0, 1, a.settings.resultWeight))
                return "bad result weight '" + value + "' (0-1)";
        } else if (name == "--groups") {
            std::string names = value;
            for (size_t comma; (comma = names.find(',')) != std::string::npos;) {
                a.settings.groups.push_back(names.substr(0, comma));
                names.erase(0, comma + 1);
            }
            a.settings.groups.push_back(names);
            ai::EvalParams probe = ai::DefaultEvalParams;
            std::vector<std::string> known;
            ai::forEachParamGroup(
                probe, [&](std::string_view n, std::span<int>) { known.emplace_back(n); });
            for (const std::string& g : a.settings.groups)
                if (std::find(known.begin(), known.end(), g) == known.end())
                    return "unknown weight group '" + g + "'";
        } else if (name == "--regularization") {
            if (!readDecimal(value, 0, 1e9, a.settings.regularization))
                return "bad regularization '" + value + "'";
            a.regularizationGiven = true;
        } else if (name == "--learning-rate") {
            if (!readDecimal(value, 1e-12, 1e9, a.learningRate))
                return "bad learning rate '" + value + "'";
        } else if (name == "--king-relative") {
            a.kingRelativeOut = value;
        } else if (name == "--teacher") {
            a.teacher = value;
        } else if (name == "--move-choice") {
            if (!readNumber(value, 1, 600, a.moveChoiceRivals))
                return "bad number of rival moves '" + value + "'";
        } else if (name == "--passes" || name == "--threads" || name == "--skip-plies") {
            int& n = name == "--passes" ? a.settings.passes
                : name == "--threads"   ? a.settings.threads
                                        : a.filter.skipPlies;
            if (!readNumber(value, 0, 1000, n)) return "bad number '" + value + "' for " + name;
            a.passesGiven = a.passesGiven || name == "--passes";
        } else {
            return "unknown option '" + name + "'";
        }
    }
    return a.inputs.empty() ? "no records given" : "";
}

// The record files named, directories expanded (sorted, so that runs are reproducible).
std::vector<std::string> recordFiles(const std::vector<std::string>& inputs)
{
    std::vector<std::string> files;
    for (const std::string& input : inputs) {
        const std::filesystem::path path = platform::pathFromUtf8(input);
        if (!std::filesystem::is_directory(path)) {
            files.push_back(input);
            continue;
        }
        std::vector<std::string> inDir;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(path)) {
            const std::string file = platform::utf8FromPath(entry.path());
            if (entry.is_regular_file() && record::formatFromPath(file)) inDir.push_back(file);
        }
        std::sort(inDir.begin(), inDir.end());
        files.insert(files.end(), inDir.begin(), inDir.end());
    }
    return files;
}

// Reads each record and appends what append(record, out) takes from it; the items of every
// tenth game that gave any are kept apart to validate. Returns the number of such games.
template <typename Item, typename Append>
int readGames(const std::vector<std::string>& files, std::vector<Item>& out,
    std::vector<bool>& validation, const Append& append)
{
    int games = 0;
    for (const std::string& file : files) {
        record::Record rec;
        if (!loadRecord(file, std::nullopt, rec)) continue;
        const size_t before = out.size();
        append(rec, out);
        validation.resize(out.size(), games % 10 == 9);
        games += out.size() > before;
    }
    return games;
}

constexpr const char* PieceNames[PieceTypeNb]
    = {"none", "pawn", "lance", "knight", "silver", "bishop", "rook", "gold", "king",
        "promoted pawn", "promoted lance", "promoted knight", "promoted silver", "horse", "dragon"};

// Tables by piece and distance from a king or by piece and rank print the same way.
static_assert(RankNb == ai::KingDistanceNb);

void printGroup(std::string_view name, std::span<const int> values)
{
    const auto list = [](std::span<const int> row) {
        std::string text;
        for (size_t i = 0; i < row.size(); ++i) text += (i ? ", " : "") + std::to_string(row[i]);
        return text;
    };
    if (values.size() == 1) {
        std::cout << "    ." << name << " = " << values[0] << ",\n";
    } else if (values.size() == size_t(PieceTypeNb) * ai::KingDistanceNb) { // by piece
        std::cout << "    ." << name << " = {\n";
        for (size_t t = 0; t < PieceTypeNb; ++t)
            std::cout << "        {"
                      << list(values.subspan(t * ai::KingDistanceNb, ai::KingDistanceNb))
                      << "}, // " << PieceNames[t] << '\n';
        std::cout << "    },\n";
    } else {
        std::cout << "    ." << name << " = {" << list(values) << "},\n";
    }
}

int fitKingRelative(const TuneArgs& a, const std::vector<tuning::Sample>& samples,
    const std::vector<bool>& validation)
{
    tuning::KingRelativeFitSettings settings;
    settings.resultWeight = a.settings.resultWeight;
    settings.learningRate = a.learningRate;
    if (a.passesGiven) settings.epochs = a.settings.passes;
    if (a.regularizationGiven) settings.regularization = a.settings.regularization;
    tuning::KingRelativeFit fit(samples, validation, settings);
    const ai::KingRelativeWeights none;
    std::cerr << "scale: evaluation " << fit.evalScale() << "\nwithout the terms: loss "
              << fit.loss(none, false) << ", validation " << fit.loss(none, true)
              << "\nbuilt in: loss " << fit.loss(ai::builtInKingRelativeWeights(), false)
              << ", validation " << fit.loss(ai::builtInKingRelativeWeights(), true) << '\n';
    const ai::KingRelativeWeights weights = fit.run(
        [](const tuning::KingRelativeFitReport& r) {
            std::cerr << "epoch " << r.epoch << ": loss " << r.trainLoss << ", validation "
                      << r.validationLoss << '\n';
        },
        5);
    std::cerr << "kept: loss " << fit.loss(weights, false) << ", validation "
              << fit.loss(weights, true) << '\n';
    std::ofstream out(platform::pathFromUtf8(a.kingRelativeOut), std::ios::binary);
    out << "# King-relative evaluation weights fitted by shogiban-tool tune --king-relative\n"
           "# (docs/TUNING.md describes the format and how they were made).\n"
        << ai::formatKingRelativeWeights(weights);
    if (!out.flush()) {
        std::cerr << "shogiban-tool tune: cannot write " << a.kingRelativeOut << '\n';
        return 1;
    }
    return 0;
}

void printParams(const ai::EvalParams& fitted)
{
    ai::EvalParams params = fitted;
    std::cout << "inline constexpr EvalParams DefaultEvalParams{\n";
    ai::forEachParamGroup(params, printGroup);
    std::cout << "};\n";
}

void reportPass(const tuning::TuneReport& r)
{
    std::cerr << "pass " << r.pass << ": error " << r.trainError << ", validation "
              << r.validationError << ", " << r.changed << " weights changed\n";
}

int fitMoveChoice(const TuneArgs& a, const std::vector<std::string>& files)
{
    std::vector<tuning::MoveChoice> choices;
    std::vector<bool> validation;
    const tuning::MoveChoiceFilter filter{a.filter.skipPlies, a.moveChoiceRivals, a.teacher};
    const int games = readGames(files, choices, validation,
        [&filter](const record::Record& rec, std::vector<tuning::MoveChoice>& out) {
            tuning::appendMoveChoices(rec, filter, out);
        });
    if (choices.empty()) {
        std::cerr << "shogiban-tool tune: no moves to learn from\n";
        return 1;
    }
    std::cerr << games << " games, " << choices.size() << " moves\n";
    const tuning::MoveChoiceObjective objective(
        std::move(choices), std::move(validation), a.settings.threads);
    const auto describe = [&objective](const char* what, const ai::EvalParams& p) {
        std::cerr << what << ": error " << objective.error(p, false) << ", validation "
                  << objective.error(p, true) << "; the played move rated best in "
                  << objective.agreement(p, false) * 100 << "%, validation "
                  << objective.agreement(p, true) * 100 << "%\n";
    };
    std::cerr << "temperature: " << objective.temperature() << '\n';
    describe("start", ai::DefaultEvalParams);
    const ai::EvalParams params
        = tuning::descend(objective, ai::DefaultEvalParams, a.settings, reportPass);
    describe("kept", params);
    printParams(params);
    return 0;
}

} // namespace

int tuneCommand(Args args)
{
    TuneArgs a;
    if (const std::string error = parseArgs(args, a); !error.empty()) {
        std::cerr << "shogiban-tool tune: " << error << '\n' << Usage;
        return 2;
    }
    const std::vector<std::string> files = recordFiles(a.inputs);
    if (a.moveChoiceRivals > 0) return fitMoveChoice(a, files);
    std::vector<tuning::Sample> samples;
    std::vector<bool> validation;
    const int games = readGames(files, samples, validation,
        [&a](const record::Record& rec, std::vector<tuning::Sample>& out) {
            tuning::appendSamples(rec, a.filter, out);
        });
    if (samples.empty()) {
        std::cerr << "shogiban-tool tune: no finished games with positions to learn from\n";
        return 1;
    }
    const size_t scored = size_t(std::count_if(
        samples.begin(), samples.end(), [](const tuning::Sample& s) { return s.engineScore; }));
    std::cerr << games << " games, " << samples.size() << " positions (" << scored
              << " with an engine score)\n";
    if (!a.kingRelativeOut.empty()) return fitKingRelative(a, samples, validation);
    tuning::Tuner tuner(std::move(samples), std::move(validation), a.settings);
    std::cerr << "scale: evaluation " << tuner.evalScale() << "\nstart: error "
              << tuner.error(ai::DefaultEvalParams, false) << ", validation "
              << tuner.error(ai::DefaultEvalParams, true) << '\n';
    printParams(tuner.run(ai::DefaultEvalParams, reportPass));
    return 0;
}

} // namespace shogiban::tool
