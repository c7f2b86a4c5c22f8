#include "rules/checks.h"

#include <cstdio>
#include <cstdlib>

namespace shogiban {

void checkFailed(const char* condition, const char* file, int line)
{
    std::fprintf(stderr, "%s:%d: check failed: %s\n", file, line, condition);
    std::fflush(stderr);
    std::abort();
}

} // namespace shogiban
