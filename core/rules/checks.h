// Assertions of core's invariants, compiled in only where SHOGIBAN_CHECKS is defined (Debug
// builds and the sanitizer preset; the CMake option SHOGIBAN_CHECKS). Release builds keep none
// of them, so the search runs at full speed there. A failed check prints where and aborts.
#pragma once

namespace shogiban {

[[noreturn]] void checkFailed(const char* condition, const char* file, int line);

#ifdef SHOGIBAN_CHECKS
inline constexpr bool ChecksEnabled = true;
#define SHOGIBAN_CHECK(condition)                                                                 \
    ((condition) ? void(0) : ::shogiban::checkFailed(#condition, __FILE__, __LINE__))
#else
inline constexpr bool ChecksEnabled = false;
#define SHOGIBAN_CHECK(condition) ((void)0)
#endif

} // namespace shogiban
