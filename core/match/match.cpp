#include "match/match.h"

#include "rules/position.h"
#include "rules/usimove.h"
#include "usi/command.h"

namespace shogiban::match {

namespace {

GameResult resultFor(const Outcome& outcome, Color c)
{
    if (!outcome.winner) return GameResult::Draw;
    return *outcome.winner == c ? GameResult::Win : GameResult::Loss;
}

std::optional<Opening> parseOpening(std::string_view line)
{
    std::string text(line);
    if (text.rfind("startpos", 0) != 0 && text.rfind("sfen", 0) != 0) text = "sfen " + text;
    const usi::Command c = usi::parseCommand("position " + text);
    if (c.type != usi::CommandType::Position) return std::nullopt;
    // The position must exist and every move be legal in it.
    Position pos;
    if (!c.position.sfen.empty() && pos.setSfen(c.position.sfen)) return std::nullopt;
    for (const std::string& moveText : c.position.moves) {
        const UsiMoveResult m = parseUsiMove(pos, moveText);
        if (!m) return std::nullopt;
        pos.doMove(m.move);
    }
    return Opening{c.position.sfen, c.position.moves};
}

} // namespace

MatchScore playMatch(
    Player& first, Player& second, const MatchSettings& settings, const GameCallback& onGame)
{
    MatchScore score;
    for (int i = 0; i < settings.games; ++i) {
        const bool firstIsSente = i % 2 == 0;
        const Opening opening = settings.openings.empty()
            ? Opening{}
            : settings.openings[size_t(i / settings.gamesPerOpening) % settings.openings.size()];
        Player* players[ColorNb]
            = {firstIsSente ? &first : &second, firstIsSente ? &second : &first};
        const Color firstColor = firstIsSente ? Black : White;
        std::array<MoveLimits, ColorNb> limits{settings.limits, settings.limits};
        for (int p = 0; p < 2; ++p)
            if (settings.playerNodes[p] > 0)
                limits[p == 0 ? firstColor : ~firstColor].nodes = settings.playerNodes[p];
        const PlayedGame game = playGame(players, opening, limits, settings.maxPlies);
        const GameResult r = resultFor(game.outcome, firstColor);
        score.wins += r == GameResult::Win;
        score.losses += r == GameResult::Loss;
        score.draws += r == GameResult::Draw;
        players[Black]->gameOver(resultFor(game.outcome, Black));
        players[White]->gameOver(resultFor(game.outcome, White));
        if (onGame) onGame(i, game, firstIsSente);
    }
    return score;
}

std::optional<std::vector<Opening>> parseOpenings(std::string_view text, int* badLine)
{
    std::vector<Opening> openings;
    int lineNumber = 0;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++lineNumber;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
        while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
        if (line.empty() || line.front() == '#') continue;
        auto opening = parseOpening(line);
        if (!opening) {
            if (badLine) *badLine = lineNumber;
            return std::nullopt;
        }
        openings.push_back(*opening);
    }
    return openings;
}

} // namespace shogiban::match
