#include "match/gnushogiplayer.h"

#include "engine/steadyclock.h"
#include "usi/tokens.h"

#include <algorithm>

namespace shogiban::match {

namespace {

// "12. ... 7g7f 0": GNU Shogi's own move. "12. 7g7f 0": the echo of a move it accepted.
std::optional<std::string> movePart(std::string_view line, bool ownMove)
{
    auto words = usi::splitWords(line);
    for (size_t i = 0; i + 1 < words.size(); ++i) {
        if (words[i].empty() || words[i].back() != '.') continue;
        if (!usi::parseNumber<int>(words[i].substr(0, words[i].size() - 1))) continue;
        bool ellipsis = words[i + 1] == "...";
        if (ellipsis != ownMove) continue;
        size_t at = ellipsis ? i + 2 : i + 1;
        if (at < words.size()) return std::string(words[at]);
    }
    return std::nullopt;
}

} // namespace

GnuShogiPlayer::GnuShogiPlayer(std::vector<std::string> argv)
    : m_argv(std::move(argv))
{
}

bool GnuShogiPlayer::start()
{
    m_process = engine::Process::create();
    if (!m_process || !m_process->start(m_argv)) return false;
    const int64_t deadline = steadyMs() + 10000;
    while (auto line = m_process->readLine(int(std::max<int64_t>(0, deadline - steadyMs()))))
        if (line->find("GNU Shogi") != std::string::npos) return true;
    return false;
}

void GnuShogiPlayer::newGame()
{
    m_inGame = false;
    m_movesKnown = 0;
}

Reply GnuShogiPlayer::think(const GameSoFar& game, const MoveLimits& limits)
{
    if (!m_inGame) setUpGame(game, limits);
    // Bring it up to date: every move but the last was sent already, or is sent now.
    while (m_movesKnown + 1 < game.moves.size())
        if (!sendMove(game.moves[m_movesKnown])) return {};
    // GNU Shogi keeps its own clock; a loaded machine gets a generous margin.
    const int64_t timeout = replyTimeoutMs(limits) * 2 + 5000;
    if (m_movesKnown < game.moves.size()) {
        m_process->writeLine(game.moves[m_movesKnown]);
        ++m_movesKnown;
    } else {
        m_process->writeLine("first");
    }
    Reply reply = readReply(timeout);
    if (reply.kind == ReplyKind::Move) ++m_movesKnown;
    return reply;
}

void GnuShogiPlayer::setUpGame(const GameSoFar& game, const MoveLimits& limits)
{
    m_process->writeLine("new");
    const int64_t seconds = std::clamp<int64_t>((limits.byoyomiMs + 999) / 1000, 1, 59);
    m_process->writeLine(
        "level 0 0:" + std::string(seconds < 10 ? "0" : "") + std::to_string(seconds));
    if (limits.depth > 0) {
        m_process->writeLine("depth");
        m_process->writeLine(std::to_string(limits.depth));
    }
    if (game.moves.size() > 1) {
        m_process->writeLine("force");
        for (size_t i = 0; i + 1 < game.moves.size(); ++i) sendMove(game.moves[i]);
    }
    // The colour words are reversed in 1.4.x: "white" makes it play sente. The side to move
    // is the side it plays.
    m_process->writeLine(game.moves.size() % 2 == 0 ? "white" : "black");
    m_inGame = true;
}

bool GnuShogiPlayer::sendMove(const std::string& move)
{
    m_process->writeLine(move);
    const int64_t deadline = steadyMs() + 5000;
    while (auto line = m_process->readLine(int(std::max<int64_t>(0, deadline - steadyMs())))) {
        if (line->find("Illegal") != std::string::npos) return false;
        if (movePart(*line, false) == move) {
            ++m_movesKnown;
            return true;
        }
    }
    return false;
}

Reply GnuShogiPlayer::readReply(int64_t timeoutMs)
{
    const int64_t deadline = steadyMs() + timeoutMs;
    while (auto line = m_process->readLine(int(std::max<int64_t>(0, deadline - steadyMs())))) {
        if (auto move = movePart(*line, true)) return {ReplyKind::Move, *move, {}};
        if (line->find("Drawn game") != std::string::npos) return {ReplyKind::DrawClaim, {}, {}};
        if (line->find("Illegal") != std::string::npos) return {};
    }
    return {};
}

void GnuShogiPlayer::quit()
{
    if (!m_process) return;
    m_process->writeLine("quit");
    m_process->stop(1000);
}

} // namespace shogiban::match
