// shogiban-tool analyse FILE [--movetime MS] [--multipv N] [--json] [--threads N] [--nodes N]
// [--from FMT]: reviews the main line of a record as the GUI's Game > Analyse Game does, and
// prints a line per move (ply, move, score after it from sente's view, the engine's best move
// in the position before it, with --multipv N the N best moves there and their scores, the mark)
// as each is known, or one JSON array at the end.
#include "arguments.h"
#include "commands.h"
#include "recordio.h"

#include "ai/search.h"
#include "analysis/judgement.h"
#include "analysis/reviewjson.h"
#include "analysis/winchance.h"
#include "record/formats.h"
#include "rules/usimove.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <thread>

namespace shogiban::tool {
namespace {

constexpr const char* Usage = "usage: shogiban-tool analyse FILE [--movetime MS] [--multipv N] "
                              "[--json] [--threads N] [--nodes N] [--from FMT]";

struct AnalyseArgs {
    std::string path;
    std::optional<std::string> from;
    analysis::ReviewOptions options;
    bool json = false;
};

std::string parseArgs(Args args, AnalyseArgs& a)
{
    a.options.threads = std::max(1, int(std::thread::hardware_concurrency()));
    auto split = splitArguments(args, {"--json"});
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    for (const auto& [name, value] : std::get<std::vector<Argument>>(split)) {
        if (name.empty()) {
            if (!a.path.empty()) return "more than one file: '" + value + "'";
            a.path = value;
        } else if (name == "--json") {
            a.json = true;
        } else if (name == "--movetime") {
            if (!readNumber(value, 1, 3'600'000, a.options.moveTimeMs))
                return "bad move time '" + value + "'";
        } else if (name == "--multipv") {
            if (!readNumber(value, 1, analysis::MaxMultiPv, a.options.multiPv))
                return "bad MultiPV '" + value + "'";
        } else if (name == "--threads") {
            if (!readNumber(value, 1, ai::MaxThreads, a.options.threads))
                return "bad thread count '" + value + "'";
        } else if (name == "--nodes") {
            if (!readNumber(value, 1, UINT64_MAX, a.options.nodes))
                return "bad node count '" + value + "'";
        } else if (name == "--from") {
            a.from = value;
        } else {
            return "unknown option '" + name + "'";
        }
    }
    if (a.path.empty()) return "no record file given";
    return {};
}

// The record, or a message that names the file and what is wrong with it.
std::optional<record::Record> readReviewedRecord(const AnalyseArgs& a, std::string& problem)
{
    std::optional<record::RecordFormat> format;
    if (a.from) {
        format = record::formatFromExtension(*a.from);
        if (!format) {
            problem = "unknown format '" + *a.from + "'";
            return std::nullopt;
        }
    }
    errno = 0;
    const std::optional<std::string> bytes = readInput(a.path);
    if (!bytes) {
        problem = a.path + ": cannot read it (" + std::strerror(errno ? errno : ENOENT) + ")";
        return std::nullopt;
    }
    record::ReadResult read
        = format ? record::readRecord(*bytes, *format) : record::readRecordAnyFormat(*bytes);
    if (read.error) {
        problem = a.path + ": " + record::describe(*read.error);
        return std::nullopt;
    }
    if (record::mainLineMoveCount(read.record) == 0) {
        problem = a.path + ": the record has no moves to analyse";
        return std::nullopt;
    }
    return std::move(read.record);
}

std::string scoreText(ai::Value sente)
{
    if (const std::optional<int> plies = analysis::matePlies(sente))
        return "mate " + std::to_string(*plies);
    return "cp " + std::to_string(sente);
}

std::string pieceName(PieceType t)
{
    static const char* const Names[PieceTypeNb] = {"", "pawn", "lance", "knight", "silver",
        "bishop", "rook", "gold", "king", "promoted pawn", "promoted lance", "promoted knight",
        "promoted silver", "horse", "dragon"};
    return Names[t];
}

std::string explanationText(const analysis::Explanation& e)
{
    const std::string move = toUsi(e.move());
    switch (e.code) {
    case analysis::ExplanationCode::MissedMate:
        return "missed mate in " + std::to_string(e.plies) + " (" + move + ")";
    case analysis::ExplanationCode::AllowedMate:
        return "allowed mate in " + std::to_string(e.plies) + " (" + move + ")";
    case analysis::ExplanationCode::LostPiece:
        return "lost the " + pieceName(e.piece) + " to " + move;
    case analysis::ExplanationCode::MissedPiece:
        return "missed winning the " + pieceName(e.piece) + " (" + move + ")";
    }
    return {};
}

// "lines 2g2f cp 40, 7g7f cp 35": the engine's best moves in the position before the move,
// best first, each with its score from sente's view.
std::string linesText(const analysis::PositionAnalysis& before, Color mover)
{
    std::string text = "lines";
    const char* separator = " ";
    for (const analysis::AnalysisLine& line : before.lines) {
        if (line.pv.empty()) continue;
        text += separator + toUsi(line.pv.front()) + " "
            + scoreText(analysis::fromSide(line.score, mover, Black));
        separator = ", ";
    }
    return text;
}

void printMove(const analysis::GameReview& review, const analysis::MoveJudgement& j, bool withLines)
{
    const ai::Value sente = analysis::fromSide(j.playedScore, j.mover, Black);
    std::string line = std::to_string(j.ply) + "\t" + toUsi(j.played) + "\t" + scoreText(sente)
        + "\tbest " + (j.best ? toUsi(j.best) : std::string("-"));
    if (withLines) {
        line += '\t';
        line += linesText(*review.positions[size_t(j.ply - 1)], j.mover);
    }
    if (const char* mark = analysis::markName(j.mark)) {
        line += '\t';
        line += mark;
        for (size_t i = 0; i < j.explanations.size(); ++i) {
            line += i == 0 ? ": " : "; ";
            line += explanationText(j.explanations[i]);
        }
    }
    std::cout << line << std::endl;
}

void printSummary(const analysis::GameReview& review)
{
    const auto sides = analysis::summarize(analysis::judgeReview(review));
    for (Color c : {Black, White}) {
        const analysis::SideSummary& s = sides[c];
        std::printf("%s: %d moves, %d inaccuracies, %d mistakes, %d blunders, average loss %.1f%% "
                    "(%d cp)\n",
            c == Black ? "sente" : "gote", s.moves, s.inaccuracies, s.mistakes, s.blunders,
            s.averageLoss * 100, s.averageCentipawnLoss);
    }
}

} // namespace

int analyseCommand(Args args)
{
    AnalyseArgs a;
    if (std::string problem = parseArgs(args, a); !problem.empty()) {
        std::cerr << "shogiban-tool analyse: " << problem << '\n' << Usage << '\n';
        return 2;
    }
    std::string problem;
    const std::optional<record::Record> rec = readReviewedRecord(a, problem);
    if (!rec) {
        std::cerr << "shogiban-tool analyse: " << problem << '\n';
        return 1;
    }
    analysis::GameReview review = analysis::GameReview::ofRecord(*rec);
    const bool withLines = a.options.multiPv > 1;
    const std::atomic<bool> stop{false};
    analysis::runReview(review, a.options, stop, [&](int position, int) {
        if (a.json || position == 0) return;
        const auto judgements = analysis::judgeReview(review);
        if (const auto& j = judgements[size_t(position - 1)]) printMove(review, *j, withLines);
    });
    if (a.json) {
        std::cout << analysis::reviewJson(review, withLines) << '\n';
    } else {
        std::cout << '\n';
        printSummary(review);
    }
    return 0;
}

} // namespace shogiban::tool
