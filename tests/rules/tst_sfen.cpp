// SFEN: positions written and read back unchanged, and every kind of bad SFEN reported with
// its code and column, never a crash (also under random mutation).
#include "rulestest.h"

#include <random>

using namespace shogiban;
using namespace shogiban::test;

namespace {

constexpr const char* Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

} // namespace

class TestSfen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::newRow("start") << Start;
        QTest::newRow("matsuri")
            << "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
        QTest::newRow("all promoted") << "+R+B+S+N+L+P3/9/9/9/4k4/9/9/9/4K4 b - 1";
        QTest::newRow("hands") << "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L9P9p 123";
        QTest::newRow("white to move") << "4k4/9/9/9/9/9/9/9/4K4 w rb 2";
    }
    void roundTrip()
    {
        QFETCH(QString, sfen);
        QCOMPARE(QString::fromStdString(positionFrom(sfen.toStdString()).sfen()), sfen);
    }

    void startPositionIsTheDefault()
    {
        const Position pos;
        QCOMPARE(pos.sfen(), std::string(Start));
        QCOMPARE(pos.sideToMove(), Black);
        QCOMPARE(pos.gamePly(), 1);
        QCOMPARE(pos.pieces().popcount(), 40);
        QCOMPARE(pos.kingSquare(Black), sq("5i"));
        QCOMPARE(pos.pieceOn(sq("8h")), makePiece(Black, Bishop));
        QCOMPARE(pos.pieceOn(sq("2b")), makePiece(White, Bishop));
    }

    void moveNumberIsOptionalAndCounts()
    {
        Position pos = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b -");
        QCOMPARE(pos.gamePly(), 1);
        pos.doMove(usi("5i5h"));
        QCOMPARE(pos.sfen(), std::string("4k4/9/9/9/9/9/9/4K4/9 w - 2"));
    }

    // Other programs write hands in other orders; each kind counted once is read, and the
    // hand is written back in the usual order (rook first, sente before gote).
    void handsInAnyOrderAreWrittenCanonically()
    {
        const Position pos = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b 3pP2bR 1");
        QCOMPARE(pos.sfen(), std::string("4k4/9/9/9/9/9/9/9/4K4 b RP2b3p 1"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("sfen");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("column");
        auto row = [](const char* name, const char* sfen, SfenErrorCode code, int column) {
            QTest::newRow(name) << sfen << int(code) << column;
        };
        row("empty", "  ", SfenErrorCode::Empty, 0);
        row("missing field", "4k4/9/9/9/9/9/9/9/4K4 b", SfenErrorCode::MissingField, 23);
        row("extra field", "4k4/9/9/9/9/9/9/9/4K4 b - 1 x", SfenErrorCode::ExtraField, 28);
        row("bad piece letter", "4k4/9/9/9/9/9/9/9/4X4 b - 1", SfenErrorCode::BadPieceLetter, 19);
        row("zero", "4k4/0/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::BadPieceLetter, 4);
        row("promoted gold", "4k4/9/9/9/+G8/9/9/9/4K4 b - 1", SfenErrorCode::BadPromotion, 10);
        row("promoted king", "4+k4/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::BadPromotion, 1);
        row("plus at end", "4k3+/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::BadPromotion, 3);
        row("rank too short", "4k3/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::RankLength, 3);
        row("rank too long", "4k5/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::RankLength, 2);
        row("rank too long by piece", "4k4p/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::RankLength, 3);
        row("eight ranks", "4k4/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::RankCount, 19);
        row("ten ranks", "4k4/9/9/9/9/9/9/9/4K4/9 b - 1", SfenErrorCode::RankCount, 21);
        row("three rooks", "4k4/9/9/9/9/9/9/9/4K4 b 3R 1", SfenErrorCode::TooManyPieces, 25);
        row("rook on board and two in hand", "4k4/9/9/4R4/9/9/9/9/4K4 b Rr 1",
            SfenErrorCode::TooManyPieces, 9);
        row("pawn on last rank", "P3k4/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::DeadSquare, 0);
        row("lance on last rank", "4k3l/9/9/9/9/9/9/9/4K3l b - 1", SfenErrorCode::DeadSquare, 22);
        row("knight on second rank", "4k4/N8/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::DeadSquare, 4);
        row("two pawns on a file", "4k4/9/4P4/9/4P4/9/9/9/4K4 b - 1", SfenErrorCode::Nifu, 13);
        row("side not to move in check", "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
            SfenErrorCode::OpponentInCheck, 24);
        row("missing king", "9/9/9/9/9/9/9/9/4K4 b - 1", SfenErrorCode::MissingKing, 0);
        row("two kings", "4k4/9/9/9/9/9/9/9/3KK4 b - 1", SfenErrorCode::DuplicateKing, 20);
        row("king in hand", "4k4/9/9/9/9/9/9/9/4K4 b K 1", SfenErrorCode::BadHand, 24);
        row("count without piece", "4k4/9/9/9/9/9/9/9/4K4 b 2 1", SfenErrorCode::BadHand, 25);
        row("zero count", "4k4/9/9/9/9/9/9/9/4K4 b 0P 1", SfenErrorCode::BadHand, 24);
        row("promoted in hand", "4k4/9/9/9/9/9/9/9/4K4 b +P 1", SfenErrorCode::BadHand, 24);
        row("pawns counted four times", "4k4/9/9/9/9/9/9/9/4K4 b PPPP2P3P 1",
            SfenErrorCode::BadHand, 25);
        row("rook after its count", "4k4/9/9/9/9/9/9/9/4K4 b R2PR 1",
            SfenErrorCode::BadHand, 27);
        row("bad side", "4k4/9/9/9/9/9/9/9/4K4 x - 1", SfenErrorCode::BadSide, 22);
        row("move number zero", "4k4/9/9/9/9/9/9/9/4K4 b - 0", SfenErrorCode::BadMoveNumber, 26);
        row("move number text", "4k4/9/9/9/9/9/9/9/4K4 b - 1a", SfenErrorCode::BadMoveNumber, 27);
    }
    void errors()
    {
        QFETCH(QString, sfen);
        QFETCH(int, code);
        QFETCH(int, column);
        Position pos;
        const auto error = pos.setSfen(sfen.toStdString());
        QVERIFY(error.has_value());
        QCOMPARE(int(error->code), code);
        QCOMPARE(error->column, column);
        QVERIFY(!describe(*error).empty());
        QCOMPARE(pos.sfen(), std::string(Start)); // unchanged
    }

    // Random edits of valid SFENs: whatever is accepted must write back as a valid SFEN.
    void randomMutationsNeverCrash()
    {
        const std::string seeds[]
            = {Start, "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"};
        const std::string alphabet = "0123456789/+-bw PLNSGBRKplnsgbrkx";
        std::mt19937 rng(12345);
        int accepted = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string s = seeds[i % 2];
            const int edits = 1 + int(rng() % 3);
            for (int e = 0; e < edits; ++e) {
                const size_t at = rng() % s.size();
                switch (rng() % 3) {
                case 0:
                    s[at] = alphabet[rng() % alphabet.size()];
                    break;
                case 1:
                    s.erase(at, 1);
                    break;
                default:
                    s.insert(at, 1, alphabet[rng() % alphabet.size()]);
                    break;
                }
            }
            Position pos;
            if (pos.setSfen(s)) continue;
            ++accepted;
            Position again;
            QVERIFY2(!again.setSfen(pos.sfen()), s.c_str());
            QCOMPARE(again.sfen(), pos.sfen());
        }
        QVERIFY(accepted > 0);
    }
};

QTEST_GUILESS_MAIN(TestSfen)
#include "tst_sfen.moc"
