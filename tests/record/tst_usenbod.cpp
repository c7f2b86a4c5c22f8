// USEN (web boards' one-word records) and BOD (a position as the KIF diagram): read, written,
// and read back; found in pasted text and addresses.
#include "record/formats.h"
#include "record/replay.h"
#include "record/setup.h"
#include "recordtestutil.h"
#include "rules/usimove.h"

#include <QTest>

using namespace shogiban;
using namespace shogiban::record;

namespace {

std::vector<std::string> usiMoves(const Record& record)
{
    std::vector<std::string> moves;
    for (Move m : mainLineMoves(record)) moves.push_back(toUsi(m));
    return moves;
}

// A record with variations nested two deep, drops and promotions, from `sfen`.
Record branchyRecord(std::string_view sfen, unsigned seed)
{
    Record r;
    if (sfen != StartSfen) r.startSfen = std::string(sfen);
    r.moves = test::randomLine(sfen, 40, seed);
    Position pos;
    pos.setSfen(sfen);
    for (int i = 0; i < 5; ++i) pos.doMove(r.moves[size_t(i)].move);
    Line variation = test::randomLine(pos.sfen(), 12, seed + 1);
    if (variation.front().move == r.moves[5].move) variation.erase(variation.begin());
    if (!variation.empty()) {
        Position inner = pos;
        inner.doMove(variation[0].move);
        inner.doMove(variation[1].move);
        Line nested = test::randomLine(inner.sfen(), 6, seed + 2);
        if (!nested.empty() && nested.front().move != variation[2].move)
            variation[2].variations.push_back(nested);
        r.moves[5].variations.push_back(variation);
    }
    RecordNode resign;
    resign.special = SpecialMove::Resign;
    r.moves.push_back(resign);
    return r;
}

// From 後手の持駒 to the end of the 先手の持駒 line.
std::string diagramOf(const std::string& bod)
{
    const size_t start = bod.find("後手の持駒");
    const size_t end = bod.find('\n', bod.find("先手の持駒"));
    return start == std::string::npos || end == std::string::npos ? bod : bod.substr(start, end - start);
}

} // namespace

class TestUsenBod : public QObject {
    Q_OBJECT
private slots:
    void usenMovesAreBase36OfOriginDestinationAndPromotion()
    {
        // 7g7f: origin 60, destination 51, no promotion: (60 * 81 + 51) * 2 = 9822 = "7ku".
        const ReadResult r = readRecord("~0.7ku2jm6y2.r", RecordFormat::Usen);
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(usiMoves(r.record), (std::vector<std::string>{"7g7f", "3c3d", "2g2f"}));
        QCOMPARE(mainLineEnding(r.record), std::optional(SpecialMove::Resign));
        QCOMPARE(writeRecord(r.record, RecordFormat::Usen), std::string("~0.7ku2jm6y2.r\n"));
    }

    void usenInAnAddressIsFoundWhenPasted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("bare") << "  ~0.7ku2jm.\n";
        QTest::newRow("u parameter") << "https://play.example.org/?u=~0.7ku2jm.";
        QTest::newRow("usen parameter")
            << "https://board.example.org/app?mobile&usen=~0.7ku2jm.&branch=0&ply=2";
    }
    void usenInAnAddressIsFoundWhenPasted()
    {
        QFETCH(QString, text);
        const std::string bytes = text.toStdString();
        QCOMPARE(detectFormat(bytes), std::optional(RecordFormat::Usen));
        const ReadResult r = readRecordAnyFormat(bytes);
        QVERIFY2(r.ok(), r.error ? describe(*r.error).c_str() : "");
        QCOMPARE(usiMoves(r.record), (std::vector<std::string>{"7g7f", "3c3d"}));
        QVERIFY(!mainLineEnding(r.record));
    }

    void usenRoundTripsVariationsHandicapsAndDrops_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<uint>("seed");
        QTest::newRow("even") << QString::fromLatin1(StartSfen.data()) << 3u;
        QTest::newRow("two-piece handicap")
            << "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" << 11u;
        QTest::newRow("promoted pieces and hands")
            << "ln1g3nl/1r1sk1+B2/p1ppppp1p/6R2/9/2P6/PP1PPPP1P/9/LNSGKGSNL b BG2Pp 31" << 7u;
    }
    void usenRoundTripsVariationsHandicapsAndDrops()
    {
        QFETCH(QString, sfen);
        QFETCH(uint, seed);
        const Record r = branchyRecord(sfen.toStdString(), seed);
        const std::string usen = writeRecord(r, RecordFormat::Usen);
        QVERIFY2(usen.find_first_of("/ +") == std::string::npos, usen.c_str());
        const ReadResult back = readRecordAnyFormat(usen);
        QVERIFY2(back.ok(), back.error ? describe(*back.error).c_str() : usen.c_str());
        QCOMPARE(test::treeText(back.record.moves, false, false), test::treeText(r.moves, false, false));
        // USEN has no move number: the position comes back, numbered from 1.
        QCOMPARE(std::string(sfenWithoutMoveNumber(startSfenOf(back.record))),
            std::string(sfenWithoutMoveNumber(startSfenOf(r))));
        QCOMPARE(writeRecord(back.record, RecordFormat::Usen), usen);
    }

    void brokenUsenSaysWhy_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::newRow("branch beyond the line") << "~0.7ku~5.2jm." << int(ReadErrorCode::BadMoveNumber);
        QTest::newRow("cut move") << "~0.7ku2j." << int(ReadErrorCode::BadSyntax);
        QTest::newRow("illegal move") << "~0.7ku7ku." << int(ReadErrorCode::IllegalMove);
        QTest::newRow("unknown ending") << "~0.7ku.x" << int(ReadErrorCode::BadSyntax);
        QTest::newRow("bad start") << "9_9_9_9_9_9_9_9_9.b.-~0.." << int(ReadErrorCode::BadPosition);
        QTest::newRow("not usen") << "hello" << int(ReadErrorCode::BadSyntax);
    }
    void brokenUsenSaysWhy()
    {
        QFETCH(QString, text);
        QFETCH(int, code);
        const ReadResult r = readRecord(text.toStdString(), RecordFormat::Usen);
        QVERIFY(r.error);
        QCOMPARE(int(r.error->code), code);
    }

    void bodShowsThePositionAfterAPly()
    {
        Record r = readRecord("position startpos moves 7g7f 3c3d 2g2f", RecordFormat::Usi).record;
        r.setHeader("先手", "Alice");
        r.setHeader("後手", "Bob");
        const std::string bod = writeBod(r, 2);
        QVERIFY2(bod.starts_with("先手：Alice\n後手：Bob\n後手の持駒：なし\n"), bod.c_str());
        QVERIFY2(bod.find("|v香v桂v銀v金v玉v金v銀v桂v香|一\n") != std::string::npos, bod.c_str());
        QVERIFY2(bod.find("手数＝2　△３四歩　まで\n") != std::string::npos, bod.c_str());
        QVERIFY(bod.find("後手番") == std::string::npos); // sente to move
        // The last position, gote to move.
        QVERIFY(writeBod(r).ends_with("手数＝3　▲２六歩　まで\n後手番\n"));
    }

    void bodReadsBackAsAPositionWithItsNumber_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("ply");
        QTest::newRow("start") << QString::fromLatin1(StartSfen.data()) << 0;
        QTest::newRow("even, gote to move") << QString::fromLatin1(StartSfen.data()) << 7;
        QTest::newRow("handicap with hands")
            << "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1" << 12;
        QTest::newRow("numbered from 31")
            << "ln1g3nl/1r1sk1+B2/p1ppppp1p/6R2/9/2P6/PP1PPPP1P/9/LNSGKGSNL b BG2Pp 31" << 5;
    }
    void bodReadsBackAsAPositionWithItsNumber()
    {
        QFETCH(QString, sfen);
        QFETCH(int, ply);
        const Record r = branchyRecord(sfen.toStdString(), 5);
        const Position expected = positionAfter(r, ply);
        const std::string bod = writeBod(r, ply);
        QCOMPARE(detectFormat(bod), std::optional(RecordFormat::Kif));
        for (const ReadResult& back : {readRecordAnyFormat(bod), readRecord(bod, RecordFormat::Kif)}) {
            QVERIFY2(back.ok(), back.error ? describe(*back.error).c_str() : bod.c_str());
            QVERIFY(back.record.moves.empty());
            QCOMPARE(positionAfter(back.record).sfen(), expected.sfen());
            QCOMPARE(startMoveNumber(back.record), startMoveNumber(r) + ply);
        }
        // The diagram of a position read from BOD is the same diagram.
        QCOMPARE(diagramOf(writeBod(readRecordAnyFormat(bod).record)), diagramOf(bod));
    }
};

QTEST_APPLESS_MAIN(TestUsenBod)
#include "tst_usenbod.moc"
