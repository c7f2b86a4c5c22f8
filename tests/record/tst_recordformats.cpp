// Round trips through every format: what a format can hold comes back unchanged.
#include "record/formats.h"
#include "record/replay.h"
#include "recordtestutil.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::record;
using namespace shogiban::record::test;

namespace {

// A game with header fields, comments, times, nested variations and a resignation.
Record richRecord(std::string_view sfen = StartSfen)
{
    Record r;
    if (sfen != StartSfen) r.startSfen = std::string(sfen);
    r.setHeader("先手", "羽生");
    r.setHeader("後手", "Kasparov");
    r.setHeader("棋戦", "Test cup");
    r.initialComments = {"Start comment", "second line"};
    r.moves = randomLine(startSfenOf(r), 30, 7);
    for (size_t i = 0; i < r.moves.size(); ++i) r.moves[i].elapsedMs = int64_t(i % 7 + 1) * 1000;
    r.moves[3].comments = {"a comment on ply 4"};
    // Variations: replay to ply 5 and ply 10 and branch there.
    Position pos;
    pos.setSfen(startSfenOf(r));
    for (int i = 0; i < 10; ++i) {
        if (i == 4 || i == 9) {
            MoveList<GenType::Legal> moves(pos);
            for (Move alternative : moves)
                if (alternative != r.moves[i].move) {
                    Position after;
                    after.setSfen(pos.sfen());
                    after.doMove(alternative);
                    Line variation{RecordNode{alternative, {}, {"variation"}, 2000, {}}};
                    Line rest = randomLine(after.sfen(), 6, 11 + i);
                    variation.insert(variation.end(), rest.begin(), rest.end());
                    r.moves[i].variations.push_back(variation);
                    break;
                }
        }
        pos.doMove(r.moves[i].move);
    }
    // A variation inside the variation at ply 5.
    Line& inner = r.moves[4].variations[0];
    Position vpos;
    vpos.setSfen(startSfenOf(r));
    for (int i = 0; i < 4; ++i) vpos.doMove(r.moves[i].move);
    for (int i = 0; i < 2; ++i) vpos.doMove(inner[i].move);
    MoveList<GenType::Legal> moves(vpos);
    for (Move alternative : moves)
        if (alternative != inner[2].move) {
            inner[2].variations.push_back(Line{RecordNode{alternative, {}, {}, {}, {}}});
            break;
        }
    RecordNode resign;
    resign.special = SpecialMove::Resign;
    r.moves.push_back(resign);
    return r;
}

Record roundTrip(const Record& r, RecordFormat format, const WriteOptions& options = {})
{
    std::string bytes = writeRecord(r, format, options);
    ReadResult result = readRecord(bytes, format);
    if (result.error)
        qWarning("%s\n%s", describe(*result.error).c_str(), bytes.substr(0, 2000).c_str());
    return result.record;
}

Line mainLineOnly(const Line& line)
{
    Line main = line;
    for (RecordNode& n : main) n.variations.clear();
    return main;
}

} // namespace

class TestRecordFormats : public QObject {
    Q_OBJECT
private slots:
    void fullRoundTripJkfKifKi2_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("times");
        QTest::newRow("jkf") << int(RecordFormat::Jkf) << true;
        QTest::newRow("kif") << int(RecordFormat::Kif) << true;
        QTest::newRow("kifu") << int(RecordFormat::Kifu) << true;
        QTest::newRow("ki2") << int(RecordFormat::Ki2) << false;
    }
    void fullRoundTripJkfKifKi2()
    {
        QFETCH(int, format);
        QFETCH(bool, times);
        for (std::string_view sfen : {StartSfen,
                 std::string_view("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
                 std::string_view("4k4/9/4P4/9/9/9/9/9/4K4 b 2G2r 1"),
                 // Records that start in the middle of a game keep their move number.
                 std::string_view("4k4/9/4P4/9/9/9/9/9/4K4 b 2G2r 31"),
                 std::string_view("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 8")}) {
            Record r = richRecord(sfen);
            Record back = roundTrip(r, RecordFormat(format));
            QCOMPARE(back.startSfen, r.startSfen);
            QCOMPARE(back.header, r.header);
            QCOMPARE(back.initialComments, r.initialComments);
            QCOMPARE(treeText(back.moves, times, true), treeText(r.moves, times, true));
        }
    }

    // 手数＝N is read whether the moves are numbered from N+1 (as written) or from 1, and the
    // variations count the same way.
    void kifStartMoveNumber_data()
    {
        QTest::addColumn<QByteArray>("moves");
        QTest::newRow("numbered on") << QByteArray("  31 ５二金(41)\n  32 ５八金打\n"
                                                   "\n変化：32手\n  32 ６八金打\n");
        QTest::newRow("numbered from 1")
            << QByteArray("   1 ５二金(41)\n   2 ５八金打\n\n変化：2手\n   2 ６八金打\n");
    }
    void kifStartMoveNumber()
    {
        QFETCH(QByteArray, moves);
        const std::string text = "後手の持駒：金\n"
                                 "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
                                 "| ・ ・ ・ ・v玉v金 ・ ・ ・|一\n"
                                 "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
                                 "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
                                 "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
                                 "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
                                 "+---------------------------+\n先手の持駒：金\n"
                                 "手数＝30　▲５八玉　まで\n後手番\n手数----指手---------消費時間--\n"
            + moves.toStdString();
        const ReadResult result = readRecord(text, RecordFormat::Kifu);
        QVERIFY2(result.ok(), result.ok() ? "" : describe(*result.error).c_str());
        QCOMPARE(startMoveNumber(result.record), 31);
        QCOMPARE(result.record.startSfen, std::string("4kg3/9/9/9/9/9/9/9/4K4 w Gg 31"));
        QCOMPARE(result.record.moves.size(), size_t(2));
        QCOMPARE(result.record.moves[1].variations.size(), size_t(1));
        // Written back numbered on, with 手数＝30 after the board.
        const std::string kif = writeRecord(result.record, RecordFormat::Kifu);
        QVERIFY2(kif.find("手数＝30\n") != std::string::npos, kif.c_str());
        QVERIFY2(kif.find("  31 ５二金(41)") != std::string::npos, kif.c_str());
        QVERIFY2(kif.find("変化：32手") != std::string::npos, kif.c_str());
        // USI and SFEN have the number in the SFEN; CSA has no place for it (docs/records.md).
        for (RecordFormat format : {RecordFormat::Usi, RecordFormat::Sfen, RecordFormat::Jkf})
            QCOMPARE(startMoveNumber(roundTrip(result.record, format)), 31);
        QCOMPARE(startMoveNumber(roundTrip(result.record, RecordFormat::Csa)), 1);
    }

    void emptyFilesAreAnErrorInEveryFormat()
    {
        for (RecordFormat format : AllRecordFormats)
            for (std::string_view text : {"", "\n\r\n  \t\n", "\xEF\xBB\xBF\n"}) {
                const ReadResult result = readRecord(text, format);
                QVERIFY(result.error);
                QCOMPARE(int(result.error->code), int(ReadErrorCode::Empty));
            }
        QCOMPARE(int(readRecordAnyFormat("  \n").error->code), int(ReadErrorCode::Empty));
    }

    void textThatIsNoRecordIsAnError()
    {
        // KIF and KI2 pass over lines they do not know (other programs write their own), so
        // "hello world" in a .kif read as an empty game and replaced the one on screen.
        for (RecordFormat format : AllRecordFormats) {
            const ReadResult result = readRecord("hello world\nanother line\n", format);
            QVERIFY2(result.error, describe(result.error.value_or(ReadError{})).c_str());
        }
        for (RecordFormat format : {RecordFormat::Kif, RecordFormat::Kifu, RecordFormat::Ki2})
            QCOMPARE(int(readRecord("hello world\n", format).error->code),
                int(ReadErrorCode::NotARecord));
        // A header alone, or a handicap alone, is a record (a game not yet played).
        for (std::string_view text : {"先手：Hanako\n", "手合割：平手\n"}) {
            const ReadResult result = readRecord(text, RecordFormat::Kifu);
            QVERIFY2(!result.error, describe(result.error.value_or(ReadError{})).c_str());
        }
    }

    void badStartPositionSaysWhy_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("reason");
        QTest::newRow("usi two pawns") << int(RecordFormat::Usi)
                                       << QByteArray("position sfen 4k4/9/4P4/9/4P4/9/9/9/4K4 b - 1")
                                       << int(SfenErrorCode::Nifu);
        QTest::newRow("csa in check") << int(RecordFormat::Csa)
                                      << QByteArray("V2.2\n"
                                                    "P1 *  *  *  * -OU *  *  *  * \n"
                                                    "P2 *  *  *  * +HI *  *  *  * \n"
                                                    "P3 *  *  *  *  *  *  *  *  * \n"
                                                    "P4 *  *  *  *  *  *  *  *  * \n"
                                                    "P5 *  *  *  *  *  *  *  *  * \n"
                                                    "P6 *  *  *  *  *  *  *  *  * \n"
                                                    "P7 *  *  *  *  *  *  *  *  * \n"
                                                    "P8 *  *  *  *  *  *  *  *  * \n"
                                                    "P9 *  *  *  * +OU *  *  *  * \n"
                                                    "+\n")
                                      << int(SfenErrorCode::OpponentInCheck);
        QTest::newRow("sfen hand counted twice")
            << int(RecordFormat::Sfen) << QByteArray("sfen 4k4/9/9/9/9/9/9/9/4K4 b PPPP2P3P 1")
            << int(SfenErrorCode::BadHand);
    }
    void badStartPositionSaysWhy()
    {
        QFETCH(int, format);
        QFETCH(QByteArray, text);
        QFETCH(int, reason);
        const ReadResult result = readRecord(text.toStdString(), RecordFormat(format));
        QVERIFY(result.error);
        QCOMPARE(int(result.error->code), int(ReadErrorCode::BadPosition));
        QVERIFY(result.error->position);
        QCOMPARE(int(result.error->position->code), reason);
        const std::string message = describe(*result.error);
        QVERIFY2(message.find(describe(*result.error->position)) != std::string::npos,
            message.c_str());
    }

    // The largest record a reader accepts (MaxRecordNodes moves, comments up to
    // MaxRecordTextBytes) is written by every writer within MaxRecordBytes and reads back;
    // one move more is refused as too large, before millions of moves fill the memory.
    void whateverIsReadIsWrittenAndReadBack()
    {
        Record r;
        r.setHeader("先手", "羽生");
        const std::string_view shuffle[] = {"5i5h", "5a5b", "5h5i", "5b5a"};
        Position pos;
        pos.setSfen(StartSfen);
        // Comments of three-byte kanji, which grow most in Shift_JIS → UTF-8 and escaping.
        const size_t perNode = (MaxRecordTextBytes - 1000) / size_t(MaxRecordNodes);
        std::string line;
        while (line.size() + 3 <= perNode) line += "詰";
        for (int i = 0; i < MaxRecordNodes; ++i) {
            RecordNode node;
            node.move = parseUsiMove(pos, shuffle[i % 4]).move;
            node.elapsedMs = int64_t(i % 600) * 1000 + 500;
            node.comments = {line};
            pos.doMove(node.move);
            r.moves.push_back(node);
        }
        for (RecordFormat format : AllRecordFormats) {
            const std::string bytes = writeRecord(r, format);
            QVERIFY2(bytes.size() < MaxRecordBytes,
                qPrintable(QStringLiteral("%1: %2 bytes")
                               .arg(QString::fromLatin1(extensionOf(format).data()))
                               .arg(bytes.size())));
            const ReadResult back = readRecord(bytes, format);
            QVERIFY2(back.ok(), back.ok() ? "" : describe(*back.error).c_str());
            QCOMPARE(mainLineMoveCount(back.record), MaxRecordNodes);
        }
        std::string usi = writeRecord(r, RecordFormat::Usi);
        usi.pop_back(); // the line break
        usi += " 5i5h\n";
        const ReadResult tooMany = readRecord(usi, RecordFormat::Usi);
        QVERIFY(tooMany.error);
        QCOMPARE(int(tooMany.error->code), int(ReadErrorCode::TooLarge));
        // Comments over the limit are refused too, whatever the number of moves.
        Record wordy;
        wordy.initialComments = {std::string(MaxRecordTextBytes + 1, 'x')};
        const ReadResult tooLong = readRecord(writeRecord(wordy, RecordFormat::Kifu), RecordFormat::Kifu);
        QVERIFY(tooLong.error);
        QCOMPARE(int(tooLong.error->code), int(ReadErrorCode::TooLarge));
    }

    void csaRoundTripKeepsMainLineTimesAndComments_data()
    {
        QTest::addColumn<int>("version");
        QTest::newRow("V2.2") << int(CsaVersion::V22);
        QTest::newRow("V3.0") << int(CsaVersion::V30);
    }
    void csaRoundTripKeepsMainLineTimesAndComments()
    {
        QFETCH(int, version);
        for (std::string_view sfen :
            {StartSfen,
                std::string_view("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
                std::string_view("4k4/9/4P4/9/9/9/9/9/4K4 b 2G2r 1")}) {
            Record r = richRecord(sfen);
            Record back = roundTrip(r, RecordFormat::Csa, WriteOptions{CsaVersion(version)});
            QCOMPARE(back.startSfen, r.startSfen);
            QCOMPARE(*back.headerValue("先手"), std::string("羽生"));
            QCOMPARE(*back.headerValue("棋戦"), std::string("Test cup"));
            QCOMPARE(treeText(back.moves, true, true), treeText(mainLineOnly(r.moves), true, true));
        }
    }

    void csaV30KeepsMilliseconds()
    {
        Record r;
        r.moves = randomLine(StartSfen, 2, 1);
        r.moves[0].elapsedMs = 1234;
        std::string text = writeRecord(r, RecordFormat::Csa);
        QVERIFY(text.find("T1.234\n") != std::string::npos);
        QCOMPARE(*readRecord(text, RecordFormat::Csa).record.moves[0].elapsedMs, int64_t(1234));
    }

    // JKF's times are whole seconds: the main line's milliseconds go among Shogiban's own
    // fields (an autosave brings a game's clocks back exactly), and a time another program
    // changed keeps its own seconds.
    void jkfKeepsMainLineMilliseconds()
    {
        Record r;
        r.moves = randomLine(StartSfen, 4, 1);
        r.moves[0].elapsedMs = 1234;
        r.moves[1].elapsedMs = 61005;
        r.moves[3].elapsedMs = 2000; // the third move has no time
        const std::string text = writeRecord(r, RecordFormat::Jkf);
        QVERIFY2(text.find("\"move-times-ms\": \"1234 61005 - 2000\"") != std::string::npos,
            text.c_str());
        const Record back = readRecord(text, RecordFormat::Jkf).record;
        QCOMPARE(back.moves[0].elapsedMs, std::optional<int64_t>(1234));
        QCOMPARE(back.moves[1].elapsedMs, std::optional<int64_t>(61005));
        QCOMPARE(back.moves[2].elapsedMs, std::optional<int64_t>());
        QCOMPARE(back.moves[3].elapsedMs, std::optional<int64_t>(2000));
        QVERIFY(back.appFields.empty()); // the field is the times', not an app setting
        // Whole seconds need no field.
        Record whole = r;
        whole.moves[0].elapsedMs = 1000;
        whole.moves[1].elapsedMs = 61000;
        QVERIFY(writeRecord(whole, RecordFormat::Jkf).find("move-times-ms") == std::string::npos);
        // Edited elsewhere: a time that no longer agrees with the move's seconds, or a token
        // that is no number, leaves the seconds.
        std::string edited = text;
        edited.replace(edited.find("1234 61005"), 10, "7234 x1005");
        const Record kept = readRecord(edited, RecordFormat::Jkf).record;
        QCOMPARE(kept.moves[0].elapsedMs, std::optional<int64_t>(1000));
        QCOMPARE(kept.moves[1].elapsedMs, std::optional<int64_t>(61000));
        QCOMPARE(kept.moves[3].elapsedMs, std::optional<int64_t>(2000));
    }

    void sfenAndUsiRoundTripMainLine_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("sfen") << int(RecordFormat::Sfen);
        QTest::newRow("usi") << int(RecordFormat::Usi);
    }
    void sfenAndUsiRoundTripMainLine()
    {
        QFETCH(int, format);
        for (std::string_view sfen :
            {StartSfen, std::string_view("4k4/9/4P4/9/9/9/9/9/4K4 b 2G2r 1")}) {
            Record r = richRecord(sfen);
            Record back = roundTrip(r, RecordFormat(format));
            QCOMPARE(back.startSfen, r.startSfen);
            QCOMPARE(mainLineMoves(back), mainLineMoves(r));
        }
    }

    void everySpecialMoveSurvivesEachFormat()
    {
        for (int s = 0; s <= int(SpecialMove::Error); ++s) {
            Record r;
            r.moves = randomLine(StartSfen, 5, 3);
            RecordNode end;
            end.special = SpecialMove(s);
            r.moves.push_back(end);
            for (RecordFormat f :
                {RecordFormat::Jkf, RecordFormat::Kif, RecordFormat::Ki2, RecordFormat::Csa}) {
                // The JKF schema has no MAX_MOVES: it becomes a draw there.
                bool drawInJkf = f == RecordFormat::Jkf && SpecialMove(s) == SpecialMove::MaxMoves;
                SpecialMove expected = drawInJkf ? SpecialMove::Draw : SpecialMove(s);
                Record back = roundTrip(r, f);
                QVERIFY2(back.moves.size() == 6 && back.moves.back().special == expected,
                    (std::to_string(s) + " in " + std::string(extensionOf(f))).c_str());
            }
        }
    }

    void formatsByExtensionAndDetection()
    {
        QCOMPARE(formatFromPath("/tmp/Game.KIF"), std::optional(RecordFormat::Kif));
        QCOMPARE(formatFromPath("a.kifu"), std::optional(RecordFormat::Kifu));
        QCOMPARE(formatFromPath("a.jkf"), std::optional(RecordFormat::Jkf));
        QCOMPARE(formatFromPath("dir.kif/file"), std::nullopt);
        Record r = richRecord();
        for (RecordFormat f : {RecordFormat::Jkf, RecordFormat::Kif, RecordFormat::Ki2,
                 RecordFormat::Csa, RecordFormat::Sfen, RecordFormat::Usi}) {
            std::optional<RecordFormat> detected = detectFormat(writeRecord(r, f));
            QVERIFY2(detected == f, std::string(extensionOf(f)).c_str());
        }
        QCOMPARE(detectFormat("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
            std::optional(RecordFormat::Sfen));
        QCOMPARE(detectFormat("hello"), std::nullopt);
    }

    void kifIsShiftJisAndKifuIsUtf8()
    {
        Record r = richRecord();
        std::string kif = writeRecord(r, RecordFormat::Kif);
        std::string kifu = writeRecord(r, RecordFormat::Kifu);
        QVERIFY(kif.find("手合割") == std::string::npos); // not UTF-8
        QVERIFY(kif.find("\x8e\xe8\x8d\x87\x8a\x84") != std::string::npos); // 手合割 in CP932
        QVERIFY(kifu.find("手合割") != std::string::npos);
        // Each reads whichever encoding it gets.
        QCOMPARE(readRecord(kif, RecordFormat::Kifu).record.moves.size(), r.moves.size());
        QCOMPARE(readRecord(kifu, RecordFormat::Kif).record.moves.size(), r.moves.size());
    }

    void jkfAppFieldsStayInTheirOwnKey()
    {
        Record r;
        r.setAppValue("mode", "human-vs-ai");
        r.setAppValue("level", "3");
        std::string json = writeRecord(r, RecordFormat::Jkf);
        QVERIFY(json.find("\"shogiban\"") != std::string::npos);
        Record back = readRecord(json, RecordFormat::Jkf).record;
        QCOMPARE(back.appFields, r.appFields);
    }

    void recordFromGameAndBack()
    {
        Record played = richRecord();
        // 30 plies: sente is to move and resigns.
        Record r = recordFromGame(
            StartSfen, mainLineMoves(played), Outcome{White, EndReason::Resignation});
        QCOMPARE(mainLineMoves(r), mainLineMoves(played));
        Position end = positionAfter(r);
        std::optional<Outcome> outcome = outcomeOf(*mainLineEnding(r), end.sideToMove());
        QVERIFY(outcome.has_value());
        QCOMPARE(outcome->reason, EndReason::Resignation);
        QCOMPARE(outcome->winner, std::optional(White));
        QCOMPARE(positionAfter(r, 0).sfen(), std::string(StartSfen));
        std::unique_ptr<GameRules> rules = rulesFromRecord(r);
        QVERIFY(rules);
        QCOMPARE(rules->ply(), 30);
        QCOMPARE(rules->positionText(), end.sfen());
        QCOMPARE(rules->outcome(), outcome);
        for (Move m : mainLineMoves(r)) QCOMPARE(fromBoardMove(toBoardMove(m)), m);
    }
};

QTEST_APPLESS_MAIN(TestRecordFormats)
#include "tst_recordformats.moc"
