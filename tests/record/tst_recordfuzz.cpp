// A bounded randomized mutation pass over every reader (SFEN, USI, KIF, KI2, CSA, JSON): mutated
// seed files must never crash or hang a reader, and whatever a reader returns must write in
// every format and read back. SHOGIBAN_FUZZ_SECONDS sets the time per format (default 0.5 s);
// SHOGIBAN_FUZZ_SEED the random seed. The libFuzzer target (fuzz/) runs the same checks.
#include "encodingcases.h"
#include "fuzzexercise.h"

#include <QTest>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace shogiban::record;
using namespace shogiban::record::test;

namespace {

std::vector<std::string> seedsFor(RecordFormat format)
{
    std::vector<std::string> seeds;
    for (const char* dir : {"/fuzz", "/records", "/dialects"})
        for (const auto& entry :
            std::filesystem::directory_iterator(std::string(SHOGIBAN_TEST_DATA_DIR) + dir)) {
            std::optional<RecordFormat> f = formatFromPath(entry.path().string());
            bool sameReader
                = f == format || (format == RecordFormat::Kif && f == RecordFormat::Kifu);
            if (!sameReader) continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream bytes;
            bytes << in.rdbuf();
            seeds.push_back(bytes.str());
        }
    return seeds;
}

// Pieces of the formats' syntax, so that mutations reach deep into the readers.
const std::vector<std::string> Dictionary = {"変化：", "同　", "打", "成", "不成", "投了", "詰み",
    "手合割：", "|", " ・", "v", "*", "&", "手数----指手--", "まで", "手で", "▲", "△", "(", ")",
    "/", ":", "：", "+", "-", "%TORYO", "P1", "PI", "P+", "00AL", "T", ",", "'", "V2.2", "{", "}",
    "[", "]", "\"forks\"", "\"move\"", "\"special\"", "\"x\":", "\"same\":true", "moves", "sfen",
    "startpos", "position", "9", "0", "\n", "\r\n", "　", "+R", "K", "1000000", "-1", "十八", "飛",
    "王", "龍", "\xff", "\x82\xa0", "~0.", "~3.", "7ku", "_", ".r", "不戦勝", "'** 12"};

std::string mutate(
    const std::string& seed, const std::vector<std::string>& seeds, std::mt19937& rng)
{
    std::string s = seed;
    auto pick = [&](size_t n) {
        return n == 0 ? size_t(0) : std::uniform_int_distribution<size_t>(0, n - 1)(rng);
    };
    int rounds = 1 + int(pick(4));
    for (int i = 0; i < rounds; ++i) {
        size_t at = pick(s.size() + 1);
        switch (pick(7)) {
        case 0:
            if (!s.empty()) s[pick(s.size())] = char(pick(256));
            break;
        case 1:
            s.insert(at, 1, char(pick(256)));
            break;
        case 2:
            s.erase(at, pick(16));
            break;
        case 3:
            s.insert(at, Dictionary[pick(Dictionary.size())]);
            break;
        case 4:
            s.insert(at, s.substr(pick(s.size() + 1), pick(64)));
            break;
        case 5: {
            const std::string& other = seeds[pick(seeds.size())];
            s = s.substr(0, at) + other.substr(pick(other.size() + 1));
            break;
        }
        default:
            s.resize(at);
            break;
        }
    }
    return s;
}

// The input for the log: line by line, each shown as encodingcases.h shows bytes.
std::string escaped(std::string_view input)
{
    std::string text;
    for (size_t start = 0;;) {
        const size_t end = input.find('\n', start);
        text += cases::shown(input.substr(start, end - start));
        if (end == std::string_view::npos) return text;
        text += "\\n\n";
        start = end + 1;
    }
}

double secondsPerFormat()
{
    const char* env = std::getenv("SHOGIBAN_FUZZ_SECONDS");
    return env ? std::atof(env) : 0.5;
}

} // namespace

class TestRecordFuzz : public QObject {
    Q_OBJECT
private slots:
    void mutatedInputsNeverCrashAReader_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("sfen") << int(RecordFormat::Sfen);
        QTest::newRow("usi") << int(RecordFormat::Usi);
        QTest::newRow("kif") << int(RecordFormat::Kif);
        QTest::newRow("ki2") << int(RecordFormat::Ki2);
        QTest::newRow("csa") << int(RecordFormat::Csa);
        QTest::newRow("json") << int(RecordFormat::Jkf);
        QTest::newRow("usen") << int(RecordFormat::Usen);
    }
    void mutatedInputsNeverCrashAReader()
    {
        QFETCH(int, format);
        std::vector<std::string> seeds = seedsFor(RecordFormat(format));
        QVERIFY(!seeds.empty());
        const char* seedEnv = std::getenv("SHOGIBAN_FUZZ_SEED");
        std::mt19937 rng(seedEnv ? unsigned(std::atol(seedEnv)) : std::random_device{}());
        auto deadline
            = std::chrono::steady_clock::now() + std::chrono::duration<double>(secondsPerFormat());
        long inputs = 0;
        for (const std::string& seed : seeds) {
            QVERIFY2(exerciseReader(seed, RecordFormat(format)), seed.c_str());
            ++inputs;
        }
        while (std::chrono::steady_clock::now() < deadline) {
            std::string input = mutate(seeds[inputs % seeds.size()], seeds, rng);
            if (!exerciseReader(input, RecordFormat(format))) {
                std::string path = std::string(SHOGIBAN_BINARY_DIR) + "/record-fuzz-failure";
                std::ofstream(path, std::ios::binary) << input;
                // CI keeps only the log: the input goes there too, every byte readable.
                std::fprintf(stderr, "the input (\\n ends a line, \\xNN is a byte):\n%s\n",
                    escaped(input).c_str());
                QFAIL(("our own output failed to read back; the input is in " + path).c_str());
            }
            ++inputs;
        }
        qInfo("%ld inputs", inputs);
    }
};

QTEST_APPLESS_MAIN(TestRecordFuzz)
#include "tst_recordfuzz.moc"
