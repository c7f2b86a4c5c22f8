// The root's guard against mates by checks: GPSShogi-like opponents win many games by a long
// sequence of checks that the search, which sees checks only a few plies deep, does not see
// coming (docs/AI_EXPERIMENTS.md, "Mates our search did not see"). The mate solver's df-pn
// finds most of them in a few thousand nodes, so each move that would become the search's
// answer is asked once whether the opponent then mates by checks.
#pragma once

#include "mate/dfpn.h"
#include "mate/matett.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace shogiban {
class Position;
}

namespace shogiban::ai {

class RootMateCheck {
public:
    // A move's nodes: enough for 10 of the 11 mates of the games where the search walked into
    // one (9-29 plies; found in 61-10,185 nodes, the eleventh in 60,178), about 40 ms at most.
    // A search's: where many moves are asked and none is proven, the time stays the search's.
    static constexpr uint64_t Nodes = 12000;
    static constexpr uint64_t SearchNodes = 5 * Nodes;

    explicit RootMateCheck(size_t tableMegabytes = 8);

    void newSearch() { m_spent = 0; }
    // The plies of a mate by checks that the side to move in pos (after the move asked
    // about) has, if df-pn proves one within the nodes left, the stop flag and the deadline.
    std::optional<int> opponentMates(Position& pos, const std::atomic<bool>* stop,
        std::chrono::steady_clock::time_point deadline);

    // The proofs hold whatever came before; a new game starts the table afresh all the same.
    void clear() { m_table.clear(); }

private:
    mate::MateTable m_table;
    mate::Dfpn m_dfpn{m_table};
    uint64_t m_spent = 0; // nodes this search
};

} // namespace shogiban::ai
