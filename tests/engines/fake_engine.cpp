// A USI engine that misbehaves on purpose, for the engine tests. What it does is chosen by
// the name it is run under (tests link it as fake-engine-MODE):
//   good      answers everything and plays the first legal move at once
//   options   as good, declaring one option of every USI type
//   crash     crashes (abort) when told to go
//   hang      never answers go, not even stop
//   illegal   answers go with a move that is not legal
//   resign    answers go with "bestmove resign"
//   win       answers go with "bestmove win"
//   nousiok   never finishes the handshake
//   noreadyok never answers isready
//   exit      exits at once
//   analyse   as good, and on "go infinite" sends MultiPV info lines until stop
//   ponder    as good, naming the first legal reply as the one it expects ("bestmove X ponder
//             Y"); "go ponder" waits for ponderhit or stop and then answers as go does
//   pondercrash  as ponder, but crashes when told to go ponder
#include "game/catalog.h"
#include "usi/command.h"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

using namespace shogiban;

namespace {

std::string modeOf(const char* argv0)
{
    const std::string path(argv0);
    const std::string prefix = "fake-engine-";
    const size_t at = path.rfind(prefix);
    if (at == std::string::npos) return "good";
    std::string mode = path.substr(at + prefix.size());
    if (const size_t dot = mode.find('.'); dot != std::string::npos) mode.resize(dot);
    return mode;
}

void say(const std::string& line)
{
    std::cout << line << std::endl;
}

std::unique_ptr<GameRules> positionOf(const usi::PositionParams& params)
{
    std::unique_ptr<GameRules> rules = createRules({GameKind::Shogi, {}, params.sfen, 0});
    for (const std::string& text : params.moves)
        if (const std::optional<BoardMove> move = rules->parseMove(text)) rules->play(*move);
    return rules;
}

// " ponder Y" after the first legal move X, for the pondering modes.
std::string expectedReply(const GameRules& rules, const std::string& mode)
{
    if (mode != "ponder" && mode != "pondercrash") return {};
    std::unique_ptr<GameRules> after = rules.clone();
    after->play(rules.legalMoves().front());
    const std::vector<BoardMove> replies = after->legalMoves();
    return replies.empty() ? std::string() : " ponder " + after->moveText(replies.front());
}

void sleepForever()
{
    for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
}

} // namespace

int main(int /*argc*/, char** argv)
{
    const std::string mode = modeOf(argv[0]);
    if (mode == "exit") return 3;
    std::unique_ptr<GameRules> rules = positionOf({});
    std::string line;
    while (std::getline(std::cin, line)) {
        const usi::Command command = usi::parseCommand(line);
        switch (command.type) {
        case usi::CommandType::Usi:
            say("id name Fake " + mode);
            say("id author Shogiban tests");
            if (mode == "options") {
                say("option name Ponder type check default true");
                say("option name Depth type spin default 5 min 1 max 99");
                say("option name Style type combo default Normal var Solid var Normal var Risky");
                say("option name Clear Hash type button");
                say("option name Greeting type string default hello world");
                say("option name BookFile type filename default book.db");
            }
            if (mode == "nousiok") break;
            say("usiok");
            break;
        case usi::CommandType::IsReady:
            if (mode != "noreadyok") say("readyok");
            break;
        case usi::CommandType::Position:
            rules = positionOf(command.position);
            break;
        case usi::CommandType::Go: {
            if (mode == "crash" || (mode == "pondercrash" && command.go.ponder)) std::abort();
            if (command.go.ponder)
                while (std::getline(std::cin, line) && line != "ponderhit" && line != "stop") {}
            if (mode == "hang") sleepForever();
            if (mode == "resign") say("bestmove resign");
            else if (mode == "win") say("bestmove win");
            else if (mode == "illegal") say("bestmove 5e5d");
            else if (command.go.infinite) {
                const std::vector<BoardMove> moves = rules->legalMoves();
                for (int pv = 1; pv <= 2 && pv <= int(moves.size()); ++pv)
                    say("info depth 3 seldepth 4 nodes 1000 multipv " + std::to_string(pv)
                        + " score cp " + std::to_string(100 / pv) + " pv "
                        + rules->moveText(moves[size_t(pv - 1)]));
                std::getline(std::cin, line); // stop
                say("bestmove " + rules->moveText(moves.front()));
            } else {
                const std::vector<BoardMove> moves = rules->legalMoves();
                if (moves.empty()) {
                    say("bestmove resign");
                    break;
                }
                say("info depth 1 score cp 12 pv " + rules->moveText(moves.front()));
                say("bestmove " + rules->moveText(moves.front()) + expectedReply(*rules, mode));
            }
            break;
        }
        case usi::CommandType::Quit:
            return 0;
        default:
            break;
        }
    }
    return 0;
}
