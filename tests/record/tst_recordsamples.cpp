// Sample files written by hand the way other programs write them: each loads to the expected
// position, with its header, comments, times, variations and ending.
#include "record/formats.h"
#include "record/replay.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace shogiban;
using namespace shogiban::record;

namespace {

ReadResult load(const std::string& name)
{
    std::ifstream in(std::string(SHOGIBAN_TEST_DATA_DIR) + "/records/" + name, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::optional<RecordFormat> format = formatFromPath(name);
    if (!format || bytes.str().empty()) qFatal("missing sample %s", name.c_str());
    return readRecord(bytes.str(), *format);
}

} // namespace

class TestRecordSamples : public QObject {
    Q_OBJECT
private slots:
    void samplesLoadToTheirFinalPosition_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("ending");
        QTest::addColumn<QString>("sfen");
        QTest::newRow("Shift_JIS KIF with branches, resignation")
            << "even_branches_sjis.kif" << 8 << int(SpecialMove::Resign)
            << "ln2kg1nl/1r1sg2s1/pppppp1pp/6p2/9/2P1B4/PP1PPPPPP/7R1/LNSGKGSNL b b 9";
        QTest::newRow("two-piece handicap, resignation")
            << "handicap_2pieces_resign.kifu" << 6 << int(SpecialMove::Resign)
            << "ln1gkgsnl/9/ppppspppp/4p4/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL w - 7";
        QTest::newRow("board diagram, checkmate")
            << "board_mate.kifu" << 1 << int(SpecialMove::Mate)
            << "4k4/4G4/4P4/9/9/9/9/9/4K4 w 2r2b3g4s4n4l17p 2";
        QTest::newRow("Shift_JIS KI2, sennichite")
            << "sennichite.ki2" << 12 << int(SpecialMove::Sennichite)
            << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 13";
        QTest::newRow("CSA V2.2 bishop handicap, impasse")
            << "impasse_handicap_v22.csa" << 4 << int(SpecialMove::Impasse)
            << "lnsgkgsnl/1r7/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 5";
        QTest::newRow("CSA V3.0 with times, time-up")
            << "times_v30.csa" << 4 << int(SpecialMove::TimeUp)
            << "lnsgkgsnl/1r5b1/p1ppppppp/9/1p5P1/9/PPPPPPP1P/1B5R1/LNSGKGSNL b - 5";
        QTest::newRow("JKF with forks, time-up")
            << "forks_timeup.json" << 5 << int(SpecialMove::TimeUp)
            << "lnsgkgsnl/1r7/pppppp1pp/6p2/9/2P6/PPBPPPPPP/7R1/L1SGKGSNL w Bn 6";
        QTest::newRow("USI")
            << "opening.usi" << 6 << -1
            << "lnsgkgsnl/1r7/ppppp1bpp/5pp2/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL b - 7";
        QTest::newRow("SFEN with moves")
            << "handicap.sfen" << 2 << -1
            << "lns1kgsnl/4g4/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 3";
    }
    void samplesLoadToTheirFinalPosition()
    {
        QFETCH(QString, file);
        QFETCH(int, moves);
        QFETCH(int, ending);
        QFETCH(QString, sfen);
        ReadResult r = load(file.toStdString());
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(int(mainLineMoves(r.record).size()), moves);
        QCOMPARE(mainLineEnding(r.record).has_value(), ending >= 0);
        if (ending >= 0) QCOMPARE(int(*mainLineEnding(r.record)), ending);
        QCOMPARE(QString::fromStdString(positionAfter(r.record).sfen()), sfen);
    }

    void kifBranchesCommentsTimesAndHeader()
    {
        Record r = load("even_branches_sjis.kif").record;
        QCOMPARE(*r.headerValue("先手"), std::string("佐藤"));
        QCOMPARE(*r.headerValue("棋戦"), std::string("練習対局"));
        QCOMPARE(r.initialComments, std::vector<std::string>{"対局前のコメント"});
        QCOMPARE(r.moves[2].comments, std::vector<std::string>{"角交換"});
        QCOMPARE(*r.moves[5].elapsedMs, int64_t(65000));
        QCOMPARE(r.moves[2].variations.size(), size_t(1));
        QCOMPARE(r.moves[2].variations[0][0].comments, std::vector<std::string>{"居飛車"});
        QCOMPARE(r.moves[5].variations.size(), size_t(1));
        QCOMPARE(r.moves[5].variations[0].back().special, std::optional(SpecialMove::Interrupt));
    }

    void csaTimesAndComments()
    {
        Record r = load("times_v30.csa").record;
        QCOMPARE(*r.headerValue("先手"), std::string("先手さん"));
        QCOMPARE(*r.moves[0].elapsedMs, int64_t(1500));
        QCOMPARE(*r.moves[1].elapsedMs, int64_t(2250));
        QCOMPARE(r.moves[1].comments, std::vector<std::string>{"飛車先を突く"});
        QCOMPARE(r.initialComments, std::vector<std::string>{"開始局面のコメント"});
        Record v22 = load("impasse_handicap_v22.csa").record;
        QCOMPARE(*v22.moves[2].elapsedMs, int64_t(3000)); // "-8384FU,T3" on one line
    }

    // Rule: a record with an illegal move loads up to that move and says where it is.
    void illegalMoveLoadsUpToIt()
    {
        ReadResult r = load("illegal_at_ply5.kifu");
        QVERIFY(r.error.has_value());
        QCOMPARE(r.error->code, ReadErrorCode::IllegalMove);
        QCOMPARE(r.error->ply, 5);
        QCOMPARE(r.error->line, 7);
        QCOMPARE(mainLineMoves(r.record).size(), size_t(4));
    }

    void readersNameTheLineAndTheProblem()
    {
        ReadResult unknownPiece
            = readRecord("手合割：平手\n手数----\n   1 ７六犬(77)\n", RecordFormat::Kifu);
        QCOMPARE(unknownPiece.error->code, ReadErrorCode::UnknownPiece);
        QCOMPARE(unknownPiece.error->line, 3);
        ReadResult header = readRecord("手合割：九枚落ち\n   1 ７六歩(77)\n", RecordFormat::Kifu);
        QCOMPARE(header.error->code, ReadErrorCode::BadHeader);
        ReadResult number = readRecord("   1 ７六歩(77)\n   3 ３四歩(33)\n", RecordFormat::Kifu);
        QCOMPARE(number.error->code, ReadErrorCode::BadMoveNumber);
        QCOMPARE(number.error->line, 2);
        ReadResult csa = readRecord("V2.2\nPI\n+\n+7776FU\n-3334XX\n", RecordFormat::Csa);
        QCOMPARE(csa.error->code, ReadErrorCode::UnknownPiece);
        QCOMPARE(csa.error->line, 5);
        ReadResult json
            = readRecord("{\"header\":{},\n\"moves\":[{}, {\"move\":", RecordFormat::Jkf);
        QCOMPARE(json.error->code, ReadErrorCode::BadJson);
        QCOMPARE(json.error->line, 2);
        ReadResult trailing
            = readRecord("   1 ７六歩(77)\n終了日時：2026/01/01\n??\n", RecordFormat::Kifu);
        QCOMPARE(*trailing.record.headerValue("終了日時"), std::string("2026/01/01"));
        QCOMPARE(trailing.error->code, ReadErrorCode::BadSyntax);
        QCOMPARE(trailing.error->line, 3);
        ReadResult usi = readRecord("position startpos moves 7g7f 7g7f", RecordFormat::Usi);
        QCOMPARE(usi.error->code, ReadErrorCode::IllegalMove);
        QCOMPARE(usi.error->ply, 2);
        QCOMPARE(mainLineMoves(usi.record).size(), size_t(1));
        ReadResult ki2 = readRecord("手合割：平手\n\n▲７六歩 △３四歩 ▲５一角\n", RecordFormat::Ki2);
        QVERIFY(ki2.error.has_value());
        QCOMPARE(ki2.error->code, ReadErrorCode::IllegalMove);
        QCOMPARE(ki2.error->ply, 3);
    }
};

QTEST_APPLESS_MAIN(TestRecordSamples)
#include "tst_recordsamples.moc"
