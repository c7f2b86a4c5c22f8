#include "usi/engine.h"

#include "ai/kingrelative.h"
#include "ai/levels.h"
#include "ai/network.h"
#include "rules/movegen.h"
#include "rules/outcome.h"
#include "rules/perft.h"
#include "rules/usimove.h"
#include "usi/format.h"
#include "usi/tokens.h"

#include <chrono>

namespace shogiban::usi {

Engine::Engine(Output output)
    : m_output(std::move(output))
{
    m_options.addSpin("USI_Hash", 16, 1, 4096);
    m_options.addCheck("USI_Ponder", false);
    m_options.addSpin("Threads", 1, 1, ai::MaxThreads);
    m_options.addSpin("Level", ai::MaxLevel, ai::MinLevel, ai::MaxLevel);
    m_options.addSpin("MultiPV", 1, 1, 20);
    m_options.addSpin("MoveOverhead", ai::DefaultMoveOverhead, 0, 5000);
    m_options.addSpin("Seed", 0, 0, 1000000000);
    // Another file of king-relative evaluation weights (docs/TUNING.md), to compare fits
    // without a rebuild; empty: the built-in ones.
    m_options.addString("EvalFile", "");
    // Another evaluation network (docs/NETWORK.md); empty: the built-in one, "none": none.
    // The weight is the percent of its correction that the search adds.
    m_options.addString("NetworkFile", "");
    m_options.addSpin("NetworkWeight", ai::DefaultNetworkWeight, 0, ai::MaxNetworkWeight);
    // Level 10's mate check at the root (ai/rootmatecheck.h); off to compare without it.
    m_options.addCheck("MateCheck", true);
    m_searcher.setInfoCallback([this](const ai::SearchInfo& info) { send(formatInfo(info)); });
}

Engine::~Engine()
{
    stopSearch();
}

void Engine::send(const std::string& line)
{
    std::lock_guard lock(m_outputMutex);
    m_output(line);
}

bool Engine::handle(std::string_view line)
{
    const Command c = parseCommand(line);
    switch (c.type) {
    case CommandType::Empty:
        break;
    case CommandType::Usi:
        identify();
        break;
    case CommandType::IsReady:
        send("readyok");
        break;
    case CommandType::SetOption:
        setOption(c);
        break;
    case CommandType::UsiNewGame:
        stopSearch();
        m_searcher.newGame();
        break;
    case CommandType::Position:
        stopSearch();
        setPosition(c.position);
        break;
    case CommandType::Go:
        go(c.go);
        break;
    case CommandType::Stop:
        stopSearch();
        break;
    case CommandType::PonderHit:
        m_pondering = false; // the search starts the move's time when it sees this
        break;
    case CommandType::GameOver:
        stopSearch();
        break;
    case CommandType::Quit:
        stopSearch();
        return false;
    case CommandType::Debug:
        send(m_positionError ? "info string no position: " + *m_positionError
                             : "info string sfen " + m_position.sfen());
        break;
    case CommandType::Invalid:
        send("info string " + describeError(c));
        break;
    }
    return true;
}

void Engine::identify()
{
    send(std::string("id name Shogiban ") + SHOGIBAN_VERSION);
    send("id author the Shogiban authors");
    for (const std::string& line : m_options.declarations()) send(line);
    send("usiok");
}

void Engine::setOption(const Command& c)
{
    stopSearch();
    const OptionError error = m_options.set(c.optionName, c.optionValue);
    if (error != OptionError::None) {
        send("info string " + describeOptionError(error, c.optionName));
        return;
    }
    if (m_options.find(c.optionName) == m_options.find("USI_Hash")) {
        m_searcher.setHashSize(size_t(m_options.spin("USI_Hash")));
        m_mateSolver.setHashSize(size_t(m_options.spin("USI_Hash")));
    }
    if (m_options.find(c.optionName) == m_options.find("Threads"))
        m_searcher.setThreads(int(m_options.spin("Threads")));
    if (m_options.find(c.optionName) == m_options.find("EvalFile")) {
        const ai::KingRelativeLoad load
            = ai::useKingRelativeWeightsFile(m_options.string("EvalFile"));
        if (!load.weights)
            send("info string EvalFile: " + load.error + "; using the built-in weights");
    }
    if (m_options.find(c.optionName) == m_options.find("NetworkFile")) {
        const ai::NetworkLoad load = ai::useNetworkFile(m_options.string("NetworkFile"));
        if (!load.error.empty())
            send("info string NetworkFile: " + load.error + "; using the built-in network");
    }
    if (m_options.find(c.optionName) == m_options.find("NetworkWeight"))
        ai::setNetworkWeight(int(m_options.spin("NetworkWeight")));
}

void Engine::setPosition(const PositionParams& p)
{
    Position pos;
    if (!p.sfen.empty()) {
        if (auto error = pos.setSfen(p.sfen)) {
            m_positionError = "bad sfen: " + describe(*error);
            send("info string " + *m_positionError);
            return;
        }
    }
    for (const std::string& text : p.moves) {
        const UsiMoveResult move = parseUsiMove(pos, text);
        if (!move) {
            m_positionError = "bad move " + printableWord(text) + ": " + describe(*move.error);
            send("info string " + *m_positionError);
            return;
        }
        pos.doMove(move.move);
    }
    m_position = std::move(pos);
    m_positionError.reset();
}

ai::SearchLimits Engine::limitsFor(const GoParams& g) const
{
    ai::SearchLimits limits;
    limits.depth = g.depth.value_or(0);
    limits.nodes = g.nodes.value_or(0);
    limits.infinite = g.infinite;
    limits.multiPv = int(m_options.spin("MultiPV"));
    limits.seed = uint64_t(m_options.spin("Seed"));
    limits.mateCheck = m_options.check("MateCheck");
    const bool black = m_position.sideToMove() == Black;
    ai::Clock clock;
    clock.timeLeft = (black ? g.btime : g.wtime).value_or(0);
    clock.increment = (black ? g.binc : g.winc).value_or(0);
    clock.byoyomi = g.byoyomi.value_or(0);
    clock.moveTime = g.movetime.value_or(0);
    const bool anyClock = g.btime || g.wtime || g.byoyomi || g.binc || g.winc || clock.moveTime;
    if (anyClock && !limits.infinite)
        limits.time = ai::allocateTime(clock, m_position.gamePly(), m_options.spin("MoveOverhead"));
    return ai::applyLevel(limits, int(m_options.spin("Level")));
}

void Engine::go(const GoParams& g)
{
    stopSearch();
    m_stop = false;
    if (m_positionError) {
        // The GUI waits for an answer; it gets one about no position, never about another.
        send("info string no position to search: " + *m_positionError);
        if (!g.perft) send(g.mate ? "checkmate nomate" : "bestmove resign");
        return;
    }
    if (g.mate) {
        m_thread = std::thread(&Engine::runMate, this, *g.mate);
        return;
    }
    if (g.perft) {
        if (*g.perft < 1 || *g.perft > MaxPerftDepth) {
            send("info string perft depth must be from 1 to " + std::to_string(MaxPerftDepth));
            return;
        }
        // Deep counts take hours: on the search thread, so that stop and quit are heard.
        m_thread = std::thread(&Engine::perft, this, *g.perft);
        return;
    }
    m_pondering = g.ponder;
    const bool waitForStop = g.infinite || g.ponder;
    m_thread = std::thread(&Engine::runSearch, this, limitsFor(g), waitForStop);
}

void Engine::runMate(int64_t ms)
{
    mate::MateLimits limits;
    limits.timeMs = ms > 0 ? ms : 0;
    limits.stop = &m_stop;
    // Proving that no mate is shorter can take long: the GUI hears of each mate found.
    limits.onLine = [this](const mate::MateResult& line) {
        send("info time " + std::to_string(line.timeMs) + " nodes " + std::to_string(line.nodes)
            + " string found a mate in " + std::to_string(line.plies)
            + " plies; looking for a shorter one");
    };
    const mate::MateResult r = m_mateSolver.solve(m_position, limits);
    send("info nodes " + std::to_string(r.nodes) + " time " + std::to_string(r.timeMs));
    send(formatCheckmate(r));
}

void Engine::runSearch(ai::SearchLimits limits, bool waitForStop)
{
    Position pos = m_position;
    ai::SearchResult result;
    if (canDeclare27(pos))
        result.declareWin = true;
    else
        result = m_searcher.search(pos, limits, m_stop, m_pondering ? &m_pondering : nullptr);
    // USI: after "go infinite" or "go ponder" the bestmove waits for "stop" or "ponderhit".
    while (waitForStop && m_pondering.load() == true && !m_stop)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    while (waitForStop && limits.infinite && !m_stop)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    send(formatBestMove(result, m_options.check("USI_Ponder")));
}

void Engine::stopSearch()
{
    m_stop = true;
    m_pondering = false;
    waitForSearch();
}

void Engine::waitForSearch()
{
    if (m_thread.joinable()) m_thread.join();
}

void Engine::perft(int depth)
{
    const auto start = std::chrono::steady_clock::now();
    Position pos = m_position;
    const std::vector<PerftEntry> entries = perftDivide(pos, depth, &m_stop);
    uint64_t total = 0;
    for (const PerftEntry& e : entries) {
        send(toUsi(e.move) + ": " + std::to_string(e.nodes));
        total += e.nodes;
    }
    if (entries.size() != size_t(countLegalMoves(pos))) { // stopped: a partial count is no count
        send("info string perft " + std::to_string(depth) + " stopped after "
            + std::to_string(entries.size()) + " root moves");
        return;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start)
                        .count();
    send("info string perft " + std::to_string(depth) + " nodes " + std::to_string(total) + " time "
        + std::to_string(ms));
    send("Nodes searched: " + std::to_string(total));
}

} // namespace shogiban::usi
