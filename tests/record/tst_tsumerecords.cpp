// Tsume problems in every record format: a board with only gote's king, the attacker's hand,
// and the defender's hand written out or as "the rest" (KIF 残り全部, CSA P-00AL); each format
// reads them and writes them back unchanged. A position the rules refuse is reported with the
// rules' reason.
#include "record/formats.h"
#include "record/setup.h"
#include "recordtestutil.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::record;
using namespace shogiban::record::test;

namespace {

// Gote's king on 5a, a sente pawn on 5c, a gold in sente's hand, the rest in gote's hand.
constexpr std::string_view HeadGold = "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";

// A board diagram as Kifu for Windows writes tsume problems (手合割 平手 beside the board).
std::string kifDiagram(std::string_view goteHand)
{
    return "手合割：平手\n後手の持駒：" + std::string(goteHand)
        + "\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
          "+---------------------------+\n"
          "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
          "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|九\n"
          "+---------------------------+\n"
          "先手の持駒：金　\n";
}

ReadResult readUtf8(std::string_view text, RecordFormat format)
{
    ReadResult result = readRecord(text, format);
    if (result.error) qWarning("%s", describe(*result.error).c_str());
    return result;
}

std::string mainLine(const Record& r)
{
    return treeText(r.moves, false, false);
}

} // namespace

class TestTsumeRecords : public QObject {
    Q_OBJECT
private slots:
    void eachFormatReadsATsumeProblem_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("text");
        const std::string moves = "手数----指手---------消費時間--\n"
                                  "   1 ５二金打     ( 0:00/00:00:00)\n"
                                  "まで1手で詰み\n";
        QTest::newRow("KIF, the rest")
            << int(RecordFormat::Kifu)
            << QString::fromStdString("作品名：頭金\n" + kifDiagram("残り全部") + moves);
        QTest::newRow("KIF, the rest (すべて)")
            << int(RecordFormat::Kifu) << QString::fromStdString(kifDiagram("残りすべて") + moves);
        QTest::newRow("KIF, hands written out")
            << int(RecordFormat::Kifu)
            << QString::fromStdString(kifDiagram("飛二　角二　金三　銀四　桂四　香四　歩十七") + moves);
        QTest::newRow("KI2") << int(RecordFormat::Ki2)
                             << QString::fromStdString(kifDiagram("残り全部") + "▲５二金打\nまで1手で詰み\n");
        QTest::newRow("CSA, P-00AL") << int(RecordFormat::Csa)
                                     << "V2.2\n"
                                        "P1 *  *  *  * -OU *  *  *  * \n"
                                        "P2 *  *  *  *  *  *  *  *  * \n"
                                        "P3 *  *  *  * +FU *  *  *  * \n"
                                        "P4 *  *  *  *  *  *  *  *  * \n"
                                        "P5 *  *  *  *  *  *  *  *  * \n"
                                        "P6 *  *  *  *  *  *  *  *  * \n"
                                        "P7 *  *  *  *  *  *  *  *  * \n"
                                        "P8 *  *  *  *  *  *  *  *  * \n"
                                        "P9 *  *  *  *  *  *  *  *  * \n"
                                        "P+00KI\n"
                                        "P-00AL\n"
                                        "+\n"
                                        "+0052KI\n"
                                        "%TSUMI\n";
        QTest::newRow("CSA, pieces placed one by one")
            << int(RecordFormat::Csa) << "P-51OU\nP+53FU00KI\nP-00AL\n+\n+0052KI\n";
        QTest::newRow("JKF")
            << int(RecordFormat::Jkf)
            << R"({"header":{},"initial":{"preset":"OTHER","data":{"board":[)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{"color":1,"kind":"OU"},{},{"color":0,"kind":"FU"},{},{},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],)"
               R"("color":0,"hands":[{"KI":1},{"FU":17,"KY":4,"KE":4,"GI":4,"KI":3,"KA":2,"HI":2}]}},)"
               R"("moves":[{},{"move":{"color":0,"to":{"x":5,"y":2},"piece":"KI"}}]})";
        QTest::newRow("SFEN") << int(RecordFormat::Sfen) << "sfen " + QString(HeadGold.data()) + " moves G*5b";
        QTest::newRow("USI")
            << int(RecordFormat::Usi) << "position sfen " + QString(HeadGold.data()) + " moves G*5b";
    }
    void eachFormatReadsATsumeProblem()
    {
        QFETCH(int, format);
        QFETCH(QString, text);
        const ReadResult result = readUtf8(text.toStdString(), RecordFormat(format));
        QVERIFY(result.ok());
        QCOMPARE(sfenWithoutMoveNumber(result.record.startSfen), sfenWithoutMoveNumber(HeadGold));
        QCOMPARE(result.record.moves.empty() ? Move() : result.record.moves[0].move,
            parseUsiMove("G*5b").move);
    }

    // Written in each format and read back: the same position and moves.
    void eachFormatWritesATsumeProblem_data()
    {
        QTest::addColumn<int>("format");
        for (RecordFormat format : AllRecordFormats)
            QTest::newRow(std::string(extensionOf(format)).c_str()) << int(format);
    }
    void eachFormatWritesATsumeProblem()
    {
        QFETCH(int, format);
        Record r;
        r.startSfen = std::string(HeadGold);
        r.moves = randomLine(HeadGold, 12, 3);
        const std::string bytes = writeRecord(r, RecordFormat(format));
        const ReadResult back = readRecord(bytes, RecordFormat(format));
        QVERIFY2(back.ok(), back.error ? describe(*back.error).c_str() : "");
        QCOMPARE(back.record.startSfen, r.startSfen);
        QCOMPARE(mainLine(back.record), mainLine(r));
    }

    // What the rules refuse is reported as a bad position with the rules' own reason.
    void brokenPositionsSayWhy_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::newRow("KIF, two sente kings")
            << int(RecordFormat::Kifu)
            << QString::fromStdString(kifDiagram("残り全部"))
                   .replace(QStringLiteral("| ・ ・ ・ ・ ・ ・ ・ ・ ・|九"),
                       QStringLiteral("| ・ ・ ・ 玉 玉 ・ ・ ・ ・|九"))
            << int(SfenErrorCode::DuplicateKing);
        QTest::newRow("CSA, no gote king") << int(RecordFormat::Csa) << "P+59OU\nP-00AL\n+\n"
                                           << int(SfenErrorCode::MissingKing);
        QTest::newRow("USI, pawn on the last rank")
            << int(RecordFormat::Usi) << "position sfen 4k3P/9/9/9/9/9/9/9/9 b - 1"
            << int(SfenErrorCode::DeadSquare);
        QTest::newRow("JKF, nifu")
            << int(RecordFormat::Jkf)
            << R"({"header":{},"initial":{"preset":"OTHER","data":{"board":[)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{"color":1,"kind":"OU"},{},{"color":0,"kind":"FU"},{},{"color":0,"kind":"FU"},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
               R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],)"
               R"("color":0,"hands":[{},{}]}},"moves":[{}]})"
            << int(SfenErrorCode::Nifu);
    }
    void brokenPositionsSayWhy()
    {
        QFETCH(int, format);
        QFETCH(QString, text);
        QFETCH(int, code);
        const ReadResult result = readRecord(text.toStdString(), RecordFormat(format));
        QVERIFY(result.error.has_value());
        QCOMPARE(result.error->code, ReadErrorCode::BadPosition);
        QVERIFY(result.error->position.has_value());
        QCOMPARE(int(result.error->position->code), code);
    }
};

QTEST_GUILESS_MAIN(TestTsumeRecords)
#include "tst_tsumerecords.moc"
