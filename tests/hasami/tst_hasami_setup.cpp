// A hasami position set up by hand (core's SetupBoard, behind the position editor): the men
// missing from the board count as captured, and every position the variant cannot play is
// refused with the rules' own reason: too many men, a colour without men (the position text's
// errors), or a start the rules have already decided (a capture goal reached, a five standing,
// no man able to move, neither side able to win).
#include "hasami/setupboard.h"
#include "hasamitest.h"

using namespace hasamitest;
using hasami::SetupBoard;

namespace {

const hasami::HasamiVariant& variant(GameKind kind, const char* id = "")
{
    return *hasami::findVariant(kind, id);
}

// A board of the variant with only these men ("5e 4i"), `side` to move.
SetupBoard boardWith(const hasami::HasamiVariant& v, const std::string& black,
    const std::string& white, Color side = Black)
{
    SetupBoard board(v, 0);
    board.clear();
    auto place = [&](const std::string& squares, hasami::Cell man) {
        std::istringstream in(squares);
        std::string sq;
        while (in >> sq) board.put({sq[0] - '1', sq[1] - 'a'}, man);
    };
    place(black, hasami::BlackMan);
    place(white, hasami::WhiteMan);
    board.setSideToMove(side);
    return board;
}

} // namespace

class TestHasamiSetup : public QObject {
    Q_OBJECT

private slots:
    void startsFromTheVariantsStartAndCountsMissingMenAsCaptured()
    {
        SetupBoard board(variant(GameKind::Hasami), 0);
        QCOMPARE(board.positionText(), std::string("wwwwwwwww/9/9/9/9/9/9/9/bbbbbbbbb b 0 0"));
        QVERIFY(!board.problem());
        board.put({4, 8}, hasami::Empty); // 5i
        board.put({4, 4}, hasami::WhiteMan); // 5e: a tenth white man
        board.put({4, 4}, hasami::BlackMan); // replaced by a black one
        board.put({9, 0}, hasami::BlackMan); // off the board: ignored
        board.setSideToMove(White);
        QCOMPARE(board.men(Black), 9);
        QCOMPARE(board.menLeft(White), 0);
        QCOMPARE(board.positionText(), std::string("wwwwwwwww/9/9/9/4b4/9/9/9/bbbb1bbbb w 0 0"));
        board.put({0, 0}, hasami::Empty);
        board.put({1, 0}, hasami::Empty);
        QCOMPARE(board.menLeft(White), 2);
        QCOMPARE(board.positionText(), std::string("wwwwwww2/9/9/9/4b4/9/9/9/bbbb1bbbb w 0 2"));
        const GameSetup setup = board.gameSetup();
        QCOMPARE(setup.kind, GameKind::Hasami);
        QCOMPARE(setup.variant, std::string("classic"));
        auto rules = createRules(setup);
        QVERIFY(rules);
        QCOMPARE(rules->sideToMove(), White);
        QCOMPARE(rules->standCount(Black, Pawn), 2); // black has captured two white men
        QVERIFY(!rules->outcome());
    }

    void mak_yekIsEightByEight()
    {
        SetupBoard board(variant(GameKind::MakYek), 0);
        QCOMPARE(board.size(), 8);
        QCOMPARE(board.men(Black), 16);
        board.clear();
        QCOMPARE(board.menLeft(White), 16);
        board.setStart();
        QCOMPARE(
            board.positionText(), std::string("wwwwwwww/8/wwwwwwww/8/8/bbbbbbbb/8/bbbbbbbb b 0 0"));
    }

    void refusesWhatTheRulesRefuse()
    {
        SetupBoard tooMany(variant(GameKind::Hasami), 0);
        tooMany.put({4, 4}, hasami::BlackMan);
        auto problem = tooMany.problem();
        QVERIFY(problem && problem->error && !problem->outcome);
        QCOMPARE(problem->error->code, SetupErrorCode::BadHasamiPosition);
        QCOMPARE(problem->error->hasamiPosition, hasami::PositionTextError::TooManyMen);

        problem = boardWith(variant(GameKind::DaiHasami), "1e 2e 3e 4e 6e 9i", "").problem();
        QVERIFY(problem && problem->error);
        QCOMPARE(problem->error->hasamiPosition, hasami::PositionTextError::NoMen);
        // The rules refuse a position text without men of a colour, whoever wrote it.
        SetupError error;
        QVERIFY(!createRules({GameKind::Hasami, "", positionWith(9, "5e", ""), 0}, &error));
        QCOMPARE(error.hasamiPosition, hasami::PositionTextError::NoMen);
    }

    void refusesAStartTheRulesHaveDecided_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("black");
        QTest::addColumn<QString>("white");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("winner"); // -1: a draw
        QTest::addColumn<int>("reason");
        // Classic: a lone black man means eight captured, the goal.
        QTest::newRow("capture goal reached")
            << int(GameKind::Hasami) << "classic"
            << "5e"
            << "1a 2a 3a" << int(White) << int(White) << int(EndReason::Captures);
        QTest::newRow("a five stands (dai)")
            << int(GameKind::DaiHasami) << "dai"
            << "1e 2e 3e 4e 5e"
            << "1a 2a" << int(White) << int(Black) << int(EndReason::FiveInRow);
        QTest::newRow("a diagonal five stands")
            << int(GameKind::DaiHasami) << "dai-diagonal"
            << "1c 2d 3e 4f 5g"
            << "9a 8a" << int(Black) << int(Black) << int(EndReason::FiveInRow);
        QTest::newRow("no man can move")
            << int(GameKind::Hasami) << "classic"
            << "1i 2i"
            << "1h 2h 3i" << int(Black) << int(White) << int(EndReason::Stalemate);
        QTest::newRow("neither side can win")
            << int(GameKind::DaiHasami) << "dai"
            << "1e 2e 3e 4e"
            << "1a 2a" << int(Black) << -1 << int(EndReason::TooFewMen);
    }
    void refusesAStartTheRulesHaveDecided()
    {
        QFETCH(int, kind);
        QFETCH(QString, variant);
        QFETCH(QString, black);
        QFETCH(QString, white);
        QFETCH(int, side);
        QFETCH(int, winner);
        QFETCH(int, reason);
        const SetupBoard board
            = boardWith(*hasami::findVariant(GameKind(kind), variant.toStdString()),
                black.toStdString(), white.toStdString(), Color(side));
        const auto problem = board.problem();
        QVERIFY(problem);
        QVERIFY(!problem->error);
        QVERIFY(problem->outcome);
        QCOMPARE(int(problem->outcome->reason), reason);
        QCOMPARE(problem->outcome->winner ? int(*problem->outcome->winner) : -1, winner);
        // The game from the same position text is over before its first move.
        auto rules = createRules(board.gameSetup());
        QVERIFY(rules);
        QCOMPARE(rules->outcome(), problem->outcome);
        QVERIFY(rules->legalMoves().empty());
    }

    void aFiveInOwnStartRanksDoesNotCount()
    {
        QVERIFY(
            !boardWith(variant(GameKind::DaiHasami), "1h 2h 3h 4h 5h", "1a 2a 3a 4a 5b").problem());
    }
};

QTEST_GUILESS_MAIN(TestHasamiSetup)
#include "tst_hasami_setup.moc"
