#include "mate/matett.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#include <optional>

namespace shogiban::mate {

namespace {

bool isEmpty(Number pn, Number dn)
{
    return pn == 0 && dn == 0;
}

uint32_t checkOf(Key key)
{
    return uint32_t(key >> 32);
}

// Work in nodes, as 16 bits: exact up to 4096, then growing by powers of two.
uint16_t workOf(uint64_t nodes)
{
    if (nodes < 4096) return uint16_t(nodes);
    return uint16_t(4096 + 64 * (std::bit_width(nodes) - 12));
}

} // namespace

void MateTable::Free::operator()(void* p) const
{
    std::free(p);
}

MateTable::MateTable(size_t megabytes)
{
    resize(megabytes);
}

void MateTable::resize(size_t megabytes)
{
    const size_t wanted = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Cluster));
    m_count = std::bit_floor(wanted);
    m_mask = m_count - 1;
    m_memory.reset(); // give the old table back first
    // calloc leaves large blocks to the system's zero pages: no time spent clearing memory
    // that a short search never touches.
    m_memory.reset(std::calloc(m_count * sizeof(Cluster) + alignof(Cluster), 1));
    if (!m_memory) throw std::bad_alloc();
    const auto address = reinterpret_cast<uintptr_t>(m_memory.get());
    m_clusters = reinterpret_cast<Cluster*>(
        (address + alignof(Cluster) - 1) / alignof(Cluster) * alignof(Cluster));
}

void MateTable::clear()
{
    resize(m_count * sizeof(Cluster) / (1024 * 1024));
}

void MateTable::prefetch(Key boardKey) const
{
#if defined(__GNUC__)
    __builtin_prefetch(&clusterOf(boardKey));
#else
    (void)boardKey;
#endif
}

Estimate MateTable::probe(Key boardKey, Hand hand, uint16_t depth, bool& found) const
{
    Estimate result;
    std::optional<Estimate> proof;
    found = false;
    const uint32_t check = checkOf(boardKey);
    for (const Entry& e : clusterOf(boardKey).entries) {
        if (e.check != check || isEmpty(e.pn, e.dn)) continue;
        const Hand stored(e.hand);
        if (e.pn == 0) {
            // Several proofs may fit (other proof hands): the shortest mate is the answer.
            if (hand.covers(stored) && e.length <= depth && (!proof || e.length < proof->plies))
                proof = Estimate{0, Infinite, e.length, stored};
        } else if (e.dn == 0) {
            if (stored.covers(hand) && depth <= e.length) {
                found = true;
                return Estimate{Infinite, 0, e.length, stored};
            }
        } else if (e.length == depth) {
            // The same board with more pieces in hand is no harder to mate, with fewer no
            // easier to defend: their numbers bound ours.
            if (stored == hand) {
                found = true;
                result.pn = std::max(result.pn, e.pn);
                result.dn = std::max(result.dn, e.dn);
            } else if (hand.covers(stored)) {
                result.dn = std::max(result.dn, e.dn);
            } else if (stored.covers(hand)) {
                result.pn = std::max(result.pn, e.pn);
            }
        }
    }
    if (proof) {
        found = true;
        return *proof;
    }
    return result;
}

void MateTable::store(Key boardKey, Hand hand, uint16_t depth, const Estimate& est, uint64_t work)
{
    Cluster& cluster = clusterOf(boardKey);
    Entry fresh;
    fresh.check = checkOf(boardKey);
    fresh.pn = est.pn;
    fresh.dn = est.dn;
    fresh.work = workOf(work);
    fresh.hand = est.known() ? est.hand.raw() : hand.raw();
    fresh.length = est.known() ? est.plies : depth;
    // Entries of this board that the new one makes useless are freed; the new one goes into
    // the same slot as an older estimate of the same search, else into a free slot, else over
    // the entry that cost least.
    Entry* slot = nullptr;
    for (Entry& e : cluster.entries) {
        if (e.check != fresh.check || isEmpty(e.pn, e.dn)) continue;
        const Hand stored(e.hand);
        bool subsumed = false;
        if (est.proven())
            subsumed = e.dn != 0 && stored.covers(est.hand) && e.length >= est.plies;
        else if (est.disproven())
            subsumed = e.pn != 0 && est.hand.covers(stored) && e.length <= est.plies;
        else
            subsumed = e.pn != 0 && e.dn != 0 && stored == hand && e.length == depth;
        if (subsumed) {
            fresh.work = std::max(fresh.work, e.work);
            e = Entry{};
            if (!slot) slot = &e;
        }
    }
    if (!slot)
        for (Entry& e : cluster.entries)
            if (isEmpty(e.pn, e.dn)) {
                slot = &e;
                break;
            }
    if (!slot)
        slot = &*std::min_element(std::begin(cluster.entries), std::end(cluster.entries),
            [](const Entry& a, const Entry& b) { return a.work < b.work; });
    *slot = fresh;
}

int MateTable::hashfull() const
{
    const size_t sample = std::min<size_t>(m_count, 333);
    int used = 0;
    for (size_t i = 0; i < sample; ++i)
        for (const Entry& e : m_clusters[i].entries) used += !isEmpty(e.pn, e.dn);
    return int(used * 1000 / (sample * ClusterSize));
}

} // namespace shogiban::mate
