// Win conditions of each variant and the decisions of docs/HASAMI_RULES.md about the end.
#include "hasamitest.h"
#include "game/catalog.h"

using namespace hasamitest;

namespace {

std::unique_ptr<GameRules> withCaptured(GameKind kind, const std::string& variant,
    const std::string& black, const std::string& white, int whiteCaptured, int capturesToWin = 0)
{
    GameSetup setup{
        kind, variant, positionWith(9, black, white, 'b', 0, whiteCaptured), capturesToWin};
    SetupError error;
    auto rules = createRules(setup, &error);
    if (!rules) qFatal("bad position: %s", describe(error).c_str());
    return rules;
}

void playAll(GameRules& rules, const std::vector<std::string>& moves)
{
    for (const std::string& m : moves)
        if (!rules.play(move(rules, m))) qFatal("illegal %s", m.c_str());
}

} // namespace

class TestHasamiOutcomes : public QObject {
    Q_OBJECT

private slots:
    void classicWinsWhenOneManIsLeft()
    {
        auto rules = withCaptured(GameKind::Hasami, "classic", "6e 4i", "5e 9a", 7);
        QVERIFY(!rules->outcome());
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::Captures}));
        QVERIFY(rules->legalMoves().empty());
    }

    void captureAllVariantNeedsTheLastMan()
    {
        auto rules = withCaptured(GameKind::Hasami, "capture-all", "6e 4i", "5e 9a", 7);
        rules->play(move(*rules, "4i4e"));
        QVERIFY(!rules->outcome());
        auto last = withCaptured(GameKind::Hasami, "capture-all", "6e 4i", "5e", 8);
        last->play(move(*last, "4i4e"));
        QCOMPARE(last->outcome(), (Outcome{Black, EndReason::Captures}));
    }

    void agreedNumberOfCaptures()
    {
        auto rules = withCaptured(GameKind::Hasami, "classic", "6e 4i", "5e 9a 8a", 2, 3);
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::Captures}));
    }

    void variantDefaultGoals()
    {
        struct Goal {
            std::string variant;
            int captures;
            int men;
        };
        const std::vector<Goal> goals = {{"classic", 8, 9}, {"capture-all", 9, 9},
            {"one-step", 8, 9}, {"one-step-18", 18, 18}, {"dai-setup", 17, 18}};
        for (const auto& [variant, goal, men] : goals) {
            auto almost = withCaptured(GameKind::Hasami, variant, "6e 4f", "5e 9a", goal - 2);
            almost->play(move(*almost, "4f4e"));
            QCOMPARE(almost->standCount(Black, Pawn), goal - 1);
            QVERIFY2(!almost->outcome(), variant.c_str());
            const std::string white = goal == men ? "5e" : "5e 9a";
            auto enough = withCaptured(GameKind::Hasami, variant, "6e 4f", white, goal - 1);
            enough->play(move(*enough, "4f4e"));
            QVERIFY2(enough->outcome() == (Outcome{Black, EndReason::Captures}), variant.c_str());
        }
    }

    void makYekWinsByCapturingAll()
    {
        GameSetup setup{GameKind::MakYek, "", positionWith(8, "6e 4h", "5e", 'b', 0, 15), 0};
        auto rules = createRules(setup);
        rules->play(move(*rules, "4h4e"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::Captures}));
    }

    void fiveInARowOnARank()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "1e 2e 3e 4e 5g", "9a 8a 7a 6a 5a");
        rules->play(move(*rules, "5g5e"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::FiveInRow}));
    }

    void fiveInARowOnAFile()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "5c 5d 5e 5f 1g", "9a 8a 7a 6a 1a");
        rules->play(move(*rules, "1g5g"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::FiveInRow}));
    }

    void fiveOnOwnStartingRanksDoesNotCount()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "1h 2h 3h 4h 5g", "9a 8a 7a 6a 1a");
        rules->play(move(*rules, "5g5h"));
        QVERIFY(!rules->outcome());
        // Four men outside the starting ranks and one on them: not a five either.
        auto file = rulesWith(GameKind::DaiHasami, "dai", "5d 5e 5f 5g 1h", "9a 8a 7a 6a 1a");
        file->play(move(*file, "1h5h"));
        QVERIFY(!file->outcome());
    }

    void whiteFiveOnBlacksStartingRanksCounts()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "9a 1a 2a 3a 4a", "1h 2h 3h 4h 5f", 'w');
        rules->play(move(*rules, "5f5h"));
        QCOMPARE(rules->outcome(), (Outcome{White, EndReason::FiveInRow}));
        auto own = rulesWith(GameKind::DaiHasami, "dai", "9i 1i 2i 3i 4i", "1b 2b 3b 4b 5d", 'w');
        own->play(move(*own, "5d5b"));
        QVERIFY(!own->outcome());
    }

    void diagonalFiveOnlyInDiagonalVariants()
    {
        const std::string black = "1c 2d 3e 4f 6g";
        const std::string white = "9a 8a 7a 6a 1a";
        auto plain = rulesWith(GameKind::DaiHasami, "dai", black, white);
        plain->play(move(*plain, "6g5g"));
        QVERIFY(!plain->outcome());
        auto diagonal = rulesWith(GameKind::DaiHasami, "dai-diagonal", black, white);
        diagonal->play(move(*diagonal, "6g5g"));
        QCOMPARE(diagonal->outcome(), (Outcome{Black, EndReason::FiveInRow}));
        auto oneStep = rulesWith(GameKind::DaiHasami, "dai-one-step", black, white);
        oneStep->play(move(*oneStep, "6g5g"));
        QCOMPARE(oneStep->outcome(), (Outcome{Black, EndReason::FiveInRow}));
    }

    void fiveThatCanBeBrokenMustSurviveTheReply()
    {
        const std::string black = "1e 2e 3e 4e 5g";
        const std::string white = "3d 7f 9a 8a 7a";
        auto broken = rulesWith(GameKind::DaiHasami, "dai", black, white);
        broken->play(move(*broken, "5g5e"));
        QVERIFY(!broken->outcome());
        QCOMPARE(playCaptures(*broken, "7f3f"), std::string("3e"));
        QVERIFY(!broken->outcome());

        auto survives = rulesWith(GameKind::DaiHasami, "dai", black, white);
        survives->play(move(*survives, "5g5e"));
        survives->play(move(*survives, "9a9b"));
        QCOMPARE(survives->outcome(), (Outcome{Black, EndReason::FiveInRow}));
    }

    void fiveInClassicVariantsDoesNotWin()
    {
        auto rules = rulesWith(GameKind::Hasami, "dai-setup", "1e 2e 3e 4e 5g", "9a 8a 7a 6a");
        rules->play(move(*rules, "5g5e"));
        QVERIFY(!rules->outcome());
    }

    void repetitionDrawsOnTheFourthOccurrence()
    {
        GameSetup setup{GameKind::Hasami, "", "", 0};
        auto rules = createRules(setup);
        const std::vector<std::string> cycle = {"1i1h", "1a1b", "1h1i", "1b1a"};
        playAll(*rules, cycle);
        playAll(*rules, cycle);
        QVERIFY(!rules->outcome()); // third occurrence
        playAll(*rules, cycle);
        QCOMPARE(rules->outcome(), (Outcome{std::nullopt, EndReason::Repetition}));
        rules->undo();
        QVERIFY(!rules->outcome());
    }

    void tooFewMenToWinDraws()
    {
        // Dai hasami without a capture goal: when neither side has five men, nobody can win.
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "6e 4i 9i 8i", "5e 9a 8a 7a 6a");
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(rules->outcome(), (Outcome{std::nullopt, EndReason::TooFewMen}));
        // Capture-all with a lone man each: no custodian capture is possible any more.
        GameSetup setup{GameKind::Hasami, "capture-all", positionWith(9, "5e", "5a", 'b', 8, 8), 0};
        QCOMPARE(createRules(setup)->outcome(), (Outcome{std::nullopt, EndReason::TooFewMen}));
    }

    void sideWithoutAMoveLoses()
    {
        auto rules = classic("4e 6e 5d 5f 9i", "5e", 'b');
        rules->play(move(*rules, "9i9h"));
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::Stalemate}));
    }

    void declaredOutcomeAndUndo()
    {
        GameSetup setup{GameKind::MakYek, "", "", 0};
        auto rules = createRules(setup);
        rules->play(move(*rules, "1h1g"));
        rules->setOutcome({Black, EndReason::Resignation});
        QCOMPARE(rules->outcome(), (Outcome{Black, EndReason::Resignation}));
        rules->undo();
        QVERIFY(!rules->outcome());
        QCOMPARE(rules->ply(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHasamiOutcomes)
#include "tst_hasami_outcomes.moc"
