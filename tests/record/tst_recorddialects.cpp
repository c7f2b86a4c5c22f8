// Files in the dialects of other programs (tests/data/dialects, written by hand the way those
// programs write them): handicaps by every name, endings, CSA versions, engine logs and
// comments in no encoding. Each is read, and written back without losing what was read.
#include "record/formats.h"
#include "record/replay.h"
#include "rules/usimove.h"
#include "recordtestutil.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace shogiban;
using namespace shogiban::record;

namespace {

std::string bytesOf(const std::string& name)
{
    std::ifstream in(std::string(SHOGIBAN_TEST_DATA_DIR) + "/dialects/" + name, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (bytes.str().empty()) qFatal("missing sample %s", name.c_str());
    return bytes.str();
}

ReadResult load(const std::string& name)
{
    std::optional<RecordFormat> format = formatFromPath(name);
    if (!format) qFatal("no format for %s", name.c_str());
    return readRecord(bytesOf(name), *format);
}

std::string headerOf(const Record& record, std::string_view key)
{
    const std::string* value = record.headerValue(key);
    return value ? *value : "(none)";
}

// Written in `format` and read back, the record keeps its start, moves, comments and header.
void checkRoundTrip(const Record& record, RecordFormat format)
{
    const ReadResult back = readRecord(writeRecord(record, format), format);
    QVERIFY2(back.ok(), back.error ? describe(*back.error).c_str() : "");
    QCOMPARE(startSfenOf(back.record), startSfenOf(record));
    QCOMPARE(test::treeText(back.record.moves, false, true), test::treeText(record.moves, false, true));
    for (const auto& [key, value] : record.header) {
        // CSA has one name per side (N+, N-): a handicap game's 下手 and 上手 come back as such.
        std::string_view kept = key;
        if (format == RecordFormat::Csa && (key == "下手" || key == "上手"))
            kept = key == "下手" ? "先手" : "後手";
        QCOMPARE(headerOf(back.record, kept), value);
    }
}

constexpr std::string_view Lower = "ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";

} // namespace

class TestRecordDialects : public QObject {
    Q_OBJECT
private slots:
    void kifHandicapsByEveryName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("name"); // the 手合割 written back
        QTest::addColumn<QString>("jkf");
        QTest::addColumn<QString>("upper"); // gote's first two ranks
        QTest::newRow("三枚落ち") << "handicap_3.kif" << "三枚落ち" << "3" << "lnsgkgsn1/9";
        QTest::newRow("五枚落ち") << "handicap_5.kif" << "五枚落ち" << "5" << "2sgkgsn1/9";
        QTest::newRow("左五枚落ち") << "handicap_5_L.kif" << "左五枚落ち" << "5_L" << "1nsgkgs2/9";
        QTest::newRow("左七枚落ち") << "handicap_7_L.kif" << "左七枚落ち" << "7_L" << "2sgkg3/9";
        QTest::newRow("右七枚落ち") << "handicap_7_R.kif" << "右七枚落ち" << "7_R" << "3gkgs2/9";
        // Another program's name for 香落ち: read, and written as 香落ち.
        QTest::newRow("左香落ち") << "handicap_KY_L.kif" << "香落ち" << "KY" << "lnsgkgsn1/1r5b1";
    }
    void kifHandicapsByEveryName()
    {
        QFETCH(QString, file);
        QFETCH(QString, name);
        QFETCH(QString, jkf);
        QFETCH(QString, upper);
        const ReadResult r = load(file.toStdString());
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(QString::fromStdString(r.record.startSfen),
            upper + "/" + QString::fromUtf8(Lower.data(), qsizetype(Lower.size())));
        // Kifu for Windows names the players of a handicap game 上手 (gote) and 下手 (sente).
        QCOMPARE(headerOf(r.record, "上手"), std::string("高橋七段"));
        QCOMPARE(headerOf(r.record, "下手"), std::string("田中初段"));
        QCOMPARE(int(mainLineMoves(r.record).size()), 3);
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Resign));
        QCOMPARE(r.record.moves[0].elapsedMs, std::optional<int64_t>(5000));
        QCOMPARE(r.record.initialComments.size(), size_t(1));

        const std::string kif = writeRecord(r.record, RecordFormat::Kifu);
        QVERIFY2(kif.find("手合割：" + name.toStdString() + "\n") != std::string::npos, kif.c_str());
        QVERIFY(kif.find("上手：高橋七段\n") != std::string::npos);
        const std::string json = writeRecord(r.record, RecordFormat::Jkf);
        QVERIFY2(json.find("\"preset\": \"" + jkf.toStdString() + "\"") != std::string::npos
                || json.find("\"preset\":\"" + jkf.toStdString() + "\"") != std::string::npos,
            json.c_str());
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Ki2, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
    }

    void kifOtherHandicapWithBoard()
    {
        const ReadResult r = load("handicap_other_board.kif");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(r.record.startSfen,
            std::string("lns1k1snl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"));
        QCOMPARE(headerOf(r.record, "上手"), std::string("先生"));
        QCOMPARE(int(mainLineMoves(r.record).size()), 2);
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Interrupt));
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Csa, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
    }

    void jkfPresetsOnlyFilesKnow_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("upper");
        QTest::newRow("3") << "3" << "lnsgkgsn1/9";
        QTest::newRow("5") << "5" << "2sgkgsn1/9";
        QTest::newRow("5_L") << "5_L" << "1nsgkgs2/9";
        QTest::newRow("7_L") << "7_L" << "2sgkg3/9";
        QTest::newRow("7_R") << "7_R" << "3gkgs2/9";
    }
    void jkfPresetsOnlyFilesKnow()
    {
        QFETCH(QString, preset);
        QFETCH(QString, upper);
        const ReadResult r = load("jkf_preset_" + preset.toStdString() + ".json");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(QString::fromStdString(r.record.startSfen),
            upper + "/" + QString::fromUtf8(Lower.data(), qsizetype(Lower.size())));
        QCOMPARE(int(mainLineMoves(r.record).size()), 2);
        QCOMPARE(headerOf(r.record, "上手"), std::string("Teacher"));
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Jkf, RecordFormat::Csa})
            checkRoundTrip(r.record, format);
    }

    void endingsOtherProgramsWrite_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("ending");
        QTest::newRow("不戦勝") << "forfeit_win.kif" << 0 << int(SpecialMove::ForfeitWin);
        QTest::newRow("不戦敗") << "forfeit_loss.kifu" << 1 << int(SpecialMove::ForfeitLoss);
        // KI2 names the winner: 後手 wins while 先手 is to move, so 先手 loses.
        QTest::newRow("KI2 後手の不戦勝") << "forfeit.ki2" << 0 << int(SpecialMove::ForfeitLoss);
        QTest::newRow("反則勝ち") << "illegal_win.kif" << 2 << int(SpecialMove::IllegalWin);
        QTest::newRow("持将棋") << "impasse.kif" << 2 << int(SpecialMove::Impasse);
        QTest::newRow("入玉勝ち") << "declaration.kifu" << 3 << int(SpecialMove::Declaration);
    }
    void endingsOtherProgramsWrite()
    {
        QFETCH(QString, file);
        QFETCH(int, moves);
        QFETCH(int, ending);
        const ReadResult r = load(file.toStdString());
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(int(mainLineMoves(r.record).size()), moves);
        QCOMPARE(int(mainLineEnding(r.record).value_or(SpecialMove::Error)), ending);
        // KIF and KI2 keep every ending word; the rest comes back as read there too.
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Ki2, RecordFormat::Kifu})
            checkRoundTrip(r.record, format);
    }

    // Every way a game ends is written in the words of each format and read back as itself:
    // a loss on time and a foul in CSA's %TIME_UP, %ILLEGAL_MOVE and %+/-ILLEGAL_ACTION (and
    // JKF's same names); a game not played, which CSA and JKF have no word for, as the
    // Kakinoki word (never %CHUDAN, which says the game was interrupted).
    void endingsSurviveEveryFormat_data()
    {
        QTest::addColumn<int>("ending");
        QTest::addColumn<QByteArray>("csa");
        QTest::addColumn<QByteArray>("jkf");
        // After two moves sente is to move: its foul is "+ILLEGAL_ACTION".
        QTest::newRow("time up") << int(SpecialMove::TimeUp) << QByteArray("\n%TIME_UP\n")
                                 << QByteArray("\"special\":\"TIME_UP\"");
        QTest::newRow("illegal move") << int(SpecialMove::IllegalMove)
                                      << QByteArray("\n%ILLEGAL_MOVE\n")
                                      << QByteArray("\"special\":\"ILLEGAL_MOVE\"");
        QTest::newRow("illegal win") << int(SpecialMove::IllegalWin)
                                     << QByteArray("\n%-ILLEGAL_ACTION\n")
                                     << QByteArray("\"special\":\"-ILLEGAL_ACTION\"");
        QTest::newRow("forfeit win") << int(SpecialMove::ForfeitWin)
                                     << QByteArray("\n'不戦勝\n")
                                     << QByteArray("\"special\":\"不戦勝\"");
        QTest::newRow("forfeit loss") << int(SpecialMove::ForfeitLoss)
                                      << QByteArray("\n'不戦敗\n")
                                      << QByteArray("\"special\":\"不戦敗\"");
        QTest::newRow("interrupted") << int(SpecialMove::Interrupt) << QByteArray("\n%CHUDAN\n")
                                     << QByteArray("\"special\":\"CHUDAN\"");
    }
    void endingsSurviveEveryFormat()
    {
        QFETCH(int, ending);
        QFETCH(QByteArray, csa);
        QFETCH(QByteArray, jkf);
        Record record;
        for (const char* usi : {"7g7f", "3c3d"}) {
            RecordNode node;
            node.move = parseUsiMove(usi).move;
            record.moves.push_back(node);
        }
        RecordNode end;
        end.special = SpecialMove(ending);
        record.moves.push_back(end);
        const std::string csaText = writeRecord(record, RecordFormat::Csa);
        QVERIFY2(QByteArray::fromStdString(csaText).contains(csa), csaText.c_str());
        QVERIFY(!QByteArray::fromStdString(csaText).contains("%CHUDAN") || csa.contains("CHUDAN"));
        std::string jkfText = writeRecord(record, RecordFormat::Jkf);
        std::erase(jkfText, ' ');
        std::erase(jkfText, '\n');
        QVERIFY2(QByteArray::fromStdString(jkfText).contains(jkf), jkfText.c_str());
        for (RecordFormat format : {RecordFormat::Csa, RecordFormat::Jkf, RecordFormat::Kif,
                 RecordFormat::Kifu, RecordFormat::Ki2}) {
            const ReadResult back = readRecord(writeRecord(record, format), format);
            QVERIFY2(back.ok(), back.error ? describe(*back.error).c_str() : "");
            QCOMPARE(mainLineEnding(back.record), std::optional(SpecialMove(ending)));
            QCOMPARE(int(mainLineMoves(back.record).size()), 2);
        }
    }

    // A forfeit read from KIF keeps who won in CSA and JKF; the program shows who won by
    // default.
    void forfeitsSurviveCsaAndJkf()
    {
        const ReadResult r = load("forfeit_win.kif");
        QCOMPARE(r.record.initialComments, std::vector<std::string>{"後手の対局者が来なかった"});
        for (RecordFormat format : {RecordFormat::Csa, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
        QCOMPARE(outcomeOf(SpecialMove::ForfeitWin, Black), std::optional(Outcome{Black, EndReason::Forfeit}));
        QCOMPARE(outcomeOf(SpecialMove::ForfeitLoss, Black), std::optional(Outcome{White, EndReason::Forfeit}));
        QCOMPARE(specialOf({Black, EndReason::Forfeit}, Black), SpecialMove::ForfeitWin);
        QCOMPARE(specialOf({White, EndReason::Forfeit}, Black), SpecialMove::ForfeitLoss);
    }

    void csaV2WithBoardLines()
    {
        const ReadResult r = load("v2_board.csa");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(r.record.startSfen, std::string()); // the even start given rank by rank
        QCOMPARE(int(mainLineMoves(r.record).size()), 2);
        QCOMPARE(headerOf(r.record, "先手"), std::string("Sente"));
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Resign));
    }

    void csaCommentAfterSpecialMove()
    {
        const ReadResult r = load("kachi_comment_v21.csa");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Declaration));
        QCOMPARE(r.record.moves.back().comments,
            std::vector<std::string>{" declared: 28 points, 11 pieces in the zone"});
        QCOMPARE(r.record.moves[0].elapsedMs, std::optional<int64_t>(3000));
        QCOMPARE(headerOf(r.record, "棋戦"), std::string("Floodgate"));
        for (RecordFormat format : {RecordFormat::Csa, RecordFormat::Kif, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
    }

    void csaEngineLogComments()
    {
        const ReadResult r = load("engine_log_v22.csa");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(int(mainLineMoves(r.record).size()), 4);
        // "'** score pv" after each move: the engine's evaluation of it, kept as its comment.
        QCOMPARE(r.record.moves[0].comments, std::vector<std::string>{"* 52 -3334FU +2627FU"});
        QCOMPARE(r.record.moves[2].comments,
            std::vector<std::string>{"* 120 -8384FU +2625FU -8485FU"});
        QCOMPARE(r.record.moves[3].comments, std::vector<std::string>{});
        QCOMPARE(headerOf(r.record, "場所"), std::string("wdoor.c.u-tokyo.ac.jp"));
        QCOMPARE(headerOf(r.record, "先手"), std::string("engineA"));
        QVERIFY(r.record.headerValue("持ち時間") != nullptr);
        // Written as CSA the "'**" lines come back as they were.
        const std::string csa = writeRecord(r.record, RecordFormat::Csa);
        QVERIFY2(csa.find("+7776FU\nT2\n'** 52 -3334FU +2627FU\n") != std::string::npos, csa.c_str());
        for (RecordFormat format : {RecordFormat::Csa, RecordFormat::Kif, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
    }

    void csaV30Header()
    {
        const ReadResult r = load("v30_header.csa");
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(headerOf(r.record, "先手"), std::string("先手の人"));
        QCOMPARE(headerOf(r.record, "棋戦"), std::string("第1回 記録棋戦"));
        QCOMPARE(headerOf(r.record, "終了日時"), std::string("2026/07/01 10:45:12"));
        QCOMPARE(headerOf(r.record, "備考"), std::string("引き分けなし"));
        QCOMPARE(headerOf(r.record, "$MAX_MOVES"), std::string("256"));
        QCOMPARE(headerOf(r.record, "$JISHOGI"), std::string("27"));
        QCOMPARE(r.record.moves[0].elapsedMs, std::optional<int64_t>(1250));
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::IllegalWin));
        QCOMPARE(r.record.moves.back().comments, std::vector<std::string>{" 後手の反則"});
        checkRoundTrip(r.record, RecordFormat::Csa);
        const std::string v22 = writeRecord(r.record, RecordFormat::Csa, {CsaVersion::V22});
        QVERIFY(readRecord(v22, RecordFormat::Csa).ok());
    }

    // CSA files in the styles of the programs that write them most: shogi-server's game
    // records (V2.2, rank lines, the server's ' lines before and after the moves), Floodgate
    // logs with several statements on a line, ShogiHome's V3.0 export (UTF-8, comments, a time
    // on the special move), a V2 handicap given by PI, and a mate problem given by P+/P- lines
    // with 00AL. Each reads whole and comes back the same through CSA, KIF and JKF.
    void csaFilesOtherProgramsWrite_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("ending");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("sente");
        const QString even = QString::fromStdString(std::string(StartSfen));
        QTest::newRow("shogi-server") << "shogiserver_v22.csa" << 5 << int(SpecialMove::TimeUp)
                                      << even << "alpha";
        QTest::newRow("Floodgate") << "floodgate_multi_move_lines.csa" << 6
                                   << int(SpecialMove::Sennichite) << even << "sente_engine";
        QTest::newRow("ShogiHome") << "shogihome_v30.csa" << 3 << int(SpecialMove::Interrupt)
                                   << even << "先手の名前";
        QTest::newRow("PI handicap") << "handicap_pi_v2.csa" << 4 << int(SpecialMove::Resign)
                                     << "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
                                     << "下手の人";
        QTest::newRow("mate problem") << "tsume_p_lines.csa" << 1 << int(SpecialMove::Mate)
                                      << "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1" << "(none)";
    }
    void csaFilesOtherProgramsWrite()
    {
        QFETCH(QString, file);
        QFETCH(int, moves);
        QFETCH(int, ending);
        QFETCH(QString, start);
        QFETCH(QString, sente);
        const ReadResult r = load(file.toStdString());
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(int(mainLineMoves(r.record).size()), moves);
        QCOMPARE(int(mainLineEnding(r.record).value_or(SpecialMove::Error)), ending);
        QCOMPARE(QString::fromStdString(startSfenOf(r.record)), start);
        const std::string* name = r.record.headerValue("先手");
        if (!name) name = r.record.headerValue("下手");
        QCOMPARE(QString::fromStdString(name ? *name : "(none)"), sente);
        for (RecordFormat format : {RecordFormat::Csa, RecordFormat::Kif, RecordFormat::Jkf})
            checkRoundTrip(r.record, format);
    }

    // What the files above say beside the moves.
    void csaDetailsOfOtherPrograms()
    {
        const ReadResult server = load("shogiserver_v22.csa");
        QCOMPARE(server.record.moves[0].elapsedMs, std::optional<int64_t>(5000));
        QCOMPARE(server.record.moves[1].elapsedMs, std::optional<int64_t>(0));
        QCOMPARE(headerOf(server.record, "開始日時"), std::string("2026/08/05 12:00:00"));
        // Time up after sente's move: gote, to move, lost.
        QCOMPARE(outcomeOf(SpecialMove::TimeUp, positionAfter(server.record).sideToMove()),
            std::optional(Outcome{Black, EndReason::TimeUp}));
        const ReadResult floodgate = load("floodgate_multi_move_lines.csa");
        QCOMPARE(floodgate.record.moves[0].elapsedMs, std::optional<int64_t>(12000));
        QCOMPARE(floodgate.record.moves[1].elapsedMs, std::optional<int64_t>(3000));
        QCOMPARE(floodgate.record.moves[2].comments, std::vector<std::string>{"* 30 -8485FU"});
        const ReadResult home = load("shogihome_v30.csa");
        QCOMPARE(home.record.initialComments, std::vector<std::string>{"開始局面へのコメント"});
        QCOMPARE(home.record.moves[0].comments, std::vector<std::string>{"飛車先を突く"});
        QCOMPARE(headerOf(home.record, "戦型"), std::string("相掛かり"));
        QCOMPARE(headerOf(home.record, "棋戦"), std::string("研究会"));
        const ReadResult handicap = load("handicap_pi_v2.csa");
        QCOMPARE(headerOf(handicap.record, "後手"), std::string("上手の人"));
    }

    void commentInNoEncodingIsLeftOut_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("moves");
        QTest::newRow("Shift_JIS KIF") << "undecodable_comment.kif" << 9 << 2;
        QTest::newRow("CSA") << "undecodable_comment.csa" << 8 << 2;
    }
    void commentInNoEncodingIsLeftOut()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(int, moves);
        const std::string bytes = bytesOf(file.toStdString());
        for (const ReadResult& r : {load(file.toStdString()), readRecordAnyFormat(bytes)}) {
            QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
            QCOMPARE(int(mainLineMoves(r.record).size()), moves);
            QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Resign));
            QCOMPARE(r.skippedComments.size(), size_t(1));
            QCOMPARE(r.skippedComments[0].line, line);
            QVERIFY(r.record.moves[0].comments.size() == 1); // the readable comment stays
            QVERIFY2(describeSkippedComment(r.skippedComments[0])
                         .starts_with("line " + std::to_string(line) + ": comment left out"),
                describeSkippedComment(r.skippedComments[0]).c_str());
        }
        QCOMPARE(detectFormat(bytes), formatFromPath(file.toStdString()));
    }

    void badBytesOutsideCommentsStillRefuseTheFile()
    {
        const ReadResult r = load("undecodable_move.kif");
        QVERIFY(r.error);
        QCOMPARE(r.error->code, ReadErrorCode::BadEncoding);
        QCOMPARE(r.error->line, 9);
        QVERIFY(r.skippedComments.empty());
    }
};

QTEST_APPLESS_MAIN(TestRecordDialects)
#include "tst_recorddialects.moc"
