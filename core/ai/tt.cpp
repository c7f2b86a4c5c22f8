#include "ai/tt.h"

#include <algorithm>
#include <bit>

namespace shogiban::ai {

namespace {

uint32_t keyCheck(uint64_t key)
{
    return uint32_t(key >> 32);
}

} // namespace

void TranspositionTable::resize(size_t megabytes)
{
    size_t count = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    m_buckets.assign(std::bit_floor(count), Bucket{});
}

void TranspositionTable::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_generation = 0;
}

std::optional<TtEntry> TranspositionTable::probe(uint64_t key) const
{
    for (const TtEntry& e : bucketFor(key).entries)
        if (e.bound != Bound::None && e.key32 == keyCheck(key)) return e;
    return std::nullopt;
}

void TranspositionTable::store(
    uint64_t key, Move move, Value value, Value eval, int depth, Bound bound)
{
    Bucket& bucket = bucketFor(key);
    TtEntry* target = &bucket.entries[0];
    for (TtEntry& e : bucket.entries) {
        if (e.key32 == keyCheck(key) || e.bound == Bound::None) {
            target = &e;
            break;
        }
        // Replace the shallowest entry, preferring those of older searches.
        auto worth = [this](const TtEntry& x) {
            return x.depth - 8 * uint8_t(m_generation - x.generation);
        };
        if (worth(e) < worth(*target)) target = &e;
    }
    // Keep the old move when the new search found none, and keep deeper exact results.
    if (target->key32 == keyCheck(key) && !move) move = target->move;
    if (target->key32 == keyCheck(key) && bound != Bound::Exact && target->depth > depth + 2
        && target->generation == m_generation)
        return;
    *target
        = {keyCheck(key), move, int16_t(value), int16_t(eval), int8_t(depth), bound, m_generation};
}

int TranspositionTable::hashfull() const
{
    const size_t sample = std::min<size_t>(250, m_buckets.size());
    int used = 0;
    for (size_t i = 0; i < sample; ++i)
        for (const TtEntry& e : m_buckets[i].entries)
            used += e.bound != Bound::None && e.generation == m_generation;
    return int(used * 1000 / (sample * BucketSize));
}

} // namespace shogiban::ai
