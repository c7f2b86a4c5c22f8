// libFuzzer target for every record reader: the first byte picks the format (see
// make_corpus.sh), the rest is the file. Same checks as tst_recordfuzz.
#include "../fuzzexercise.h"

#include <cstdint>
#include <cstdlib>
#include <iterator>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shogiban::record::test;
    if (size == 0) return 0;
    auto format = shogiban::record::AllRecordFormats[data[0]
        % std::size(shogiban::record::AllRecordFormats)];
    std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
    if (!exerciseReader(input, format)) std::abort();
    return 0;
}
