#include "ai/tt.h"

#include <algorithm>
#include <bit>

namespace shogiban::ai {

namespace {

uint32_t keyCheck(uint64_t key)
{
    return uint32_t(key >> 32);
}

uint32_t fold(uint64_t data)
{
    return uint32_t(data) ^ uint32_t(data >> 32);
}

uint64_t pack(const TtEntry& e)
{
    return uint64_t(e.move.raw()) | uint64_t(uint16_t(e.value)) << 16
        | uint64_t(uint16_t(e.eval)) << 32 | uint64_t(uint8_t(e.depth)) << 48
        | uint64_t(e.bound) << 56;
}

} // namespace

TtEntry TranspositionTable::Slot::load() const
{
    // Relaxed: the two words may come from different writes, which the key check detects.
    const uint64_t c = check.load(std::memory_order_relaxed);
    const uint64_t d = data.load(std::memory_order_relaxed);
    TtEntry e;
    e.key32 = uint32_t(c) ^ fold(d);
    e.generation = uint8_t(c >> 32);
    e.move = Move(uint16_t(d));
    e.value = int16_t(uint16_t(d >> 16));
    e.eval = int16_t(uint16_t(d >> 32));
    e.depth = int8_t(uint8_t(d >> 48));
    e.bound = Bound(uint8_t(d >> 56) & 3);
    return e;
}

void TranspositionTable::Slot::save(const TtEntry& e)
{
    const uint64_t d = pack(e);
    data.store(d, std::memory_order_relaxed);
    check.store(
        uint64_t(e.key32 ^ fold(d)) | uint64_t(e.generation) << 32, std::memory_order_relaxed);
}

void TranspositionTable::resize(size_t megabytes)
{
    const size_t count
        = std::bit_floor(std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket)));
    if (count == m_bucketCount) return clear();
    m_buckets.reset(); // the old table goes before the new one is allocated
    m_buckets = std::make_unique<Bucket[]>(count); // zeroed: empty slots
    m_bucketCount = count;
    m_generation = 0;
}

void TranspositionTable::clear()
{
    for (size_t i = 0; i < m_bucketCount; ++i)
        for (Slot& slot : m_buckets[i].slots) slot.save(TtEntry{});
    m_generation = 0;
}

std::optional<TtEntry> TranspositionTable::probe(uint64_t key) const
{
    for (const Slot& slot : bucketFor(key).slots) {
        const TtEntry e = slot.load();
        if (e.bound != Bound::None && e.key32 == keyCheck(key)) return e;
    }
    return std::nullopt;
}

void TranspositionTable::store(
    uint64_t key, Move move, Value value, Value eval, int depth, Bound bound)
{
    Bucket& bucket = bucketFor(key);
    Slot* target = &bucket.slots[0];
    TtEntry old = target->load();
    // Replace the shallowest entry, preferring those of older searches.
    auto worth
        = [this](const TtEntry& x) { return x.depth - 8 * uint8_t(m_generation - x.generation); };
    for (Slot& slot : bucket.slots) {
        const TtEntry e = slot.load();
        if (e.key32 == keyCheck(key) || e.bound == Bound::None) {
            target = &slot;
            old = e;
            break;
        }
        if (worth(e) < worth(old)) {
            target = &slot;
            old = e;
        }
    }
    // Keep the old move when the new search found none, and keep deeper exact results.
    if (old.key32 == keyCheck(key) && !move) move = old.move;
    if (old.key32 == keyCheck(key) && bound != Bound::Exact && old.depth > depth + 2
        && old.generation == m_generation)
        return;
    target->save(
        {keyCheck(key), move, int16_t(value), int16_t(eval), int8_t(depth), bound, m_generation});
}

int TranspositionTable::hashfull() const
{
    const size_t sample = std::min<size_t>(250, m_bucketCount);
    int used = 0;
    for (size_t i = 0; i < sample; ++i)
        for (const Slot& slot : m_buckets[i].slots) {
            const TtEntry e = slot.load();
            used += e.bound != Bound::None && e.generation == m_generation;
        }
    return int(used * 1000 / (sample * BucketSize));
}

} // namespace shogiban::ai
