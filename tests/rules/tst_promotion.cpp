// RULES.md, "Promotion": optional when a move starts or ends in the zone (the three far
// ranks); compulsory only where the piece could never move again; king and gold never promote;
// the generator always offers the non-promotion too.
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestPromotion : public QObject {
    Q_OBJECT

private:
    static void verifyBothLegal(const char* sfen, const char* move)
    {
        const Position pos = positionFrom(sfen);
        const auto legal = legalUsi(pos);
        QVERIFY2(legal.count(move), move);
        QVERIFY2(legal.count(std::string(move) + "+"), move);
    }

private slots:
    void promotionOnEnteringZone() { verifyBothLegal("1k7/9/9/4S4/9/9/9/9/7K1 b - 1", "5d5c"); }
    void promotionInsideZone() { verifyBothLegal("1k7/9/4S4/9/9/9/9/9/7K1 b - 1", "5c5b"); }
    void promotionOnLeavingZone() { verifyBothLegal("1k7/9/4S4/9/9/9/9/9/7K1 b - 1", "5c4d"); }
    void whitePromotesInRanksGToI() { verifyBothLegal("1k7/9/9/9/9/4s4/9/9/7K1 w - 1", "5f5g"); }

    void noPromotionOutsideZone()
    {
        const Position pos = positionFrom("1k7/9/9/9/4S4/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5e5d+")), MoveRefusal::PromotionNotAllowed);
        QCOMPARE(pos.refusal(usi("5e5d")), MoveRefusal::None);
    }

    void compulsoryPromotionPawnLastRank()
    {
        const Position pos = positionFrom("1k7/4P4/9/9/9/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5b5a")), MoveRefusal::PromotionCompulsory);
        QCOMPARE(pos.refusal(usi("5b5a+")), MoveRefusal::None);
        QVERIFY(!legalUsi(pos).count("5b5a"));
        const Position white = positionFrom("1k7/9/9/9/9/9/9/4p4/7K1 w - 1");
        QCOMPARE(white.refusal(usi("5h5i")), MoveRefusal::PromotionCompulsory);
        QCOMPARE(white.refusal(usi("5h5i+")), MoveRefusal::None);
    }

    void compulsoryPromotionLanceLastRank()
    {
        const Position pos = positionFrom("1k7/9/9/9/4L4/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5e5a")), MoveRefusal::PromotionCompulsory);
        QCOMPARE(pos.refusal(usi("5e5a+")), MoveRefusal::None);
        QCOMPARE(pos.refusal(usi("5e5b")), MoveRefusal::None); // it can still move from 5b
        QCOMPARE(pos.refusal(usi("5e5b+")), MoveRefusal::None);
    }

    void compulsoryPromotionKnightLastTwoRanks()
    {
        const Position pos = positionFrom("1k7/9/9/4N4/9/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5d4b")), MoveRefusal::PromotionCompulsory);
        QCOMPARE(pos.refusal(usi("5d4b+")), MoveRefusal::None);
        const Position third = positionFrom("1k7/9/9/9/4N4/9/9/9/7K1 b - 1");
        QCOMPARE(third.refusal(usi("5e4c")), MoveRefusal::None); // rank 3: optional
        QCOMPARE(third.refusal(usi("5e4c+")), MoveRefusal::None);
        const Position white = positionFrom("1k7/9/9/9/9/4n4/9/9/7K1 w - 1");
        QCOMPARE(white.refusal(usi("5f4h")), MoveRefusal::PromotionCompulsory);
        QCOMPARE(white.refusal(usi("5f4h+")), MoveRefusal::None);
    }

    void kingAndGoldNeverPromote()
    {
        const Position pos = positionFrom("1k7/9/9/4G4/9/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5d5c+")), MoveRefusal::PromotionNotAllowed);
        QCOMPARE(pos.refusal(usi("5d5c")), MoveRefusal::None);
        const Position king = positionFrom("1k7/9/9/4K4/9/9/9/9/9 b - 1");
        QCOMPARE(king.refusal(usi("5d5c+")), MoveRefusal::PromotionNotAllowed);
        for (Move m : MoveList<GenType::Legal>(king)) QVERIFY(!m.isPromotion());
    }

    void promotedPieceStaysPromoted()
    {
        // A tokin cannot promote again, and keeps moving like a gold.
        Position pos = positionFrom("1k7/9/4+P4/9/9/9/9/9/7K1 b - 1");
        QCOMPARE(pos.refusal(usi("5c5b+")), MoveRefusal::PromotionNotAllowed);
        pos.doMove(usi("5c5d"));
        QCOMPARE(pos.pieceOn(sq("5d")), makePiece(Black, ProPawn));
    }

    void nonPromotionsAlwaysGenerated()
    {
        // Pawn, bishop and rook moves into the zone keep their non-promoting twin, which
        // search-oriented generators often leave out.
        const Position pos = positionFrom("1k7/9/9/4P4/9/9/9/1B5R1/7K1 b - 1");
        const auto legal = legalUsi(pos);
        for (const char* m : {"5d5c", "8h3c", "2h2c", "2h2b"}) {
            QVERIFY2(legal.count(m), m);
            QVERIFY2(legal.count(std::string(m) + "+"), m);
        }
    }

    void promotionChangesThePiece()
    {
        Position pos = positionFrom("1k7/9/9/4S4/9/9/9/9/7K1 b - 1");
        pos.doMove(usi("5d5c+"));
        QCOMPARE(pos.pieceOn(sq("5c")), makePiece(Black, ProSilver));
        pos.undoMove();
        QCOMPARE(pos.pieceOn(sq("5d")), makePiece(Black, Silver));
    }
};

QTEST_GUILESS_MAIN(TestPromotion)
#include "tst_promotion.moc"
