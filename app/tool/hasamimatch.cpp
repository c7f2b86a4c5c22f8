// shogiban-tool hasami-match [--game hasami|dai-hasami|mak-yek] [--variant V] [--games N]
//     [--levels FROM-TO] [--max-plies P] [--jobs J]
// Measures the AI levels: for every level L in FROM..TO, plays N games of level L against
// level L-1 with colours alternating, and prints L's wins, draws and losses. Games are
// deterministic (seeded by their number) and open with two random plies for variety; a game
// still running after P plies is adjudicated by the men left on the board (equal: a draw).
// J games are played at once, on J threads: the results do not depend on J.
#include "commands.h"
#include "game/catalog.h"

#include "game/gameai.h"
#include "game/names.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace shogiban::tool {
namespace {

struct MatchArgs {
    GameSetup setup{GameKind::Hasami, "", "", 0};
    int games = 10;
    int fromLevel = 2;
    int toLevel = 10;
    int maxPlies = 200;
    int jobs = 1;
};

constexpr int RandomOpeningPlies = 2;

bool parseInt(const std::string& text, int& out)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

// Returns an error message, empty on success.
std::string parseArgs(Args args, MatchArgs& out)
{
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) return "incomplete argument '" + a + "'";
        const std::string& value = args[++i];
        if (a == "--game") {
            auto kind = parseGameKind(value);
            if (!kind || *kind == GameKind::Shogi) return "unknown game '" + value + "'";
            out.setup.kind = *kind;
        } else if (a == "--variant") {
            out.setup.variant = value;
        } else if (a == "--games") {
            if (!parseInt(value, out.games) || out.games < 1) return "bad --games";
        } else if (a == "--jobs") {
            if (!parseInt(value, out.jobs) || out.jobs < 1 || out.jobs > 64) return "bad --jobs";
        } else if (a == "--max-plies") {
            if (!parseInt(value, out.maxPlies) || out.maxPlies < 1) return "bad --max-plies";
        } else if (a == "--levels") {
            size_t dash = value.find('-');
            if (dash == std::string::npos || !parseInt(value.substr(0, dash), out.fromLevel)
                || !parseInt(value.substr(dash + 1), out.toLevel) || out.fromLevel < 2
                || out.toLevel > 10 || out.fromLevel > out.toLevel)
                return "--levels wants FROM-TO within 2-10";
        } else {
            return "unknown argument '" + a + "'";
        }
    }
    return {};
}

struct Score {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int adjudicated = 0;
};

// The winner of one game between two levels, nullopt for a draw.
std::optional<Color> playGame(
    const MatchArgs& a, std::array<int, ColorNb> levels, uint64_t seed, bool& adjudicated)
{
    auto rules = createRules(a.setup);
    std::array<std::unique_ptr<GameAi>, ColorNb> ais{
        createGameAi(a.setup.kind), createGameAi(a.setup.kind)};
    std::mt19937_64 random(seed);
    std::atomic<bool> stop{false};
    for (int ply = 0; ply < a.maxPlies && !rules->outcome(); ++ply) {
        BoardMove move;
        if (ply < RandomOpeningPlies) {
            auto moves = rules->legalMoves();
            move = moves[random() % moves.size()];
        } else {
            AiLimits limits;
            limits.level = levels[rules->sideToMove()];
            limits.deterministic = true;
            limits.seed = seed * 2 + rules->sideToMove();
            move = ais[rules->sideToMove()]->think(*rules, limits, stop);
        }
        rules->play(move);
    }
    adjudicated = !rules->outcome();
    if (!adjudicated) return rules->outcome()->winner;
    const int blackMen = rules->standCount(Black, Pawn) - rules->standCount(White, Pawn);
    if (blackMen == 0) return std::nullopt;
    return blackMen > 0 ? Black : White;
}

Score playPair(const MatchArgs& a, int level)
{
    Score score;
    std::mutex scoreMutex;
    std::atomic<int> nextGame{0};
    auto playGames = [&] {
        for (int game = nextGame++; game < a.games; game = nextGame++) {
            const Color stronger = game % 2 == 0 ? Black : White;
            std::array<int, ColorNb> levels{};
            levels[stronger] = level;
            levels[~stronger] = level - 1;
            bool adjudicated = false;
            auto winner = playGame(a, levels, uint64_t(game / 2) + 1, adjudicated);
            std::lock_guard lock(scoreMutex);
            score.adjudicated += adjudicated;
            if (!winner)
                ++score.draws;
            else if (*winner == stronger)
                ++score.wins;
            else
                ++score.losses;
        }
    };
    std::vector<std::jthread> helpers;
    for (int j = 1; j < std::min(a.jobs, a.games); ++j) helpers.emplace_back(playGames);
    playGames();
    helpers.clear(); // joins them: every game is counted
    return score;
}

} // namespace

int hasamiMatchCommand(Args args)
{
    MatchArgs a;
    if (std::string error = parseArgs(args, a); !error.empty()) {
        std::cerr << "hasami-match: " << error << '\n';
        return 2;
    }
    SetupError setupError;
    if (!createRules(a.setup, &setupError)) {
        std::cerr << "hasami-match: " << describe(setupError) << '\n';
        return 2;
    }
    std::cout << "game " << gameKindId(a.setup.kind) << ", variant "
              << (a.setup.variant.empty() ? "default" : a.setup.variant) << ", " << a.games
              << " games per pair, max " << a.maxPlies << " plies\n"
              << "pair      wins draws losses  score  (adjudicated)\n";
    for (int level = a.fromLevel; level <= a.toLevel; ++level) {
        Score s = playPair(a, level);
        const double percent = 100.0 * (s.wins + 0.5 * s.draws) / a.games;
        char line[96];
        std::snprintf(line, sizeof line, "%2d vs %-2d  %4d %5d %6d  %5.1f%%  (%d)\n", level,
            level - 1, s.wins, s.draws, s.losses, percent, s.adjudicated);
        std::cout << line << std::flush;
    }
    return 0;
}

} // namespace shogiban::tool
