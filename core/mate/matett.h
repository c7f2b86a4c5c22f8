// The mate solver's transposition table. Entries are keyed by the board (with the side to move)
// and hold the attacker's hand, so that one proof or disproof answers for many hands: a position
// proven with hand P is proven for every hand holding at least P (the attacker only gains), one
// disproven with hand D is disproven for every hand holding at most D. Proofs keep the number of
// plies of the mate found; a disproof keeps the depth limit it was found under (a mate may exist
// in more plies), Unlimited when there is no mate at all.
#pragma once

#include "rules/hand.h"
#include "rules/position.h"

#include <cstdint>
#include <memory>

namespace shogiban::mate {

using Number = uint32_t; // proof and disproof numbers
constexpr Number Infinite = 0x3fffffff;
constexpr uint16_t Unlimited = 0xffff; // no depth limit

// Saturating sum of proof numbers.
constexpr Number addNumbers(Number a, Number b)
{
    return a + b >= Infinite ? Infinite - 1 : a + b;
}

struct Estimate {
    Number pn = 1;
    Number dn = 1;
    // pn == 0: the plies of the mate found; dn == 0: the depth limit of the disproof.
    uint16_t plies = 0;
    Hand hand; // proofs and disproofs: the hand they hold for (the proof or disproof hand)
    bool proven() const { return pn == 0; }
    bool disproven() const { return dn == 0; }
    bool known() const { return pn == 0 || dn == 0; }
};

class MateTable {
public:
    explicit MateTable(size_t megabytes = 64);

    void resize(size_t megabytes);
    void clear();

    // What is known about the board with the attacker holding hand, searched with `depth`
    // plies left (Unlimited for no limit). found is false when nothing was stored.
    Estimate probe(Key boardKey, Hand hand, uint16_t depth, bool& found) const;

    // An estimate from a search with `depth` plies left; work is the number of nodes the
    // search spent below this position (entries that cost more are kept longer).
    void store(Key boardKey, Hand hand, uint16_t depth, const Estimate& e, uint64_t work);

    // Per mille of the entries in use (a sample), for "info hashfull".
    int hashfull() const;

    // Asks the memory for the entries of a board that will be probed soon.
    void prefetch(Key boardKey) const;

private:
    // 20 bytes: three fit in one cache line.
    struct Entry {
        uint32_t check = 0; // the key's high half (the low bits chose the cluster)
        uint32_t hand = 0;
        Number pn = 0, dn = 0; // both 0: empty
        // Proofs: the plies of the mate; disproofs: their depth limit; others: the depth
        // searched with.
        uint16_t length = 0;
        uint16_t work = 0; // the nodes spent below, on a log scale
    };
    static constexpr int ClusterSize = 3;
    struct alignas(64) Cluster {
        Entry entries[ClusterSize];
    };
    struct Free {
        void operator()(void* p) const;
    };

    Cluster& clusterOf(Key key) { return m_clusters[key & m_mask]; }
    const Cluster& clusterOf(Key key) const { return m_clusters[key & m_mask]; }

    std::unique_ptr<void, Free> m_memory; // zeroed by the system as it is first touched
    Cluster* m_clusters = nullptr;
    size_t m_count = 0;
    size_t m_mask = 0;
};

} // namespace shogiban::mate
