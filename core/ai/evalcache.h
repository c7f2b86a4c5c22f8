// The static evaluations of positions a search has just evaluated, by key. The table keeps a
// position's evaluation only while its entry survives; about a third of the evaluations of a
// search (31% in bench) are of positions whose evaluation it had lost, and this cache answers
// them. An evaluation is a function of the position alone, so that a search plays the
// same moves with it as without; it is cleared for each search, in case the weights changed.
#pragma once

#include "ai/score.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace shogiban::ai {

class EvalCache {
public:
    static constexpr size_t Size = size_t(1) << 16; // of 16 bytes each: 1 MB

    EvalCache()
        : m_entries(Size)
    {
    }

    void clear() { std::fill(m_entries.begin(), m_entries.end(), Entry{}); }

    // The evaluation of the position with this key: remembered, or compute() and remembered.
    template <typename Compute> Value get(uint64_t key, Compute&& compute)
    {
        Entry& e = m_entries[key & (Size - 1)];
        if (e.filled && e.key == key) return e.value;
        e = {key, compute(), true};
        return e.value;
    }

private:
    struct Entry {
        uint64_t key = 0;
        Value value = 0;
        bool filled = false;
    };
    std::vector<Entry> m_entries;
};

} // namespace shogiban::ai
