// Work over the samples of a fit, shared by several threads: every objective of the fits
// evaluates each of its samples again for each weight it tries.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace shogiban::tuning {

// Calls body(i, t) for every i in [0, count), thread t taking every threads-th i.
template <typename Body> void parallelFor(size_t count, int threads, const Body& body)
{
    threads = std::max(1, threads);
    const auto work = [&](int t) {
        for (size_t i = size_t(t); i < count; i += size_t(threads)) body(i, t);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (std::thread& th : pool) th.join();
}

// The mean of term(i) over the i in [0, count) where counts(i); 0 when there is none.
template <typename Counts, typename Term>
double parallelMean(size_t count, int threads, const Counts& counts, const Term& term)
{
    threads = std::max(1, threads);
    std::vector<double> sums(size_t(threads), 0.0);
    std::vector<size_t> counted(size_t(threads), 0);
    parallelFor(count, threads, [&](size_t i, int t) {
        if (!counts(i)) return;
        sums[size_t(t)] += term(i);
        ++counted[size_t(t)];
    });
    double sum = 0;
    size_t n = 0;
    for (int t = 0; t < threads; ++t) {
        sum += sums[size_t(t)];
        n += counted[size_t(t)];
    }
    return n ? sum / double(n) : 0;
}

} // namespace shogiban::tuning
