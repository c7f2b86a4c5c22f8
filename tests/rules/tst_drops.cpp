// RULES.md, "Captures and drops": drops are unpromoted, on empty squares only, never where
// the piece could not move again, never a second unpromoted pawn on a file (nifu), and never
// a pawn drop that mates (uchifuzume); a pawn-drop check that is not mate, a mate by another
// dropped piece and a mate by a moved pawn are all legal.
#include "rules/outcome.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestDrops : public QObject {
    Q_OBJECT

private slots:
    void dropsAreUnpromoted()
    {
        Position pos = positionFrom("1k7/9/9/9/9/9/9/9/7K1 b S 1");
        const Move drop = usi("S*5b");
        QCOMPARE(pos.refusal(drop), MoveRefusal::None);
        QCOMPARE(
            pos.refusal(Move(uint16_t(drop.raw() | 0x8000))), MoveRefusal::PromotionNotAllowed);
        pos.doMove(drop);
        QCOMPARE(pos.pieceOn(sq("5b")), makePiece(Black, Silver));
        QCOMPARE(pos.hand(Black).count(Silver), 0);
        QCOMPARE(parseUsiMove("S*5b+").error->code, UsiMoveErrorCode::BadSuffix);
    }

    void dropsOnEmptySquaresOnly()
    {
        const Position pos = positionFrom("1k7/9/9/9/4p4/9/9/9/7K1 b G 1");
        QCOMPARE(pos.refusal(usi("G*5e")), MoveRefusal::TargetOccupied);
        QCOMPARE(pos.refusal(usi("G*2i")), MoveRefusal::TargetOccupied); // own king
        QCOMPARE(int(legalDrops(pos, Gold).size()), 81 - 3);
    }

    void dropNeedsThePieceInHand()
    {
        const Position pos = positionFrom("1k7/9/9/9/9/9/9/9/7K1 b G 1");
        QCOMPARE(pos.refusal(usi("S*5e")), MoveRefusal::NotInHand);
    }

    void noDropOnDeadSquare()
    {
        const Position pos = positionFrom("1k7/9/9/9/9/9/9/9/7K1 b PLN 1");
        QCOMPARE(pos.refusal(usi("P*5a")), MoveRefusal::DeadSquare);
        QCOMPARE(pos.refusal(usi("L*5a")), MoveRefusal::DeadSquare);
        QCOMPARE(pos.refusal(usi("N*5a")), MoveRefusal::DeadSquare);
        QCOMPARE(pos.refusal(usi("N*5b")), MoveRefusal::DeadSquare);
        QCOMPARE(pos.refusal(usi("P*5b")), MoveRefusal::None);
        QCOMPARE(pos.refusal(usi("L*5b")), MoveRefusal::None);
        QCOMPARE(pos.refusal(usi("N*5c")), MoveRefusal::None);
        const Position white = positionFrom("1k7/9/9/9/9/9/9/9/7K1 w pln 1");
        QCOMPARE(white.refusal(usi("P*5i")), MoveRefusal::DeadSquare);
        QCOMPARE(white.refusal(usi("L*5i")), MoveRefusal::DeadSquare);
        QCOMPARE(white.refusal(usi("N*5h")), MoveRefusal::DeadSquare);
        QCOMPARE(white.refusal(usi("N*5g")), MoveRefusal::None);
    }

    void nifu()
    {
        // Own pawn on 5g; a white pawn on 4c; a black tokin on 3e.
        const Position pos = positionFrom("1k7/9/5p3/9/6+P2/9/4P4/9/7K1 b P 1");
        QCOMPARE(pos.refusal(usi("P*5e")), MoveRefusal::Nifu);
        QCOMPARE(pos.refusal(usi("P*4e")), MoveRefusal::None); // the enemy's pawn does not count
        for (Move m : legalDrops(pos, Pawn)) QVERIFY(fileOf(m.to()) != File5);
    }

    void nifuPromotedPawnDoesNotCount()
    {
        const Position pos = positionFrom("1k7/9/9/9/6+P2/9/9/9/7K1 b P 1");
        QCOMPARE(pos.refusal(usi("P*3g")), MoveRefusal::None);
    }

    void uchifuzumePawnDropMateIllegal()
    {
        // White king 1a boxed in by its lance on 2a; black gold on 1c guards 1b and 2b.
        const Position pos = positionFrom("7lk/9/8G/9/9/9/9/9/K8 b P 1");
        QCOMPARE(pos.refusal(usi("P*1b")), MoveRefusal::Uchifuzume);
        QVERIFY(!legalUsi(pos).count("P*1b"));
    }

    void uchifuzumePawnDropCheckNotMateLegal()
    {
        // Without the lance the king escapes to 2a.
        Position pos = positionFrom("8k/9/8G/9/9/9/9/9/K8 b P 1");
        QCOMPARE(pos.refusal(usi("P*1b")), MoveRefusal::None);
        QVERIFY(pos.givesCheck(usi("P*1b")));
        pos.doMove(usi("P*1b"));
        QVERIFY(pos.inCheck());
        QVERIFY(!judge(pos).has_value());
    }

    void uchifuzumeOtherPieceDropMateLegal()
    {
        Position pos = positionFrom("7lk/9/8G/9/9/9/9/9/K8 b GL 1");
        QCOMPARE(pos.refusal(usi("G*1b")), MoveRefusal::None);
        QCOMPARE(pos.refusal(usi("L*1b")), MoveRefusal::None);
        pos.doMove(usi("G*1b"));
        QCOMPARE(judge(pos), (Outcome{Black, EndReason::Checkmate}));
    }

    void uchifuzumeMovedPawnMateLegal()
    {
        // The pawn on 1c steps to 1b, guarded by the gold on 2c: mate by a moved pawn.
        Position pos = positionFrom("7lk/9/7GP/9/9/9/9/9/K8 b - 1");
        QCOMPARE(pos.refusal(usi("1c1b")), MoveRefusal::None);
        pos.doMove(usi("1c1b"));
        QCOMPARE(judge(pos), (Outcome{Black, EndReason::Checkmate}));
    }

    void uchifuzumePinnedDefenderCannotTake()
    {
        // The white gold on 2b could take on 1b but is pinned by the bishop on 5e: still mate.
        const Position pinned = positionFrom("7lk/7g1/8G/9/4B4/9/9/9/K8 b P 1");
        QCOMPARE(pinned.refusal(usi("P*1b")), MoveRefusal::Uchifuzume);
        const Position free = positionFrom("7lk/7g1/8G/9/9/9/9/9/K8 b P 1");
        QCOMPARE(free.refusal(usi("P*1b")), MoveRefusal::None);
    }

    void uchifuzumeDefenderPinnedOnTheFileMayTake()
    {
        // The white gold on 1c is pinned along file 1 by the lance on 1i, but taking on 1b
        // keeps it on that file: the drop is not mate (YaneuraOu's legal_drop makes the same
        // exception).
        const Position pos = positionFrom("7lk/9/6S1g/7N1/9/9/9/9/K7L b P 1");
        QCOMPARE(pos.refusal(usi("P*1b")), MoveRefusal::None);
    }

    void dropInterposesCheck()
    {
        // White rook on 5a checks the king on 5i; drops may only block on 5b..5h.
        const Position pos = positionFrom("4r3k/9/9/9/9/9/9/9/4K4 b G 1");
        QVERIFY(pos.inCheck());
        for (Move m : legalDrops(pos, Gold)) QCOMPARE(fileOf(m.to()), File5);
        QCOMPARE(int(legalDrops(pos, Gold).size()), 7);
        QCOMPARE(pos.refusal(usi("G*4e")), MoveRefusal::LeavesKingInCheck);
    }
};

QTEST_GUILESS_MAIN(TestDrops)
#include "tst_drops.moc"
