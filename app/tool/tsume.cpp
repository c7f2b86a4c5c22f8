// shogiban-tool tsume-generate: makes a collection of tsume problems (core/tsume/generator.h)
// and writes it in the collection format (core/tsume/collection.h).
// shogiban-tool tsume-check FILE: verifies every problem of a collection again: sound as a
// problem (core/tsume/verify.h), of its stated length, its solution a main line (each attacker's
// move mates as soon as the length says, each defender's move resists longest).
#include "commands.h"
#include "recordio.h"

#include "mate/matesolver.h"
#include "rules/movegen.h"
#include "rules/usimove.h"
#include "tsume/collection.h"
#include "tsume/generator.h"
#include "tsume/verify.h"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace shogiban::tool {
namespace {

constexpr const char* GenerateUsage = "usage: shogiban-tool tsume-generate [--count 1:80,3:70,...] "
                                      "[--seed N] [--nodes N] [--max-attempts N] [--max-seconds N] [--include FILE]... "
                                      "[--append-to FILE] [--out FILE]";
constexpr const char* CheckUsage = "usage: shogiban-tool tsume-check FILE [--nodes N]";

bool parseNumber(const std::string& text, uint64_t& out)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

// "1:80,3:70" -> {1: 80, 3: 70}; empty on a syntax error.
std::map<int, int> parseCounts(const std::string& text)
{
    std::map<int, int> counts;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const size_t colon = item.find(':');
        uint64_t plies = 0, count = 0;
        if (colon == std::string::npos || !parseNumber(item.substr(0, colon), plies)
            || !parseNumber(item.substr(colon + 1), count) || plies % 2 == 0 || plies > 99
            || count > 100000)
            return {};
        counts[int(plies)] = int(count);
    }
    return counts;
}

std::vector<std::string> usiMoves(const std::vector<Move>& line)
{
    std::vector<std::string> moves;
    for (Move m : line) moves.push_back(toUsi(m));
    return moves;
}

// The solver's nodes for the problem with nothing learned before: harder problems come later
// in their level.
uint64_t difficulty(const Position& pos)
{
    mate::MateSolver fresh(4);
    return fresh.solve(pos, {}).nodes;
}

const char* flawName(tsume::Flaw flaw)
{
    switch (flaw) {
    case tsume::Flaw::None: return "sound";
    case tsume::Flaw::NoMate: return "no mate";
    case tsume::Flaw::Unproven: return "unproven";
    case tsume::Flaw::UselessInterpositions: return "useless interpositions";
    case tsume::Flaw::Alternative: return "another solution";
    case tsume::Flaw::PiecesLeft: return "pieces left in hand";
    case tsume::Flaw::Superfluous: return "a superfluous piece";
    }
    return "";
}

// Where the work went (stderr): per length, the climb's steps on it, the changes its budget left
// unanswered, the problems offered and the verifier's verdicts; the processor time per phase.
void printStats(const tsume::GeneratorStats& stats)
{
    std::cerr << "processor time: climb " << int(stats.climbSeconds) << " s, stripping "
              << int(stats.strippingSeconds) << " s, verification " << int(stats.verifyingSeconds)
              << " s\n";
    for (const auto& [plies, l] : stats.lengths) {
        std::cerr << "  " << plies << " plies: climbed " << l.climbed << ", unanswered changes "
                  << l.unsolved << ", offered " << l.offered;
        for (const auto& [flaw, count] : l.verdicts) std::cerr << "; " << count << ' ' << flawName(flaw);
        std::cerr << '\n';
    }
}

// The problems gathered so far, per length. A problem kept with its id (--append-to: a shipped
// collection, whose ids players' saved progress is filed under) stays where it is; the others
// follow in their level with the next numbers, easiest first. A problem whose position or
// solution is already there is left out: neighbouring positions of a climb often make the same
// mating net with a defender's piece more or less that plays no part.
class Gathering {
public:
    size_t size(int plies) const
    {
        const auto l = m_levels.find(plies);
        return l == m_levels.end() ? 0 : l->second.size();
    }
    size_t total() const
    {
        size_t n = 0;
        for (const auto& [plies, level] : m_levels) n += level.size();
        return n;
    }

    bool add(const tsume::Problem& p, bool keepId)
    {
        const bool newPosition = m_sfens.insert(p.sfen).second;
        std::string line = std::to_string(p.plies);
        for (const std::string& m : p.solution) line += ' ' + m;
        const bool newSolution = m_solutions.insert(line).second;
        if (!keepId && (!newPosition || !newSolution)) return false;
        m_levels[p.plies].push_back({keepId ? 0 : difficulty(tsume::positionOf(p)), p, keepId});
        return true;
    }

    std::vector<tsume::Problem> numbered()
    {
        std::vector<tsume::Problem> problems;
        for (auto& [plies, level] : m_levels) {
            const auto fresh = std::stable_partition(
                level.begin(), level.end(), [](const Entry& e) { return e.keepId; });
            std::stable_sort(fresh, level.end(),
                [](const Entry& a, const Entry& b) { return a.nodes < b.nodes; });
            int number = 0;
            for (Entry& e : level) {
                if (e.keepId) {
                    number = std::max(number, idNumber(e.problem.id));
                } else {
                    char id[16];
                    std::snprintf(id, sizeof id, "%d-%03d", plies, ++number);
                    e.problem.id = id;
                }
                problems.push_back(e.problem);
            }
        }
        return problems;
    }

private:
    struct Entry {
        uint64_t nodes; // a fresh solver's, for the order of the new ones
        tsume::Problem problem;
        bool keepId;
    };
    // "7-012" -> 12 (0 when the id is not of that form).
    static int idNumber(const std::string& id)
    {
        const size_t dash = id.find('-');
        uint64_t n = 0;
        return dash != std::string::npos && parseNumber(id.substr(dash + 1), n) ? int(n) : 0;
    }

    std::map<int, std::vector<Entry>> m_levels;
    std::set<std::string> m_sfens;
    std::set<std::string> m_solutions;
};

// The problems of a collection file; nullopt (said on stderr) when it cannot be read whole.
std::optional<std::vector<tsume::Problem>> problemsOf(const std::string& path)
{
    const std::optional<std::string> bytes = readInput(path);
    std::istringstream in(bytes ? *bytes : std::string());
    const tsume::Collection c = tsume::readCollection(in);
    if (!bytes || !c.errors.empty()) {
        std::cerr << "shogiban-tool tsume-generate: cannot read " << path << '\n';
        return std::nullopt;
    }
    return c.problems;
}

} // namespace

int tsumeGenerateCommand(Args args)
{
    std::map<int, int> counts = parseCounts("1:80,3:70,5:60,7:50,9:40");
    tsume::GeneratorOptions options;
    uint64_t maxAttempts = 10'000'000;
    uint64_t maxSeconds = 0; // 0: no limit
    std::string out = "-";
    std::vector<std::string> includes;
    std::optional<std::string> appendTo;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) {
            std::cerr << "shogiban-tool tsume-generate: " << a << " needs a value\n"
                      << GenerateUsage << '\n';
            return 2;
        }
        const std::string& value = args[++i];
        uint64_t n = 0;
        bool ok = true;
        if (a == "--count") {
            counts = parseCounts(value);
            ok = !counts.empty();
        } else if (a == "--seed") {
            ok = parseNumber(value, options.seed);
        } else if (a == "--nodes") {
            ok = parseNumber(value, n) && n > 0;
            options.nodesPerQuestion = n;
        } else if (a == "--max-attempts") {
            ok = parseNumber(value, maxAttempts);
        } else if (a == "--include") {
            includes.push_back(value);
        } else if (a == "--append-to") {
            ok = !appendTo;
            appendTo = value;
        } else if (a == "--max-seconds") {
            ok = parseNumber(value, maxSeconds) && maxSeconds > 0;
        } else if (a == "--out") {
            out = value;
        } else {
            ok = false;
        }
        if (!ok) {
            std::cerr << "shogiban-tool tsume-generate: bad argument " << a << ' ' << value << '\n'
                      << GenerateUsage << '\n';
            return 2;
        }
    }
    options.maxPlies = counts.rbegin()->first;

    mate::MateSolver solver(64);
    tsume::Generator generator(options, solver);
    Gathering found;
    auto wanted = [&](int plies) {
        auto c = counts.find(plies);
        return c != counts.end() && int(found.size(plies)) < c->second;
    };
    auto keep = [&](const Position& pos, const tsume::Verdict& verdict) {
        found.add({{}, verdict.plies, pos.sfen(), usiMoves(verdict.line)}, false);
    };
    auto done = [&] {
        for (const auto& [plies, count] : counts)
            if (int(found.size(plies)) < count) return false;
        return true;
    };
    // A collection appended to keeps its problems and their ids, whatever the counts; problems
    // of earlier runs (other seeds) come next, as if found again.
    size_t kept = 0;
    if (appendTo) {
        const auto problems = problemsOf(*appendTo);
        if (!problems) return 2;
        for (const tsume::Problem& p : *problems) kept += found.add(p, true);
    }
    size_t included = 0;
    for (const std::string& path : includes) {
        const auto problems = problemsOf(path);
        if (!problems) return 2;
        for (const tsume::Problem& p : *problems) included += wanted(p.plies) && found.add(p, false);
    }
    uint64_t attempts = 0;
    // Processor time, not the clock's: on a busy machine the work done is what counts.
    auto elapsed = [] { return uint64_t(std::clock() / CLOCKS_PER_SEC); };
    // The collection so far; written after every attempt that found something, so that a run
    // cut short leaves what it made.
    auto write = [&] {
        const std::vector<tsume::Problem> problems = found.numbered();
        std::ostringstream text;
        std::ostringstream header;
        if (attempts == 0) {
            header << "Tsume problems of earlier runs of shogiban-tool tsume-generate, merged: "
                   << problems.size() << " problems";
        } else {
            header << "Tsume problems made by shogiban-tool tsume-generate (seed " << options.seed
                   << ", " << options.nodesPerQuestion << " nodes a question): "
                   << problems.size() << " problems";
        }
        if (kept > 0) header << ", " << kept << " of them kept with their ids";
        if (included > 0 && attempts > 0) header << ", " << included << " from earlier runs";
        if (attempts > 0)
            header << ", the others from " << attempts << " attempts in " << elapsed()
                   << " s of processor time";
        header << ".\nid <TAB> length in plies <TAB> SFEN <TAB> solution in USI moves (docs/MATE.md)";
        tsume::writeCollection(text, problems, header.str());
        return writeOutput(out, text.str());
    };
    size_t written = 0;
    while (!done() && attempts < maxAttempts && (maxSeconds == 0 || elapsed() < maxSeconds)) {
        generator.attempt(wanted, keep);
        ++attempts;
        if (out != "-" && found.total() > written) {
            if (!write()) return 1;
            written = found.total();
        }
        if (attempts % 100 == 0) {
            std::cerr << elapsed() << " s, " << attempts << " attempts:";
            for (const auto& [plies, count] : counts)
                std::cerr << ' ' << plies << ':' << found.size(plies) << '/' << count;
            std::cerr << '\n';
        }
    }
    if (!write()) return 1;
    if (attempts > 0) printStats(generator.stats());
    std::cerr << found.total() - kept - included << " new problems from " << attempts << " attempts in " << elapsed()
              << " s of processor time\n";
    return done() ? 0 : 1;
}

namespace {

// Empty when the solution is a main line of the problem; otherwise what is wrong with it.
std::string solutionProblem(const tsume::Problem& problem, mate::MateSolver& solver,
    const mate::MateLimits& limits)
{
    Position pos = tsume::positionOf(problem);
    const Color attacker = pos.sideToMove();
    const std::vector<Move> moves = tsume::solutionMoves(problem);
    for (size_t i = 0; i < moves.size(); ++i) {
        const int left = problem.plies - int(i) - 1; // after this move
        if (i % 2 == 0 && !pos.givesCheck(moves[i])) return "move " + std::to_string(i + 1) + " is no check";
        pos.doMove(moves[i]);
        if (i % 2 == 0) {
            if (solver.mateWithin(pos, attacker, uint16_t(left), limits) != mate::MateStatus::Mate)
                return "move " + std::to_string(i + 1) + " does not mate in time";
        } else if (left >= 3
            && solver.mateWithin(pos, attacker, uint16_t(left - 2), limits)
                != mate::MateStatus::NoMate) {
            return "move " + std::to_string(i + 1) + " is not the longest defence";
        }
    }
    if (!pos.inCheck() || countLegalMoves(pos) != 0) return "the solution does not end in mate";
    return {};
}

} // namespace

int tsumeCheckCommand(Args args)
{
    std::optional<std::string> path;
    uint64_t nodes = 10'000'000; // a fresh solver may need more than the generator's warm one
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--nodes" && i + 1 < args.size() && parseNumber(args[i + 1], nodes) && nodes > 0) {
            ++i;
        } else if (args[i].rfind("--", 0) != 0 && !path) {
            path = args[i];
        } else {
            std::cerr << "shogiban-tool tsume-check: bad argument " << args[i] << '\n'
                      << CheckUsage << '\n';
            return 2;
        }
    }
    if (!path) {
        std::cerr << CheckUsage << '\n';
        return 2;
    }
    const std::optional<std::string> bytes = readInput(*path);
    if (!bytes) {
        std::cerr << "shogiban-tool tsume-check: cannot read " << *path << '\n';
        return 2;
    }
    std::istringstream in(*bytes);
    const tsume::Collection collection = tsume::readCollection(in);
    int bad = int(collection.errors.size());
    for (const tsume::CollectionError& e : collection.errors) std::cout << describe(e) << '\n';
    mate::MateSolver solver(64);
    mate::MateLimits limits;
    limits.nodes = nodes;
    std::map<int, int> perLength;
    for (const tsume::Problem& p : collection.problems) {
        // A fresh table for every problem: what the problems before taught it must not decide
        // the verdict (a problem is sound or not whatever comes before it in the file).
        solver.clear();
        const tsume::Verdict verdict = tsume::verify(tsume::positionOf(p), solver, nodes);
        std::string problem = verdict.ok() ? std::string() : describe(verdict);
        if (problem.empty() && verdict.plies != p.plies)
            problem = "mate in " + std::to_string(verdict.plies) + ", not " + std::to_string(p.plies);
        if (problem.empty()) problem = solutionProblem(p, solver, limits);
        if (problem.empty()) {
            ++perLength[p.plies];
        } else {
            ++bad;
            std::cout << p.id << ": " << problem << '\n';
        }
    }
    std::cout << collection.problems.size() - size_t(bad - int(collection.errors.size()))
              << " sound problems";
    for (const auto& [plies, count] : perLength) std::cout << ", " << count << " of " << plies;
    std::cout << "; " << bad << " with a problem\n";
    return bad == 0 ? 0 : 1;
}

} // namespace shogiban::tool
