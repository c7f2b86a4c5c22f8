#include "match/usiplayer.h"

#include "engine/steadyclock.h"
#include "usi/tokens.h"

namespace shogiban::match {

namespace {

constexpr int64_t StartTimeoutMs = 10000;
// How long an engine may take to answer "stop" while it ponders.
constexpr int64_t StopTimeoutMs = 5000;

std::string positionLine(const GameSoFar& game)
{
    std::string line
        = game.startSfen.empty() ? "position startpos" : "position sfen " + game.startSfen;
    if (!game.moves.empty()) line += " moves";
    for (const std::string& m : game.moves) line += " " + m;
    return line;
}

bool timed(const MoveLimits& limits)
{
    return limits.nodes == 0 && limits.depth == 0;
}

// The limits as they follow "go" (or "go ponder").
std::string limitWords(const MoveLimits& limits)
{
    if (limits.nodes > 0) return "nodes " + std::to_string(limits.nodes);
    if (limits.depth > 0) return "depth " + std::to_string(limits.depth);
    if (limits.useMovetime) return "movetime " + std::to_string(limits.byoyomiMs);
    return "btime 0 wtime 0 byoyomi " + std::to_string(limits.byoyomiMs);
}

} // namespace

int64_t replyTimeoutMs(const MoveLimits& limits)
{
    if (limits.nodes > 0 || limits.depth > 0) return 120000;
    return limits.byoyomiMs + 1000;
}

UsiPlayer::UsiPlayer(
    std::vector<std::string> argv, std::vector<std::pair<std::string, std::string>> options)
    : m_argv(std::move(argv))
    , m_options(std::move(options))
    , m_name(m_argv.at(0))
{
    for (const auto& [name, value] : m_options)
        if (name == "USI_Ponder") m_ponderEnabled = value == "true"; // USI's check values
}

bool UsiPlayer::start()
{
    m_process = engine::Process::create();
    if (!m_process || !m_process->start(m_argv)) return false;
    m_process->writeLine("usi");
    const int64_t deadline = steadyMs() + StartTimeoutMs;
    while (auto line = m_process->readLine(int(std::max<int64_t>(0, deadline - steadyMs())))) {
        auto words = usi::splitWords(*line);
        if (words.size() > 2 && words[0] == "id" && words[1] == "name")
            m_name = usi::joinWords(words, 2, words.size());
        if (!words.empty() && words[0] == "usiok") {
            for (const auto& [name, value] : m_options)
                m_process->writeLine("setoption name " + name + " value " + value);
            return syncReady();
        }
    }
    return false;
}

void UsiPlayer::newGame()
{
    m_process->writeLine("usinewgame");
    syncReady();
}

Reply UsiPlayer::think(const GameSoFar& game, const MoveLimits& limits)
{
    if (m_ponderedGame && m_ponderedGame->startSfen == game.startSfen
        && m_ponderedGame->moves == game.moves) {
        ++m_ponderCount.hits;
        m_ponderedGame.reset();
        m_process->writeLine("ponderhit");
    } else {
        if (m_ponderedGame) {
            ++m_ponderCount.misses;
            if (!stopPondering()) return {};
        }
        m_process->writeLine(positionLine(game));
        m_process->writeLine("go " + limitWords(limits));
    }
    std::optional<usi::InfoScore> score;
    auto line = waitFor("bestmove", replyTimeoutMs(limits), &score);
    if (!line) return {};
    auto words = usi::splitWords(*line);
    if (words.size() < 2) return {};
    if (words[1] == "resign") return {ReplyKind::Resign, {}, score};
    if (words[1] == "win") return {ReplyKind::Win, {}, score};
    if (m_ponderEnabled && timed(limits) && words.size() >= 4 && words[2] == "ponder")
        startPondering(game, std::string(words[1]), std::string(words[3]), limits);
    return {ReplyKind::Move, std::string(words[1]), score};
}

void UsiPlayer::startPondering(GameSoFar game, const std::string& move,
    const std::string& expected, const MoveLimits& limits)
{
    game.moves.push_back(move);
    game.moves.push_back(expected);
    m_process->writeLine(positionLine(game));
    m_process->writeLine("go ponder " + limitWords(limits));
    m_ponderedGame = std::move(game);
}

bool UsiPlayer::stopPondering()
{
    m_ponderedGame.reset();
    m_process->writeLine("stop");
    return waitFor("bestmove", StopTimeoutMs).has_value();
}

void UsiPlayer::gameOver(GameResult result)
{
    if (m_ponderedGame) stopPondering();
    const char* word = result == GameResult::Win ? "win"
        : result == GameResult::Loss             ? "lose"
                                                 : "draw";
    m_process->writeLine(std::string("gameover ") + word);
}

void UsiPlayer::quit()
{
    if (!m_process) return;
    if (m_ponderedGame) stopPondering();
    m_process->writeLine("quit");
    m_process->stop(2000);
}

std::optional<std::string> UsiPlayer::waitFor(
    std::string_view word, int64_t timeoutMs, std::optional<usi::InfoScore>* lastScore)
{
    const int64_t deadline = steadyMs() + timeoutMs;
    for (;;) {
        const int64_t left = deadline - steadyMs();
        if (left <= 0) return std::nullopt;
        auto line = m_process->readLine(int(left));
        if (!line) return std::nullopt;
        if (lastScore)
            if (auto score = usi::parseInfoScore(*line)) *lastScore = score;
        auto words = usi::splitWords(*line);
        if (!words.empty() && words[0] == word) return line;
    }
}

bool UsiPlayer::syncReady()
{
    m_process->writeLine("isready");
    return waitFor("readyok", StartTimeoutMs).has_value();
}

} // namespace shogiban::match
