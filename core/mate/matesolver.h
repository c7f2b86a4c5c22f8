// The mate solver: does the side to move mate with checks only, and how? It proves a mate with
// df-pn, then makes the main line the shortest in tsume counting (the attacker mates in the
// fewest plies, the defender resists longest, useless interpositions are not counted): along
// the line, from its end back to the start, every other check is asked whether it mates within
// fewer plies (a depth-limited df-pn); a shorter mate found changes the line, which is checked
// again, until no attacker's move on it can be bettered. The defender's answers on the line are
// the longest the proofs know, and a proof's length never understates a mate, so the line's
// length is then the exact one. It also answers what a tsume puzzle needs: the defender's
// longest answer, and the refutation of a move that does not mate.
#pragma once

#include "mate/dfpn.h"
#include "mate/matett.h"
#include "rules/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <set>
#include <utility>
#include <vector>

namespace shogiban::mate {

struct MateResult;

struct MateLimits {
    int64_t timeMs = 0; // 0: no time limit
    uint64_t nodes = 0; // 0: no node limit
    const std::atomic<bool>* stop = nullptr;
    // Called by solve() on its thread with each line it knows before the end: the first proof's
    // line, then every shorter one. Proving that no mate is shorter can take far longer than
    // finding one, and the solution can be shown meanwhile.
    std::function<void(const MateResult&)> onLine;
};

enum class MateStatus {
    Mate, // line holds a mate
    NoMate, // proven: no mate with checks only
    Unknown, // the time, the nodes or a stop ended the search first
};

struct MateResult {
    MateStatus status = MateStatus::Unknown;
    std::vector<Move> line; // the main line, attacker's move first
    int plies = 0; // its length in tsume counting (the published length of a problem)
    bool shortest = false; // the search proved that no mate is shorter
    uint64_t nodes = 0;
    int64_t timeMs = 0;
};

// What a position holds for the attacker (the side that moved into it, the defender to move):
// mate in `plies` more plies, or no mate.
struct DefenceResult {
    MateStatus status = MateStatus::Unknown;
    Move answer; // the defender's longest resistance, or the move that escapes the mate
    int plies = 0; // Mate: plies left after the answer (tsume counting)
};

class MateSolver {
public:
    explicit MateSolver(size_t hashMegabytes = 64);

    void setHashSize(size_t megabytes);
    void clear(); // forgets what earlier searches learned

    // The attacker is the side to move.
    MateResult solve(const Position& pos, const MateLimits& limits);

    // The defender is the side to move (after the attacker's move): its best answer. When the
    // attacker's move mates by force, the answer that resists longest (useless interpositions
    // only when nothing else is left); otherwise an answer after which there is no mate.
    DefenceResult defend(const Position& pos, const MateLimits& limits);

    // Is there a mate within `plies` plies (Unlimited: at all)? The attacker is to move.
    MateStatus mateWithin(const Position& pos, uint16_t plies, const MateLimits& limits)
    {
        return mateWithin(pos, pos.sideToMove(), plies, limits);
    }
    // The same with either side to move (the defender: after one of the attacker's checks).
    MateStatus mateWithin(
        const Position& pos, Color attacker, uint16_t plies, const MateLimits& limits);

private:
    struct Run;
    struct Line {
        std::vector<Move> moves;
        std::vector<int> values; // plies to mate (tsume counting) before each move, and after
    };
    Line principalLine(const Position& from, Run& run);
    Line walkLine(const Position& from, Run& run, bool& changed);
    bool shortenLine(const Position& from, const Line& line, Run& run);
    Line shortestLine(const Position& from, Run& run, bool& exact,
        const std::function<void(const Line&)>& onLine = {});

    MateTable m_table;
    Dfpn m_dfpn{m_table};
    // Attacker's turns on the line (key, plies) already known to have no shorter mate.
    std::set<std::pair<Key, int>> m_verified;
};

} // namespace shogiban::mate
