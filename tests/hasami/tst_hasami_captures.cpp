// Every capture pattern of the rulebook, the mak-yek intervention and the decisions of
// docs/HASAMI_RULES.md about captures.
#include "hasamitest.h"

using namespace hasamitest;

class TestHasamiCaptures : public QObject {
    Q_OBJECT

private slots:
    void custodianOnRank()
    {
        auto rules = classic("6e 4i", "5e 9a");
        QCOMPARE(playCaptures(*rules, "4i4e"), std::string("5e"));
        QVERIFY(empty(*rules, "5e"));
        QCOMPARE(rules->standCount(Black, Pawn), 1);
        QCOMPARE(rules->standCount(White, Pawn), 0);
    }

    void custodianOnFile()
    {
        auto rules = classic("5d 1f", "5e 9a");
        QCOMPARE(playCaptures(*rules, "1f5f"), std::string("5e"));
    }

    void cornerCapture()
    {
        auto rules = classic("2a 1e", "1a 9a");
        QCOMPARE(playCaptures(*rules, "1e1b"), std::string("1a"));
        auto byWhite = classic("9i 1i", "8i 9e 1a", 'w');
        QCOMPARE(playCaptures(*byWhite, "9e9h"), std::string("9i"));
    }

    void loneManOnEdgeNeedsBothSidesOnTheEdge()
    {
        // Three sides closed, the moved man on the inner side: not a corner, no capture.
        auto rules = classic("4a 6a 5e", "5a 9i");
        QCOMPARE(playCaptures(*rules, "5e5b"), std::string());
    }

    void severalMenInALineAwayFromTheEdge()
    {
        auto rules = classic("7e 3i", "4e 5e 6e 9a");
        QCOMPARE(playCaptures(*rules, "3i3e"), std::string("4e 5e 6e"));
    }

    void lineWithAGapIsNotCaptured()
    {
        auto rules = classic("7e 3i", "4e 6e 9a");
        QCOMPARE(playCaptures(*rules, "3i3e"), std::string());
    }

    void edgeGroupIntoCornerCompletedOnInnerSide()
    {
        auto rules = classic("4a 1b 2b 3e", "1a 2a 3a 9i");
        QCOMPARE(playCaptures(*rules, "3e3b"), std::string("1a 2a 3a"));
    }

    void edgeGroupIntoCornerCompletedAtItsEnd()
    {
        auto rules = classic("1b 2b 3b 4e", "1a 2a 3a 9i");
        QCOMPARE(playCaptures(*rules, "4e4a"), std::string("1a 2a 3a"));
    }

    void edgeGroupAlongFileIntoCorner()
    {
        auto rules = classic("8g 8h 8i 5f", "9g 9h 9i 1a");
        QCOMPARE(playCaptures(*rules, "5f9f"), std::string("9g 9h 9i"));
    }

    void edgeGroupAlongEdgeAwayFromCorner()
    {
        auto rules = classic("3a 6a 4b 5e", "4a 5a 9i");
        QCOMPARE(playCaptures(*rules, "5e5b"), std::string("4a 5a"));
    }

    void edgeGroupWithAnOpenSideIsNotCaptured()
    {
        auto rules = classic("4a 1b 3e", "1a 2a 3a 9i");
        QCOMPARE(playCaptures(*rules, "3e3b"), std::string());
    }

    void edgeGroupNotInALineIsNotCaptured()
    {
        auto rules = classic("3a 2b 1c 5e", "1a 2a 1b 9i");
        QCOMPARE(playCaptures(*rules, "5e5b"), std::string());
        auto closing = classic("3a 1c 2e", "1a 2a 1b 9i");
        QCOMPARE(playCaptures(*closing, "2e2b"), std::string());
    }

    void severalGroupsAtOnce()
    {
        auto rules = classic("5c 5g 7e 4e", "5d 5f 6e 9a");
        QCOMPARE(playCaptures(*rules, "4e5e"), std::string("5d 5f 6e"));
        QCOMPARE(rules->standCount(Black, Pawn), 3);
    }

    void cornerAndLineAtOnce()
    {
        auto rules = classic("1b 4a 2e", "1a 3a 9i");
        QCOMPARE(playCaptures(*rules, "2e2a"), std::string("1a 3a"));
    }

    void safeEntryBetweenTwoEnemies()
    {
        auto rules = classic("4e 6e 9i", "5a 1a", 'w');
        QCOMPARE(playCaptures(*rules, "5a5e"), std::string());
        QVERIFY(!empty(*rules, "5e"));
        // An unrelated black move does not capture the man that entered.
        QCOMPARE(playCaptures(*rules, "9i9h"), std::string());
        QVERIFY(!empty(*rules, "5e"));
        // Two moves: a flanking man leaves and comes back.
        QCOMPARE(playCaptures(*rules, "1a1b"), std::string());
        QCOMPARE(playCaptures(*rules, "6e6f"), std::string());
        QCOMPARE(playCaptures(*rules, "1b1a"), std::string());
        QCOMPARE(playCaptures(*rules, "6f6e"), std::string("5e"));
    }

    void onlyTheMoverCaptures()
    {
        // White moves next to a black man between white men: white captures by completing
        // the enclosure, black's men that enclose white capture nothing.
        auto rules = classic("5e 4d 6d 9i", "4e 5a 1a", 'w');
        QCOMPARE(playCaptures(*rules, "5a5d"), std::string());
        QVERIFY(!empty(*rules, "5d"));
    }

    void onlyEnclosuresTheMoveCompletes()
    {
        auto rules = classic("4e 6e 9i 1i", "5e 1a", 'b');
        QCOMPARE(playCaptures(*rules, "1i1h"), std::string());
        QVERIFY(!empty(*rules, "5e"));
    }

    void sandwichMustBeAdjacent()
    {
        auto rules = classic("7e 3i", "5e 9a");
        QCOMPARE(playCaptures(*rules, "3i3e"), std::string());
    }

    void jumpDoesNotCaptureTheJumpedMan()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "5e", "5d 9a 8a 7a 6a 4a");
        QCOMPARE(playCaptures(*rules, "5e5c"), std::string());
        QVERIFY(!empty(*rules, "5d"));
    }

    void jumpLandingCompletesAnEnclosure()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "5e 5d 3c", "4c 9a 8a 7a 6a 1a");
        QCOMPARE(playCaptures(*rules, "5e5c"), std::string("4c"));
    }

    void makYekIntervention()
    {
        auto rules = rulesWith(GameKind::MakYek, "", "5h 1h", "4d 6d 8a");
        QCOMPARE(playCaptures(*rules, "5h5d"), std::string("4d 6d"));
        auto onFile = rulesWith(GameKind::MakYek, "", "1e 1h", "5d 5f 8a");
        QCOMPARE(playCaptures(*onFile, "1e5e"), std::string("5d 5f"));
    }

    void interventionOnlyInMakYek()
    {
        auto rules = classic("5i 1i", "4d 6d 9a");
        QCOMPARE(playCaptures(*rules, "5i5d"), std::string());
    }

    void makYekCustodian()
    {
        auto rules = rulesWith(GameKind::MakYek, "", "6e 4h", "5e 8a");
        QCOMPARE(playCaptures(*rules, "4h4e"), std::string("5e"));
    }

    void makYekHasNoCornerCapture()
    {
        auto rules = rulesWith(GameKind::MakYek, "", "2a 1e", "1a 8h");
        QCOMPARE(playCaptures(*rules, "1e1b"), std::string());
    }
};

QTEST_GUILESS_MAIN(TestHasamiCaptures)
#include "tst_hasami_captures.moc"
