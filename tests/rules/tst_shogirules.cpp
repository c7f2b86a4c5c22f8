// ShogiRules behind the GameRules interface: coordinates, moves, refusals, undo, results,
// cloning, and createRules() for shogi.
#include "game/shogirules.h"
#include "game/catalog.h"
#include "rulestest.h"

using namespace shogiban;
using namespace shogiban::test;

class TestShogiRules : public QObject {
    Q_OBJECT

private slots:
    void createsEvenAndCustomGames()
    {
        SetupError error;
        auto even = createRules(GameSetup{}, &error);
        QVERIFY(even);
        QCOMPARE(even->kind(), GameKind::Shogi);
        QCOMPARE(even->positionText(), std::string(Position::StartSfen));
        QCOMPARE(int(even->legalMoves().size()), 30);
        GameSetup custom;
        custom.startPosition = "4k4/9/9/9/9/9/9/9/4K4 w - 1";
        QCOMPARE(createRules(custom)->sideToMove(), White);
        custom.startPosition = "4k4/9/9/9/9/9/9/9/4K4 x - 1";
        QVERIFY(!createRules(custom, &error));
        QCOMPARE(error.code, SetupErrorCode::BadShogiPosition);
        QVERIFY(error.sfen);
        QCOMPARE(error.sfen->code, SfenErrorCode::BadSide);
    }

    void boardCoordinates()
    {
        ShogiRules rules;
        // File 0 is file "1", rank 0 is rank "a": 1a holds white's lance.
        QCOMPARE(rules.pieceAt({0, 0}), (BoardPiece{White, Lance}));
        QCOMPARE(rules.pieceAt({7, 7}), (BoardPiece{Black, Bishop})); // 8h
        QVERIFY(rules.pieceAt({4, 4}).empty());
        QVERIFY(rules.pieceAt({9, 0}).empty()); // off the board
        const BoardMove move{{6, 6}, {6, 5}}; // 7g7f
        QCOMPARE(rules.moveText(move), std::string("7g7f"));
        QCOMPARE(rules.parseMove("7g7f"), std::optional<BoardMove>(move));
    }

    void playUndoAndRefusals()
    {
        ShogiRules rules;
        QCOMPARE(rules.refusal({{6, 6}, {6, 4}}), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(rules.refusal({{}, {4, 4}, Pawn}), MoveRefusal::NotInHand);
        QCOMPARE(rules.refusal({{12, 0}, {4, 4}}), MoveRefusal::NoPieceThere);
        QVERIFY(!rules.play({{6, 6}, {6, 4}}));
        QVERIFY(rules.play({{6, 6}, {6, 5}}));
        QCOMPARE(rules.ply(), 1);
        QCOMPARE(rules.sideToMove(), White);
        auto copy = rules.clone();
        rules.undo();
        QCOMPARE(rules.ply(), 0);
        QCOMPARE(copy->ply(), 1);
    }

    void resultsAndGameOver()
    {
        ShogiRules rules;
        rules.setOutcome({Black, EndReason::Resignation});
        QCOMPARE(rules.outcome(), (Outcome{Black, EndReason::Resignation}));
        QCOMPARE(rules.refusal({{6, 6}, {6, 5}}), MoveRefusal::GameOver);
        QVERIFY(rules.legalMoves().empty());
    }

    void checkIsAnnounced()
    {
        ShogiRules rules;
        QVERIFY(!rules.reset("4k4/9/9/9/9/9/9/9/4K4 b R 1"));
        QVERIFY(!rules.inCheck());
        QVERIFY(rules.play({{}, {4, 4}, Rook})); // R*5e checks the king on 5a
        QVERIFY(rules.inCheck());
    }

    void dropsAndHands()
    {
        ShogiRules rules;
        QVERIFY(!rules.reset("7lk/9/8G/9/9/9/9/9/K8 b P 1"));
        QCOMPARE(rules.standCount(Black, Pawn), 1);
        QCOMPARE(rules.refusal({{}, {0, 1}, Pawn}), MoveRefusal::Uchifuzume);
        QVERIFY(rules.play({{}, {0, 3}, Pawn})); // P*1d
        QCOMPARE(rules.pieceAt({0, 3}), (BoardPiece{Black, Pawn}));
    }

    void typedMovesInEveryNotation()
    {
        auto rules = createRules(GameSetup{});
        const auto typed = [&](const char* text, std::optional<BoardMove> previous = {}) {
            return rules->parseTypedMove(text, previous);
        };
        const BoardMove pawn{{6, 6}, {6, 5}}; // 7g7f
        QCOMPARE(typed("7g7f").move, std::optional(pawn));
        QCOMPARE(typed(" ７六歩 ").move, std::optional(pawn));
        QCOMPARE(typed("▲７六歩").move, std::optional(pawn));
        QCOMPARE(typed("P-7f").move, std::optional(pawn));
        // Found but illegal: refusal() says why.
        const TypedMove twoSquares = typed("7g7e");
        QVERIFY(twoSquares.move);
        QCOMPARE(rules->refusal(*twoSquares.move), MoveRefusal::PieceCannotMoveThere);
        QCOMPARE(typed("hello").error, TypedMoveError::NotAMove);
        QCOMPARE(typed("同歩").error, TypedMoveError::NoPreviousMove);
        QCOMPARE(typed("５五角").error, TypedMoveError::NoPieceCanGoThere);
        QCOMPARE(typed("５八金").error, TypedMoveError::Ambiguous); // from 6i or 4i
        QCOMPARE(typed("５八金右").move, std::optional(BoardMove{{3, 8}, {4, 7}}));
        rules->play(pawn);
        const BoardMove reply{{2, 2}, {2, 3}}; // 3c3d
        rules->play(reply);
        // 同 takes the square of the move before.
        QVERIFY(rules->play(*typed("8h2b+").move));
        QCOMPARE(typed("同銀", BoardMove{{7, 7}, {1, 1}, NoPieceType, true}).move,
            std::optional(BoardMove{{2, 0}, {1, 1}}));
    }
};

QTEST_GUILESS_MAIN(TestShogiRules)
#include "tst_shogirules.moc"
