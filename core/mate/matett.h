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
    // A disproof that rests on a return to a position of the path searched: the ply of the
    // shallowest such position (NoLoop: none). Below that position another path to the same
    // position may mate, so such a disproof is stored only by the position returned to (the
    // graph history interaction problem).
    static constexpr int16_t NoLoop = INT16_MAX;
    int16_t loop = NoLoop;
    bool proven() const { return pn == 0; }
    bool disproven() const { return dn == 0; }
    bool known() const { return pn == 0 || dn == 0; }
};

class MateTable {
public:
    // megabytes: the most the table may grow to. It starts small and doubles as it fills, so
    // that a short search touches little memory (the first touch of memory is what costs).
    explicit MateTable(size_t megabytes = 64);

    void resize(size_t megabytes);
    void clear(); // back to empty and small

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

    // The bytes in use now (at most what resize() allows).
    size_t bytesInUse() const { return m_count * sizeof(Cluster); }

private:
    // 24 bytes: four make a cluster of 96 bytes. The whole key is kept, so that the entries
    // can move to the clusters of a larger table.
    struct Entry {
        Key key = 0;
        uint32_t hand = 0;
        Number pn = 0, dn = 0; // both 0: empty
        // Proofs: the plies of the mate; disproofs: their depth limit; others: the depth
        // searched with.
        uint16_t length = 0;
        uint16_t work = 0; // the nodes spent below, on a log scale
    };
    static constexpr int ClusterSize = 4;
    struct alignas(32) Cluster {
        Entry entries[ClusterSize];
    };
    // Zeroed memory for the clusters, in large pages where the system has them: a search
    // touches the table at random, and the first touch of every 4 KB page is a page fault.
    class Memory {
    public:
        Memory() = default;
        explicit Memory(size_t bytes);
        Memory(Memory&& other) noexcept;
        Memory& operator=(Memory&& other) noexcept;
        ~Memory();
        void* data() const { return m_data; }

    private:
        void* m_data = nullptr;
        size_t m_bytes = 0;
        bool m_mapped = false;
    };

    void allocate(size_t count);
    void grow();
    Cluster& clusterOf(Key key) { return m_clusters[key & m_mask]; }
    const Cluster& clusterOf(Key key) const { return m_clusters[key & m_mask]; }

    Memory m_memory;
    Cluster* m_clusters = nullptr;
    size_t m_count = 0;
    size_t m_mask = 0;
    size_t m_maxCount = 0;
    size_t m_used = 0; // entries in use
};

} // namespace shogiban::mate
