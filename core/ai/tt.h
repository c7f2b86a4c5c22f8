// The transposition table: what earlier searches learnt about a position (best move, score,
// depth, bound), shared by iterations, by consecutive moves of a game and by the threads of a
// search, without locks. Each slot is two 64-bit atomic words: the data, and the key check
// XORed with the data (Hyatt and Mann's lockless hashing). A thread may overwrite a slot while
// another reads it; a read that gets the words of two different writes ("torn") finds a key
// check that matches neither and is a miss, except with odds of 2^-32 per torn read, so that
// the move of what probe() returns is still checked before use.
#pragma once

#include "ai/score.h"
#include "rules/move.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace shogiban::ai {

enum class Bound : uint8_t { None, Upper, Lower, Exact };

// What a slot holds, unpacked.
struct TtEntry {
    uint32_t key32 = 0; // the upper half of the key, to tell positions apart in a bucket
    Move move;
    int16_t value = 0;
    int16_t eval = 0;
    int8_t depth = 0;
    Bound bound = Bound::None;
    uint8_t generation = 0;
};

class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 16) { resize(megabytes); }

    void resize(size_t megabytes);
    void clear();
    void newSearch() { ++m_generation; }

    // A copy of the entry for the key, if there is one (whole: a torn read is no entry).
    std::optional<TtEntry> probe(uint64_t key) const;
    void store(uint64_t key, Move move, Value value, Value eval, int depth, Bound bound);

    // Asks the CPU to fetch the key's bucket while the caller does other work: the probe
    // that follows finds it in cache more often.
    void prefetch(uint64_t key) const { __builtin_prefetch(&bucketFor(key)); }

    // Permille of a sample of slots used by the current search (USI "hashfull").
    int hashfull() const;

private:
    static constexpr int BucketSize = 4;
    struct Slot {
        std::atomic<uint64_t> check{0}; // key32 ^ fold(data) | generation << 32
        std::atomic<uint64_t> data{0}; // move | value | eval | depth | bound; 0 = empty
        TtEntry load() const;
        void save(const TtEntry& entry);
    };
    // A bucket on one cache line: a probe reads one line from memory, not two.
    struct alignas(64) Bucket {
        Slot slots[BucketSize];
    };
    Bucket& bucketFor(uint64_t key) { return m_buckets[key & (m_bucketCount - 1)]; }
    const Bucket& bucketFor(uint64_t key) const { return m_buckets[key & (m_bucketCount - 1)]; }

    std::unique_ptr<Bucket[]> m_buckets;
    size_t m_bucketCount = 0;
    uint8_t m_generation = 0;
};

// Mate scores are stored relative to the node, not the root, so that they stay right when the
// entry is found at another distance from the root.
constexpr Value valueToTt(Value v, int ply)
{
    return v >= MateInMaxPly ? v + ply : v <= -MateInMaxPly ? v - ply : v;
}
constexpr Value valueFromTt(Value v, int ply)
{
    return v >= MateInMaxPly ? v - ply : v <= -MateInMaxPly ? v + ply : v;
}

} // namespace shogiban::ai
