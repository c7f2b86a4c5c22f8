// Position internals: bitboards and hands agree with the board, make/unmake restores
// everything, and the incremental Zobrist key equals the recomputed one after random
// sequences of moves and take-backs (Position::consistencyError at every step); in a build
// with SHOGIBAN_CHECKS, breaking an invariant stops the program.
#include "rulestest.h"

#include "rules/checks.h"

#include <random>

#ifdef Q_OS_UNIX
#include <csignal>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace shogiban;
using namespace shogiban::test;

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void bitboardBasics()
    {
        Bitboard b;
        QVERIFY(b.none());
        for (Square s : {Square(0), Square(62), Square(63), Square(80)}) b.set(s);
        QCOMPARE(b.popcount(), 4);
        QCOMPARE(b.lsb(), Square(0));
        QCOMPARE(b.msb(), Square(80));
        QVERIFY(b.moreThanOne());
        QCOMPARE(b.p[1], uint64_t(1) | (uint64_t(1) << 17)); // files 8-9 in the second word
        QCOMPARE((~Bitboard()).popcount(), 81);
        int seen = 0;
        for (Square s : b) {
            QVERIFY(b.test(s));
            ++seen;
        }
        QCOMPARE(seen, 4);
    }

    // The distance table against a walk of king steps.
    void kingDistance()
    {
        for (int a = 0; a < SquareNb; ++a) {
            Bitboard reached = bb::squareBB(Square(a));
            Bitboard frontier = reached;
            for (int steps = 0; frontier.any(); ++steps) {
                for (Square s : frontier) QCOMPARE(bb::distance(Square(a), s), steps);
                Bitboard next;
                for (Square s : frontier) next |= bb::kingAttacks(s);
                frontier = next.andNot(reached);
                reached |= next;
            }
            QCOMPARE(reached.popcount(), 81);
        }
    }

    void handPacking()
    {
        Hand h;
        QVERIFY(h.empty());
        h.add(Pawn, 18);
        h.add(Rook, 2);
        h.add(Gold, 4);
        QCOMPARE(h.count(Pawn), 18);
        QCOMPARE(h.count(Rook), 2);
        QCOMPARE(h.count(Gold), 4);
        QCOMPARE(h.count(Bishop), 0);
        h.remove(Pawn);
        QCOMPARE(h.count(Pawn), 17);
        Hand small;
        small.add(Pawn, 3);
        QVERIFY(h.covers(small));
        small.add(Bishop);
        QVERIFY(!h.covers(small));
    }

    void undoRestoresEverything()
    {
        Position pos
            = positionFrom("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
        const std::string sfen = pos.sfen();
        const Key key = pos.key();
        for (Move m : MoveList<GenType::Legal>(pos)) {
            pos.doMove(m);
            verifyConsistent(pos);
            pos.undoMove();
            QCOMPARE(pos.sfen(), sfen);
            QCOMPARE(pos.key(), key);
        }
    }

    void keysCoverSideAndHands()
    {
        const Position black = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b P 1");
        const Position white = positionFrom("4k4/9/9/9/9/9/9/9/4K4 w P 1");
        const Position otherHand = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b p 1");
        QVERIFY(black.key() != white.key());
        QCOMPARE(black.boardKey() ^ white.boardKey(), zobrist::Side);
        QVERIFY(black.key() != otherHand.key());
        QCOMPARE(black.boardKey(), otherHand.boardKey());
    }

    void incrementalKeyEqualsRecomputed()
    {
        std::mt19937 rng(2026);
        for (int game = 0; game < 40; ++game) {
            Position pos;
            int played = 0;
            for (int ply = 0; ply < 200; ++ply) {
                const MoveList<GenType::Legal> moves(pos);
                if (moves.empty()) break;
                // Mostly forward, sometimes back, so unmake is exercised mid-game too.
                if (played > 0 && rng() % 5 == 0) {
                    pos.undoMove();
                    --played;
                } else {
                    pos.doMove(moves[rng() % moves.size()]);
                    ++played;
                }
                verifyConsistent(pos);
                QCOMPARE(pos.pliesPlayed(), played);
            }
            while (played-- > 0) pos.undoMove();
            QCOMPARE(pos.sfen(), std::string(Position::StartSfen));
        }
    }

    void consistentAtEveryNodeOfAPerft()
    {
        // Drops, promotions, captures of promoted pieces and checks, two plies deep.
        Position pos
            = positionFrom("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
        int nodes = 0;
        const auto walk = [&](const auto& self, int depth) -> void {
            for (Move m : MoveList<GenType::Legal>(pos)) {
                pos.doMove(m);
                ++nodes;
                verifyConsistent(pos);
                if (depth > 1) self(self, depth - 1);
                pos.undoMove();
                verifyConsistent(pos);
                if (QTest::currentTestFailed()) return;
            }
        };
        walk(walk, 2);
        QVERIFY(nodes > 5000);
    }

    void aBrokenInvariantStopsACheckedBuild()
    {
        if (!ChecksEnabled) QSKIP("checks are compiled in only with SHOGIBAN_CHECKS");
#ifdef Q_OS_UNIX
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            const int devNull = open("/dev/null", O_WRONLY);
            dup2(devNull, STDERR_FILENO);
            Position pos;
            pos.undoMove(); // nothing to take back
            _exit(0);
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), SIGABRT);
#else
        QSKIP("needs fork()");
#endif
    }

    void continuousCheckCounts()
    {
        Position pos = positionFrom("8k/9/R8/9/9/9/9/9/K8 b - 1");
        pos.doMove(usi("9c9a"));
        QCOMPARE(pos.continuousCheck(Black), 2);
        pos.doMove(usi("1a1b"));
        pos.doMove(usi("9a9b"));
        QCOMPARE(pos.continuousCheck(Black), 4);
        pos.doMove(usi("1b1a"));
        pos.doMove(usi("9b9c"));
        QCOMPARE(pos.continuousCheck(Black), 0);
        QCOMPARE(pos.continuousCheck(White), 0);
    }

    void nullMovePassesAndIsUndone()
    {
        Position pos
            = positionFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        const std::string sfen = pos.sfen();
        const Key key = pos.key();
        pos.doNullMove();
        QCOMPARE(pos.sideToMove(), Black);
        QCOMPARE(pos.key(), key ^ zobrist::Side);
        QVERIFY(pos.lastMove().isNone());
        QVERIFY(!pos.inCheck());
        verifyConsistent(pos);
        pos.doMove(usi("2g2f"));
        verifyConsistent(pos);
        pos.undoMove();
        pos.undoNullMove();
        QCOMPARE(pos.sfen(), sfen);
        QCOMPARE(pos.key(), key);
    }

    void repetitionIsNotSoughtAcrossANullMove()
    {
        // Two passes give back the same position, but nobody moved: no repetition.
        Position pos;
        pos.doMove(usi("7g7f"));
        const Key key = pos.key();
        pos.doNullMove();
        pos.doNullMove();
        QCOMPARE(pos.key(), key);
        QCOMPARE(pos.repetition().earlier, 0);
    }

    void repetitionLooksBackOnlyAsFarAsAsked()
    {
        Position pos;
        for (int cycle = 0; cycle < 3; ++cycle)
            for (const char* m : {"2h3h", "8b7b", "3h2h", "7b8b"}) pos.doMove(usi(m));
        QCOMPARE(pos.repetition().earlier, 3);
        QCOMPARE(pos.repetition().pliesToFirst, 12);
        QCOMPARE(pos.repetition(8).earlier, 2);
        QCOMPARE(pos.repetition(3).earlier, 0);
    }
};

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
