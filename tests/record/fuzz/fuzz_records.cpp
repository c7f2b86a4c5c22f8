// libFuzzer targets for the record readers, with the checks of tst_recordfuzz (fuzzexercise.h).
// fuzz_records: the first byte picks the reader (see make_corpus.sh), the rest is the file.
// fuzz_jkf, fuzz_kif, ...: built with SHOGIBAN_FUZZ_FORMAT, one reader; the input is the file.
#include "../fuzzexercise.h"

#include <cstdint>
#include <cstdlib>
#include <iterator>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace shogiban::record;
    using namespace shogiban::record::test;
#ifdef SHOGIBAN_FUZZ_FORMAT
    const RecordFormat format = AllRecordFormats[SHOGIBAN_FUZZ_FORMAT];
#else
    if (size == 0) return 0;
    const RecordFormat format = AllRecordFormats[data[0] % std::size(AllRecordFormats)];
    ++data;
    --size;
#endif
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    if (!exerciseReader(input, format)) std::abort();
    return 0;
}
