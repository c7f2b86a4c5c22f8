#include "match/usiplayer.h"

#include "engine/steadyclock.h"
#include "usi/tokens.h"

namespace shogiban::match {

namespace {

constexpr int64_t StartTimeoutMs = 10000;

std::string positionLine(const GameSoFar& game)
{
    std::string line
        = game.startSfen.empty() ? "position startpos" : "position sfen " + game.startSfen;
    if (!game.moves.empty()) line += " moves";
    for (const std::string& m : game.moves) line += " " + m;
    return line;
}

std::string goLine(const MoveLimits& limits)
{
    if (limits.nodes > 0) return "go nodes " + std::to_string(limits.nodes);
    if (limits.depth > 0) return "go depth " + std::to_string(limits.depth);
    if (limits.useMovetime) return "go movetime " + std::to_string(limits.byoyomiMs);
    return "go btime 0 wtime 0 byoyomi " + std::to_string(limits.byoyomiMs);
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
    m_process->writeLine(positionLine(game));
    m_process->writeLine(goLine(limits));
    std::optional<usi::InfoScore> score;
    auto line = waitFor("bestmove", replyTimeoutMs(limits), &score);
    if (!line) return {};
    auto words = usi::splitWords(*line);
    if (words.size() < 2) return {};
    if (words[1] == "resign") return {ReplyKind::Resign, {}, score};
    if (words[1] == "win") return {ReplyKind::Win, {}, score};
    return {ReplyKind::Move, std::string(words[1]), score};
}

void UsiPlayer::gameOver(GameResult result)
{
    const char* word = result == GameResult::Win ? "win"
        : result == GameResult::Loss             ? "lose"
                                                 : "draw";
    m_process->writeLine(std::string("gameover ") + word);
}

void UsiPlayer::quit()
{
    if (!m_process) return;
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
