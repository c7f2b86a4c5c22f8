// Milliseconds on the monotonic clock: deadlines for searches and for engine replies.
#pragma once

#include <chrono>
#include <cstdint>

namespace shogiban {

inline int64_t steadyMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

} // namespace shogiban
