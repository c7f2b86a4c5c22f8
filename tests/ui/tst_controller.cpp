// The game controller without a window: computer replies on the worker thread, take-backs,
// reviewing earlier positions, stopping a search, and how a game ends. Uses the hasami rules and
// a simple computer player that takes the first legal move (or thinks until it is stopped).
#include "game/gamecontroller.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace shogiban;
using namespace shogiban::ui;

namespace {

std::optional<BoardMove> firstLegalMove(const GameRules& rules, const std::atomic<bool>&)
{
    const std::vector<BoardMove> moves = rules.legalMoves();
    if (moves.empty()) return std::nullopt;
    return moves.front();
}

// A search that never finishes on its own; counts how many searches saw the stop flag.
std::atomic<int> stoppedSearches = 0;
std::optional<BoardMove> thinkUntilStopped(const GameRules&, const std::atomic<bool>& stop)
{
    while (!stop.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    ++stoppedSearches;
    return std::nullopt;
}

GameStart hasamiGame(PlayerKind black, PlayerKind white)
{
    GameStart options;
    options.setup.kind = GameKind::Hasami;
    options.players[Black] = {black, 1, QStringLiteral("Black player"), {}, {}};
    options.players[White] = {white, 1, QStringLiteral("White player"), {}, {}};
    return options;
}

GameStart shogiFrom(const char* sfen)
{
    GameStart options;
    options.setup.startPosition = sfen;
    options.players[Black].name = QStringLiteral("Sente player");
    options.players[White].name = QStringLiteral("Gote player");
    return options;
}

// Sente's king has entered with ten pieces worth 18 points plus 10 pawns in hand: 28 points.
constexpr const char* SenteCanDeclare = "+L+NSG1GS+N+L/1R2K2B1/9/9/5k3/pppppppp1/9/9/9 b 10P 1";
// The same, and gote's king has entered too (gote has 8 points).
constexpr const char* BothKingsEntered = "+L+NSG1GS+N+L/1R2K2B1/9/9/9/pppppppp1/9/4k4/9 b 10P 1";

BoardMove anyMove(const GameController& c)
{
    return c.game().legalMoves().front();
}

} // namespace

class TestController : public QObject {
    Q_OBJECT

private slots:
    void computerRepliesOnTheWorkerThread()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Computer)));
        QVERIFY(c.acceptsHumanMove());
        QSignalSpy thinking(&c, &GameController::thinkingChanged);
        c.playHumanMove(anyMove(c));
        QCOMPARE(c.moveCount(), 1);
        QVERIFY(c.isThinking());
        QVERIFY(!c.acceptsHumanMove()); // the board is locked while the computer thinks
        QTRY_COMPARE(c.moveCount(), 2);
        QVERIFY(!c.isThinking());
        QVERIFY(c.acceptsHumanMove());
        QCOMPARE(thinking.count(), 2); // started, then finished
        QCOMPARE(c.moveList()->moveCount(), 2);
        QVERIFY(!c.moveList()->moveText(2).isEmpty());
    }

    void undoAgainstTheComputerTakesBackTwoPlies()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Computer)));
        const std::string start = c.game().positionText();
        c.playHumanMove(anyMove(c));
        QTRY_COMPARE(c.moveCount(), 2);
        const std::string afterTwo = c.game().positionText();
        c.playHumanMove(anyMove(c));
        QTRY_COMPARE(c.moveCount(), 4);
        QVERIFY(c.canUndo());
        c.undo();
        QCOMPARE(c.moveCount(), 2);
        QCOMPARE(c.game().positionText(), afterTwo);
        QCOMPARE(c.moveList()->moveCount(), 2);
        QVERIFY(c.acceptsHumanMove());
        c.undo();
        QCOMPARE(c.moveCount(), 0);
        QCOMPARE(c.game().positionText(), start);
        QVERIFY(!c.canUndo());
    }

    void undoWhileTheComputerThinksTakesBackThePlayersMove()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Computer)));
        c.playHumanMove(anyMove(c));
        QVERIFY(c.isThinking());
        c.undo();
        QVERIFY(!c.isThinking());
        QCOMPARE(c.moveCount(), 0);
        QVERIFY(c.acceptsHumanMove());
    }

    void undoInATwoPlayerGameTakesBackOneMove()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Human)));
        c.playHumanMove(anyMove(c));
        c.playHumanMove(anyMove(c));
        QCOMPARE(c.moveCount(), 2);
        c.undo();
        QCOMPARE(c.moveCount(), 1);
        QCOMPARE(c.game().sideToMove(), White);
    }

    void reviewShowsAnEarlierPositionAndLocksTheBoard()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Human)));
        const std::string start = c.game().positionText();
        for (int i = 0; i < 3; ++i) c.playHumanMove(anyMove(c));
        QSignalSpy changed(&c, &GameController::positionChanged);
        c.showPly(1);
        QCOMPARE(changed.count(), 1);
        QVERIFY(c.isReviewing());
        QVERIFY(!c.acceptsHumanMove());
        QCOMPARE(c.shownPosition().ply(), 1);
        QVERIFY(c.shownLastMove() == c.moves().front());
        c.showPly(0);
        QCOMPARE(c.shownPosition().positionText(), start);
        QVERIFY(!c.shownLastMove());
        c.showPly(99); // clamped to the last move
        QVERIFY(!c.isReviewing());
        QCOMPARE(c.shownPosition().ply(), 3);
        QVERIFY(c.acceptsHumanMove());
    }

    void newGameStopsTheComputerAtOnce()
    {
        stoppedSearches = 0;
        GameController c([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Computer, PlayerKind::Human)));
        QVERIFY(c.isThinking());
        QElapsedTimer timer;
        timer.start();
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Human)));
        qInfo("new game stopped the search in %lld ms", timer.elapsed());
        QVERIFY(timer.elapsed() < 100);
        QTRY_COMPARE(stoppedSearches.load(), 1); // the search saw the flag and returned
        QVERIFY(!c.isThinking());
        QCOMPARE(c.moveCount(), 0);
        QTest::qWait(20); // no stale answer arrives later
        QCOMPARE(c.moveCount(), 0);
    }

    void computerVsComputerPlaysOn()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Computer, PlayerKind::Computer)));
        QTRY_VERIFY(c.moveCount() >= 4);
        QVERIFY(!c.canUndo());
        c.stopThinking();
    }

    void resignationEndsTheGame()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(thinkUntilStopped); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Computer, PlayerKind::Human)));
        QSignalSpy over(&c, &GameController::gameOver);
        c.resign(); // the person (white) resigns even while the computer thinks
        QVERIFY(!c.isThinking());
        QCOMPARE(over.count(), 1);
        const Outcome outcome = over.first().first().value<Outcome>();
        QCOMPARE(outcome.reason, EndReason::Resignation);
        QVERIFY(outcome.winner == Black);
        QVERIFY(!c.acceptsHumanMove());
        QVERIFY(!c.canResign());
    }

    void computerWithoutAMoveLosesByIllegalMove()
    {
        GameController c([](const ThinkRequest&) {
            return ThinkFunction([](const GameRules&, const std::atomic<bool>&) {
                return std::optional<BoardMove>();
            });
        });
        QSignalSpy over(&c, &GameController::gameOver);
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Computer, PlayerKind::Human)));
        QTRY_COMPARE(over.count(), 1);
        const Outcome outcome = over.first().first().value<Outcome>();
        QCOMPARE(outcome.reason, EndReason::IllegalMove);
        QVERIFY(outcome.winner == White);
    }

    void refusedMoveIsReported()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Human)));
        QSignalSpy refused(&c, &GameController::moveRefused);
        BoardMove move = anyMove(c);
        move.to = move.from; // not a move at all
        c.playHumanMove(move);
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.first().first().value<MoveRefusal>() != MoveRefusal::None);
        QCOMPARE(c.moveCount(), 0);
    }

    void impasseDeclarationBy27PointRule()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(shogiFrom(SenteCanDeclare)));
        QSignalSpy over(&c, &GameController::gameOver);
        QVERIFY(c.canDeclareImpasse());
        QVERIFY(!c.canScoreImpasse()); // gote's king is still at home
        QVERIFY(c.declareImpasse());
        QCOMPARE(over.count(), 1);
        const Outcome outcome = over.first().first().value<Outcome>();
        QCOMPARE(outcome.reason, EndReason::Declaration27);
        QVERIFY(outcome.winner == Black);
    }

    void invalidImpasseDeclarationIsRefusedWithoutLosing()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(shogiFrom("")));
        QVERIFY(c.canDeclareImpasse());
        QVERIFY(!c.declareImpasse());
        QVERIFY(!c.isOver());
    }

    void impasseCountBy24PointRuleOnceBothKingsEntered()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(shogiFrom(BothKingsEntered)));
        QVERIFY(c.canScoreImpasse());
        c.scoreImpasse();
        const std::optional<Outcome> outcome = c.outcome();
        QVERIFY(outcome);
        QCOMPARE(outcome->reason, EndReason::Impasse24);
        QVERIFY(outcome->winner == Black); // gote has fewer than 24 points
    }

    void hintSuggestsALegalMoveWithoutPlayingIt()
    {
        GameController c([](const ThinkRequest&) { return ThinkFunction(firstLegalMove); });
        QVERIFY(c.newGame(hasamiGame(PlayerKind::Human, PlayerKind::Computer)));
        QSignalSpy hint(&c, &GameController::hintFound);
        c.requestHint();
        QTRY_COMPARE(hint.count(), 1);
        const auto move = hint.first().first().value<std::optional<BoardMove>>();
        QVERIFY(move);
        QCOMPARE(c.game().refusal(*move), MoveRefusal::None);
        QCOMPARE(c.moveCount(), 0);
        QVERIFY(c.acceptsHumanMove());
    }
};

QTEST_GUILESS_MAIN(TestController)
#include "tst_controller.moc"
