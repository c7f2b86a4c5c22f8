// Depth-first proof-number search (df-pn, Nagai 2002) for mates: OR nodes are the attacker's
// turns (checks only), AND nodes the defender's (every legal answer). The numbers say how many
// positions must still be proven (pn) or disproven (dn) at least; the search follows the most
// proving child within thresholds, with the 1+epsilon trick against thrashing. Proofs and
// disproofs go to the MateTable with proof and disproof hands, and proofs keep the plies of the
// mate in tsume counting (useless interpositions not counted). A depth limit turns the question
// into "a mate within N plies?", which the solver uses to make a mate the shortest.
#pragma once

#include "mate/matett.h"
#include "rules/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace shogiban::mate {

struct Budget {
    uint64_t nodes = 0; // 0: no limit
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* stop = nullptr;
};

class Dfpn {
public:
    explicit Dfpn(MateTable& table)
        : m_table(table)
    {
    }

    // Does the attacker mate within depth plies (Unlimited: at all)? Either side may be to
    // move in pos (the attacker: an OR node; the defender: an AND node). pos is restored on
    // return. The result is unknown (neither number 0) when the budget ran out first.
    Estimate prove(Position& pos, Color attacker, uint16_t depth, const Budget& budget);

    // Plies of tsume counting a defender's answer adds: 1 for a counted answer, -1 for a useless
    // interposition (it and the capture that follows do not count).
    static int countedPlies(bool useless) { return useless ? -1 : 1; }

    // What the table knows of pos from its children's entries (no depth limit), stored back:
    // after a shorter mate was found below, the position's own entry catches up. best is the
    // shortest proven check (attacker to move), the longest resistance (useless
    // interpositions last), or the answer that escapes a disproven mate.
    Estimate evaluate(Position& pos, Color attacker, Move& best);

    uint64_t nodes() const { return m_nodes; }
    bool aborted() const { return m_aborted; }

private:
    struct Child {
        Move move;
        Key boardKey;
        Key fullKey; // board and hands, for repetitions
        Hand hand; // the attacker's hand after the move
        uint16_t depth; // plies left for the child
        bool useless; // a useless interposition (AND nodes)
        // Children much alike count once in the parent's sum (the largest of them): drops of
        // the same square (AND nodes), drops of long-range pieces (OR nodes). -1: alone.
        int8_t group;
        bool settled; // proven or disproven for good (not by a repetition on this path)
        bool guessed; // the initial numbers were guessed (or found in the table)
        Estimate initial; // the guess before the child was searched
        Estimate current;
    };

    // Searches until a number reaches its threshold; returns what it stored.
    Estimate search(Position& pos, Number thpn, Number thdn, uint16_t depth, int ply);
    void expand(Position& pos, uint16_t depth, std::vector<Child>& children);
    Estimate guessLastCheck(Position& pos, Move m);
    std::optional<Estimate> mateInOne(Position& pos);
    void refresh(Position& pos, int ply, std::vector<Child>& children);
    Number answersAfter(Position& pos, Move check);
    Estimate combine(const Position& pos, bool orNode, uint16_t depth,
        const std::vector<Child>& children, const Child** best = nullptr) const;
    // The ply of the path where the position of fullKey (at ply) was before, or -1.
    int onPath(Key fullKey, int ply) const;
    // The sum a node takes over its children (OR: disproof numbers, AND: proof numbers),
    // counting each group once; and the part of it that child `of` accounts for.
    static bool countedOpen(const std::vector<Child>& children);
    Number summed(bool orNode, const std::vector<Child>& children) const;
    Number share(bool orNode, const std::vector<Child>& children, const Child& of) const;
    bool outOfBudget();

    MateTable& m_table;
    Color m_attacker = Black;
    Budget m_budget;
    uint64_t m_nodes = 0;
    bool m_aborted = false;
    std::vector<std::vector<Child>> m_children; // per ply, reused
    std::vector<Key> m_path; // full keys of the positions on the path, per ply
};

// The proof hand of a mated defender: nothing, except that in a check from afar every kind the
// defender could not drop in between must stay with the attacker.
Hand matedProofHand(const Position& pos, Hand attackerHand);

} // namespace shogiban::mate
