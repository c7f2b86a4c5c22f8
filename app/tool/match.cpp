// shogiban-tool match: two engines play each other with core as the referee.
#include "arguments.h"
#include "commands.h"

#include "recordio.h"

#include "match/gnushogiplayer.h"
#include "match/match.h"
#include "match/matchrecord.h"
#include "match/usiplayer.h"
#include "platform/files.h"
#include "usi/tokens.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace shogiban::tool {
namespace {

constexpr const char* Usage
    = "usage: shogiban-tool match --engine1 CMD --engine2 CMD [--option1 NAME=VALUE]...\n"
      "           [--option2 NAME=VALUE]... [--games N] [--byoyomi MS | --movetime MS |\n"
      "           --nodes N | --depth N] [--nodes1 N] [--nodes2 N]\n"
      "           [--openings FILE [--once]] [--max-plies N] [--record FILE]\n"
      "           [--kifu DIR [--kifu-format kif|kifu|ki2|csa|json]]\n"
      "  CMD is a USI engine's command line (the program and its arguments, or the path of\n"
      "  a program, spaces and all), or 'gnushogi' for GNU Shogi's own protocol.\n"
      "  --record writes each game as one USI position line; --kifu saves each game as a\n"
      "  record file DIR/game-001.kif ... (KIF unless --kifu-format says otherwise).\n"
      "  --nodes1/--nodes2 give one engine its own node limit (engines of different\n"
      "  speeds then get about equal time, in games that can be played again).\n"
      "  Each opening is played twice, with colours swapped; --once plays each once.\n"
      "  --option1 USI_Ponder=true lets engine 1 ponder (think on the opponent's time) in\n"
      "  timed games; the hits are counted at the end.\n";

struct EngineSpec {
    std::string command;
    std::vector<std::pair<std::string, std::string>> options;
};

struct MatchArgs {
    EngineSpec engines[2];
    match::MatchSettings settings;
    std::string openingsFile;
    std::string recordFile;
    std::string kifuDir;
    record::RecordFormat kifuFormat = record::RecordFormat::Kif;
};

// Returns an error message, empty on success.
std::string parseArgs(Args args, MatchArgs& a)
{
    a.settings.limits.byoyomiMs = 1000;
    auto split = splitArguments(args, {"--once"});
    if (auto* error = std::get_if<std::string>(&split)) return *error;
    for (const auto& [flag, value] : std::get<std::vector<Argument>>(split)) {
        bool ok = true;
        if (flag == "--once") {
            a.settings.gamesPerOpening = 1;
        } else if (flag == "--engine1" || flag == "--engine2") {
            a.engines[flag.back() - '1'].command = value;
        } else if (flag == "--option1" || flag == "--option2") {
            const size_t eq = value.find('=');
            if (eq == std::string::npos) return flag + " expects NAME=VALUE";
            a.engines[flag.back() - '1'].options.emplace_back(
                value.substr(0, eq), value.substr(eq + 1));
        } else if (flag == "--games") {
            ok = readNumber(value, a.settings.games);
        } else if (flag == "--byoyomi" || flag == "--movetime") {
            ok = readNumber(value, a.settings.limits.byoyomiMs);
            a.settings.limits.useMovetime = flag == "--movetime";
        } else if (flag == "--nodes") {
            ok = readNumber(value, a.settings.limits.nodes);
        } else if (flag == "--nodes1" || flag == "--nodes2") {
            ok = readNumber(value, a.settings.playerNodes[flag.back() - '1']);
        } else if (flag == "--depth") {
            ok = readNumber(value, a.settings.limits.depth);
        } else if (flag == "--max-plies") {
            ok = readNumber(value, a.settings.maxPlies);
        } else if (flag == "--openings") {
            a.openingsFile = value;
        } else if (flag == "--record") {
            a.recordFile = value;
        } else if (flag == "--kifu") {
            a.kifuDir = value;
        } else if (flag == "--kifu-format") {
            const auto format = record::formatFromExtension(value);
            if (!format) return "unknown record format '" + value + "'";
            a.kifuFormat = *format;
        } else {
            return "unknown argument '" + (flag.empty() ? value : flag) + "'";
        }
        if (!ok) return "bad number '" + value + "' after " + flag;
    }
    if (a.engines[0].command.empty() || a.engines[1].command.empty())
        return "both --engine1 and --engine2 are needed";
    return {};
}

// The program and its arguments. A command that is the path of a file names that program
// alone: "C:\Program Files\..." and "/home/jiří/my engines/..." hold spaces.
std::vector<std::string> engineArgv(const std::string& command)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(platform::pathFromUtf8(command), ec)) return {command};
    std::vector<std::string> argv;
    for (auto w : usi::splitWords(command)) argv.emplace_back(w);
    return argv;
}

std::unique_ptr<match::Player> makePlayer(const EngineSpec& spec)
{
    const std::vector<std::string> argv = engineArgv(spec.command);
    if (argv.size() == 1 && argv[0] == "gnushogi") {
        // Debian installs games outside the usual PATH.
        const bool inGames = std::ifstream("/usr/games/gnushogi").good();
        return std::make_unique<match::GnuShogiPlayer>(
            std::vector<std::string>{inGames ? "/usr/games/gnushogi" : "gnushogi"});
    }
    return std::make_unique<match::UsiPlayer>(argv, spec.options);
}

const char* reasonName(EndReason r)
{
    switch (r) {
    case EndReason::Checkmate:
        return "checkmate";
    case EndReason::Stalemate:
        return "no legal move";
    case EndReason::Resignation:
        return "resignation";
    case EndReason::IllegalMove:
        return "illegal move";
    case EndReason::Sennichite:
        return "sennichite";
    case EndReason::PerpetualCheck:
        return "perpetual check";
    case EndReason::Declaration27:
        return "27-point declaration";
    case EndReason::MaxMoves:
        return "move limit";
    case EndReason::TimeUp:
        return "no move in time";
    case EndReason::AgreedDraw:
        return "draw claimed";
    default:
        return "interrupted";
    }
}

std::string recordLine(const match::PlayedGame& game)
{
    std::string line = game.record.startSfen.empty() ? "startpos" : "sfen " + game.record.startSfen;
    if (!game.record.moves.empty()) line += " moves";
    for (const std::string& m : game.record.moves) line += " " + m;
    return line;
}

std::string localTimeText(std::time_t t)
{
    char text[32];
    std::tm local{};
#ifdef _WIN32
    localtime_s(&local, &t); // the C runtime's thread-safe form, its arguments swapped
#else
    localtime_r(&t, &local);
#endif
    std::strftime(text, sizeof text, "%Y/%m/%d %H:%M:%S", &local);
    return text;
}

// DIR/game-007.kif; false when the file cannot be written.
bool saveKifu(
    const MatchArgs& a, int index, const match::PlayedGame& game, const match::GameHeader& header)
{
    char name[32];
    std::snprintf(name, sizeof name, "game-%03d.", index + 1);
    const std::string path = platform::utf8FromPath(platform::pathFromUtf8(a.kifuDir)
        / (name + std::string(record::extensionOf(a.kifuFormat))));
    return writeOutput(path, record::writeRecord(match::recordOfGame(game, header), a.kifuFormat));
}

void printGame(int index, const match::PlayedGame& game, bool firstIsSente,
    const std::string names[2], const match::MatchScore& soFar)
{
    const std::string& sente = names[firstIsSente ? 0 : 1];
    const std::string& gote = names[firstIsSente ? 1 : 0];
    const char* result = !game.outcome.winner ? "1/2-1/2"
        : *game.outcome.winner == Black       ? "1-0"
                                              : "0-1";
    // Through std::cout, not printf: an engine's name may be Japanese (platform/commandline.h).
    std::cout << "Game " << index + 1 << ": " << sente << " (sente) vs " << gote << " (gote): "
              << result << ", " << reasonName(game.outcome.reason) << ", "
              << game.record.moves.size() << " plies  [" << soFar.wins << '-' << soFar.losses
              << '-' << soFar.draws << ']' << std::endl;
}

// A number with `places` decimals, as printf's %.Nf writes it.
std::string decimals(double value, int places)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", places, value);
    return text;
}

} // namespace

int matchCommand(Args args)
{
    MatchArgs a;
    std::string problem = parseArgs(args, a);
    if (problem.empty() && !a.openingsFile.empty()) {
        std::ifstream in(platform::pathFromUtf8(a.openingsFile));
        std::stringstream text;
        text << in.rdbuf();
        int badLine = 0;
        auto openings = match::parseOpenings(text.str(), &badLine);
        if (!in)
            problem = "cannot read " + a.openingsFile;
        else if (!openings)
            problem = a.openingsFile + ":" + std::to_string(badLine) + ": bad opening";
        else
            a.settings.openings = *openings;
    }
    if (!problem.empty()) {
        std::cerr << "shogiban-tool match: " << problem << "\n" << Usage;
        return 2;
    }
    std::unique_ptr<match::Player> players[2]
        = {makePlayer(a.engines[0]), makePlayer(a.engines[1])};
    for (int i = 0; i < 2; ++i) {
        if (!players[i]->start()) {
            std::cerr << "shogiban-tool match: cannot start '" << a.engines[i].command << "'\n";
            return 1;
        }
        for (const match::Opening& o : a.settings.openings)
            if (!players[i]->acceptsStartSfen(o.sfen)) {
                std::cerr << "shogiban-tool match: " << players[i]->name()
                          << " only plays from the even-game start (use startpos openings)\n";
                return 2;
            }
    }
    std::string names[2] = {players[0]->name(), players[1]->name()};
    if (names[0] == names[1]) names[0] += " #1", names[1] += " #2";
    // The --record file grows game by game (a long match leaves what it played so far).
    std::ofstream record;
    if (!a.recordFile.empty()) {
        record.open(platform::pathFromUtf8(a.recordFile));
        if (!record) {
            std::cerr << "shogiban-tool match: cannot write " << a.recordFile << ": "
                      << std::strerror(errno) << "\n";
            return 1;
        }
    }
    bool lost = false; // a game that could not be written: the exit code says so
    std::error_code dirError;
    if (!a.kifuDir.empty()
        && !std::filesystem::create_directories(platform::pathFromUtf8(a.kifuDir), dirError)
        && dirError) {
        std::cerr << "shogiban-tool match: cannot create " << a.kifuDir << ": "
                  << dirError.message() << "\n";
        return 1;
    }
    match::MatchScore running;
    match::ThinkTime thinkTime[2]; // of the first and the second player
    std::time_t gameStart = std::time(nullptr);
    auto onGame = [&](int i, const match::PlayedGame& game, bool firstIsSente) {
        const Color firstColor = firstIsSente ? Black : White;
        thinkTime[0] += game.thinkTime[firstColor];
        thinkTime[1] += game.thinkTime[~firstColor];
        if (!game.outcome.winner)
            ++running.draws;
        else if (*game.outcome.winner == firstColor)
            ++running.wins;
        else
            ++running.losses;
        printGame(i, game, firstIsSente, names, running);
        if (record.is_open() && !(record << recordLine(game) << std::endl)) {
            if (!lost)
                std::cerr << "shogiban-tool match: cannot write game " << i + 1 << " to "
                          << a.recordFile << ": " << std::strerror(errno) << "\n";
            lost = true;
        }
        if (!a.kifuDir.empty()) {
            const match::GameHeader header{names[firstIsSente ? 0 : 1], names[firstIsSente ? 1 : 0],
                "shogiban-tool match", localTimeText(gameStart)};
            lost |= !saveKifu(a, i, game, header); // writeOutput said why
        }
        gameStart = std::time(nullptr);
    };
    const match::MatchScore score = match::playMatch(*players[0], *players[1], a.settings, onGame);
    for (auto& p : players) p->quit();
    const match::EloEstimate elo = match::estimateElo(score);
    std::cout << "Score of " << names[0] << " vs " << names[1] << ": " << score.wins << " - "
              << score.losses << " - " << score.draws << "  [" << decimals(score.score(), 3)
              << "] " << score.games() << " games\nElo difference: " << decimals(elo.elo, 1)
              << " +/- " << decimals(elo.margin, 1) << '\n';
    // Whether the engines kept to the clock: the referee waits a while past it before calling
    // a move lost on time (match::replyTimeoutMs).
    for (int i = 0; i < 2; ++i) {
        const match::ThinkTime& t = thinkTime[i];
        if (t.moves == 0) continue;
        std::cout << "Time of " << names[i] << ": " << t.totalMs / t.moves
                  << " ms a move on average, " << t.longestMs << " at most";
        if (t.timed)
            std::cout << ", " << t.overLimit << " of " << t.moves << " moves over "
                      << a.settings.limits.byoyomiMs << " ms";
        std::cout << '\n';
    }
    for (int i = 0; i < 2; ++i) {
        const match::PonderCount ponder = players[i]->ponderCount();
        const int searched = ponder.hits + ponder.misses;
        if (searched > 0)
            std::cout << "Pondering of " << names[i] << ": " << ponder.hits << " hits of "
                      << searched << " (" << decimals(100.0 * ponder.hits / searched, 1)
                      << "%)\n";
    }
    if (record.is_open()) record.close();
    return lost || record.fail() ? 1 : 0;
}

} // namespace shogiban::tool
