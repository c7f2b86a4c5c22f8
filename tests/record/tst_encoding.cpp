// Text encodings (core/record/encoding.h): the shared cases of encodingcases.h, and the one
// detection as the record readers use it.
#include "encodingcases.h"
#include "record/formats.h"
#include "record/replay.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace shogiban;
using namespace shogiban::record;

namespace {

std::string sample(const std::string& name)
{
    std::ifstream in(std::string(SHOGIBAN_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (bytes.str().empty()) qFatal("missing sample %s", name.c_str());
    return bytes.str();
}

} // namespace

class TestEncoding : public QObject {
    Q_OBJECT
private slots:
    void decoding_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < std::size(cases::DecodeCases); ++i)
            QTest::newRow(cases::DecodeCases[i].name) << int(i);
    }
    void decoding()
    {
        QFETCH(int, index);
        const std::string why = cases::failure(cases::DecodeCases[index]);
        QVERIFY2(why.empty(), why.c_str());
    }

    void encoding_data()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < std::size(cases::EncodeCases); ++i)
            QTest::newRow(cases::EncodeCases[i].name) << int(i);
    }
    void encoding()
    {
        QFETCH(int, index);
        const std::string why = cases::failure(cases::EncodeCases[index]);
        QVERIFY2(why.empty(), why.c_str());
    }

    // The same KIF in each encoding reads to the same game, by extension and by detection.
    void eucJpKifReadsLikeShiftJis()
    {
        const std::string shiftJis = sample("even_branches_sjis.kif");
        const DecodedText text = decodeText(shiftJis);
        QVERIFY(text.ok());
        QCOMPARE(text.encoding, TextEncoding::ShiftJis);
        const std::string eucJp = encodeText(text.utf8, TextEncoding::EucJp);
        QCOMPARE(decodeText(eucJp).encoding, TextEncoding::EucJp);
        QCOMPARE(decodeText(eucJp).utf8, text.utf8);
        const ReadResult expected = readRecord(shiftJis, RecordFormat::Kif);
        QVERIFY(expected.ok());
        for (const ReadResult& got :
            {readRecord(eucJp, RecordFormat::Kif), readRecordAnyFormat(eucJp),
                readRecordAnyFormat(encodeText(text.utf8, TextEncoding::Utf8))}) {
            QVERIFY(got.ok());
            QCOMPARE(positionAfter(got.record).sfen(), positionAfter(expected.record).sfen());
            QCOMPARE(got.record.header, expected.record.header);
        }
    }

    // A file in no encoding gets one error, whether its format is named or detected: the line,
    // the offset and the value of the first bad byte.
    void undecodableTextHasOneErrorWhereverItIsRead()
    {
        std::string kif = sample("even_branches_sjis.kif");
        const size_t at = kif.find('\n', kif.size() / 2) + 1;
        kif[at] = '\x81';
        kif[at + 1] = ' '; // a lead byte before a space: never Shift_JIS
        const int line = 1 + int(std::count(kif.begin(), kif.begin() + std::ptrdiff_t(at), '\n'));
        const std::string expected = "line " + std::to_string(line)
            + ": not UTF-8, Shift_JIS or EUC-JP text: byte 0x81 at offset " + std::to_string(at)
            + " is not Shift_JIS";
        for (const ReadResult& got : {readRecord(kif, RecordFormat::Kif),
                 readRecord(kif, RecordFormat::Jkf), readRecordAnyFormat(kif)}) {
            QVERIFY(got.error);
            QCOMPARE(got.error->code, ReadErrorCode::BadEncoding);
            QVERIFY(got.error->badByte);
            QCOMPARE(got.error->badByte->offset, at);
            QCOMPARE(got.error->line, line);
            QCOMPARE(describe(*got.error), expected);
        }
        QCOMPARE(detectFormat(kif), std::nullopt);
    }

    void binaryFileIsNotText()
    {
        const std::string png("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16);
        const ReadResult got = readRecordAnyFormat(png);
        QVERIFY(got.error);
        QCOMPARE(got.error->code, ReadErrorCode::BadEncoding);
        QCOMPARE(describe(*got.error),
            std::string("line 3: not UTF-8, Shift_JIS or EUC-JP text: byte 0x00 at offset 8 is a "
                        "control character, not text"));
    }

    // A KIF written for Windows is CP932; reading it back detects Shift_JIS.
    void writtenShiftJisReadsBack()
    {
        Record r;
        r.setHeader("先手", "羽生善治");
        r.setHeader("後手", "①～");
        const std::string kif = writeRecord(r, RecordFormat::Kif);
        QCOMPARE(decodeText(kif).encoding, TextEncoding::ShiftJis);
        const ReadResult back = readRecord(kif, RecordFormat::Kif);
        QVERIFY(back.ok());
        for (std::string_view key : {"先手", "後手"})
            QCOMPARE(*back.record.headerValue(key), *r.headerValue(key));
    }
};

QTEST_APPLESS_MAIN(TestEncoding)
#include "tst_encoding.moc"
