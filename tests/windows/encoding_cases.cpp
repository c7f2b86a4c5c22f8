// The encoding cases of tests/record/encodingcases.h without Qt: built by every build (ctest
// runs it natively) and by the windows-cross build, whose encoding_cases.exe
// run_under_wine.sh runs under Wine, so iconv and the Windows API answer the same cases.
#include "encodingcases.h"

#include <iostream>
#include <string>

int main()
{
    using namespace shogiban::record::cases;
    int passed = 0, failed = 0;
    auto report = [&](const char* name, const std::string& why) {
        if (why.empty()) {
            ++passed;
            return;
        }
        ++failed;
        std::cout << "FAIL: " << name << ": " << why << '\n';
    };
    for (const DecodeCase& c : DecodeCases) report(c.name, failure(c));
    for (const EncodeCase& c : EncodeCases) report(c.name, failure(c));
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
