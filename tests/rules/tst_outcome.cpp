// RULES.md, "Check and the end of the game": checkmate, stalemate as a loss, sennichite on the
// fourth occurrence, perpetual check, impasse by the 24-point and the 27-point rules,
// resignation, agreed draw, an illegal move losing, and the optional maximum-moves draw.
#include "rules/outcome.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

namespace {

ShogiGame gameFrom(std::string_view sfen, GameOptions options = {})
{
    ShogiGame game(options);
    if (auto e = game.reset(sfen)) qFatal("bad SFEN in a test: %s", describe(*e).c_str());
    return game;
}

// Plays the moves; returns false when one was refused.
bool playAll(ShogiGame& game, std::initializer_list<const char*> moves)
{
    for (const char* m : moves)
        if (game.play(usi(m)) != MoveRefusal::None) return false;
    return true;
}

} // namespace

class TestOutcome : public QObject {
    Q_OBJECT

private slots:
    void checkmate()
    {
        ShogiGame game = gameFrom("7lk/9/8G/9/9/9/9/9/K8 b G 1");
        QVERIFY(!game.over());
        QVERIFY(playAll(game, {"G*1b"}));
        QCOMPARE(game.outcome(), (Outcome{Black, EndReason::Checkmate}));
        QCOMPARE(game.refusal(usi("2a3b")), MoveRefusal::GameOver);
    }

    void stalemateIsALoss()
    {
        // White to move, not in check, and every king move is covered (knight 3c, gold 2c).
        const ShogiGame game = gameFrom("8k/9/6NG1/9/9/9/9/9/K8 w - 1");
        QVERIFY(!game.position().inCheck());
        QCOMPARE(game.outcome(), (Outcome{Black, EndReason::Stalemate}));
    }

    void sennichiteOnFourthOccurrence()
    {
        ShogiGame game;
        const auto cycle = {"2h1h", "8b9b", "1h2h", "9b8b"};
        QVERIFY(playAll(game, cycle)); // second occurrence of the start position
        QVERIFY(playAll(game, cycle)); // third
        QVERIFY(!game.over());
        QVERIFY(playAll(game, {"2h1h", "8b9b", "1h2h"}));
        QVERIFY(!game.over());
        QVERIFY(playAll(game, {"9b8b"})); // fourth
        QCOMPARE(game.outcome(), (Outcome{std::nullopt, EndReason::Sennichite}));
        QCOMPARE(game.position().repetition().earlier, 3);
    }

    void perpetualCheckLosesForTheChecker()
    {
        // The rook checks from 9a and 9b in turn; the king steps between 1a and 1b.
        ShogiGame game = gameFrom("8k/9/R8/9/9/9/9/9/K8 b - 1");
        QVERIFY(playAll(game, {"9c9a"}));
        const auto cycle = {"1a1b", "9a9b", "1b1a", "9b9a"};
        QVERIFY(playAll(game, cycle));
        QVERIFY(playAll(game, cycle));
        QVERIFY(!game.over());
        QVERIFY(playAll(game, cycle));
        QCOMPARE(game.outcome(), (Outcome{White, EndReason::PerpetualCheck}));
    }

    void perpetualCheckCompletedByTheDefender()
    {
        // Here the fourth occurrence arises after the king's move: the checker still loses.
        ShogiGame game = gameFrom("8k/R8/9/9/9/9/9/9/K8 b - 1");
        const auto cycle = {"9b9a", "1a1b", "9a9b", "1b1a"};
        QVERIFY(playAll(game, cycle));
        QVERIFY(playAll(game, cycle));
        QVERIFY(!game.over());
        QVERIFY(playAll(game, cycle));
        QCOMPARE(game.outcome(), (Outcome{White, EndReason::PerpetualCheck}));
    }

    void impasse24Points()
    {
        // Both kings entered. Black holds 46 points, white 8: white loses.
        const Position short8 = positionFrom("K8/9/9/9/9/9/9/9/8k b 2R2B4G4S4N4L10P8p 1");
        QCOMPARE(impassePoints(short8, Black), 46);
        QCOMPARE(impassePoints(short8, White), 8);
        QCOMPARE(impasse24(short8), (Outcome{Black, EndReason::Impasse24}));
        // 27 against 27: a draw.
        const Position even = positionFrom("K8/9/9/9/9/9/9/9/8k b RB4G4S4N4LPrb17p 1");
        QCOMPARE(impasse24(even), (Outcome{std::nullopt, EndReason::Impasse24}));
        // A king that has not entered: no scoring.
        const Position notEntered = positionFrom("9/9/9/K8/9/9/9/9/8k b RB4G4S4N4LPrb17p 1");
        QVERIFY(!impasse24(notEntered));
        ShogiGame game = gameFrom("9/9/9/K8/9/9/9/9/8k b RB4G4S4N4LPrb17p 1");
        QVERIFY(!game.scoreImpasse24());
        QVERIFY(!game.over());
    }

    void impasse24PromotionsIgnored()
    {
        // A dragon counts 5 and a tokin 1, as unpromoted.
        const Position pos = positionFrom("K+R+P6/9/9/9/9/9/9/9/8k b - 1");
        QCOMPARE(impassePoints(pos, Black), 6);
    }

    void impasse27SenteNeeds28()
    {
        // King on 9a, rook, bishop, four golds and four silvers in the zone (18) plus hand.
        const Position with28 = positionFrom("KRBGGGG2/SSSS5/9/9/9/9/9/9/8k b 10P4n4l8p 1");
        QVERIFY(canDeclare27(with28));
        const Position with27 = positionFrom("KRBGGGG2/SSSS5/9/9/9/9/9/9/8k b 9P4n4l9p 1");
        QVERIFY(!canDeclare27(with27));
        ShogiGame game = gameFrom("KRBGGGG2/SSSS5/9/9/9/9/9/9/8k b 10P4n4l8p 1");
        QVERIFY(game.declare27());
        QCOMPARE(game.outcome(), (Outcome{Black, EndReason::Declaration27}));
    }

    void impasse27GoteNeeds27()
    {
        const Position with27 = positionFrom("K8/9/9/9/9/9/9/5ssss/2ggggbrk w 4N4L9P9p 1");
        QVERIFY(canDeclare27(with27));
        const Position with26 = positionFrom("K8/9/9/9/9/9/9/5ssss/2ggggbrk w 4N4L10P8p 1");
        QVERIFY(!canDeclare27(with26));
    }

    void impasse27NeedsTenPiecesAndNoCheck()
    {
        // Nine pieces in the zone (a silver moved out) but plenty of points in hand.
        const Position nine = positionFrom("KRBGGGG2/SSS6/9/S8/9/9/9/9/8k b 18P4n4l 1");
        QVERIFY(!canDeclare27(nine));
        // In check from a white gold on 9b.
        const Position checked = positionFrom("KRBGGG3/gSSSS4/4N4/9/9/9/9/9/8k b 10P3n4l8p 1");
        QVERIFY(checked.inCheck());
        QVERIFY(!canDeclare27(checked));
        // An invalid declaration loses.
        ShogiGame game = gameFrom("KRBGGGG2/SSS6/9/S8/9/9/9/9/8k b 18P4n4l 1");
        QVERIFY(!game.declare27());
        QCOMPARE(game.outcome(), (Outcome{White, EndReason::Declaration27}));
    }

    void resignation()
    {
        ShogiGame game;
        QVERIFY(playAll(game, {"7g7f"}));
        game.resign(); // white to move resigns
        QCOMPARE(game.outcome(), (Outcome{Black, EndReason::Resignation}));
    }

    void agreedDraw()
    {
        ShogiGame game;
        game.agreeDraw();
        QCOMPARE(game.outcome(), (Outcome{std::nullopt, EndReason::AgreedDraw}));
    }

    void illegalMoveLoses()
    {
        ShogiGame game;
        QVERIFY(game.playOrForfeit(usi("7g7f")));
        QVERIFY(!game.playOrForfeit(usi("8b8d"))); // a rook cannot jump its own pawn
        QCOMPARE(game.outcome(), (Outcome{Black, EndReason::IllegalMove}));
        QCOMPARE(int(game.moves().size()), 1);
        // The board refuses an illegal move without ending the game.
        ShogiGame board;
        QCOMPARE(board.play(usi("5i5e")), MoveRefusal::PieceCannotMoveThere);
        QVERIFY(!board.over());
    }

    void maxMovesDraw()
    {
        ShogiGame game({.maxPlies = 4});
        QVERIFY(playAll(game, {"7g7f", "3c3d", "2g2f"}));
        QVERIFY(!game.over());
        QVERIFY(playAll(game, {"8c8d"}));
        QCOMPARE(game.outcome(), (Outcome{std::nullopt, EndReason::MaxMoves}));
    }

    void undoClearsTheResult()
    {
        ShogiGame game = gameFrom("7lk/9/8G/9/9/9/9/9/K8 b G 1");
        QVERIFY(playAll(game, {"G*1b"}));
        game.undo();
        QVERIFY(!game.over());
        QCOMPARE(game.position().hand(Black).count(Gold), 1);
    }
};

QTEST_GUILESS_MAIN(TestOutcome)
#include "tst_outcome.moc"
