// How men move in each variant, the refusals the rules give, and the GameRules interface.
#include "hasamitest.h"
#include "game/catalog.h"

#include <algorithm>

using namespace hasamitest;

namespace {

int targetsFrom(const GameRules& rules, const std::string& sq)
{
    BoardSquare from{sq[0] - '1', sq[1] - 'a'};
    auto moves = rules.legalMoves();
    return int(std::count_if(
        moves.begin(), moves.end(), [&](const BoardMove& m) { return m.from == from; }));
}

} // namespace

class TestHasamiMoves : public QObject {
    Q_OBJECT

private slots:
    void startPositions()
    {
        GameSetup setup{GameKind::Hasami, "", "", 0};
        auto rules = createRules(setup);
        QVERIFY(rules);
        QCOMPARE(rules->files(), 9);
        QCOMPARE(rules->positionText(), std::string("wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0"));
        QCOMPARE(rules->sideToMove(), Black);
        QCOMPARE(rules->pieceAt({0, 8}), (BoardPiece{Black, Pawn}));
        QCOMPARE(rules->pieceAt({8, 0}), (BoardPiece{White, Pawn}));
        QCOMPARE(int(rules->legalMoves().size()), 9 * 7);

        setup.kind = GameKind::DaiHasami;
        QCOMPARE(createRules(setup)->positionText(),
            std::string("wwwwwwwww/wwwwwwwww/9/9/9/9/9/bbbbbbbbb/bbbbbbbbb b 0 0"));
        setup.kind = GameKind::MakYek;
        auto makYek = createRules(setup);
        QCOMPARE(makYek->files(), 8);
        QCOMPARE(makYek->positionText(),
            std::string("wwwwwwww/8/wwwwwwww/8/8/bbbbbbbb/8/bbbbbbbb b 0 0"));
        setup = {GameKind::Hasami, "dai-setup", "", 0};
        QCOMPARE(createRules(setup)->positionText(),
            std::string("wwwwwwwww/wwwwwwwww/9/9/9/9/9/bbbbbbbbb/bbbbbbbbb b 0 0"));
        setup = {GameKind::Hasami, "one-step-18", "", 0};
        QCOMPARE(createRules(setup)->positionText(),
            std::string("wwwwwwwww/wwwwwwwww/9/9/9/9/9/bbbbbbbbb/bbbbbbbbb b 0 0"));
    }

    void unknownVariantAndBadOptionsAreRefused()
    {
        SetupError error;
        QVERIFY(!createRules({GameKind::Hasami, "dai", "", 0}, &error));
        QCOMPARE(error.code, SetupErrorCode::UnknownVariant);
        QCOMPARE(error.detail, std::string("dai"));
        QVERIFY(!createRules({GameKind::Hasami, "", "", 10}, &error));
        QCOMPARE(error.code, SetupErrorCode::CapturesOutOfRange);
        QCOMPARE(error.limit, 9);
        QVERIFY(!createRules({GameKind::Hasami, "", "9/9/9 b 0 0", 0}, &error));
        QCOMPARE(error.code, SetupErrorCode::BadHasamiPosition);
        QCOMPARE(error.hasamiPosition, hasami::PositionTextError::RankCount);
        QVERIFY(describe(error).find("ranks") != std::string::npos);
        QVERIFY(!createRules(
            {GameKind::Hasami, "", "wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb x 0 0", 0}, &error));
        QCOMPARE(error.hasamiPosition, hasami::PositionTextError::SideToMove);
    }

    void menMoveLikeRooks()
    {
        auto rules = classic("5e 9i", "5b 9a");
        // Up to 5c (blocked by 5b), down to 5i, left to 9e, right to 1e.
        QCOMPARE(targetsFrom(*rules, "5e"), 2 + 4 + 4 + 4);
        QCOMPARE(rules->refusal(move(*rules, "5e5a")), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(rules->refusal(move(*rules, "5e5b")), MoveRefusal::TargetOccupied);
        QCOMPARE(rules->refusal(move(*rules, "5e4d")), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::None);
    }

    void noJumpInClassic()
    {
        auto rules = classic("5e 9i", "5d 9a");
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::PieceCannotMoveThere);
    }

    void oneStepVariant()
    {
        auto rules = rulesWith(GameKind::Hasami, "one-step", "5e 9i", "9a 1a");
        QCOMPARE(targetsFrom(*rules, "5e"), 4);
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(rules->refusal(move(*rules, "5e5d")), MoveRefusal::None);
    }

    void jumpOverOwnOrEnemyMan()
    {
        auto rules = rulesWith(GameKind::DaiHasami, "dai", "5e 4e 1i 2i 3i", "5d 9a 1a 2a 3a 4a");
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::None); // over white
        QCOMPARE(rules->refusal(move(*rules, "5e3e")), MoveRefusal::None); // over black
        QCOMPARE(rules->refusal(move(*rules, "5e5b")), MoveRefusal::PieceCannotMoveThere);
        rules->play(move(*rules, "5e5c"));
        QVERIFY(empty(*rules, "5e"));
        QVERIFY(!empty(*rules, "5d"));
    }

    void jumpNeedsAnEmptyLandingSquare()
    {
        auto rules
            = rulesWith(GameKind::DaiHasami, "dai", "5e 1i 2i 3i 4i", "5d 5c 9a 1a 2a 3a 4a");
        QCOMPARE(rules->refusal(move(*rules, "5e5b")), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::TargetOccupied);
        auto edge = rulesWith(GameKind::DaiHasami, "dai", "5b 1i 2i 3i 4i", "5a 9i 1g 2g 3g 4g");
        QCOMPARE(targetsFrom(*edge, "5b"), 4 + 4 + 7); // no jump off the board
    }

    void oneStepDaiKeepsJumps()
    {
        auto rules
            = rulesWith(GameKind::DaiHasami, "dai-one-step", "5e 1i 2i 3i 4i", "5d 9a 1a 2a 3a 4a");
        QCOMPARE(rules->refusal(move(*rules, "5e5c")), MoveRefusal::None);
        QCOMPARE(rules->refusal(move(*rules, "5e5g")), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(targetsFrom(*rules, "5e"), 4);
    }

    void refusals()
    {
        auto rules = classic("5e 9i", "5a 9a");
        QCOMPARE(rules->refusal(move(*rules, "4e4d")), MoveRefusal::NoPieceThere);
        QCOMPARE(rules->refusal(move(*rules, "5a5b")), MoveRefusal::NoPieceThere);
        BoardMove drop{{}, {0, 0}, Pawn, false};
        QCOMPARE(rules->refusal(drop), MoveRefusal::NotInHand);
        BoardMove promote = move(*rules, "5e5d");
        promote.promote = true;
        QCOMPARE(rules->refusal(promote), MoveRefusal::PromotionNotAllowed);
        QCOMPARE(rules->refusal({{9, 0}, {0, 0}}), MoveRefusal::NoPieceThere);
        QVERIFY(!rules->play(move(*rules, "5e4d")));
        QCOMPARE(rules->ply(), 0);
        rules->setOutcome({White, EndReason::Resignation});
        QCOMPARE(rules->refusal(move(*rules, "5e5d")), MoveRefusal::GameOver);
        QVERIFY(rules->legalMoves().empty());
    }

    void undoRestoresCapturedMen()
    {
        auto rules = classic("6e 4i", "5e 9a");
        const std::string before = rules->positionText();
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(rules->ply(), 1);
        QCOMPARE(rules->sideToMove(), White);
        rules->undo();
        QCOMPARE(rules->positionText(), before);
        QCOMPARE(rules->ply(), 0);
    }

    void moveTextAndParsing()
    {
        auto rules = classic("5e 9i", "9a 1a");
        QCOMPARE(rules->moveText(move(*rules, "5e5d")), std::string("5e5d"));
        QVERIFY(!rules->parseMove("5e5"));
        QVERIFY(!rules->parseMove("0e5d"));
        QVERIFY(!rules->parseMove("5j5d"));
        auto makYek = rulesWith(GameKind::MakYek, "", "1h 2h", "8a 7a");
        QVERIFY(!makYek->parseMove("9h9g"));
        QVERIFY(makYek->parseMove("8h8g"));
    }

    // The move list writes the men a move captures after it ("4i4e x5e"), with the mover's mark
    // in the Japanese column; a move that captures nothing is its coordinates alone.
    void notationNamesTheCapturedMen()
    {
        auto rules = classic("6e 4i", "5e 9a");
        QCOMPARE(rules->notation(move(*rules, "4i4h"), std::nullopt).western, std::string("4i4h"));
        const MoveNotation capture = rules->notation(move(*rules, "4i4e"), std::nullopt);
        QCOMPARE(capture.western, std::string("4i4e x5e"));
        QCOMPARE(capture.japanese, std::string("☗4i4e x5e"));
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(
            rules->notation(move(*rules, "9a9b"), std::nullopt).japanese, std::string("☖9a9b"));
        // Mak-yek's capture by intervention takes both men beside the square moved to.
        auto makYek = rulesWith(GameKind::MakYek, "", "1d 8h", "5c 5e 1a");
        QCOMPARE(makYek->notation(move(*makYek, "1d5d"), std::nullopt).western,
            std::string("1d5d x5c x5e"));
    }

    void cloneIsIndependent()
    {
        auto rules = classic("5e 9i", "9a 1a");
        auto copy = rules->clone();
        copy->play(move(*copy, "5e5d"));
        QCOMPARE(rules->ply(), 0);
        QVERIFY(!empty(*rules, "5e"));
        QCOMPARE(copy->kind(), GameKind::Hasami);
    }

    void capturesAreReportedAsHandCounts()
    {
        auto rules = rulesWith(GameKind::Hasami, "classic", "6e 4i", "5e 9a");
        QCOMPARE(rules->standCount(Black, Pawn), 0);
        rules->play(move(*rules, "4i4e"));
        QCOMPARE(rules->standCount(Black, Pawn), 1);
        QCOMPARE(rules->standCount(Black, Gold), 0);
        QVERIFY(!rules->inCheck());
    }
};

QTEST_GUILESS_MAIN(TestHasamiMoves)
#include "tst_hasami_moves.moc"
