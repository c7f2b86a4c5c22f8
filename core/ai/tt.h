// The transposition table: what earlier searches learnt about a position (best move, score,
// depth, bound), shared by iterations, by consecutive moves of a game and by the threads of a
// search (which may overwrite an entry while another reads it: probe() returns a copy, and
// whatever comes out of it, the move above all, is checked before use).
#pragma once

#include "ai/score.h"
#include "rules/move.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace shogiban::ai {

enum class Bound : uint8_t { None, Upper, Lower, Exact };

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

    // A copy of the entry for the key, if there is one.
    std::optional<TtEntry> probe(uint64_t key) const;
    void store(uint64_t key, Move move, Value value, Value eval, int depth, Bound bound);

    // Permille of a sample of slots used by the current search (USI "hashfull").
    int hashfull() const;

private:
    static constexpr int BucketSize = 4;
    struct Bucket {
        TtEntry entries[BucketSize];
    };
    Bucket& bucketFor(uint64_t key) { return m_buckets[key & (m_buckets.size() - 1)]; }
    const Bucket& bucketFor(uint64_t key) const { return m_buckets[key & (m_buckets.size() - 1)]; }

    std::vector<Bucket> m_buckets;
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
