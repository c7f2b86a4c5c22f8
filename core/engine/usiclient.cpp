#include "engine/usiclient.h"

#include "engine/steadyclock.h"
#include "rules/position.h"
#include "usi/tokens.h"

#include <algorithm>

namespace shogiban::engine {

namespace {

// Reads wake up this often to look at the stop flag.
constexpr int PollSliceMs = 50;

bool raised(const std::atomic<bool>* stop)
{
    return stop && stop->load();
}

} // namespace

UsiClient::UsiClient(std::vector<std::string> argv, UsiLogSink log)
    : m_argv(std::move(argv))
    , m_log(std::move(log))
{
}

UsiClient::~UsiClient()
{
    quit();
}

std::string UsiClient::positionLine(
    const std::string& startSfen, const std::vector<std::string>& moves)
{
    const bool even = startSfen.empty() || startSfen == Position::StartSfen;
    std::string line = even ? "position startpos" : "position sfen " + startSfen;
    if (!moves.empty()) line += " moves";
    for (const std::string& move : moves) line += " " + move;
    return line;
}

UsiFailure UsiClient::start(int timeoutMs, const std::atomic<bool>* stop)
{
    m_process = Process::create();
    if (!m_process || !m_process->start(m_argv)) {
        m_process.reset();
        return UsiFailure::CannotStart;
    }
    m_started = true;
    send("usi");
    m_identity = {};
    const int64_t deadline = steadyMs() + timeoutMs;
    for (;;) {
        if (raised(stop)) return UsiFailure::Stopped;
        const int64_t left = deadline - steadyMs();
        if (left <= 0) return UsiFailure::NoUsiOk;
        const std::optional<std::string> line = readLine(int(std::min<int64_t>(left, PollSliceMs)));
        if (!line) {
            if (!alive()) return UsiFailure::Exited;
            continue;
        }
        const std::vector<std::string_view> words = usi::splitWords(*line);
        if (words.empty()) continue;
        if (words[0] == "usiok") return UsiFailure::None;
        if (words[0] == "id" && words.size() > 2) {
            const std::string value = usi::joinWords(words, 2, words.size());
            if (words[1] == "name") m_identity.name = value;
            if (words[1] == "author") m_identity.author = value;
        } else if (words[0] == "option") {
            if (std::optional<usi::Option> option = usi::parseOptionDeclaration(*line))
                m_identity.options.push_back(std::move(*option));
        }
    }
}

void UsiClient::setOption(std::string_view name, std::string_view value)
{
    send("setoption name " + std::string(name) + " value "
        + (value.empty() ? std::string("<empty>") : std::string(value)));
}

void UsiClient::pressButton(std::string_view name)
{
    send("setoption name " + std::string(name));
}

UsiFailure UsiClient::waitReady(int timeoutMs, const std::atomic<bool>* stop)
{
    if (!send("isready")) return UsiFailure::Exited;
    return waitFor("readyok", timeoutMs, stop, UsiFailure::NoReadyOk);
}

UsiFailure UsiClient::think(std::string_view position, std::string_view go, int64_t deadlineMs,
    const std::atomic<bool>& stop, UsiBestMove* best, const UsiLineHandler& onLine)
{
    if (!startSearch(position, go)) return UsiFailure::Exited;
    std::optional<usi::InfoScore> score;
    return awaitBestMove(deadlineMs, stop, &score, best, onLine);
}

UsiFailure UsiClient::ponder(std::string_view position, std::string_view go,
    const std::atomic<bool>& pondering, int64_t allowanceMs, const std::atomic<bool>& stop,
    UsiBestMove* best, const UsiLineHandler& onLine)
{
    std::string goPonder = "go ponder";
    if (const size_t rest = go.find(' '); go.substr(0, rest) == "go" && rest != go.npos)
        goPonder += go.substr(rest);
    if (!startSearch(position, goPonder)) return UsiFailure::Exited;
    std::optional<usi::InfoScore> score;
    std::optional<std::string> early; // a bestmove sent before the hit
    while (pondering.load()) {
        if (stop.load()) {
            if (!early) stopSearch();
            return UsiFailure::Stopped;
        }
        std::optional<std::string> line = readLine(PollSliceMs);
        if (!line) {
            if (!alive()) return UsiFailure::Exited;
            continue;
        }
        const std::vector<std::string_view> words = usi::splitWords(*line);
        if (!words.empty() && words[0] == "bestmove") early = std::move(*line);
        else noteInfo(*line, &score, onLine);
    }
    if (early) return takeBestMove(*early, score, best);
    if (!send("ponderhit")) return UsiFailure::Exited;
    return awaitBestMove(steadyMs() + allowanceMs, stop, &score, best, onLine);
}

void UsiClient::noteInfo(
    std::string_view line, std::optional<usi::InfoScore>* score, const UsiLineHandler& onLine)
{
    if (std::optional<usi::InfoScore> s = usi::parseInfoScore(line)) *score = s;
    if (onLine) onLine(line);
}

UsiFailure UsiClient::awaitBestMove(int64_t deadlineMs, const std::atomic<bool>& stop,
    std::optional<usi::InfoScore>* score, UsiBestMove* best, const UsiLineHandler& onLine)
{
    const UsiLineHandler keepScore = [&](std::string_view line) { noteInfo(line, score, onLine); };
    std::string answer;
    const UsiFailure failure = waitFor("bestmove",
        int(std::clamp<int64_t>(deadlineMs - steadyMs(), 0, INT32_MAX)), &stop,
        UsiFailure::NoBestMove, &answer, keepScore);
    if (failure == UsiFailure::Stopped) {
        stopSearch();
        return failure;
    }
    if (failure != UsiFailure::None) return failure;
    return takeBestMove(answer, *score, best);
}

UsiFailure UsiClient::takeBestMove(
    std::string_view answer, const std::optional<usi::InfoScore>& score, UsiBestMove* best)
{
    std::optional<UsiBestMove> parsed = parseBestMove(answer);
    if (!parsed) return UsiFailure::NoBestMove; // "bestmove" and nothing after it
    parsed->score = score;
    if (best) *best = *parsed;
    return UsiFailure::None;
}

bool UsiClient::startSearch(std::string_view position, std::string_view go)
{
    return send(position) && send(go);
}

UsiFailure UsiClient::stopSearch()
{
    if (!send("stop")) return UsiFailure::Exited;
    const UsiFailure failure = waitFor("bestmove", StopGraceMs, nullptr, UsiFailure::NoBestMove);
    // An engine that does not answer "stop" is of no further use: it goes now, not at exit.
    if (failure != UsiFailure::None) kill();
    return failure;
}

std::optional<std::string> UsiClient::readLine(int timeoutMs)
{
    if (!m_process) return std::nullopt;
    std::optional<std::string> line = m_process->readLine(timeoutMs);
    if (line && m_log) m_log(LogDirection::FromEngine, *line);
    return line;
}

UsiFailure UsiClient::waitFor(std::string_view word, int timeoutMs, const std::atomic<bool>* stop,
    UsiFailure onTimeout, std::string* found, const UsiLineHandler& onLine)
{
    const int64_t deadline = steadyMs() + timeoutMs;
    for (;;) {
        if (raised(stop)) return UsiFailure::Stopped;
        const int64_t left = deadline - steadyMs();
        if (left <= 0) return onTimeout;
        std::optional<std::string> line = readLine(int(std::min<int64_t>(left, PollSliceMs)));
        if (!line) {
            if (!alive()) return UsiFailure::Exited;
            continue;
        }
        const std::vector<std::string_view> words = usi::splitWords(*line);
        if (!words.empty() && words[0] == word) {
            if (found) *found = std::move(*line);
            return UsiFailure::None;
        }
        if (onLine) onLine(*line);
    }
}

bool UsiClient::send(std::string_view line)
{
    if (!m_process) return false;
    if (m_log) m_log(LogDirection::ToEngine, line);
    return m_process->writeLine(line);
}

bool UsiClient::alive()
{
    return m_process && m_process->running();
}

void UsiClient::quit(int graceMs)
{
    if (!m_process) return;
    if (m_process->running()) send("quit");
    m_process->stop(graceMs);
    m_process.reset();
}

void UsiClient::kill()
{
    if (!m_process) return;
    m_process->stop(0);
    m_process.reset();
}

std::optional<UsiBestMove> parseBestMove(std::string_view line)
{
    const std::vector<std::string_view> words = usi::splitWords(line);
    if (words.size() < 2 || words[0] != "bestmove") return std::nullopt;
    UsiBestMove best;
    if (words[1] == "resign") best.kind = UsiBestMove::Kind::Resign;
    else if (words[1] == "win") best.kind = UsiBestMove::Kind::Win;
    else best.move = std::string(words[1]);
    if (words.size() >= 4 && words[2] == "ponder") best.ponder = std::string(words[3]);
    return best;
}

} // namespace shogiban::engine
