#include "mate/matett.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#include <optional>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace shogiban::mate {

namespace {

bool isEmpty(Number pn, Number dn)
{
    return pn == 0 && dn == 0;
}

// A small start: a short search touches a few hundred kilobytes.
constexpr size_t FirstCount = 8192;

// Work in nodes, as 16 bits: exact up to 4096, then growing by powers of two.
uint16_t workOf(uint64_t nodes)
{
    if (nodes < 4096) return uint16_t(nodes);
    return uint16_t(4096 + 64 * (std::bit_width(nodes) - 12));
}

} // namespace

MateTable::Memory::Memory(size_t bytes)
    : m_bytes(bytes)
{
#if defined(__linux__)
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) {
        madvise(p, bytes, MADV_HUGEPAGE); // a hint: without large pages it works all the same
        m_data = p;
        m_mapped = true;
        return;
    }
#endif
    // calloc leaves large blocks to the system's zero pages: no time spent clearing memory that
    // a short search never touches.
    m_data = std::calloc(bytes, 1);
    if (!m_data) throw std::bad_alloc();
}

MateTable::Memory::Memory(Memory&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_bytes(other.m_bytes)
    , m_mapped(other.m_mapped)
{
}

MateTable::Memory& MateTable::Memory::operator=(Memory&& other) noexcept
{
    // other frees what this held
    std::swap(m_data, other.m_data);
    std::swap(m_bytes, other.m_bytes);
    std::swap(m_mapped, other.m_mapped);
    return *this;
}

MateTable::Memory::~Memory()
{
#if defined(__linux__)
    if (m_mapped && m_data) munmap(m_data, m_bytes);
#endif
    if (!m_mapped) std::free(m_data);
}

MateTable::MateTable(size_t megabytes)
{
    resize(megabytes);
}

void MateTable::resize(size_t megabytes)
{
    const size_t wanted = std::max<size_t>(1, megabytes * 1024 * 1024 / sizeof(Cluster));
    m_maxCount = std::bit_floor(wanted);
    clear();
}

void MateTable::clear()
{
    allocate(std::min(m_maxCount, FirstCount));
    m_used = 0;
}

void MateTable::allocate(size_t count)
{
    m_count = count;
    m_mask = m_count - 1;
    m_memory = Memory(); // give the old table back first
    m_memory = Memory(m_count * sizeof(Cluster) + alignof(Cluster));
    const auto address = reinterpret_cast<uintptr_t>(m_memory.data());
    m_clusters = reinterpret_cast<Cluster*>(
        (address + alignof(Cluster) - 1) / alignof(Cluster) * alignof(Cluster));
}

// Twice the clusters, the entries moved over: those of one cluster go to two, so they fit.
void MateTable::grow()
{
    Memory old = std::move(m_memory);
    const Cluster* oldClusters = m_clusters;
    const size_t oldCount = m_count;
    allocate(m_count * 2);
    for (size_t i = 0; i < oldCount; ++i)
        for (const Entry& e : oldClusters[i].entries) {
            if (isEmpty(e.pn, e.dn)) continue;
            for (Entry& slot : clusterOf(e.key).entries)
                if (isEmpty(slot.pn, slot.dn)) {
                    slot = e;
                    break;
                }
        }
}

void MateTable::prefetch(Key boardKey) const
{
#if defined(__GNUC__)
    const char* cluster = reinterpret_cast<const char*>(&clusterOf(boardKey));
    __builtin_prefetch(cluster);
    __builtin_prefetch(cluster + sizeof(Cluster) - 1);
#else
    (void)boardKey;
#endif
}

Estimate MateTable::probe(Key boardKey, Hand hand, uint16_t depth, bool& found) const
{
    Estimate result;
    std::optional<Estimate> proof;
    found = false;
    for (const Entry& e : clusterOf(boardKey).entries) {
        if (e.key != boardKey || isEmpty(e.pn, e.dn)) continue;
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
    if (m_count < m_maxCount && m_used * 2 > m_count * ClusterSize) grow();
    Cluster& cluster = clusterOf(boardKey);
    Entry fresh;
    fresh.key = boardKey;
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
        if (e.key != boardKey || isEmpty(e.pn, e.dn)) continue;
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
            --m_used;
            if (!slot) slot = &e;
        }
    }
    if (!slot)
        for (Entry& e : cluster.entries)
            if (isEmpty(e.pn, e.dn)) {
                slot = &e;
                break;
            }
    if (slot)
        ++m_used;
    else
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
